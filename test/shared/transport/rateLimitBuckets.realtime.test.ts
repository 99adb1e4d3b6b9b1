/**
 * The API counts container refreshes (10 a minute), tracking-request creation (100) and number
 * inference (200) in buckets of their own beside the default one (100). The node's throttle keeps
 * the same buckets, so a loop of refreshes and a Return All at once draw no 429 at all.
 *
 * The 60 s window is compressed to WINDOW_MS on both sides (`setThrottleTestSeam`, the mock's
 * `windowMs`). Real time: the refreshes span five windows of the mock's own limiter, so this suite
 * runs in `npm run test:realtime`, not in `npm test`. That the mock keeps the buckets apart is
 * test/mock/rateLimitBuckets.test.ts.
 */
import { setThrottleTestSeam } from '../../support/processState';
import { runWorkflow } from '../../harness/engine';
import { seedContainers } from '../../mock/bulkSeed';
import { startMockApi, type MockApi } from '../../mock/server';

const WINDOW_MS = 1_000;

let mock: MockApi | undefined;

// A generous margin: on a loaded machine one request can reach the mock a second after the next.
beforeEach(() => setThrottleTestSeam({ windowMs: WINDOW_MS, safetyMarginMs: 1_000 }));

afterEach(async () => {
	setThrottleTestSeam(undefined);
	await mock?.close();
	mock = undefined;
});

it('50 Refreshes and a Return All running together get 0 × 429', async () => {
	mock = await startMockApi({
		seed: (state) => seedContainers(state, 2_500),
		rateLimit: { requests: 100, windowMs: WINDOW_MS },
	});
	const api = mock;
	const credentials = { apiKey: api.apiKey, baseUrl: api.url };
	const toRefresh = api.state.containers.slice(0, 50).map((container) => ({ id: container.id }));

	const [refreshes, returnAll] = await Promise.all([
		runWorkflow({
			credentials,
			inputItems: toRefresh,
			nodes: [
				{
					parameters: {
						resource: 'container',
						operation: 'refresh',
						containerId: '={{ $json.id }}',
					},
				},
			],
		}),
		runWorkflow({
			credentials,
			nodes: [{ parameters: { resource: 'container', operation: 'getAll', returnAll: true } }],
		}),
	]);

	expect(refreshes.status).toBe('success');
	expect(returnAll.status).toBe('success');
	expect(api.state.containerRefreshes.map((refresh) => refresh.containerId)).toEqual(
		toRefresh.map((item) => item.id),
	);
	expect(returnAll.nodes['Node 1'].items).toHaveLength(2_500);
	expect(api.requests.filter((request) => request.status === 429)).toEqual([]);
}, 60_000);
