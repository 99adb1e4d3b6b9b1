import type { IN8nHttpFullResponse } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { Attempts } from './attempts';
import { isRefusal } from './attempts';
import { networkError, redirectError, toNodeApiError } from './errors';
import type { Terminal49Context, Terminal49Request } from './requestTypes';
import type { RequestFailure } from './retryPolicy';
import { parseRetryAfter } from './retryPolicy';

/** What one attempt's answer means: a body, a failure to weigh, or an error to throw. */

/** A success body parsed from JSON; an empty one (a 204) is an empty object. */
function parseBody(ctx: Terminal49Context, request: Terminal49Request, body: unknown): unknown {
	if (typeof body !== 'string') return body;
	if (body.trim() === '') return {};
	try {
		return JSON.parse(body) as unknown;
	} catch {
		throw new NodeApiError(
			ctx.getNode(),
			{ message: 'malformed JSON' },
			{
				message: `Terminal49 answered ${request.method} ${request.path} with a body that is not valid JSON`,
				description:
					'This is usually a passing fault of the API or of a proxy in between. Try again.',
				itemIndex: request.itemIndex,
			},
		);
	}
}

/** One attempt's outcome: the parsed body to return, or a failure the retry policy weighs. */
export type Outcome = { body: unknown } | { failure: RequestFailure; errorBody?: unknown };

/**
 * What an answer means. A success is parsed; a redirect fails at once (following it would send
 * the key elsewhere); a DELETE answered 404 after an attempt that may have been carried out did
 * delete the record, only that answer was lost; any other status is a failure whose body may
 * be HTML from a proxy and whose `Retry-After` is read.
 */
export function outcomeOf(
	ctx: Terminal49Context,
	request: Terminal49Request,
	response: IN8nHttpFullResponse,
	baseUrl: string,
	mayHaveHappened: boolean,
): Outcome {
	if (response.statusCode < 300) return { body: parseBody(ctx, request, response.body) };
	if (response.statusCode < 400) {
		throw redirectError(ctx.getNode(), {
			status: response.statusCode,
			location: response.headers.location,
			method: request.method,
			path: request.path,
			baseUrl,
			itemIndex: request.itemIndex,
		});
	}
	if (request.method === 'DELETE' && response.statusCode === 404 && mayHaveHappened)
		return { body: {} };
	const errorBody = parseErrorBody(response.body);
	return {
		failure: {
			kind: 'status',
			status: response.statusCode,
			retryAfterSeconds: parseRetryAfter(
				response.headers['retry-after'] as string | undefined,
				Date.now(),
			),
		},
		errorBody,
	};
}

/**
 * The error of a failure that is not retried: a status keeps the API's title and detail (and, for
 * a 429, what the limit is), with every secret of the request redacted; a network failure keeps
 * only its code.
 */
export function failureError(
	ctx: Terminal49Context,
	request: Terminal49Request,
	outcome: { failure: RequestFailure; errorBody?: unknown },
	secrets: readonly string[],
	attempts: Attempts,
): Error {
	const { failure } = outcome;
	if (failure.kind === 'network') {
		return networkError(
			ctx.getNode(),
			request.method,
			request.path,
			failure.code,
			request.itemIndex,
		);
	}
	return toNodeApiError(ctx.getNode(), {
		status: failure.status,
		body: outcome.errorBody,
		method: request.method,
		path: request.path,
		subject: request.subject,
		paidFeature: request.paidFeature,
		itemIndex: request.itemIndex,
		secrets,
		rateLimit: isRefusal(failure) ? attempts.rateLimit() : undefined,
	});
}

/** An error answer may be HTML from a proxy; its status still decides what happens. */
function parseErrorBody(body: unknown): unknown {
	if (typeof body !== 'string') return body;
	try {
		return JSON.parse(body) as unknown;
	} catch {
		return body;
	}
}
