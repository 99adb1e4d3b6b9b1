import { createHash } from 'crypto';
import { sleep } from 'n8n-workflow';

/**
 * The API allows 100 requests per rolling 60 s per key. One limiter per key is shared by every
 * node in this n8n process (action node, trigger, dropdowns), so a Return All, a loop of updates
 * and a trigger's look-ups together stay under it instead of tripping 429s for each other.
 */
export const RATE_LIMIT = {
	requests: 100,
	windowMs: 60_000,
	// Our clock starts a request before the API's clock sees it; a request sent 100 slots later
	// must not land inside the window of one that arrived late.
	safetyMarginMs: 500,
} as const;

export interface Clock {
	now(): number;
	sleep(ms: number): Promise<void>;
}

const realClock: Clock = { now: () => Date.now(), sleep: async (ms) => await sleep(ms) };

export class RollingWindowLimiter {
	/** Start times of the requests in the current window, oldest first. */
	private readonly sent: number[] = [];

	private pausedUntil = 0;

	constructor(
		private readonly limit: number = RATE_LIMIT.requests,
		private readonly windowMs: number = RATE_LIMIT.windowMs + RATE_LIMIT.safetyMarginMs,
		private readonly clock: Clock = realClock,
	) {}

	/** Resolves when one more request may be sent, and counts it as sent. */
	async acquire(): Promise<void> {
		for (;;) {
			const now = this.clock.now();
			while (this.sent.length > 0 && this.sent[0] <= now - this.windowMs) this.sent.shift();

			let waitMs = this.pausedUntil - now;
			if (waitMs <= 0 && this.sent.length >= this.limit) {
				waitMs = this.sent[0] + this.windowMs - now;
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

	/** The API said 429: hold every caller of this key, not only the one that was refused. */
	pauseFor(ms: number): void {
		this.pausedUntil = Math.max(this.pausedUntil, this.clock.now() + ms);
	}

	get inWindow(): number {
		return this.sent.length;
	}
}

const limiters = new Map<string, RollingWindowLimiter>();

/** The key is hashed so that the process never keeps the API key itself as a map key. */
export function limiterFor(baseUrl: string, apiKey: string): RollingWindowLimiter {
	const id = createHash('sha256').update(`${baseUrl}\n${apiKey}`).digest('hex');
	let limiter = limiters.get(id);
	if (!limiter) {
		limiter = new RollingWindowLimiter();
		limiters.set(id, limiter);
	}
	return limiter;
}

/** Tests start each case with a fresh budget instead of inheriting the previous case's requests. */
export function forgetLimiters(): void {
	limiters.clear();
}
