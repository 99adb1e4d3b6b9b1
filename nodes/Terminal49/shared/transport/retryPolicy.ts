/**
 * When a failed request may be sent again, and after how long. Pure: no clock, no I/O, so every
 * branch is tested on its own (test/shared/transport/retryPolicy.test.ts).
 *
 * 5xx and network failures get a few retries with backoff, and only where repeating cannot do a
 * thing twice. 429s get a budget of time, not of attempts: a key shared with other processes or
 * integrations is normal, and while the API keeps accepting some of this key's requests, waiting
 * is the right answer. Only when it has accepted none for `giveUpWithoutAcceptanceMs` does a
 * request fail.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type RequestFailure =
	| { kind: 'status'; status: number; retryAfterSeconds?: number }
	/** No status came back: refused, reset, timed out or unreadable. */
	| { kind: 'network'; code?: string };

export interface RetryState {
	/** 5xx and network failures this request has already been retried after. */
	serverErrorRetries: number;
	/** 429s in a row on this rate-limit bucket, this one included (0 when the failure is not a 429). */
	refusalsInRow: number;
	/** How long the API has accepted none of this bucket's requests (or none since this request was first sent). */
	msWithoutAcceptance: number;
	/**
	 * When the oldest request the API accepted from this process in the current window leaves it:
	 * a slot the API counted for us frees then, whatever `Retry-After` says. Absent when none.
	 */
	msUntilOwnSlotFrees?: number;
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false };

export interface RetryTimings {
	/** What one second of `Retry-After` is: 1,000 ms, unless a test shortened time. */
	secondMs: number;
	backoffBaseMs: number;
	backoffCapMs: number;
	/** A server may ask for more, but no single wait is longer than this. */
	retryAfterCapMs: number;
	/** Second and later 429s in a row wait at least this, doubling each time, with jitter. */
	refusalBackoffBaseMs: number;
	refusalBackoffCapMs: number;
	/** A request fails only when the API has accepted nothing of its bucket for this long. */
	giveUpWithoutAcceptanceMs: number;
}

export const RETRY_LIMITS = {
	/** 5xx and network failures of methods that are safe to repeat. */
	maxServerErrorRetries: 4,
} as const;

/**
 * For the real API's 60 s window. Five minutes without a single accepted request is five whole
 * windows in which other users of the key took every slot: long enough that a busy neighbour
 * doesn't fail our run, short enough that a key that is truly exhausted fails the execution
 * instead of hanging it.
 */
export const RETRY_TIMINGS: RetryTimings = {
	secondMs: 1_000,
	backoffBaseMs: 500,
	backoffCapMs: 8_000,
	retryAfterCapMs: 60_000,
	refusalBackoffBaseMs: 1_000,
	refusalBackoffCapMs: 32_000,
	giveUpWithoutAcceptanceMs: 5 * 60_000,
};

/** Every timing multiplied by `factor` (tests run the 60 s window shortened, and these with it). */
export function scaledTimings(factor: number): RetryTimings {
	const scaled = { ...RETRY_TIMINGS };
	for (const name of Object.keys(scaled) as Array<keyof RetryTimings>) {
		scaled[name] = Math.max(1, Math.round(scaled[name] * factor));
	}
	return scaled;
}

/** Repeating these cannot do a thing twice: a GET reads, a PATCH sets, a DELETE removes. */
const REPLAYABLE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'PATCH', 'DELETE']);

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([500, 502, 503, 504]);

/** "Equal jitter": between half and all of the ceiling, so retries never bunch at zero. */
function jittered(ceilingMs: number, random: () => number): number {
	return Math.round(ceilingMs / 2 + (random() * ceilingMs) / 2);
}

export function exponentialBackoffMs(
	retriesSoFar: number,
	random: () => number,
	timings: RetryTimings = RETRY_TIMINGS,
): number {
	return jittered(
		Math.min(timings.backoffCapMs, timings.backoffBaseMs * 2 ** retriesSoFar),
		random,
	);
}

/**
 * The wait after a 429. The first of a run waits exactly what the API asked. From the second on,
 * `Retry-After` has proved too short (an API that always says 1, or others taking the freed slot
 * first), so the wait grows exponentially with jitter, which also spreads several processes apart;
 * but never past the moment a slot the API counted for this process frees (`msUntilOwnSlotFrees`),
 * so a long backoff doesn't sleep through the next window.
 */
export function refusalDelayMs(
	refusalsInRow: number,
	retryAfterSeconds: number | undefined,
	random: () => number,
	timings: RetryTimings = RETRY_TIMINGS,
	msUntilOwnSlotFrees?: number,
): number {
	const asked =
		retryAfterSeconds === undefined
			? 0
			: Math.min(retryAfterSeconds * timings.secondMs, timings.retryAfterCapMs);
	const beyond = retryAfterSeconds === undefined ? refusalsInRow - 1 : refusalsInRow - 2;
	if (beyond < 0) return asked;
	const backoff = jittered(
		Math.min(timings.refusalBackoffCapMs, timings.refusalBackoffBaseMs * 2 ** Math.min(beyond, 30)),
		random,
	);
	const untilOwnSlot =
		msUntilOwnSlotFrees === undefined ? backoff : Math.max(0, Math.ceil(msUntilOwnSlotFrees));
	return Math.max(asked, Math.min(backoff, untilOwnSlot));
}

export function decideRetry(
	method: HttpMethod,
	failure: RequestFailure,
	state: RetryState,
	random: () => number = Math.random,
	timings: RetryTimings = RETRY_TIMINGS,
): RetryDecision {
	if (failure.kind === 'status' && failure.status === 429) {
		// A 429 proves the request was not processed, so even a POST may be sent again.
		const delayMs = refusalDelayMs(
			Math.max(1, state.refusalsInRow),
			failure.retryAfterSeconds,
			random,
			timings,
			state.msUntilOwnSlotFrees,
		);
		if (state.msWithoutAcceptance + delayMs > timings.giveUpWithoutAcceptanceMs)
			return { retry: false };
		return { retry: true, delayMs };
	}
	const transient = failure.kind === 'network' || RETRYABLE_STATUSES.has(failure.status);
	// A POST that failed this way may have been carried out: sending it again could, for
	// example, start tracking the same bill of lading twice.
	if (!transient || !REPLAYABLE_METHODS.has(method)) return { retry: false };
	if (state.serverErrorRetries >= RETRY_LIMITS.maxServerErrorRetries) return { retry: false };
	return { retry: true, delayMs: exponentialBackoffMs(state.serverErrorRetries, random, timings) };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// RFC 9110 §5.6.7: IMF-fixdate, and the obsolete RFC 850 and asctime forms a recipient must accept.
// Each is a fixed sequence with bounded repeats, so matching is linear.
const IMF_FIXDATE = /^[A-Za-z]{3}, (\d{2}) ([A-Za-z]{3}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const RFC850_DATE = /^[A-Za-z]{6,9}, (\d{2})-([A-Za-z]{3})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const ASCTIME_DATE = /^[A-Za-z]{3} ([A-Za-z]{3}) ([ \d]\d) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/;

function utcMs(
	year: number,
	monthName: string,
	day: number,
	hour: number,
	minute: number,
	second: number,
): number | undefined {
	const month = MONTHS.indexOf(monthName.toLowerCase());
	if (month === -1 || hour > 23 || minute > 59 || second > 60) return undefined;
	const ms = Date.UTC(year, month, day, hour, minute, Math.min(second, 59));
	// Date.UTC rolls 31 Feb over into March; a real calendar date comes back unchanged.
	return new Date(ms).getUTCDate() === day && new Date(ms).getUTCMonth() === month ? ms : undefined;
}

/** An RFC 9110 HTTP-date as ms since the epoch; undefined for anything else. */
export function parseHttpDate(value: string): number | undefined {
	let match = IMF_FIXDATE.exec(value);
	if (match) {
		const [, day, month, year, h, m, s] = match;
		return utcMs(Number(year), month, Number(day), Number(h), Number(m), Number(s));
	}
	match = RFC850_DATE.exec(value);
	if (match) {
		const [, day, month, yy, h, m, s] = match;
		// RFC 9110: a two-digit year more than 50 years in the future is in the past century.
		const year = Number(yy) < 70 ? 2000 + Number(yy) : 1900 + Number(yy);
		return utcMs(year, month, Number(day), Number(h), Number(m), Number(s));
	}
	match = ASCTIME_DATE.exec(value);
	if (match) {
		const [, month, day, h, m, s, year] = match;
		return utcMs(Number(year), month, Number(day.trim()), Number(h), Number(m), Number(s));
	}
	return undefined;
}

const DELAY_SECONDS = /^\d+$/;

/**
 * `Retry-After` (RFC 9110 §10.2.3) is a non-negative whole number of seconds or an HTTP-date.
 * Anything else (`-5`, `+5`, `1.5`, prose) is treated as no header at all, so the caller backs off
 * instead of trusting a value it cannot read.
 */
export function parseRetryAfter(
	header: string | string[] | undefined,
	nowMs: number,
): number | undefined {
	const value = (Array.isArray(header) ? header[0] : header)?.trim();
	if (value === undefined || value === '') return undefined;
	if (DELAY_SECONDS.test(value)) return Number(value);
	const date = parseHttpDate(value);
	if (date === undefined) return undefined;
	return Math.max(0, Math.ceil((date - nowMs) / 1000));
}
