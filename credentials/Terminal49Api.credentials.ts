import type {
	IAuthenticateGeneric,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';

export class Terminal49Api implements ICredentialType {
	name = 'terminal49Api';

	displayName = 'Terminal49 API';

	icon: Icon = {
		light: 'file:terminal49.svg',
		dark: 'file:terminal49.dark.svg',
	};

	documentationUrl = 'https://terminal49.com/docs/api-docs/in-depth-guides/authentication';

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

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: {
				Authorization: '=Token {{$credentials.apiKey}}',
			},
		},
	};

	// One container on one page: the cheapest call every valid key may make.
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}',
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
