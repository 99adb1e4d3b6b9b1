/**
 * A key whose every request the API refuses (other processes or integrations take every slot).
 * The node waits while the API may still accept something and fails only once it has accepted
 * nothing for the bound: five minutes of the API's time, here shortened with every retry timing
 * (`setThrottleTestSeam`). How several processes share a key that the API does accept is in
 * sharedKey.realtime.test.ts.
 */
import { RETRY_TIMINGS } from '../../../nodes/Terminal49/shared/transport/retryPolicy';
import { retryTimings } from '../../../nodes/Terminal49/shared/transport/throttle';
import { setThrottleTestSeam } from '../../support/processState';
import { runWorkflow } from '../../harness/engine';
import { startMockApi, type MockApi } from '../../mock/server';

/** The API's 60 s window as 240 ms: five minutes without an accepted request become 1.2 s. */
const WINDOW_MS = 240;

let mock: MockApi | undefined;

beforeEach(() => setThrottleTestSeam({ windowMs: WINDOW_MS }));

afterEach(async () => {
	setThrottleTestSeam(undefined);
	await mock?.close();
	mock = undefined;
});

it('a key the API refuses all the time fails with a clear error once the API has accepted nothing for the bound, not before', async () => {
	mock = await startMockApi({ rateLimit: false });
	const api = mock;
	api.faults.add({
		kind: 'status',
		status: 429,
		retryAfter: 1,
		times: 100_000,
		match: { method: 'GET' },
	});
	const bound = retryTimings().giveUpWithoutAcceptanceMs;
	expect(bound).toBe(RETRY_TIMINGS.giveUpWithoutAcceptanceMs * (WINDOW_MS / 60_000));

	const started = performance.now();
	const result = await runWorkflow({
		credentials: { apiKey: api.apiKey, baseUrl: api.url },
		nodes: [{ parameters: { resource: 'container', operation: 'getAll', returnAll: true } }],
	});
	const waitedMs = performance.now() - started;

	const error = result.nodes['Node 1'].error;
	expect(result.status).toBe('error');
	expect(error?.message).toContain('429');
	expect(error?.description).toMatch(/refused every request of this key for \d+ s/);
	// It gives up when the next wait would pass the bound, so at most one backoff before it. A count
	// of attempts would have given up after a handful of short backoffs, far below this. How many
	// attempts fit in the bound depends on the machine's speed (each request's own time counts), so
	// the count is not asserted beyond "it tried again".
	expect(waitedMs).toBeGreaterThanOrEqual(bound - retryTimings().refusalBackoffCapMs);
	expect(api.requests.length).toBeGreaterThan(1);
});
