/**
 * The containers of the shipments still tracked, read through n8n's request helpers against the
 * mock's account of mostly stopped shipments: what is read, what it costs, and what an API that
 * ignores the filter changes (requests, never the containers).
 */
import fc from 'fast-check';
import type { IDataObject } from 'n8n-workflow';

import type { JsonApiResource } from '../../../nodes/Terminal49/shared/jsonapi';
import { readTrackedContainers, stillTracked } from '../../../nodes/Terminal49/shared/lookups/trackedContainers';
import { seedMostlyStoppedAccount } from '../../mock/fixtures';
import { startMoving } from '../../mock/movingList';
import { useUnlimitedMock } from '../../support/unlimitedMock';
import type { ShipmentResource } from '../../mock/resources';

const api = useUnlimitedMock();

/** A fresh account of `containers` containers, one shipment in `trackedEvery` still tracked. */
function account(containers: number, trackedEvery = 10): ShipmentResource[] {
	const { mock } = api;
	const { state } = mock;
	state.containers.length = 0;
	state.shipments.length = 0;
	state.movement = undefined;
	state.ignoredQuery.clear();
	const tracked = seedMostlyStoppedAccount(state, containers, trackedEvery);
	api.mock.reset();
	return tracked;
}
const containersOf = (shipments: ShipmentResource[]) => shipments.flatMap((s) => s.relationships.containers.data.map((ref) => ref.id));
const context = () => api.context();

async function read(each?: (container: JsonApiResource) => boolean | void) {
	const met: string[] = [];
	const result = await readTrackedContainers.call(context(), {
		each: (container) => {
			met.push(container.id);
			return each?.(container);
		},
	});
	return { met, result };
}

describe('readTrackedContainers', () => {
	it('reads the containers of the shipments still tracked, and only those: one request per 100 tracked shipments', async () => {
		const tracked = account(3_000);
		const { met, result } = await read();
		expect(met).toEqual(containersOf(tracked));
		expect(met).toHaveLength(300);
		expect(result).toMatchObject({ complete: true, pagesFetched: 1, stoppedSkipped: 0 });
		expect(api.mock.requests.map((r) => [r.path, r.query['filter[tracking_stopped]'], r.query.include])).toEqual([['/shipments', 'false', 'containers']]);
		// A streamed read holds no shipment; one that collects gets the tracked ones.
		expect(result.shipments).toEqual([]);
		const collected = await readTrackedContainers.call(context(), { each: () => undefined, collectIncluded: true });
		expect(collected.shipments.map((s) => s.id)).toEqual(tracked.map((s) => s.id));
	});

	it('an API that ignores filter[tracking_stopped]: the same containers, each shipment re-checked, at the cost of every page', async () => {
		const tracked = account(3_000);
		api.mock.state.ignoredQuery.add('filter[tracking_stopped]');
		const { met, result } = await read();
		expect(met).toEqual(containersOf(tracked));
		expect(result).toMatchObject({ complete: true, pagesFetched: 3, stoppedSkipped: 270 });
	});

	it('a container two shipments list comes once; stopping the read says it is not complete', async () => {
		const tracked = account(1_000, 2);
		tracked[1].relationships.containers.data.push(tracked[0].relationships.containers.data[0]);
		const { met } = await read();
		expect(met).toHaveLength(new Set(met).size);
		expect(new Set(met)).toEqual(new Set(containersOf(tracked)));
		const stopped = await read((container) => container.id === met[12]);
		expect(stopped.met).toEqual(met.slice(0, 13));
		expect(stopped.result.complete).toBe(false);
	});

	it('a shipment is tracked unless it has a stop time or a stop reason', () => {
		const shipment = (attributes: IDataObject): JsonApiResource => ({ id: 's', type: 'shipment', attributes });
		expect(stillTracked(shipment({ line_tracking_stopped_at: null, line_tracking_stopped_reason: null }))).toBe(true);
		expect(stillTracked(shipment({}))).toBe(true);
		expect(stillTracked(shipment({ line_tracking_stopped_at: '2026-01-01T00:00:00Z' }))).toBe(false);
		expect(stillTracked(shipment({ line_tracking_stopped_reason: 'past_arrival_window' }))).toBe(false);
		expect(stillTracked({ id: 's', type: 'shipment' })).toBe(true);
	});

	it('property: while the shipments list moves and the filter may be ignored, every container of a shipment tracked throughout comes once', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.record({
					containers: fc.integer({ min: 10, max: 4_000 }),
					trackedEvery: fc.integer({ min: 1, max: 12 }),
					ignoreFilter: fc.boolean(),
					refreshes: fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 20 }),
					seed: fc.integer({ min: 1, max: 1_000_000 }),
				}),
				async (plan) => {
					const tracked = account(plan.containers, plan.trackedEvery);
					if (plan.ignoreFilter) api.mock.state.ignoredQuery.add('filter[tracking_stopped]');
					startMoving(api.mock.state, { list: 'shipments', refreshesAt: (arrival) => plan.refreshes[arrival] ?? 0, seed: plan.seed });
					const { met, result } = await read();
					expect(met).toHaveLength(new Set(met).size);
					expect(new Set(met)).toEqual(new Set(containersOf(tracked)));
					expect(result.complete).toBe(true);
				},
			),
			{ numRuns: 40 },
		);
	});
});
