/**
 * What a poll does with a container its read did not meet: it reads it by id before counting it
 * missed, so a container a short include or a truncated list left out is compared as any other,
 * and one whose shipment stopped is compared once more, its last change announced, before it
 * leaves the watch. Through n8n's poll executor against the mock, with the default Watch
 * (Containers Still Tracked) and Events.
 */
import fc from 'fast-check';
import type { IDataObject } from 'n8n-workflow';

import { forgetPollsInProcess, setThrottleTestSeam } from '../support/processState';
import { isoUtc, makeTerminal, seedMostlyStoppedAccount } from '../mock/fixtures';
import type { ContainerResource, ContainerStatus, ShipmentResource } from '../mock/resources';
import { useUnlimitedMock } from '../support/unlimitedMock';
import { PollHarness, usePollTrigger } from './setup';

const DAY = 86_400_000;
const later = (lfd: string | null, days: number) =>
	isoUtc(Date.parse(lfd ?? '2031-01-01T08:00:00Z') + days * DAY);
const announced = (items: IDataObject[] | null) =>
	(items ?? []).map((item) => [(item.container as IDataObject).id, item.event, item.changes]);
const misses = (trigger: PollHarness, id: string) =>
	String((trigger.memory.containers as Record<string, string>)[id]).split('|')[5];

describe('Polling trigger: a container the poll did not meet is read by id before it counts as missed', () => {
	// 300 containers in 30 shipments; 3 shipments (30 containers) still tracked.
	const api = usePollTrigger(
		{},
		{
			seed: (state) => {
				state.terminals.push(
					makeTerminal({ name: 'Fenix Marine Services' }),
					makeTerminal({ name: 'Maher Terminals' }),
				);
				seedMostlyStoppedAccount(state, 300);
			},
		},
	);
	const watching = () => api.newTrigger({}, 'onEmit', 2);
	const trackedShipments = () =>
		api.mock.state.shipments.filter((s) => s.attributes.line_tracking_stopped_at === null);
	const containerOf = (shipment: ShipmentResource, index: number) =>
		api.mock.state.containers.find(
			(c) => c.id === shipment.relationships.containers.data[index].id,
		)!;
	const byIdReads = () =>
		api.mock.requests
			.filter((r) => r.path.startsWith('/containers/'))
			.map((r) => r.path.slice('/containers/'.length));
	const stop = (shipment: ShipmentResource) => {
		shipment.attributes.line_tracking_stopped_at = isoUtc(Date.now());
		shipment.attributes.line_tracking_stopped_reason = 'all_containers_terminated';
	};

	it('a container its shipment’s include left out: its LFD change is announced and no miss is counted', async () => {
		const trigger = watching();
		await trigger.watch();
		const [shipment] = trackedShipments();
		const container = containerOf(shipment, 2);
		api.mock.state.shortInclude = { leftOut: new Set([container.id]) };
		const before = container.attributes.pickup_lfd;
		container.attributes.pickup_lfd = later(before, 2);
		api.mock.reset();
		expect(announced(await trigger.poll())).toEqual([
			[
				container.id,
				'container.pickup_lfd.changed',
				{ pickup_lfd: { previous: before, current: container.attributes.pickup_lfd } },
			],
		]);
		expect(misses(trigger, container.id)).toBeUndefined();
		expect(byIdReads()).toEqual([container.id]);
	});

	it('a container its tracked shipment no longer names, but the API still has: read by id, compared, still watched', async () => {
		const trigger = watching();
		await trigger.watch();
		const [shipment] = trackedShipments();
		const container = containerOf(shipment, 4);
		shipment.relationships.containers.data.splice(4, 1);
		container.attributes.current_status =
			container.attributes.current_status === 'picked_up' ? 'available' : 'picked_up';
		api.mock.reset();
		expect(announced(await trigger.poll()).map(([id, event]) => [id, event])).toEqual([
			[container.id, 'container.updated'],
		]);
		expect(misses(trigger, container.id)).toBeUndefined();
		expect(byIdReads()).toEqual([container.id]);
		// Still missing from the list: read by id again, since it is still watched, and quiet.
		api.mock.reset();
		expect(await trigger.poll()).toBeNull();
		expect(byIdReads()).toEqual([container.id]);
	});

	it('a shipment that stops right after its container became empty_returned: the change is announced once, then the container leaves the watch', async () => {
		const trigger = watching();
		await trigger.watch();
		const [shipment] = trackedShipments();
		const returned = containerOf(shipment, 0);
		const moved = containerOf(shipment, 1);
		const statusBefore = returned.attributes.current_status;
		returned.attributes.current_status = 'empty_returned';
		moved.attributes.pickup_lfd = later(moved.attributes.pickup_lfd, 1);
		stop(shipment);
		api.mock.reset();
		const items = announced(await trigger.poll());
		expect(items).toEqual([
			[
				returned.id,
				'container.updated',
				{ current_status: { previous: statusBefore, current: 'empty_returned' } },
			],
			[moved.id, 'container.pickup_lfd.changed', expect.any(Object)],
		]);
		// One request per container of the stopped shipment, once.
		expect(byIdReads().sort()).toEqual(
			shipment.relationships.containers.data.map((r) => r.id).sort(),
		);
		expect(misses(trigger, returned.id)).toBe('1');
		for (let poll = 0; poll < 3; poll++) {
			api.mock.reset();
			expect(await trigger.poll()).toBeNull();
			expect(byIdReads()).toEqual([]);
		}
		expect((trigger.memory.containers as Record<string, string>)[returned.id]).toBe('-');
	});

	it('nothing missing: one request a poll, none by id', async () => {
		const trigger = watching();
		await trigger.watch();
		for (let poll = 0; poll < 2; poll++) {
			api.mock.reset();
			expect(await trigger.poll()).toBeNull();
			expect(api.mock.requests.map((r) => r.path)).toEqual(['/shipments']);
		}
	});

	it('Fetch Test Event under Containers Still Tracked samples what that Watch reads, never a stopped shipment’s container', async () => {
		const tracked = new Set(
			trackedShipments().flatMap((s) => s.relationships.containers.data.map((r) => r.id)),
		);
		expect(tracked.has(api.mock.state.containers[0].id)).toBe(false);
		const run = await watching().fetchTestEvent();
		expect(run.status).toBe('success');
		const items = run.nodes['Terminal49 Polling Trigger'].items.map((item) => item.json);
		expect(items.length).toBeGreaterThan(0);
		for (const item of items)
			expect(tracked.has(String((item.container as IDataObject).id))).toBe(true);
		expect(api.mock.requests.map((r) => r.path)).toEqual(['/shipments']);
	});
});

describe('Polling trigger: many containers missing at once', () => {
	// 400 containers in 40 shipments, all still tracked; the rate limit's window shortened, as its pace is not what is tested.
	const api = usePollTrigger(
		{},
		{ rateLimit: false, seed: (state) => void seedMostlyStoppedAccount(state, 400, 1) },
	);
	beforeEach(() => setThrottleTestSeam({ windowMs: 10, safetyMarginMs: 0 }));
	afterEach(() => setThrottleTestSeam(undefined));

	it('every shipment stops at once: 300 containers are read by id in this poll, the other 100 at the next, and each last change is announced', async () => {
		const trigger = api.newTrigger({}, 'onEmit', 2);
		await trigger.watch();
		const first = api.mock.state.containers[0];
		const last = api.mock.state.containers[399];
		for (const container of [first, last])
			container.attributes.current_status =
				container.attributes.current_status === 'picked_up' ? 'available' : 'picked_up';
		for (const shipment of api.mock.state.shipments) {
			shipment.attributes.line_tracking_stopped_at = isoUtc(Date.now());
			shipment.attributes.line_tracking_stopped_reason = 'all_containers_terminated';
		}
		const byId = () => api.mock.requests.filter((r) => r.path.startsWith('/containers/')).length;
		api.mock.reset();
		const firstPoll = announced(await trigger.poll()).map(([id]) => id);
		expect(byId()).toBe(300);
		expect(
			trigger.logs.some(
				(log) => log.level === 'warn' && log.message.includes('more than 300 containers'),
			),
		).toBe(true);
		api.mock.reset();
		const secondPoll = announced(await trigger.poll()).map(([id]) => id);
		expect(byId()).toBe(100);
		expect([...firstPoll, ...secondPoll].sort()).toEqual([first.id, last.id].sort());
		api.mock.reset();
		expect(await trigger.poll()).toBeNull();
		expect(byId()).toBe(0);
	});
});

describe('Polling trigger: property over HTTP to the mock', () => {
	const api = useUnlimitedMock();
	const STATUSES: ContainerStatus[] = ['available', 'not_available', 'picked_up', 'empty_returned'];
	const trackedIds = (shipments: readonly ShipmentResource[]) =>
		new Set(
			shipments
				.filter((s) => s.attributes.line_tracking_stopped_at === null)
				.flatMap((s) => s.relationships.containers.data.map((r) => r.id)),
		);

	it('a poll announces every LFD or status change of a container tracked at either of two polls, under short includes and stops, and nothing else', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.record({
					containers: fc.integer({ min: 10, max: 120 }),
					trackedEvery: fc.integer({ min: 1, max: 4 }),
					lfdMoves: fc.array(fc.nat(), { maxLength: 12 }),
					statusChanges: fc.array(fc.tuple(fc.nat(), fc.constantFrom(...STATUSES)), {
						maxLength: 12,
					}),
					stops: fc.array(fc.nat(), { maxLength: 4 }),
					cap: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
					leftOutEvery: fc.option(fc.integer({ min: 1, max: 7 }), { nil: undefined }),
				}),
				async (plan) => {
					const { state } = api.mock;
					state.containers.length = 0;
					state.shipments.length = 0;
					state.shortInclude = undefined;
					seedMostlyStoppedAccount(state, plan.containers, plan.trackedEvery);
					forgetPollsInProcess();
					const trigger = new PollHarness(
						{ apiKey: api.mock.apiKey, baseUrl: api.mock.url },
						{},
						'onEmit',
						2,
					);
					await trigger.watch();
					const trackedBefore = trackedIds(state.shipments);

					const expected = new Set<string>();
					const pick = (n: number): ContainerResource =>
						state.containers[n % state.containers.length];
					const before = new Map(
						state.containers.map((c) => [
							c.id,
							{ lfd: c.attributes.pickup_lfd, status: c.attributes.current_status },
						]),
					);
					for (const n of plan.lfdMoves)
						pick(n).attributes.pickup_lfd = later(pick(n).attributes.pickup_lfd, 1 + (n % 3));
					for (const [n, status] of plan.statusChanges) pick(n).attributes.current_status = status;
					const tracked = state.shipments.filter(
						(s) => s.attributes.line_tracking_stopped_at === null,
					);
					for (const n of plan.stops) {
						const shipment = tracked[n % tracked.length];
						shipment.attributes.line_tracking_stopped_at = isoUtc(Date.now());
						shipment.attributes.line_tracking_stopped_reason = 'all_containers_terminated';
					}
					const leftOut =
						plan.leftOutEvery === undefined
							? undefined
							: new Set(
									state.containers.filter((_c, i) => i % plan.leftOutEvery! === 0).map((c) => c.id),
								);
					state.shortInclude = { perShipmentCap: plan.cap, leftOut };

					const trackedAfter = trackedIds(state.shipments);
					for (const container of state.containers) {
						if (!trackedBefore.has(container.id) && !trackedAfter.has(container.id)) continue;
						const was = before.get(container.id)!;
						if (was.lfd !== container.attributes.pickup_lfd)
							expected.add(`${container.id} container.pickup_lfd.changed`);
						if (was.status !== container.attributes.current_status)
							expected.add(`${container.id} container.updated`);
					}
					const items = (await trigger.poll()) ?? [];
					const got = items.map(
						(item) => `${String((item.container as IDataObject).id)} ${String(item.event)}`,
					);
					expect(got).toHaveLength(new Set(got).size);
					expect(new Set(got)).toEqual(expected);
					// The next poll finds nothing new.
					expect(await trigger.poll()).toBeNull();
				},
			),
			{ numRuns: 15 },
		);
	});
});
