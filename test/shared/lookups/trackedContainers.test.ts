/**
 * The containers of the shipments still tracked, read through n8n's request helpers against the
 * mock's account of mostly stopped shipments: what is read, what it costs, and what an API that
 * ignores the filter changes (requests, never the containers).
 */
import fc from 'fast-check';
import type { IDataObject } from 'n8n-workflow';

import type { JsonApiResource } from '../../../nodes/Terminal49/shared/jsonapi';
import {
	readTracked,
	stillTracked,
} from '../../../nodes/Terminal49/shared/lookups/trackedContainers';
import { relatedIdentifier } from '../../../nodes/Terminal49/shared/jsonapi';
import {
	linkContainers,
	makeTerminal,
	seedContainers,
	seedMostlyStoppedAccount,
} from '../../mock/fixtures';
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
	state.shortInclude = undefined;
	const tracked = seedMostlyStoppedAccount(state, containers, trackedEvery);
	api.mock.reset();
	return tracked;
}
const containersOf = (shipments: ShipmentResource[]) =>
	shipments.flatMap((s) => s.relationships.containers.data.map((ref) => ref.id));
const context = () => api.context();

async function read(stopsAt?: (container: JsonApiResource) => boolean) {
	const met: string[] = [];
	const result = await readTracked.call(context(), {
		each: (container, _related, done) => {
			met.push(container.id);
			if (stopsAt?.(container)) done();
		},
	});
	return { met, result };
}

describe('readTracked', () => {
	it('reads the containers of the shipments still tracked, and only those: one request per 100 tracked shipments', async () => {
		const tracked = account(3_000);
		const { met, result } = await read();
		expect(met).toEqual(containersOf(tracked));
		expect(met).toHaveLength(300);
		expect(result).toMatchObject({ complete: true, pagesFetched: 1, stoppedSkipped: 0 });
		expect(
			api.mock.requests.map((r) => [r.path, r.query['filter[tracking_stopped]'], r.query.include]),
		).toEqual([['/shipments', 'false', 'containers']]);
		// A streamed read holds no shipment; one that collects gets the tracked ones.
		expect(result.shipments).toEqual([]);
		const collected = await readTracked.call(context(), {
			each: () => undefined,
			collectIncluded: true,
		});
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
		const shipment = (attributes: IDataObject): JsonApiResource => ({
			id: 's',
			type: 'shipment',
			attributes,
		});
		expect(
			stillTracked(
				shipment({ line_tracking_stopped_at: null, line_tracking_stopped_reason: null }),
			),
		).toBe(true);
		expect(stillTracked(shipment({}))).toBe(true);
		expect(stillTracked(shipment({ line_tracking_stopped_at: '2026-01-01T00:00:00Z' }))).toBe(
			false,
		);
		expect(stillTracked(shipment({ line_tracking_stopped_reason: 'past_arrival_window' }))).toBe(
			false,
		);
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
					startMoving(api.mock.state, {
						list: 'shipments',
						refreshesAt: (arrival) => plan.refreshes[arrival] ?? 0,
						seed: plan.seed,
					});
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

describe('readTracked when an include comes back short of what a shipment names', () => {
	/** Gives `shipment` `extra` more containers of its own (the shipments seeded with them are dropped). */
	function grow(shipment: ShipmentResource, extra: number): void {
		const { state } = api.mock;
		const shipmentsBefore = state.shipments.length;
		const added = seedContainers(state, extra);
		state.shipments.splice(shipmentsBefore);
		linkContainers(shipment, added);
	}
	const byIdReads = () =>
		api.mock.requests
			.filter((r) => r.path.startsWith('/containers/'))
			.map((r) => r.path.slice('/containers/'.length));

	it('a shipment names 3 containers but 2 are included: the third is read by id, and every container comes out once', async () => {
		const tracked = account(300, 10);
		const shipment = tracked[0];
		shipment.relationships.containers.data.splice(3);
		const leftOut = shipment.relationships.containers.data[2].id;
		api.mock.state.shortInclude = { leftOut: new Set([leftOut]) };
		const { met, result } = await read();
		expect(met.sort()).toEqual(containersOf(tracked).sort());
		expect(byIdReads()).toEqual([leftOut]);
		expect(result).toMatchObject({ complete: true, readById: 1 });
	});

	it('an include that stops at 100 of a shipment’s 150 containers: the other 50 are read by id, one request each', async () => {
		const tracked = account(300, 10);
		grow(tracked[1], 140);
		api.mock.state.shortInclude = { perShipmentCap: 100 };
		const { met, result } = await read();
		expect(met).toHaveLength(new Set(met).size);
		expect(new Set(met)).toEqual(new Set(containersOf(tracked)));
		expect(met).toHaveLength(3 * 10 + 140);
		expect(byIdReads()).toEqual(
			tracked[1].relationships.containers.data.slice(100).map((ref) => ref.id),
		);
		expect(result.readById).toBe(50);
	});

	it('the container’s own POD terminal comes with it, whether its page included it or it was read by id', async () => {
		const tracked = account(300, 10);
		const shipment = tracked[0];
		const [elsewhere, missing] = shipment.relationships.containers.data.map(
			(ref) => api.mock.state.containers.find((c) => c.id === ref.id)!,
		);
		const terminal = makeTerminal({ name: 'Elsewhere Terminal' });
		api.mock.state.terminals.push(terminal);
		for (const container of [elsewhere, missing])
			container.relationships.pod_terminal = { data: { id: terminal.id, type: 'terminal' } };
		api.mock.state.shortInclude = { leftOut: new Set([missing.id]) };
		const terminals = new Map<string, unknown>();
		await readTracked.call(context(), {
			include: ['pod_terminal'],
			each: (container, related) => {
				const terminalId = relatedIdentifier(container, 'pod_terminal')?.id;
				terminals.set(container.id, related.get(`terminal:${terminalId}`)?.attributes?.name);
			},
		});
		expect(terminals.get(elsewhere.id)).toBe('Elsewhere Terminal');
		expect(terminals.get(missing.id)).toBe('Elsewhere Terminal');
		expect(api.mock.requests.find((r) => r.path === '/shipments')?.query.include).toBe(
			'containers,containers.pod_terminal',
		);
	});

	it('a container removed before it could be read by id is left out, as any record removed during a read may be', async () => {
		const tracked = account(300, 10);
		const gone = tracked[0].relationships.containers.data[4].id;
		api.mock.state.shortInclude = { leftOut: new Set([gone]) };
		api.mock.state.containers.splice(
			api.mock.state.containers.findIndex((c) => c.id === gone),
			1,
		);
		const { met, result } = await read();
		expect(met.sort()).toEqual(
			containersOf(tracked)
				.filter((id) => id !== gone)
				.sort(),
		);
		expect(result).toMatchObject({ complete: true, readById: 1 });
	});

	it('property: under any short include every tracked container comes out once, at one extra request per container left out and none otherwise', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.record({
					containers: fc.integer({ min: 10, max: 300 }),
					trackedEvery: fc.integer({ min: 1, max: 4 }),
					cap: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
					leftOutEvery: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
				}),
				async (plan) => {
					const tracked = account(plan.containers, plan.trackedEvery);
					const ids = containersOf(tracked);
					const leftOut =
						plan.leftOutEvery === undefined
							? undefined
							: new Set(ids.filter((_id, index) => index % plan.leftOutEvery! === 0));
					api.mock.state.shortInclude = { perShipmentCap: plan.cap, leftOut };
					const { met, result } = await read();
					expect(met).toHaveLength(new Set(met).size);
					expect(new Set(met)).toEqual(new Set(ids));
					const included = tracked.flatMap((s) => {
						const kept = s.relationships.containers.data.filter((ref) => !leftOut?.has(ref.id));
						return plan.cap === undefined ? kept : kept.slice(0, plan.cap);
					});
					expect(byIdReads()).toHaveLength(ids.length - included.length);
					expect(result.readById).toBe(ids.length - included.length);
				},
			),
			{ numRuns: 15 },
		);
	});
});
