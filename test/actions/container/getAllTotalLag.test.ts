import type { IDataObject } from 'n8n-workflow';

import { makeTerminal, seedContainers, seedMostlyStoppedAccount } from '../../mock/fixtures';
import { startMoving, stopTracking } from '../../mock/movingList';
import type { MockState } from '../../mock/state';
import { mockUuid } from '../../mock/state';
import { isoUtc } from '../../mock/time';
import { ids, useMockApi, v2 } from '../setup';

/**
 * Container → Get Many, Containers to Read: tracked, while the tracked list moves and its
 * `meta.total` lags: docs/rate-limits.md says the live API's total "can be the count as of the
 * request before". A total that is that at some answers and the count now at others (a count
 * cached for a few seconds, the 429 waits making the gaps between requests uneven), or that stays
 * two answers behind, gives 250, 250, 250 while the list counts 250, 251, 250.
 */
const getAll = (parameters: IDataObject) => ({
	resource: 'container',
	operation: 'getAll',
	...parameters,
});

/** A tracked shipment of ten containers, created now: the newest, first in the tracked list. */
function createTrackedShipment(state: MockState, now: number): void {
	seedContainers(state, 10, now);
	const shipment = state.shipments.pop()!;
	shipment.attributes.created_at = isoUtc(now);
	state.shipments.unshift(shipment);
}

/** The total each answer gives, from the list's count at every answer so far. */
const TOTALS: Array<[string, (counts: readonly number[]) => number]> = [
	[
		'the count as of the request before at the second answer only, the count now at the others',
		(counts) => (counts.length === 2 ? counts[0] : counts[counts.length - 1]),
	],
	[
		'the count two answers before (one answer later than the docs allow)',
		(counts) => counts[Math.max(0, counts.length - 3)],
	],
];

describe('Container Get Many, Containers to Read = tracked, a total that lags', () => {
	// 2,500 containers in 250 shipments, every one tracked: three pages of shipments.
	const api = useMockApi({
		seed: (state) => {
			state.terminals.push(
				makeTerminal({}, { id: mockUuid('terminal', 1) }),
				makeTerminal({}, { id: mockUuid('terminal', 2) }),
			);
			seedMostlyStoppedAccount(state, 2_500, 1);
		},
	});

	it.each(TOTALS)(
		'a shipment created while page 2 is asked for, one on page 1 stopped while page 3 is; total %s: every container of a shipment tracked throughout comes out, or the read fails',
		async (_, totalOf) => {
			const state = api.mock.state;
			const stopping = state.shipments[3];
			const throughout = new Set(
				state.shipments
					.filter((s) => s !== stopping)
					.flatMap((s) => s.relationships.containers.data.map((r) => r.id)),
			);
			const counts: number[] = [];
			state.totalServed = (count) => {
				counts.push(count);
				return totalOf(counts);
			};
			startMoving(state, {
				list: 'shipments',
				onArrival: (arrival, moved, now) => {
					if (arrival === 1) createTrackedShipment(moved, now);
					if (arrival === 2) stopTracking(stopping, now);
				},
			});
			const run = await api.run(getAll({ returnAll: true, containersToRead: 'tracked' }), v2);
			// What the API answered: the list counted 250, 251, 250; its totals said 250 each time.
			expect(counts.slice(0, 3)).toEqual([250, 251, 250]);
			if (run.status !== 'success') return expect(run.error?.message).toMatch(/shipments/);
			const out = new Set(ids(run));
			expect([...throughout].filter((id) => !out.has(id))).toEqual([]);
		},
	);
});
