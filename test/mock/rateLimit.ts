/** The API's buckets (its "Rate Limiting" guide): each per key, each its own rolling window. */
export type RateLimitBucket =
	| 'default'
	| 'trackingRequestCreate'
	| 'inferNumber'
	| 'containerRefresh';

export const API_BUCKET_LIMITS: Record<RateLimitBucket, number> = {
	default: 100,
	trackingRequestCreate: 100,
	inferNumber: 200,
	containerRefresh: 10,
};

export interface RateLimitConfig {
	/** The default bucket's limit per window (the API's: 100). */
	requests: number;
	/** The API's: 60,000. Tests shorten it. */
	windowMs: number;
	/** The other buckets' limits; the API's when absent. */
	bucketLimits?: Partial<Record<Exclude<RateLimitBucket, 'default'>, number>>;
	/**
	 * What a 429's Retry-After says: 'exact' (default), the whole seconds until a slot of the bucket
	 * frees; or a fixed number of seconds whatever the real wait (a coarser API says 1).
	 */
	retryAfter?: 'exact' | number;
	/** How long one second of Retry-After is (default 1,000; tests that shorten the window shorten it alike). */
	secondMs?: number;
	/** Refused requests take a slot of the window too (default false: only accepted ones count). */
	countRefused?: boolean;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Which bucket a request counts in, from its method and its decoded path segments below /v2. */
export function bucketOfRequest(method: string, segments: readonly string[]): RateLimitBucket {
	const route = segments.filter((segment) => segment !== '');
	if (method === 'POST' && route.length === 1 && route[0] === 'tracking_requests')
		return 'trackingRequestCreate';
	if (
		method === 'POST' &&
		route.length === 2 &&
		route[0] === 'tracking_requests' &&
		route[1] === 'infer_number'
	) {
		return 'inferNumber';
	}
	if (
		method === 'PATCH' &&
		route.length === 3 &&
		route[0] === 'containers' &&
		route[2] === 'refresh'
	)
		return 'containerRefresh';
	return 'default';
}

/**
 * Rolling-window limiter per API key and bucket. A request is counted at its arrival time; by
 * default only when it is let through, with `countRefused` refused ones too.
 */
export class RollingWindowLimiter {
	private readonly arrivals = new Map<string, number[]>();

	constructor(private readonly config: RateLimitConfig) {}

	private limitOf(bucket: RateLimitBucket): number {
		if (bucket === 'default') return this.config.requests;
		return this.config.bucketLimits?.[bucket] ?? API_BUCKET_LIMITS[bucket];
	}

	tryAcquire(
		key: string,
		arrivedAt: number,
		bucket: RateLimitBucket = 'default',
	): RateLimitDecision {
		const id = `${bucket}\n${key}`;
		const windowStart = arrivedAt - this.config.windowMs;
		const times = this.arrivals.get(id) ?? [];
		this.arrivals.set(id, times);
		while (times.length > 0 && times[0] <= windowStart) times.shift();
		const limit = this.limitOf(bucket);
		if (times.length >= limit) {
			// The slot that frees first is the one whose leaving brings the count under the limit.
			const slotFreesAt = times[times.length - limit] + this.config.windowMs;
			if (this.config.countRefused) times.push(arrivedAt);
			const exact = Math.max(
				1,
				Math.ceil((slotFreesAt - arrivedAt) / (this.config.secondMs ?? 1000)),
			);
			const retryAfter = this.config.retryAfter ?? 'exact';
			return { allowed: false, retryAfterSeconds: retryAfter === 'exact' ? exact : retryAfter };
		}
		times.push(arrivedAt);
		return { allowed: true };
	}

	reset(): void {
		this.arrivals.clear();
	}
}
