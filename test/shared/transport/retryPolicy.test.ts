import fc from 'fast-check';

import {
	decideRetry,
	exponentialBackoffMs,
	parseRetryAfter,
	refusalDelayMs,
	RETRY_LIMITS,
	RETRY_TIMINGS,
	scaledTimings,
	type HttpMethod,
	type RequestFailure,
	type RetryState,
} from '../../../nodes/Terminal49/shared/transport/retryPolicy';

const fresh: RetryState = { serverErrorRetries: 0, refusalsInRow: 0, msWithoutAcceptance: 0 };
const firstRefusal: RetryState = { ...fresh, refusalsInRow: 1 };
const midRandom = () => 0.5;
const tooMany = (status: number): RequestFailure => ({ kind: 'status', status });

describe('decideRetry', () => {
	const table: Array<[string, HttpMethod, RequestFailure, boolean]> = [
		['GET on 500', 'GET', { kind: 'status', status: 500 }, true],
		['GET on 502', 'GET', { kind: 'status', status: 502 }, true],
		['GET on 503', 'GET', { kind: 'status', status: 503 }, true],
		['GET on 504', 'GET', { kind: 'status', status: 504 }, true],
		['GET on network failure', 'GET', { kind: 'network', code: 'ECONNRESET' }, true],
		['PATCH on 503', 'PATCH', { kind: 'status', status: 503 }, true],
		['DELETE on network failure', 'DELETE', { kind: 'network' }, true],
		['POST on 500 (may have been processed)', 'POST', { kind: 'status', status: 500 }, false],
		['POST on a dropped connection', 'POST', { kind: 'network', code: 'ECONNRESET' }, false],
		['POST on a timeout', 'POST', { kind: 'network', code: 'ECONNABORTED' }, false],
		[
			'POST on 429 (proves it was not processed)',
			'POST',
			{ kind: 'status', status: 429, retryAfterSeconds: 2 },
			true,
		],
		['GET on 429', 'GET', { kind: 'status', status: 429 }, true],
		['GET on 400', 'GET', { kind: 'status', status: 400 }, false],
		['GET on 401', 'GET', { kind: 'status', status: 401 }, false],
		['GET on 403', 'GET', { kind: 'status', status: 403 }, false],
		['GET on 404', 'GET', { kind: 'status', status: 404 }, false],
		['PATCH on 422', 'PATCH', { kind: 'status', status: 422 }, false],
		['GET on 501 (not transient)', 'GET', { kind: 'status', status: 501 }, false],
	];

	it.each(table)('%s → retry %s', (_name, method, failure, expected) => {
		const state = failure.kind === 'status' && failure.status === 429 ? firstRefusal : fresh;
		expect(decideRetry(method, failure, state, midRandom).retry).toBe(expected);
	});

	it('waits exactly Retry-After on the first 429', () => {
		expect(
			decideRetry('GET', { kind: 'status', status: 429, retryAfterSeconds: 7 }, firstRefusal),
		).toEqual({
			retry: true,
			delayMs: 7000,
		});
	});

	it('caps a long Retry-After', () => {
		const decision = decideRetry(
			'GET',
			{ kind: 'status', status: 429, retryAfterSeconds: 3600 },
			firstRefusal,
		);
		expect(decision).toEqual({ retry: true, delayMs: RETRY_TIMINGS.retryAfterCapMs });
	});

	it('keeps retrying 429s however many, while the API accepted something recently', () => {
		const state = { ...fresh, refusalsInRow: 500, msWithoutAcceptance: 60_000 };
		expect(
			decideRetry('GET', { kind: 'status', status: 429, retryAfterSeconds: 1 }, state).retry,
		).toBe(true);
	});

	it('gives up on 429s only when the API accepted nothing for the whole bound', () => {
		const limit = RETRY_TIMINGS.giveUpWithoutAcceptanceMs;
		const nearly = { ...firstRefusal, msWithoutAcceptance: limit - 2_000 };
		expect(
			decideRetry('GET', { kind: 'status', status: 429, retryAfterSeconds: 1 }, nearly).retry,
		).toBe(true);
		expect(
			decideRetry('GET', { kind: 'status', status: 429, retryAfterSeconds: 3 }, nearly).retry,
		).toBe(false);
		expect(decideRetry('POST', tooMany(429), { ...nearly, msWithoutAcceptance: limit }).retry).toBe(
			false,
		);
	});

	it('stops retrying 5xx after the bounded number of retries', () => {
		const last = { ...fresh, serverErrorRetries: RETRY_LIMITS.maxServerErrorRetries - 1 };
		const over = { ...fresh, serverErrorRetries: RETRY_LIMITS.maxServerErrorRetries };
		expect(decideRetry('GET', { kind: 'status', status: 503 }, last).retry).toBe(true);
		expect(decideRetry('GET', { kind: 'status', status: 503 }, over).retry).toBe(false);
	});

	it('uses the timings it is given (tests shorten the window and every timing with it)', () => {
		const short = scaledTimings(0.05);
		expect(short.giveUpWithoutAcceptanceMs).toBe(15_000);
		const state = { ...firstRefusal, msWithoutAcceptance: 14_000 };
		expect(decideRetry('GET', tooMany(429), state, midRandom, short).retry).toBe(true);
		expect(
			decideRetry('GET', tooMany(429), { ...state, msWithoutAcceptance: 15_000 }, midRandom, short)
				.retry,
		).toBe(false);
	});
});

describe('refusalDelayMs', () => {
	it('waits what the API asked on the first 429 of a run, and at least that after', () => {
		expect(refusalDelayMs(1, 3, () => 0)).toBe(3_000);
		expect(refusalDelayMs(1, 0, () => 0)).toBe(0);
		for (let n = 2; n < 12; n++)
			expect(refusalDelayMs(n, 3, Math.random)).toBeGreaterThanOrEqual(3_000);
	});

	it('backs off exponentially beyond a Retry-After that keeps proving too short', () => {
		const ceilings = [2, 3, 4, 5, 6, 7].map((n) => refusalDelayMs(n, 1, () => 0.999999));
		expect(ceilings.map((ms) => Math.round(ms / 1000))).toEqual([1, 2, 4, 8, 16, 32]);
		expect(refusalDelayMs(40, 1, () => 0.999999)).toBeLessThanOrEqual(
			RETRY_TIMINGS.refusalBackoffCapMs,
		);
	});

	it('jitters, so processes refused together come back apart', () => {
		expect(refusalDelayMs(5, 1, () => 0)).toBe(4_000);
		expect(refusalDelayMs(5, 1, () => 0.999999)).toBeCloseTo(8_000, -1);
	});

	it('never backs off past the moment a slot the API counted for this process frees', () => {
		expect(refusalDelayMs(8, 1, () => 0.999999, RETRY_TIMINGS, 3_500)).toBe(3_500);
		// but still waits what the API asked, and backs off less when that is shorter
		expect(refusalDelayMs(8, 5, () => 0.999999, RETRY_TIMINGS, 3_500)).toBe(5_000);
		expect(refusalDelayMs(2, 1, () => 0, RETRY_TIMINGS, 30_000)).toBe(1_000);
		expect(refusalDelayMs(8, 1, () => 0.999999, RETRY_TIMINGS, -20)).toBe(1_000);
	});

	it('backs off from the first 429 without a Retry-After', () => {
		expect(refusalDelayMs(1, undefined, () => 0)).toBe(500);
		expect(refusalDelayMs(3, undefined, () => 0)).toBe(2_000);
	});
});

describe('exponentialBackoffMs', () => {
	it('doubles its ceiling each retry, with jitter between half and all of it', () => {
		for (const [retries, ceiling] of [
			[0, 500],
			[1, 1000],
			[2, 2000],
			[3, 4000],
		]) {
			expect(exponentialBackoffMs(retries, () => 0)).toBe(ceiling / 2);
			expect(exponentialBackoffMs(retries, () => 0.999999)).toBeCloseTo(ceiling, -1);
		}
	});

	it('never passes its cap', () => {
		expect(exponentialBackoffMs(20, () => 0.999999)).toBeLessThanOrEqual(
			RETRY_TIMINGS.backoffCapMs,
		);
	});
});

describe('parseRetryAfter', () => {
	const now = Date.parse('2026-11-22T10:00:00Z');
	it.each([
		['5', 5],
		[' 12 ', 12],
		['0', 0],
		['Sun, 22 Nov 2026 10:00:30 GMT', 30],
		['Sun, 22 Nov 2026 09:00:00 GMT', 0],
		['Sunday, 22-Nov-26 10:01:00 GMT', 60],
		['Sun Nov 22 10:00:05 2026', 5],
		['Sun Nov  1 10:00:05 2026', 0],
		['', undefined],
		['soon', undefined],
		[undefined, undefined],
		// Not delay-seconds and not an HTTP-date: no header, so the caller backs off.
		['-5', undefined],
		['-1', undefined],
		['+5', undefined],
		['1.5', undefined],
		['5 s', undefined],
		['0x10', undefined],
		['1e3', undefined],
		['2026-11-22T10:00:30Z', undefined],
		['Sun, 31 Feb 2026 10:00:30 GMT', undefined],
		['Sun, 22 Nov 2026 25:00:30 GMT', undefined],
		['Sun, 22 Nov 2026 10:00:30 CET', undefined],
	])('%p → %p', (header, expected) => {
		expect(parseRetryAfter(header, now)).toBe(expected);
	});

	it('reads the first of repeated headers', () => {
		expect(parseRetryAfter(['3', '9'], now)).toBe(3);
	});
});

describe('parseRetryAfter, properties', () => {
	const now = Date.parse('2026-11-22T10:00:00Z');

	it('never throws, and yields only undefined or a whole number of seconds ≥ 0', () => {
		fc.assert(
			fc.property(
				fc.oneof(fc.string(), fc.stringMatching(/^[ +\-\d.e]{0,12}$/), fc.constant(undefined)),
				(header) => {
					const seconds = parseRetryAfter(header, now);
					return seconds === undefined || (Number.isInteger(seconds) && seconds >= 0);
				},
			),
			{ numRuns: 2_000 },
		);
	});

	it('reads every non-negative integer as itself, and no signed or fractional number at all', () => {
		fc.assert(
			fc.property(fc.nat(), (n) => parseRetryAfter(String(n), now) === n),
			{ numRuns: 500 },
		);
		fc.assert(
			fc.property(
				fc.double({ noNaN: true }).filter((x) => !(Number.isInteger(x) && x >= 0)),
				(x) =>
					parseRetryAfter(String(x), now) === undefined &&
					parseRetryAfter(`${x < 0 ? '' : '+'}${String(x)}`, now) === undefined,
			),
			{ numRuns: 1_000 },
		);
	});

	it('reads every IMF-fixdate as the seconds until it, 0 when it is past', () => {
		fc.assert(
			fc.property(
				fc.date({ min: new Date('1990-01-01'), max: new Date('2060-01-01'), noInvalidDate: true }),
				(date) => {
					const whole = Math.floor(date.getTime() / 1000) * 1000;
					const expected = Math.max(0, Math.ceil((whole - now) / 1000));
					return parseRetryAfter(new Date(whole).toUTCString(), now) === expected;
				},
			),
			{ numRuns: 1_000 },
		);
	});

	// Linear time is the regexp lint rule's to enforce and bench/'s to time; this checks the answer.
	it('reads a long hostile value as no header', () => {
		for (const value of [
			'1'.repeat(100_000) + 'x',
			'Sun, '.repeat(20_000),
			' '.repeat(100_000) + '5x',
		]) {
			expect(parseRetryAfter(value, now)).toBeUndefined();
		}
	});
});
