import type {
	ICredentialDataDecryptedObject,
	IHttpRequestOptions,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';
import { UserError } from 'n8n-workflow';

import {
	checkApiKey,
	checkBaseUrl,
	isSameOrigin,
	trimTrailingSlashes,
} from '../nodes/Terminal49/shared/transport';

export class Terminal49Api implements ICredentialType {
	name = 'terminal49Api';

	displayName = 'Terminal49 API';

	icon: Icon = {
		light: 'file:terminal49.svg',
		dark: 'file:terminal49.dark.svg',
	};

	documentationUrl = 'https://terminal49.com/docs/api-docs/getting-started/start-here';

	properties: INodeProperties[] = [
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'Your Terminal49 API key, from the developer area of your account (Developers → API Keys)',
		},
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: 'https://api.terminal49.com/v2',
			required: true,
			description:
				'Leave as it is unless you go through a proxy. It includes the version segment /v2.',
		},
	];

	/**
	 * The Token header, sent only where it is safe: never a key too short to be one (the
	 * credential test then says so instead of showing the API's 401), never to a Base URL whose
	 * user:pass@ would replace it with Basic auth, never in clear over the network, never to
	 * another origin, and never along a redirect (the credential test included).
	 */
	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const key = checkApiKey(credentials);
		if (!key.ok) throw new UserError(`${key.problem} ${key.fix}`);
		const baseUrl = String(credentials.baseUrl ?? '');
		const check = checkBaseUrl(baseUrl);
		if (!check.ok) throw new UserError(`${check.problem} ${check.fix}`);
		// n8n's HTTP Request node (Predefined Credential Type) names its target `uri`, not `url`.
		const legacyUri = (requestOptions as { uri?: unknown }).uri;
		const url = requestOptions.url ?? (typeof legacyUri === 'string' ? legacyUri : undefined);
		const target = requestOptions.baseURL
			? `${trimTrailingSlashes(requestOptions.baseURL)}${url}`
			: url;
		if (!isSameOrigin(target, check.url.href)) {
			throw new UserError(
				`The API key is only sent to the Base URL's origin (${check.url.origin}), and this request was for another one.`,
			);
		}
		return {
			...requestOptions,
			headers: { ...requestOptions.headers, Authorization: `Token ${key.apiKey}` },
			disableFollowRedirect: true,
			sendCredentialsOnCrossOriginRedirect: false,
		};
	}

	// One container on one page: the cheapest call every valid key may make. The lookbehind keeps
	// the trailing-slash trim linear: a bare /\/+$/ retries from every slash of a long run (a
	// Base URL of 100,000 slashes then "x" took 5.8 s), and this string escapes the regexp lint.
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/(?<!\\/)\\/+$/, "")}}',
			url: '/containers',
			qs: { 'page[size]': 1 },
			headers: { Accept: 'application/vnd.api+json' },
		},
		rules: [
			{
				type: 'responseCode',
				properties: {
					value: 401,
					message:
						'Terminal49 does not accept this API key. Copy a key from your Terminal49 account (Developers → API Keys) and paste it without spaces.',
				},
			},
		],
	};
}
