import type { IDataObject } from 'n8n-workflow';

import { makeTerminal, seedContainers, seedMostlyStoppedAccount } from '../../mock/fixtures';
import { startMoving } from '../../mock/movingList';
import { mockUuid } from '../../mock/state';
import { isoUtc } from '../../mock/time';
import { ids, useMockApi, v2 } from '../setup';

/**
 * Container → Get Many, Containers to Read: tracked, on an API whose `meta.total` is the count as of
 * the request before (the lag docs/rate-limits.md reads every total under) and whose `next` links
 * count pages from that same total, as a paginator that counts its pages with its count query does.
 */
const getAll = (parameters: IDataObject) => ({
	resource: 'container',
	operation: 'getAll',
	...parameters,
});

describe('Container Get Many, Containers to Read = tracked, next links counted from a total one answer behind', () => {
	// 2,000 containers in 200 shipments, every one tracked: two full pages of shipments.
	const api = useMockApi({
		seed: (state) => {
			state.terminals.push(
				makeTerminal({}, { id: mockUuid('terminal', 1) }),
				makeTerminal({}, { id: mockUuid('terminal', 2) }),
			);
			seedMostlyStoppedAccount(state, 2_000, 1);
		},
	});

	it('a shipment created while page 2 is asked for: every container of a shipment tracked throughout comes out, or the read fails', async () => {
		const state = api.mock.state;
		const throughout = state.shipments.flatMap((shipment) =>
			shipment.relationships.containers.data.map((container) => container.id),
		);
		const counts: number[] = [];
		state.totalServed = (count) => {
			counts.push(count);
			return counts[Math.max(0, counts.length - 2)];
		};
		state.linksFromTotalServed = true;
		startMoving(state, {
			list: 'shipments',
			onArrival: (arrival, moved, now) => {
				if (arrival !== 1) return;
				seedContainers(moved, 10, now);
				const created = moved.shipments.pop()!;
				created.attributes.created_at = isoUtc(now);
				moved.shipments.unshift(created);
			},
		});
		const run = await api.run(getAll({ returnAll: true, containersToRead: 'tracked' }), v2);
		if (run.status !== 'success') return expect(run.error?.message).toMatch(/shipments/);
		const out = new Set(ids(run));
		expect(throughout.filter((id) => !out.has(id))).toEqual([]);
	});
});
