import {
	decideRetry,
	exponentialBackoffMs,
	parseRetryAfter,
	RETRY_LIMITS,
	type HttpMethod,
	type RequestFailure,
} from '../../nodes/Terminal49/transport/retryPolicy';

const fresh = { retriesSoFar: 0, waitedMs: 0 };
const midRandom = () => 0.5;

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
		['POST on 429 (proves it was not processed)', 'POST', { kind: 'status', status: 429, retryAfterSeconds: 2 }, true],
		['GET on 429', 'GET', { kind: 'status', status: 429 }, true],
		['GET on 400', 'GET', { kind: 'status', status: 400 }, false],
		['GET on 401', 'GET', { kind: 'status', status: 401 }, false],
		['GET on 403', 'GET', { kind: 'status', status: 403 }, false],
		['GET on 404', 'GET', { kind: 'status', status: 404 }, false],
		['PATCH on 422', 'PATCH', { kind: 'status', status: 422 }, false],
		['GET on 501 (not transient)', 'GET', { kind: 'status', status: 501 }, false],
	];

	it.each(table)('%s → retry %s', (_name, method, failure, expected) => {
		expect(decideRetry(method, failure, fresh, midRandom).retry).toBe(expected);
	});

	it('waits exactly Retry-After on a 429', () => {
		expect(decideRetry('GET', { kind: 'status', status: 429, retryAfterSeconds: 7 }, fresh)).toEqual({
			retry: true,
			delayMs: 7000,
		});
	});

	it('caps a long Retry-After', () => {
		const decision = decideRetry('GET', { kind: 'status', status: 429, retryAfterSeconds: 3600 }, fresh);
		expect(decision).toEqual({ retry: true, delayMs: RETRY_LIMITS.retryAfterCapMs });
	});

	it('gives up once the total wait would pass its cap', () => {
		const state = { retriesSoFar: 2, waitedMs: RETRY_LIMITS.totalWaitCapMs - 1000 };
		expect(decideRetry('GET', { kind: 'status', status: 429, retryAfterSeconds: 2 }, state).retry).toBe(false);
		expect(decideRetry('GET', { kind: 'status', status: 429, retryAfterSeconds: 1 }, state).retry).toBe(true);
	});

	it('stops retrying 5xx after the bounded number of retries', () => {
		const last = { retriesSoFar: RETRY_LIMITS.maxServerErrorRetries - 1, waitedMs: 0 };
		const over = { retriesSoFar: RETRY_LIMITS.maxServerErrorRetries, waitedMs: 0 };
		expect(decideRetry('GET', { kind: 'status', status: 503 }, last).retry).toBe(true);
		expect(decideRetry('GET', { kind: 'status', status: 503 }, over).retry).toBe(false);
	});

	it('stops retrying 429s after the bounded number of retries', () => {
		const over = { retriesSoFar: RETRY_LIMITS.maxRateLimitRetries, waitedMs: 0 };
		expect(decideRetry('GET', { kind: 'status', status: 429, retryAfterSeconds: 0 }, over).retry).toBe(false);
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
		expect(exponentialBackoffMs(20, () => 0.999999)).toBeLessThanOrEqual(RETRY_LIMITS.backoffCapMs);
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
		['', undefined],
		['soon', undefined],
		[undefined, undefined],
	])('%p → %p', (header, expected) => {
		expect(parseRetryAfter(header, now)).toBe(expected);
	});
});
