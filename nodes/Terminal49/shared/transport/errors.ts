import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { ApiErrorObject } from './apiErrors';
import { apiErrorsOf, fieldFromPointer } from './apiErrors';
import { redactJson, redactSecrets } from './redaction';

export { redactSecrets, secretsInBody } from './redaction';

/** What the failed request was about, so a 404 can say which id was not found. */
export interface RequestSubject {
	/** e.g. "shipment" */
	label: string;
	id: string;
}

export interface FailedResponse {
	status: number;
	body: unknown;
	method: string;
	path: string;
	subject?: RequestSubject;
	/** Names the paid feature the request needs, so a 403 says so instead of blaming the key. */
	paidFeature?: string;
	itemIndex?: number;
	/** For a 429 given up on: the bucket that refused, and how long it accepted nothing. */
	rateLimit?: { bucket: string; perMinute: number; withoutAcceptanceMs: number };
	/** Values that must never appear in an error: the API key, and any other secret we hold. */
	secrets?: readonly string[];
}

/** An API's text is shown to the user, not stored: a page of it is plenty. */
const MAX_TEXT = 500;

/** The OpenAPI answers a paid feature the account lacks with 403. */
const PAID_FEATURE_STATUS = 403;

/** What a user should do after a 5xx depends on whether the request may have done something. */
function serverErrorHint(method: string): string {
	return method === 'POST'
		? 'Terminal49 could not answer (a server error), and it may already have carried out the request, so it was not sent again. Check in Terminal49 whether it was created before running this again, so as not to create it twice.'
		: 'Terminal49 could not answer (a server error); the request was retried where that was safe. Try again in a few minutes.';
}

/**
 * `fromApi`: the answer held Terminal49's own JSON:API errors. A 404 without them is no record's
 * "not found" but an address nothing answers (an HTML page from a wrong Base URL, or a proxy).
 */
function hintFor(
	status: number,
	response: FailedResponse,
	fields: string[],
	fromApi: boolean,
): string {
	if (status === PAID_FEATURE_STATUS && response.paidFeature) {
		return `${response.paidFeature} is a paid feature of Terminal49 that this account does not have: this is not a fault of the node or the workflow. Ask Terminal49 (sales@terminal49.com) to enable it for the account.`;
	}
	switch (status) {
		case 400:
			return "The API could not read the request. Check the values of this node's parameters.";
		case 401:
			return 'The API key was not accepted: it is wrong, or it was revoked. Copy a current key from Terminal49 (Developers → API Keys) into the credential.';
		case 403:
			return 'The API key is valid but lacks permission for this action (for example "update" on the tracking request). Ask a Terminal49 account admin for access, or use a key that has it.';
		case 404:
			if (!fromApi) {
				return `Nothing at ${response.method} ${response.path} answered as Terminal49's API does (a record it cannot find comes with its own error text), so this says nothing about whether the ${response.subject?.label ?? 'record'} exists. Check the credential's Base URL: it should be https://api.terminal49.com/v2, or your proxy's address for it.`;
			}
			return response.subject
				? `No ${response.subject.label} with id "${response.subject.id}" exists for this API key. Check the id, and that the record belongs to this account.`
				: `The API has nothing at ${response.path}. Check the ids used by this node.`;
		case 422:
			return fields.length > 0
				? `Correct the field${fields.length > 1 ? 's' : ''} ${fields.map((f) => `"${f}"`).join(', ')} and run again.`
				: 'The API refused the values sent. Correct them and run again.';
		case 429: {
			const limit = response.rateLimit;
			const what = limit
				? `${limit.perMinute} ${limit.bucket} per minute per key`
				: '100 requests per minute per key, 10 for container refreshes';
			const howLong = limit ? ` for ${Math.round(limit.withoutAcceptanceMs / 1000)} s` : '';
			return `The API's rate limit (${what}) refused every request of this key${howLong}, so the node stopped waiting. Other workflows or integrations are using the same key heavily; space the runs out or give them their own key.`;
		}
		default:
			if (status >= 500) return serverErrorHint(response.method);
			if (status >= 300 && status < 400) {
				return "The node never follows a redirect, so the API key goes nowhere but the Base URL. If the API has moved, enter its new address as the credential's Base URL.";
			}
			return '';
	}
}

/**
 * NodeApiError replaces a message that mentions a common error code (ECONNRESET…, also inside an
 * API's detail) with n8n's generic text, losing which request failed; ours is put back.
 */
function keepingMessage(error: NodeApiError, message: string): NodeApiError {
	error.message = message;
	return error;
}

/**
 * Turns an API error answer into the error the user sees: the API's own title and detail, the
 * field it blames, and what to do. Only the parsed error entries go into the error, never the
 * request or the raw body, and every secret we hold is redacted from them, so the API key cannot
 * leak through it even when the API echoes it.
 */
export function toNodeApiError(node: INode, response: FailedResponse): NodeApiError {
	// Redacted before it is cut, so a cut can never leave part of a secret behind.
	const clean = (value: string) => redactSecrets(value, response.secrets).slice(0, MAX_TEXT);
	const errors = apiErrorsOf(response.body).map((entry) => {
		const redacted: ApiErrorObject = { ...entry };
		for (const name of ['status', 'title', 'detail', 'code'] as const) {
			const value = entry[name];
			if (value !== undefined) redacted[name] = clean(value);
		}
		if (entry.meta) redacted.meta = redactJson(entry.meta, response.secrets ?? []) as JsonObject;
		if (entry.source) {
			redacted.source = {
				pointer: entry.source.pointer && clean(entry.source.pointer),
				parameter: entry.source.parameter && clean(entry.source.parameter),
			};
		}
		return redacted;
	});
	const fields = [
		...new Set(
			errors
				.map((e) => fieldFromPointer(e.source?.pointer) ?? e.source?.parameter)
				.filter((f): f is string => !!f),
		),
	];
	const apiText = errors
		.map((e) => [e.title, e.detail].filter(Boolean).join(': '))
		.filter(Boolean)
		.join('; ');
	const paid =
		response.status === PAID_FEATURE_STATUS && response.paidFeature
			? ` (${response.paidFeature} is a paid feature)`
			: '';
	// Redacted once more as a whole: a secret could straddle the join of two entries.
	const message = redactSecrets(
		apiText
			? `Terminal49 answered ${response.status}${paid}: ${apiText}`
			: `Terminal49 answered ${response.status}${paid} to ${response.method} ${response.path}`,
		response.secrets,
	);
	const description = redactSecrets(
		[
			fields.length > 0 ? `Field: ${fields.join(', ')}.` : '',
			hintFor(response.status, response, fields, errors.length > 0),
		]
			.filter(Boolean)
			.join(' '),
		response.secrets,
	);

	const errorResponse: JsonObject = {
		httpCode: String(response.status),
		errors: errors.map((entry) => ({ ...entry }) as JsonObject),
	};
	return keepingMessage(
		new NodeApiError(node, errorResponse, {
			message,
			description,
			httpCode: String(response.status),
			itemIndex: response.itemIndex,
		}),
		message,
	);
}

/** A 3xx: not followed, so the key never reaches wherever it points. */
export function redirectError(
	node: INode,
	response: {
		status: number;
		location: unknown;
		method: string;
		path: string;
		baseUrl: string;
		itemIndex?: number;
	},
): NodeApiError {
	const originOf = (url: string, base?: string): string | undefined => {
		try {
			return new URL(url, base).origin;
		} catch {
			return undefined;
		}
	};
	const target =
		(typeof response.location === 'string' &&
			originOf(response.location, `${response.baseUrl}/`)) ||
		'a location that is not a URL';
	const message = `Terminal49 answered ${response.method} ${response.path} with a redirect (${response.status}) to ${target}, which was not followed`;
	return new NodeApiError(
		node,
		{ httpCode: String(response.status) },
		{
			message,
			description: `${hintFor(response.status, { ...response, body: undefined }, [], false)} Requests are only sent to ${originOf(response.baseUrl) ?? 'the Base URL'}.`,
			httpCode: String(response.status),
			itemIndex: response.itemIndex,
		},
	);
}

export function networkError(
	node: INode,
	method: string,
	path: string,
	code: string | undefined,
	itemIndex: number | undefined,
): NodeApiError {
	const timedOut = code === 'ECONNABORTED' || code === 'ETIMEDOUT';
	const message = timedOut
		? `Terminal49 did not answer ${method} ${path} in time${code ? ` (${code})` : ''}`
		: `Could not reach Terminal49 for ${method} ${path}${code ? ` (${code})` : ''}`;
	const description =
		method === 'POST'
			? 'The request may or may not have been carried out, so it was not sent again. Check in Terminal49 whether it was created before running it again.'
			: 'The request was retried several times. Check the Base URL in the credential and the network, then try again.';
	return keepingMessage(
		new NodeApiError(node, { message, code: code ?? null } as JsonObject, {
			message,
			description,
			itemIndex,
		}),
		message,
	);
}
