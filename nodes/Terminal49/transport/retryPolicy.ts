/**
 * When a failed request may be sent again, and after how long. Pure: no clock, no I/O, so every
 * branch is tested on its own (test/unit/retryPolicy.test.ts).
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type RequestFailure =
	| { kind: 'status'; status: number; retryAfterSeconds?: number }
	/** No status came back: refused, reset, timed out or unreadable. */
	| { kind: 'network'; code?: string };

export interface RetryState {
	/** Retries already made for this request (0 before the first retry). */
	retriesSoFar: number;
	/** Milliseconds this request has already spent waiting between attempts. */
	waitedMs: number;
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false };

export const RETRY_LIMITS = {
	/** 5xx and network failures of methods that are safe to repeat. */
	maxServerErrorRetries: 4,
	/** 429s in a row for one request. */
	maxRateLimitRetries: 8,
	backoffBaseMs: 500,
	backoffCapMs: 8_000,
	/** A server may ask for more, but no single wait is longer than this. */
	retryAfterCapMs: 60_000,
	/** Over all retries of one request, so a stuck API fails the execution instead of hanging it. */
	totalWaitCapMs: 180_000,
} as const;

/** Repeating these cannot do a thing twice: a GET reads, a PATCH sets, a DELETE removes. */
const REPLAYABLE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'PATCH', 'DELETE']);

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([500, 502, 503, 504]);

export function exponentialBackoffMs(retriesSoFar: number, random: () => number): number {
	const ceiling = Math.min(
		RETRY_LIMITS.backoffCapMs,
		RETRY_LIMITS.backoffBaseMs * 2 ** retriesSoFar,
	);
	// "Equal jitter": at least half the ceiling, so retries never bunch at zero.
	return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function decideRetry(
	method: HttpMethod,
	failure: RequestFailure,
	state: RetryState,
	random: () => number = Math.random,
): RetryDecision {
	let delayMs: number;

	if (failure.kind === 'status' && failure.status === 429) {
		// A 429 proves the request was not processed, so even a POST may be sent again.
		if (state.retriesSoFar >= RETRY_LIMITS.maxRateLimitRetries) return { retry: false };
		delayMs =
			failure.retryAfterSeconds !== undefined
				? Math.min(failure.retryAfterSeconds * 1000, RETRY_LIMITS.retryAfterCapMs)
				: exponentialBackoffMs(state.retriesSoFar, random);
	} else {
		const transient =
			failure.kind === 'network' || RETRYABLE_STATUSES.has(failure.status);
		// A POST that failed this way may have been carried out: sending it again could, for
		// example, start tracking the same bill of lading twice.
		if (!transient || !REPLAYABLE_METHODS.has(method)) return { retry: false };
		if (state.retriesSoFar >= RETRY_LIMITS.maxServerErrorRetries) return { retry: false };
		delayMs = exponentialBackoffMs(state.retriesSoFar, random);
	}

	if (state.waitedMs + delayMs > RETRY_LIMITS.totalWaitCapMs) return { retry: false };
	return { retry: true, delayMs };
}

/** `Retry-After` is either delta-seconds or an HTTP date. */
export function parseRetryAfter(
	header: string | string[] | undefined,
	nowMs: number,
): number | undefined {
	const value = Array.isArray(header) ? header[0] : header;
	if (value === undefined || value.trim() === '') return undefined;
	if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
	const date = Date.parse(value);
	if (Number.isNaN(date)) return undefined;
	return Math.max(0, Math.ceil((date - nowMs) / 1000));
}
