import { createHash } from 'crypto';
import { sleep } from 'n8n-workflow';

import type { HttpMethod, RetryTimings } from './retryPolicy';
import { RETRY_TIMINGS, scaledTimings } from './retryPolicy';

/**
 * The API's rate-limit buckets, each per key and rolling 60 s (Terminal49's "Rate Limiting"
 * guide). A request counts against its own bucket only, and a 429's `Retry-After` applies to the
 * bucket that refused, so 50 Refreshes (10 a minute) never hold up a Return All (100 a minute).
 */
export const RATE_LIMIT_BUCKETS = {
	default: { requests: 100, label: 'requests' },
	trackingRequestCreate: { requests: 100, label: 'POST /tracking_requests' },
	inferNumber: { requests: 200, label: 'POST /tracking_requests/infer_number' },
	containerRefresh: { requests: 10, label: 'PATCH /containers/{id}/refresh' },
} as const;

export type BucketName = keyof typeof RATE_LIMIT_BUCKETS;

export const RATE_LIMIT = {
	windowMs: 60_000,
	// Our clock starts a request before the API's clock sees it; a request sent a window's worth
	// of slots later must not land inside the window of one that arrived late.
	safetyMarginMs: 500,
} as const;

/** Which bucket the API counts a request in; `path` is below the base URL, as `apiPath` builds it. */
export function bucketOf(method: HttpMethod, path: string): BucketName {
	const route = path.split('?')[0];
	if (method === 'POST' && route === '/tracking_requests') return 'trackingRequestCreate';
	if (method === 'POST' && route === '/tracking_requests/infer_number') return 'inferNumber';
	if (method === 'PATCH' && /^\/containers\/[^/]+\/refresh$/.test(route)) return 'containerRefresh';
	return 'default';
}

export interface Clock {
	now(): number;
	sleep(ms: number): Promise<void>;
}

const realClock: Clock = { now: () => Date.now(), sleep: async (ms) => await sleep(ms) };

/** How this process's own pace follows the API's refusals (see `RollingWindowLimiter`). */
const PACE = {
	/** After a refusal the pace is at most this share of what it was... */
	decrease: 0.9,
	/** ...and at most what the API accepted from us in the last window, plus this share of the limit. */
	observedHeadroom: 0.1,
	/** Never slower than this share of the bucket's limit (at least 1 a window). */
	floor: 0.1,
	/** Each accepted request raises the pace by this many requests per window... */
	increasePerAccepted: 0.1,
	/** ...and a sixth of a window without a refusal puts it back at the limit. */
	calmShareOfWindow: 1 / 6,
} as const;

/**
 * One rate-limit bucket of one key in this process: at most `limit` requests start in any rolling
 * window. The limit is adaptive: it starts at the API's, drops after a 429 to about what the API
 * actually accepted from this process in the last window (the rest went to other processes or
 * integrations sharing the key), climbs back a little with every accepted request, and back to the
 * API's after a sixth of a window without a refusal.
 */
export class RollingWindowLimiter {
	/** Start times of the requests in the current window, oldest first. */
	private readonly sent: number[] = [];

	/** Times the API accepted a request of this bucket, within the last window. */
	private readonly accepted: number[] = [];

	private pausedUntil = 0;

	private pace: number;

	private lastAcceptedAt = Number.NEGATIVE_INFINITY;

	private lastRefusedAt = Number.NEGATIVE_INFINITY;

	private refusals = 0;

	constructor(
		private readonly limit: number = RATE_LIMIT_BUCKETS.default.requests,
		private readonly windowMs: number = RATE_LIMIT.windowMs + RATE_LIMIT.safetyMarginMs,
		private readonly clock: Clock = realClock,
	) {
		this.pace = limit;
	}

	now(): number {
		return this.clock.now();
	}

	/** Resolves when one more request may be sent, and counts it as sent. */
	async acquire(): Promise<void> {
		for (;;) {
			const now = this.clock.now();
			this.prune(this.sent, now);
			this.recoverIfCalm(now);

			let waitMs = this.pausedUntil - now;
			if (waitMs <= 0 && this.sent.length >= Math.floor(this.pace)) {
				waitMs = this.sent[this.sent.length - Math.floor(this.pace)] + this.windowMs - now;
				// Held by our own lowered pace, not the API's limit: look again once it may recover.
				if (this.pace < this.limit)
					waitMs = Math.min(waitMs, this.lastRefusedAt + this.calmMs - now);
				if (waitMs <= 0) continue;
			}
			if (waitMs <= 0) {
				// Checking and recording happen in one synchronous step, so concurrent callers can't
				// both take the last slot.
				this.sent.push(now);
				return;
			}
			await this.clock.sleep(waitMs);
		}
	}

	/** The API answered something other than 429. */
	noteAccepted(): void {
		const now = this.clock.now();
		this.lastAcceptedAt = now;
		this.refusals = 0;
		this.accepted.push(now);
		this.prune(this.accepted, now);
		// Rounded to tenths so that ten increments make exactly one more request.
		this.pace = Math.min(this.limit, Math.round((this.pace + PACE.increasePerAccepted) * 10) / 10);
	}

	/**
	 * The API answered 429: lower this process's pace (once per run of refusals) and return how many
	 * refusals in a row this bucket has had.
	 */
	noteRefused(): number {
		const now = this.clock.now();
		this.lastRefusedAt = now;
		this.refusals++;
		if (this.refusals === 1) {
			this.prune(this.accepted, now);
			const observed = this.accepted.length + Math.ceil(this.limit * PACE.observedHeadroom);
			this.pace = Math.max(
				Math.max(1, Math.ceil(this.limit * PACE.floor)),
				Math.min(Math.floor(this.pace * PACE.decrease), observed),
			);
		}
		return this.refusals;
	}

	/** How long the API has accepted nothing of this bucket, counted from `since` at the earliest. */
	msWithoutAcceptance(since: number): number {
		return this.clock.now() - Math.max(since, this.lastAcceptedAt);
	}

	/** When the oldest request the API accepted from us in the last window leaves it; undefined if none. */
	msUntilOwnSlotFrees(): number | undefined {
		const now = this.clock.now();
		this.prune(this.accepted, now);
		return this.accepted.length === 0 ? undefined : this.accepted[0] + this.windowMs - now;
	}

	/** The API said 429: hold every caller of this bucket, not only the one that was refused. */
	pauseFor(ms: number): void {
		this.pausedUntil = Math.max(this.pausedUntil, this.clock.now() + ms);
	}

	get inWindow(): number {
		return this.sent.length;
	}

	/** Requests this process currently lets itself start per window. */
	get currentPace(): number {
		return Math.floor(this.pace);
	}

	/**
	 * A lowered pace that draws no refusal for a sixth of a window goes straight back to the limit:
	 * the others may have finished, and going only partway left a lone last worker trickling its
	 * final pages while the API had room (bench/RESULTS.md, scenario 6). If they haven't, the next 429
	 * lowers it again from what the API accepted.
	 */
	private get calmMs(): number {
		return Math.round(this.windowMs * PACE.calmShareOfWindow);
	}

	private recoverIfCalm(now: number): void {
		if (this.pace < this.limit && now - this.lastRefusedAt >= this.calmMs) {
			this.pace = this.limit;
		}
	}

	private prune(times: number[], now: number): void {
		while (times.length > 0 && times[0] <= now - this.windowMs) times.shift();
	}
}

/** One API key's buckets in this process. */
export class KeyLimiter {
	private readonly buckets = new Map<BucketName, RollingWindowLimiter>();

	constructor(private readonly windowMs: number) {}

	bucket(name: BucketName): RollingWindowLimiter {
		let bucket = this.buckets.get(name);
		if (!bucket) {
			bucket = new RollingWindowLimiter(RATE_LIMIT_BUCKETS[name].requests, this.windowMs);
			this.buckets.set(name, bucket);
		}
		return bucket;
	}

	forRequest(method: HttpMethod, path: string): RollingWindowLimiter {
		return this.bucket(bucketOf(method, path));
	}
}

/** The window the limiters count in; every retry timing scales with it. */
export interface ThrottleWindow {
	windowMs: number;
	/** Covers network and event-loop delays, which a shortened window doesn't shorten. */
	safetyMarginMs: number;
	/** Names the n8n process a request belongs to: one per process, so one limiter per key. */
	partition: () => string;
}

/**
 * This process's throttle: each API key's limiter, and the window they count in, the API's. Node
 * code never changes the window and nothing reads it from the environment; only the tests' entry
 * to process state (test/support/processState.ts, never built) shortens it, or lets one test
 * process stand for several n8n processes sharing a key, each with its own limiters.
 */
export const throttleInProcess: {
	readonly limiters: Map<string, KeyLimiter>;
	window: Readonly<ThrottleWindow>;
} = {
	limiters: new Map(),
	window: {
		windowMs: RATE_LIMIT.windowMs,
		safetyMarginMs: RATE_LIMIT.safetyMarginMs,
		partition: () => '',
	},
};

/** The retry timings for the window in use: the real ones, unless a test shortened the window. */
export function retryTimings(): RetryTimings {
	const { windowMs } = throttleInProcess.window;
	return windowMs === RATE_LIMIT.windowMs
		? RETRY_TIMINGS
		: scaledTimings(windowMs / RATE_LIMIT.windowMs);
}

/** The key is hashed so that the process never keeps the API key itself as a map key. */
export function limiterFor(baseUrl: string, apiKey: string): KeyLimiter {
	const { limiters, window } = throttleInProcess;
	const id = createHash('sha256')
		.update(`${window.partition()}\n${baseUrl}\n${apiKey}`)
		.digest('hex');
	let limiter = limiters.get(id);
	if (!limiter) {
		limiter = new KeyLimiter(window.windowMs + window.safetyMarginMs);
		limiters.set(id, limiter);
	}
	return limiter;
}
