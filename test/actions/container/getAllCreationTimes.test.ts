import { seedContainers } from '../../mock/fixtures';
import { startMoving } from '../../mock/movingList';
import { isoUtc } from '../../mock/time';
import { ids, useMockApi } from '../setup';

/**
 * Container → Get Many, Return All, when a record's `created_at` is later than the read's start:
 * the pager dates its start by the later of the API's clock and the newest `created_at` on its
 * first page (docs/rate-limits.md, "When the read began"), so one such record on page 1 moves the
 * start into the future, and records created during the read count as having stood in the list
 * at its start.
 */
describe('Container Get Many, Return All, a created_at later than the read on page 1', () => {
	const api = useMockApi({ seed: (state) => void seedContainers(state, 250) });

	it('a container refreshed from page 3 to the front, then 100 containers created before the catch-up: it comes out, or the read fails', async () => {
		const state = api.mock.state;
		// The first container says it was created ten minutes from now (a clock or data fault on one record).
		state.containers[0].attributes.created_at = isoUtc(Date.now() + 10 * 60_000);
		const refreshed = state.containers[240].id;
		startMoving(state, {
			createdAt: (arrival) => (arrival === 3 ? 100 : 0),
			onArrival: (arrival, moved, now) => {
				if (arrival !== 1) return;
				const index = moved.containers.findIndex((container) => container.id === refreshed);
				const [container] = moved.containers.splice(index, 1);
				container.attributes.terminal_checked_at = isoUtc(now);
				moved.containers.unshift(container);
			},
		});
		const run = await api.run({ resource: 'container', operation: 'getAll', returnAll: true });
		if (run.status !== 'success') return expect(run.error?.message).toMatch(/containers/);
		expect(ids(run)).toContain(refreshed);
	});
});
