import { setThrottleTestSeam } from '../../support/processState';
import { seedContainers } from '../../mock/fixtures';
import { startMoving } from '../../mock/movingList';
import { useMockApi } from '../setup';

/**
 * Container → Get Many, Return All of 2,500 containers while the list moves at the pace the bench
 * projects for a live account (bench/RESULTS.md § 8: 100 containers refreshed a minute, at the
 * API's 100 requests a minute: one refresh a request), and one container is deleted before the
 * reader reaches it. docs/rate-limits.md: a removal the read cannot tell from a record that moved to
 * the front unseen costs a reading of the list to its end, and on a list that keeps moving a second,
 * after which the read fails saying so.
 */
describe('Container Get Many, Return All, a container deleted ahead of the reader on a list refreshed one container a request', () => {
	const api = useMockApi({
		seed: (state) => void seedContainers(state, 2_500),
		rateLimit: { requests: 100, windowMs: 1_200 },
	});
	beforeEach(() => setThrottleTestSeam({ windowMs: 1_200 }));
	afterEach(() => setThrottleTestSeam(undefined));

	it('the read fails saying so, after reading the list twice more at most: a removal it cannot tell from a container that keeps moving to the front', async () => {
		startMoving(api.mock.state, {
			refreshesAt: () => 1,
			onArrival: (arrival, state) => {
				if (arrival === 1) state.containers.splice(1_900, 1);
			},
		});
		const run = await api.run({ resource: 'container', operation: 'getAll', returnAll: true });
		// Nothing handed on that could be short of a container there throughout: the read fails, naming
		// what it could not find, within three readings of the list (docs/rate-limits.md).
		expect(run.items).toHaveLength(0);
		expect(run.error?.message).toBe(
			"Terminal49's list /containers lost a record while it was read that 2 more readings of it to its end did not find, and kept moving meanwhile: removed before the read reached it, or moving to the front unseen, which the list cannot tell apart; stopped reading it",
		);
		expect(api.mock.requests.length).toBeLessThanOrEqual(3 * 25 + 10);
	});
});
