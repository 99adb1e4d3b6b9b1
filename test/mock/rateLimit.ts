export interface RateLimitConfig {
	requests: number;
	windowMs: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Rolling-window limiter per API key. A request is counted at its arrival time, and only when it
 * is let through: rejected requests do not take a slot.
 */
export class RollingWindowLimiter {
	private readonly arrivals = new Map<string, number[]>();

	constructor(private readonly config: RateLimitConfig) {}

	tryAcquire(key: string, arrivedAt: number): RateLimitDecision {
		const windowStart = arrivedAt - this.config.windowMs;
		const times = this.arrivals.get(key) ?? [];
		while (times.length > 0 && times[0] <= windowStart) times.shift();
		if (times.length >= this.config.requests) {
			const slotFreesAt = times[0] + this.config.windowMs;
			return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((slotFreesAt - arrivedAt) / 1000)) };
		}
		times.push(arrivedAt);
		this.arrivals.set(key, times);
		return { allowed: true };
	}

	reset(): void {
		this.arrivals.clear();
	}
}
