/* eslint-disable @n8n/community-nodes/no-restricted-globals -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Shared by the scenarios that run the node against the mock enforcing the API's real limit
 * (100 requests per rolling 60 s per key, counted at arrival): a fresh mock and throttle per run,
 * the floor the limit allows, a 429 burst injected mid-way, and where the time went.
 */
import { forgetLimiters } from '../../test/support/processState';
import type { MockApi, StartMockOptions } from '../../test/mock/server';
import { startMockApi } from '../../test/mock/server';
import type { TestCredentials } from '../../test/harness/engine';
import { seconds } from './stats';

export const API_LIMIT = { requests: 100, windowMs: 60_000 } as const;

/** ⌊(requests − 1) / 100⌋ × 60 s: the least time the limit allows for this many requests. */
export function floorMs(requests: number): number {
	return Math.floor(Math.max(0, requests - 1) / API_LIMIT.requests) * API_LIMIT.windowMs;
}

export interface BenchMock {
	mock: MockApi;
	credentials: TestCredentials;
}

/** A mock with the real limit and a throttle that has sent nothing yet, as in a fresh n8n process. */
export async function startLimitedMock(
	seed: NonNullable<StartMockOptions['seed']>,
): Promise<BenchMock> {
	forgetLimiters();
	const mock = await startMockApi({ seed, rateLimit: { ...API_LIMIT } });
	return { mock, credentials: { apiKey: mock.apiKey, baseUrl: mock.url } };
}

export interface Burst {
	/** The burst starts with the first matching request after this many have arrived. */
	afterRequests: number;
	/** Consecutive 429s. */
	times: number;
	retryAfterSeconds: number;
	/** Only requests of this method get the 429s (e.g. PATCH, so the burst hits writes). */
	method?: string;
}

/**
 * Queues the burst once the mock has seen `afterRequests` requests. Checked every millisecond on
 * the same event loop as the node, so it fires within a request or two of the mark; where it
 * actually hit is read back from the request log (`firstRateLimitedRequest`).
 */
export function armBurst(mock: MockApi, burst: Burst): () => void {
	const timer = setInterval(() => {
		if (mock.state.stats.requests < burst.afterRequests) return;
		mock.faults.add({
			kind: '429burst',
			times: burst.times,
			retryAfter: burst.retryAfterSeconds,
			match: burst.method ? { method: burst.method } : undefined,
		});
		clearInterval(timer);
	}, 1);
	return () => clearInterval(timer);
}

/** Logs how far a long run has got, every 15 s. */
export function reportProgress(mock: MockApi, log: (line: string) => void): () => void {
	const started = Date.now();
	const timer = setInterval(() => {
		const { requests, rateLimited } = mock.state.stats;
		log(
			`    ${Math.round((Date.now() - started) / 1000)} s: ${requests} requests, ${rateLimited} answered 429`,
		);
	}, 15_000);
	return () => clearInterval(timer);
}

/** Where a run's wall time went, from the mock's arrival times. All in ms. */
export interface Timeline {
	/** Start of the execution to the first request's arrival: n8n and the node setting up. */
	setupMs: number;
	/** Arrival of each 100-request window's first accepted request, from the first request's. */
	windowStartsMs: number[];
	/** First to last accepted request of each window: how fast the node works through 100 pages. */
	windowSpansMs: number[];
	/** The smallest and the median gap between accepted requests n and n+100: must exceed 60 s. */
	minSpacingMs: number | null;
	medianSpacingMs: number | null;
	/** Last request's arrival to the end of the execution: its answer, and everything after. */
	tailMs: number;
	/** 1-based position in arrival order of the first 429, or null. */
	firstRateLimitedRequest: number | null;
}

export function timeline(mock: MockApi, startedAt: number, endedAt: number): Timeline {
	const all = mock.requests;
	const accepted = all
		.filter((request) => request.status >= 200 && request.status < 300)
		.map((request) => request.at);
	const windowStartsMs: number[] = [];
	const windowSpansMs: number[] = [];
	for (let first = 0; first < accepted.length; first += API_LIMIT.requests) {
		const last = Math.min(first + API_LIMIT.requests, accepted.length) - 1;
		windowStartsMs.push(accepted[first] - accepted[0]);
		windowSpansMs.push(accepted[last] - accepted[first]);
	}
	const spacings: number[] = [];
	for (let i = API_LIMIT.requests; i < accepted.length; i++)
		spacings.push(accepted[i] - accepted[i - API_LIMIT.requests]);
	spacings.sort((a, b) => a - b);
	const firstLimited = all.findIndex((request) => request.status === 429);
	return {
		setupMs: all.length > 0 ? all[0].at - startedAt : 0,
		windowStartsMs,
		windowSpansMs,
		minSpacingMs: spacings.length > 0 ? spacings[0] : null,
		medianSpacingMs: spacings.length > 0 ? spacings[Math.floor(spacings.length / 2)] : null,
		tailMs: all.length > 0 ? endedAt - all[all.length - 1].at : 0,
		firstRateLimitedRequest: firstLimited === -1 ? null : firstLimited + 1,
	};
}

/** Accepted (2xx) requests and every request that arrived, 429s included. */
export function requestCounts(mock: MockApi): {
	accepted: number;
	arrived: number;
	rateLimited: number;
} {
	return {
		accepted: mock.requests.filter((request) => request.status >= 200 && request.status < 300)
			.length,
		arrived: mock.state.stats.requests,
		rateLimited: mock.state.stats.rateLimited,
	};
}

/**
 * The paragraph on the run with a 429 burst: where the burst hit, what it cost over the clean
 * runs, and when each window's first accepted request and the last one arrived.
 */
export function burstParagraph(
	b: Burst,
	run: { timeline: Timeline; wallMs: number },
	described: string,
	cleanMedianWallMs: number,
): string {
	const { windowStartsMs, windowSpansMs } = run.timeline;
	const lastArrivalMs =
		windowStartsMs[windowStartsMs.length - 1] + windowSpansMs[windowSpansMs.length - 1];
	return (
		`**With a 429 burst** (${b.times} consecutive 429s${b.method ? ` on ${b.method}` : ''}, Retry-After ${b.retryAfterSeconds} s, from request ` +
		`${run.timeline.firstRateLimitedRequest ?? '?'}): ${described}. ` +
		`The burst cost ${seconds(run.wallMs - cleanMedianWallMs)} over the clean runs' median, for ` +
		`${seconds(b.times * b.retryAfterSeconds * 1000)} of Retry-After asked. Accepted requests arrived: ` +
		`${windowStartsMs.map((ms, i) => `${i * API_LIMIT.requests + 1} at +${seconds(ms)}`).join(', ')}, the last at +${seconds(lastArrivalMs)}.`
	);
}
