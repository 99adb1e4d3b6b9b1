import { seedContainers } from '../../mock/fixtures';
import { startMoving } from '../../mock/movingList';
import { isoUtc } from '../../mock/time';
import { ids, useMockApi } from '../setup';

/**
 * Container → Get Many, Return All, when the first answer's `meta.total` is the count as of the
 * moment before (docs/rate-limits.md: the live total "can be the count as of the request before"):
 * a container created a second before the read is not in it yet. The later answers give the count
 * now.
 */
describe('Container Get Many, Return All, the first total one behind a container created just before the read', () => {
	const api = useMockApi({
		seed: (state) => {
			seedContainers(state, 250);
			// The newest container, created a second before the read, at the front.
			const newest = state.containers.pop()!;
			newest.attributes.created_at = isoUtc(Date.now() - 1_000);
			state.containers.unshift(newest);
		},
	});

	it.each([
		['a container read on page 1 deleted', false],
		['a container read on page 1 deleted and one on page 3 refreshed to the front', true],
	])('%s while page 2 is asked for: every container there throughout comes out, or the read fails', async (_, refresh) => {
		const state = api.mock.state;
		const deleted = state.containers[5];
		const refreshed = state.containers[240];
		const throughout = state.containers.filter((container) => container !== deleted).map((container) => container.id);
		let answers = 0;
		state.totalServed = (count) => (answers++ === 0 ? count - 1 : count);
		startMoving(state, {
			onArrival: (arrival, moved, now) => {
				if (arrival !== 1) return;
				moved.containers.splice(moved.containers.indexOf(deleted), 1);
				if (!refresh) return;
				moved.containers.splice(moved.containers.indexOf(refreshed), 1);
				refreshed.attributes.terminal_checked_at = isoUtc(now);
				moved.containers.unshift(refreshed);
			},
		});
		const run = await api.run({ resource: 'container', operation: 'getAll', returnAll: true });
		if (run.status !== 'success') return expect(run.error?.message).toMatch(/containers/);
		const out = new Set(ids(run));
		expect(throughout.filter((id) => !out.has(id))).toEqual([]);
	});
});
