import { sleep } from 'n8n-workflow';

import type { HttpMethod, RequestFailure, RetryDecision } from './retryPolicy';
import { decideRetry } from './retryPolicy';
import type { BucketName, KeyLimiter, RollingWindowLimiter } from './throttle';
import { RATE_LIMIT_BUCKETS, retryTimings } from './throttle';

/** A 429: the rate limit refused the attempt, so it was certainly not carried out. */
export function isRefusal(failure: RequestFailure): boolean {
	return failure.kind === 'status' && failure.status === 429;
}

/**
 * The attempts of one request against its rate-limit bucket: what the retry policy weighs (5xx and
 * network retries spent, how long the API has accepted nothing) and whether an earlier attempt may
 * have been carried out although its answer was lost.
 */
export class Attempts {
	/** Set once an attempt failed in a way that may have been carried out (5xx, network). */
	mayHaveHappened = false;

	private readonly bucket: RollingWindowLimiter;

	private readonly timings = retryTimings();

	private serverErrorRetries = 0;

	/** When the first attempt was sent: the earliest the API's silence is counted from. */
	private firstSentAt: number | undefined;

	/** The bucket's name and rate, for the error of a request the limit refused. */
	private readonly rate: (typeof RATE_LIMIT_BUCKETS)[BucketName];

	constructor(
		private readonly method: HttpMethod,
		limiter: KeyLimiter,
		bucketName: BucketName,
	) {
		this.bucket = limiter.bucket(bucketName);
		this.rate = RATE_LIMIT_BUCKETS[bucketName];
	}

	/** Waits for a slot of the key's shared bucket, so that the attempt counts against it. */
	async waitForSlot(): Promise<void> {
		await this.bucket.acquire();
		this.firstSentAt ??= this.bucket.now();
	}

	/** Anything but a 429 proves the API still accepts this bucket's requests. */
	noteAnswer(status: number): void {
		if (status !== 429) this.bucket.noteAccepted();
	}

	/** Whether, and after how long, the failed attempt is sent again; a 429 lowers the bucket's pace first. */
	decide(failure: RequestFailure): RetryDecision {
		const refused = isRefusal(failure);
		return decideRetry(
			this.method,
			failure,
			{
				serverErrorRetries: this.serverErrorRetries,
				refusalsInRow: refused ? this.bucket.noteRefused() : 0,
				msWithoutAcceptance: this.bucket.msWithoutAcceptance(this.sentSince()),
				msUntilOwnSlotFrees: refused ? this.bucket.msUntilOwnSlotFrees() : undefined,
			},
			Math.random,
			this.timings,
		);
	}

	/**
	 * A 429 holds every caller of the bucket, not only this one; any other retried failure may
	 * have been carried out, and spends one of the request's 5xx/network retries.
	 */
	async waitBeforeRetry(failure: RequestFailure, delayMs: number): Promise<void> {
		if (isRefusal(failure)) this.bucket.pauseFor(delayMs);
		else {
			this.mayHaveHappened = true;
			this.serverErrorRetries++;
		}
		await sleep(delayMs);
	}

	/** What a refused request's error says of the limit: the bucket, its rate, and how long nothing was accepted. */
	rateLimit(): { bucket: string; perMinute: number; withoutAcceptanceMs: number } {
		return {
			bucket: this.rate.label,
			perMinute: this.rate.requests,
			withoutAcceptanceMs: this.bucket.msWithoutAcceptance(this.sentSince()),
		};
	}

	/** Set by the first `waitForSlot`, before any answer is weighed. */
	private sentSince(): number {
		return this.firstSentAt ?? this.bucket.now();
	}
}
