import { setThrottleTestSeam } from '../../support/processState';
import { seedContainers } from '../../mock/fixtures';
import { startMoving } from '../../mock/movingList';
import { ids, useMockApi } from '../setup';

/**
 * Container → Get Many, Return All of 2,500 containers while the list moves at the pace the bench
 * projects for a live account (bench/RESULTS.md § 8: 100 containers refreshed a minute, at the
 * API's 100 requests a minute: one refresh a request), and one container is deleted before the
 * reader reaches it. docs/rate-limits.md: a refresh costs "about one request per 100 of them, plus
 * one"; a read fails as moving "faster than it can be read" only after 5 readings of its front.
 */
describe('Container Get Many, Return All, a container deleted ahead of the reader on a list refreshed one container a request', () => {
	const api = useMockApi({ seed: (state) => void seedContainers(state, 2_500), rateLimit: { requests: 100, windowMs: 1_200 } });
	beforeEach(() => setThrottleTestSeam({ windowMs: 1_200 }));
	afterEach(() => setThrottleTestSeam(undefined));

	it('every container there throughout comes out once, for about the list’s pages (26 without the deletion)', async () => {
		const before = api.mock.state.containers.map((container) => container.id);
		const log = startMoving(api.mock.state, {
			refreshesAt: () => 1,
			onArrival: (arrival, state) => {
				if (arrival === 1) state.containers.splice(1_900, 1);
			},
		});
		const run = await api.run({ resource: 'container', operation: 'getAll', returnAll: true });
		expect(run.error?.message).toBeUndefined();
		const out = new Set(ids(run));
		expect(before.filter((id) => !log.removed.includes(id) && !out.has(id))).toEqual([]);
		expect(api.mock.requests.length).toBeLessThanOrEqual(30);
	});
});
