import { setThrottleTestSeam } from '../support/processState';
import { seedContainers } from '../mock/fixtures';
import { startMoving } from '../mock/movingList';
import { usePollTrigger } from './setup';

/**
 * The Polling Trigger, Watch All Containers, on 2,500 containers while the list is refreshed one
 * container a request (the pace bench/RESULTS.md § 8 projects) and one container is deleted before
 * the poll's walk reaches it. The poll reads /containers with the same pager as Return All.
 */
describe('Polling Trigger, Watch All Containers, a container deleted ahead of the walk on a list refreshed one container a request', () => {
	const api = usePollTrigger({}, { seed: (state) => void seedContainers(state, 2_500), rateLimit: { requests: 100, windowMs: 1_200 } });
	beforeEach(() => setThrottleTestSeam({ windowMs: 1_200 }));
	afterEach(() => setThrottleTestSeam(undefined));

	it('the poll completes, for about the list’s pages', async () => {
		await api.trigger.watch();
		api.mock.reset();
		startMoving(api.mock.state, {
			refreshesAt: () => 1,
			onArrival: (arrival, state) => {
				if (arrival === 1) state.containers.splice(1_900, 1);
			},
		});
		// No LFD moved: the poll announces nothing, and must not fail.
		expect(await api.trigger.poll()).toBeNull();
		expect(api.mock.requests.length).toBeLessThanOrEqual(30);
	});
});
