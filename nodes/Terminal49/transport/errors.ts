import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

/** One entry of a JSON:API error document. */
export interface ApiErrorObject {
	status?: string;
	title?: string;
	detail?: string;
	code?: string;
	source?: { pointer?: string; parameter?: string };
}

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
}

export function apiErrorsOf(body: unknown): ApiErrorObject[] {
	if (typeof body !== 'object' || body === null) return [];
	const errors = (body as { errors?: unknown }).errors;
	return Array.isArray(errors)
		? errors.filter((e): e is ApiErrorObject => typeof e === 'object' && e !== null)
		: [];
}

/** `/data/attributes/value` names the field `value`; `/data/relationships/shipment` `shipment`. */
export function fieldFromPointer(pointer: string | undefined): string | undefined {
	if (!pointer) return undefined;
	const parts = pointer.split('/').filter(Boolean);
	return parts.length > 0 ? parts[parts.length - 1] : undefined;
}

/** The OpenAPI answers a paid feature the account lacks with 403. */
const PAID_FEATURE_STATUS = 403;

function hintFor(status: number, response: FailedResponse, fields: string[]): string {
	if (status === PAID_FEATURE_STATUS && response.paidFeature) {
		return `${response.paidFeature} is a paid feature of Terminal49 that this account does not have: this is not a fault of the node or the workflow. Ask Terminal49 (sales@terminal49.com) to enable it for the account.`;
	}
	switch (status) {
		case 400:
			return 'The API could not read the request. Check the values of this node\'s parameters.';
		case 401:
			return 'The API key was not accepted: it is wrong, or it was revoked. Copy a current key from Terminal49 (Developers → API Keys) into the credential.';
		case 403:
			return 'The API key is valid but lacks permission for this action (for example "update" on the tracking request). Ask a Terminal49 account admin for access, or use a key that has it.';
		case 404:
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
			return status >= 500
				? 'Terminal49 could not answer (a server error); the request was retried where that was safe. Try again in a few minutes.'
				: '';
	}
}

/**
 * Turns an API error answer into the error the user sees: the API's own title and detail, the
 * field it blames, and what to do. Only the response body goes into the error, never the request,
 * so the API key cannot leak through it.
 */
export function toNodeApiError(node: INode, response: FailedResponse): NodeApiError {
	const errors = apiErrorsOf(response.body);
	const fields = [
		...new Set(
			errors.map((e) => fieldFromPointer(e.source?.pointer) ?? e.source?.parameter).filter(
				(f): f is string => !!f,
			),
		),
	];
	const apiText = errors
		.map((e) => [e.title, e.detail].filter(Boolean).join(': '))
		.filter(Boolean)
		.join('; ');
	const paid = response.status === PAID_FEATURE_STATUS && response.paidFeature ? ` (${response.paidFeature} is a paid feature)` : '';
	const message = apiText
		? `Terminal49 answered ${response.status}${paid}: ${apiText}`
		: `Terminal49 answered ${response.status}${paid} to ${response.method} ${response.path}`;
	const description = [
		fields.length > 0 ? `Field: ${fields.join(', ')}.` : '',
		hintFor(response.status, response, fields),
	]
		.filter(Boolean)
		.join(' ');

	const errorResponse: JsonObject = {
		httpCode: String(response.status),
		errors: errors as unknown as JsonObject[],
	};
	return new NodeApiError(node, errorResponse, {
		message,
		description,
		httpCode: String(response.status),
		itemIndex: response.itemIndex,
	});
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
		? `Terminal49 did not answer ${method} ${path} in time`
		: `Could not reach Terminal49 for ${method} ${path}${code ? ` (${code})` : ''}`;
	const description =
		method === 'POST'
			? 'The request may or may not have been carried out, so it was not sent again. Check in Terminal49 before running it again.'
			: 'The request was retried several times. Check the Base URL in the credential and the network, then try again.';
	return new NodeApiError(
		node,
		{ message, code: code ?? null } as JsonObject,
		{ message, description, itemIndex },
	);
}
