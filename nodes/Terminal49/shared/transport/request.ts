import type { IHttpRequestOptions, IN8nHttpFullResponse } from 'n8n-workflow';

import { Attempts } from './attempts';
import type { Outcome } from './attemptAnswer';
import { failureError, outcomeOf } from './attemptAnswer';
import { parseHttpDate } from './retryPolicy';
import type { Terminal49Context, Terminal49Request } from './requestTypes';
import { CREDENTIAL_TYPE } from './requestTypes';
import { requestOptions, targetOf } from './target';
import { bucketOf, limiterFor } from './throttle';

export type { Terminal49Context, Terminal49Request } from './requestTypes';
export { CREDENTIAL_TYPE, MAX_PAGE_SIZE, REQUEST_TIMEOUT_MS } from './requestTypes';
export { safeBaseUrl } from './target';

/**
 * Sends one request to the Terminal49 API and returns its body parsed from JSON, as `unknown`: a
 * body becomes a typed document only through the door (`requestDocument`, `requestList` in
 * documents.ts), and any other answer through a reader of its own shape.
 *
 * The one place that sends HTTP: it authenticates through the credential, waits for the key's
 * shared rate limiter, retries 429s (after `Retry-After`) and, for GET/PATCH/DELETE only, 5xx and
 * network failures with backoff, and turns error answers into errors that keep the API's
 * title and detail.
 */
export async function terminal49Request(
	this: Terminal49Context,
	request: Terminal49Request,
): Promise<unknown> {
	return (await terminal49Answer.call(this, request)).body;
}

/** An answer's body, and when the API read it at the earliest by its own clock. */
export interface Answer {
	body: unknown;
	/**
	 * The answer's `Date` header, less the attempt's round trip and the header's second: no later
	 * than the moment the API read what it answers (undefined without a readable header).
	 */
	readNoEarlierThan: number | undefined;
}

/** `terminal49Request`, with the time the API gives its answer (a list read dates its start by it). */
export async function terminal49Answer(
	this: Terminal49Context,
	request: Terminal49Request,
): Promise<Answer> {
	const { baseUrl, apiKey, secrets } = await targetOf(this, request);
	const limiter = limiterFor(baseUrl, apiKey);
	const options = requestOptions(request, baseUrl);
	const attempts = new Attempts(request.method, limiter, bucketOf(request.method, request.path));
	for (;;) {
		await attempts.waitForSlot();
		const sentAt = Date.now();
		const sent = await sendOnce(this, options);
		const roundTrip = Date.now() - sentAt;
		let outcome: Outcome;
		if ('response' in sent) {
			attempts.noteAnswer(sent.response.statusCode);
			outcome = outcomeOf(this, request, sent.response, baseUrl, attempts.mayHaveHappened);
		} else {
			outcome = { failure: { kind: 'network', code: sent.networkCode } };
		}
		if ('body' in outcome)
			return {
				body: outcome.body,
				readNoEarlierThan: 'response' in sent ? servedBefore(sent.response, roundTrip) : undefined,
			};
		const decision = attempts.decide(outcome.failure);
		if (!decision.retry) throw failureError(this, request, outcome, secrets, attempts);
		await attempts.waitBeforeRetry(outcome.failure, decision.delayMs);
	}
}

/** The answer's `Date` less the round trip and the second the header leaves out. */
function servedBefore(response: IN8nHttpFullResponse, roundTripMs: number): number | undefined {
	const header = response.headers.date;
	const date =
		typeof header === 'string' && header.length <= 64 ? parseHttpDate(header) : undefined;
	return date === undefined ? undefined : date - roundTripMs - 1000;
}

/** One attempt: the answer, whatever its status, or the code of the network failure. */
async function sendOnce(
	ctx: Terminal49Context,
	options: IHttpRequestOptions,
): Promise<{ response: IN8nHttpFullResponse } | { networkCode?: string }> {
	try {
		const response = (await ctx.helpers.httpRequestWithAuthentication.call(
			ctx,
			CREDENTIAL_TYPE,
			options,
		)) as IN8nHttpFullResponse;
		return { response };
	} catch (error) {
		// Only the error code is kept: the error object itself carries the request, key included.
		const candidates = [
			(error as { code?: unknown }).code,
			(error as { cause?: { code?: unknown } }).cause?.code,
		];
		const networkCode = candidates.find(
			(code): code is string => typeof code === 'string' && /^E[A-Z_]+$/.test(code),
		);
		return { networkCode };
	}
}
