import { setThrottleTestSeam } from '../support/processState';
import { seedContainers } from '../mock/fixtures';
import { startMoving } from '../mock/movingList';
import { usePollTrigger } from './setup';

/**
 * The Polling Trigger, Watch All Containers, on 2,500 containers while the list is refreshed one
 * container a request (the pace bench/RESULTS.md § 8 projects) and one container is deleted before
 * the poll's walk reaches it. The poll reads /containers with the same pager as Return All; what
 * it does then is what docs/rate-limits.md says of a removal on a list sorted by refresh.
 */
describe('Polling Trigger, Watch All Containers, a container deleted ahead of the walk on a list refreshed one container a request', () => {
	const api = usePollTrigger(
		{},
		{
			seed: (state) => void seedContainers(state, 2_500),
			rateLimit: { requests: 100, windowMs: 1_200 },
		},
	);
	beforeEach(() => setThrottleTestSeam({ windowMs: 1_200 }));
	afterEach(() => setThrottleTestSeam(undefined));

	it('the poll fails saying so, after reading the list twice more at most: a removal it cannot tell from a container that keeps moving to the front', async () => {
		await api.trigger.watch();
		api.mock.reset();
		startMoving(api.mock.state, {
			refreshesAt: () => 1,
			onArrival: (arrival, state) => {
				if (arrival === 1) state.containers.splice(1_900, 1);
			},
		});
		// A container removed before the walk reached it cannot be told from one that moved to the front
		// unseen; on a list that keeps moving, two more readings to its end do not settle it
		// (docs/rate-limits.md). The next poll reads the list afresh.
		await expect(api.trigger.poll()).rejects.toThrow(
			/lost a record while it was read that 2 more readings of it to its end did not find/,
		);
		expect(api.mock.requests.length).toBeLessThanOrEqual(3 * 25 + 10);
	});
});
