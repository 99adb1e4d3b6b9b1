/**
 * The tests' one entry to what the package keeps in process memory: each room's holder, which
 * the room's own code reads and writes, reset here as a restart of n8n resets it, and the
 * throttle's window shortened so retry and backoff tests do not wait the API's minutes. It lives
 * under test/, which tsconfig.json does not build, so dist/ ships none of it
 * (test/package/shippedExports.test.ts checks that no shipped module exports these names).
 */
import { pollsInProcess } from '../../nodes/Terminal49/polling/state';
import type { ThrottleWindow } from '../../nodes/Terminal49/shared/transport/throttle';
import { throttleInProcess } from '../../nodes/Terminal49/shared/transport/throttle';
import { recentDeliveries } from '../../nodes/Terminal49/trigger/recentDeliveries';
import { recoveredRegistrations } from '../../nodes/Terminal49/trigger/registrationRecovery';
import { sampleListens } from '../../nodes/Terminal49/trigger/testSamples';

/** The API's window, as the throttle starts with it in every process. */
const API_WINDOW: Readonly<ThrottleWindow> = { ...throttleInProcess.window };

/** Each test starts with a fresh budget instead of inheriting the previous one's requests. */
export function forgetLimiters(): void {
	throttleInProcess.limiters.clear();
}

/**
 * Shortens the API's 60 s window to `windowMs` (every retry timing shrinks with it: a second of
 * Retry-After, the backoffs, the five-minute bound), or names the simulated process a request
 * belongs to (`partition`), so one test process stands for several n8n processes sharing a key.
 * A loaded test machine delays requests by more than a real network does, hence `safetyMarginMs`.
 * Undefined puts the API's window back. Either way the limiters start fresh.
 */
export function setThrottleTestSeam(window: Partial<ThrottleWindow> | undefined): void {
	throttleInProcess.window = { ...API_WINDOW, ...window };
	forgetLimiters();
}

/** The Polling Trigger's nodes start as in a fresh n8n process: none has polled yet. */
export function forgetPollsInProcess(): void {
	pollsInProcess.started.clear();
	pollsInProcess.running.clear();
}

/** The webhook trigger's delivery ids, as a restart empties them. */
export function forgetAllDeliveries(): void {
	recentDeliveries.clear();
}

/** The webhook trigger's registrations read again from Terminal49, as a restart forgets them. */
export function forgetRecoveredRegistrations(): void {
	recoveredRegistrations.clear();
}

/** The webhook trigger's "Test this trigger" listens, as a restart ends them. */
export function forgetAllSampleListens(): void {
	sampleListens.clear();
}
