import { seedContainers } from '../../mock/fixtures';
import { startMoving } from '../../mock/movingList';
import { isoUtc } from '../../mock/time';
import { ids, useMockApi } from '../setup';

/**
 * What Container → Get Many, Return All of 2,500 containers (25 pages) costs, against what
 * docs/rate-limits.md says it costs: "Nothing more while nothing moves, on a list whose records
 * carry created_at", and "A drop of the count costs the pages from where either reading of the
 * total puts what moved forward up to the page that showed it".
 */
const PAGES = 25;

describe('Container Get Many, Return All of 2,500 containers: what a read costs', () => {
	const api = useMockApi({ seed: (state) => void seedContainers(state, 2_500) });
	const returnAll = { resource: 'container', operation: 'getAll', returnAll: true };

	it('a list that does not move, one container created half a minute before the read on page 2: its 25 pages', async () => {
		api.mock.state.containers[150].attributes.created_at = isoUtc(Date.now() - 30_000);
		const run = await api.run(returnAll);
		expect(ids(run)).toHaveLength(2_500);
		expect(api.mock.requests.length).toBe(PAGES);
	});

	it('one container not yet read deleted while page 2 is asked for: the drop costs the pages around it, not a second read of the list', async () => {
		startMoving(api.mock.state, {
			onArrival: (arrival, state) => {
				if (arrival === 1) state.containers.splice(1_900, 1);
			},
		});
		const run = await api.run(returnAll);
		expect(ids(run)).toHaveLength(2_499);
		// Page 2 shows the drop: pages 1 and 2 again at most, and one more for a total that may lag.
		expect(api.mock.requests.length).toBeLessThanOrEqual(PAGES + 3);
	});
});
