import type { ICredentialDataDecryptedObject, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { checkApiKey, checkBaseUrl } from './baseUrl';
import { hostBaseUrl, normaliseBaseUrl } from './paths';
import type { Terminal49Context, Terminal49Request } from './requestTypes';
import { CREDENTIAL_TYPE, REQUEST_TIMEOUT_MS } from './requestTypes';
import { secretsInBody } from './redaction';

const JSON_API = 'application/vnd.api+json';

/**
 * The credential's Base URL, once it is known to be a place the API key may go; otherwise an
 * error naming the field, why, and what to enter, before anything is sent.
 */
export function safeBaseUrl(
	ctx: Terminal49Context,
	baseUrl: unknown,
	itemIndex: number | undefined,
): string {
	const normalised = normaliseBaseUrl(typeof baseUrl === 'string' ? baseUrl : '');
	const check = checkBaseUrl(normalised);
	if (!check.ok) {
		throw new NodeOperationError(ctx.getNode(), `Terminal49 credential: ${check.problem}`, {
			description: check.fix,
			itemIndex,
		});
	}
	return normalised;
}

/**
 * The credential's API key, once it is long enough to be a key (and to be kept out of errors);
 * otherwise an error naming the field and the fix, never the key, before anything is sent.
 */
export function safeApiKey(
	ctx: Terminal49Context,
	credentials: { apiKey?: unknown },
	itemIndex: number | undefined,
): string {
	const check = checkApiKey(credentials);
	if (!check.ok) {
		throw new NodeOperationError(ctx.getNode(), `Terminal49 credential: ${check.problem}`, {
			description: check.fix,
			itemIndex,
		});
	}
	return check.apiKey;
}

/** Where a request goes and what no error of it may show, from the credential. */
export interface Target {
	/** The credential's Base URL, known to be a place the API key may go. */
	baseUrl: string;
	apiKey: string;
	/** The API key, the request's own secrets and every body field named like a secret. */
	secrets: string[];
}

/**
 * Reads the credential once per request, and refuses an API key too short to be one and a Base
 * URL the key must not go to before anything is sent: every attempt and every error of the
 * request then uses the same target.
 */
export async function targetOf(
	ctx: Terminal49Context,
	request: Terminal49Request,
): Promise<Target> {
	const credentials =
		request.credentials ??
		(await ctx.getCredentials<ICredentialDataDecryptedObject>(CREDENTIAL_TYPE));
	const apiKey = safeApiKey(ctx, credentials, request.itemIndex);
	const baseUrl = safeBaseUrl(ctx, credentials.baseUrl, request.itemIndex);
	return { baseUrl, apiKey, secrets: requestSecrets(request, apiKey) };
}

/** What no error of `request` may show: the API key (when known), the request's own secrets and every body field named like a secret. */
export function requestSecrets(request: Terminal49Request, apiKey: string | undefined): string[] {
	return [...(apiKey ? [apiKey] : []), ...(request.secrets ?? []), ...secretsInBody(request.body)];
}

/**
 * What every attempt sends. Statuses are read here, not thrown by n8n, so a 429 or 5xx can be
 * retried and an error can keep the API's words; redirects are never followed, since one would
 * carry the key (and a POST body) to wherever it points.
 */
export function requestOptions(request: Terminal49Request, baseUrl: string): IHttpRequestOptions {
	const mediaType = request.base === 'host' ? 'application/json' : JSON_API;
	const bodyType =
		request.base === 'host' || request.plainJson === true ? 'application/json' : JSON_API;
	const options: IHttpRequestOptions = {
		method: request.method,
		url: `${request.base === 'host' ? hostBaseUrl(baseUrl) : baseUrl}${request.path}`,
		qs: request.qs,
		headers: { Accept: mediaType },
		json: true,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		timeout: REQUEST_TIMEOUT_MS,
		disableFollowRedirect: true,
		sendCredentialsOnCrossOriginRedirect: false,
	};
	if (request.body !== undefined) {
		options.body = request.body;
		options.headers = { ...options.headers, 'Content-Type': bodyType };
	}
	return options;
}
