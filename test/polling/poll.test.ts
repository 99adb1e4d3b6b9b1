import type { IDataObject } from 'n8n-workflow';

import { FORGOTTEN } from '../../nodes/Terminal49/polling/changes';
import { setThrottleTestSeam } from '../support/processState';
import {
	isoUtc,
	makeContainer,
	makeTerminal,
	SEED,
	seedContainers,
	seedDefault,
	seedMostlyStoppedAccount,
} from '../mock/fixtures';
import { mockUuid } from '../mock/state';
import { startMoving } from '../mock/movingList';
import type { MockState } from '../mock/server';
import { PollHarness, usePollTrigger } from './setup';

const DAY = 86_400_000;
const LFD_EVENTS = [
	'container.pickup_lfd.changed',
	'container.pickup_lfd_line.changed',
	'container.pickup_lfd_terminal.changed',
	'container.pickup_lfd_rail.changed',
];
const ALL_EVENTS = [...LFD_EVENTS, 'container.updated', 'container.created'];

/** An LFD `days` after the given one, written as the API writes it. */
const later = (lfd: string | null, days: number) => isoUtc(Date.parse(lfd!) + days * DAY);

describe('Polling trigger: baseline, no change, one change', () => {
	const api = usePollTrigger();

	it('activation costs one request and notes when it started watching; the next poll records a baseline and emits nothing', async () => {
		const activatedAt = Date.now();
		expect(await api.trigger.activate()).toBeNull();
		expect(api.mock.requests.map((r) => [r.path, r.query])).toEqual([
			['/containers', { 'page[size]': '1', 'page[number]': '1' }],
		]);
		expect(api.trigger.memory).toEqual({ version: 1, watchingSince: expect.any(String) });
		expect(
			activatedAt - Date.parse(api.trigger.memory.watchingSince as string),
		).toBeGreaterThanOrEqual(2 * 60_000 - 1000);

		expect(await api.trigger.poll()).toBeNull();
		expect(api.mock.requests.slice(1).map((r) => r.query)).toEqual([
			{ 'page[size]': '100', 'page[number]': '1' },
		]);
		expect(Object.keys(api.trigger.memory.containers as IDataObject).sort()).toEqual(
			[...SEED.containerIds].sort(),
		);
	});

	it('activation with a rejected key fails, as n8n shows it when activating', async () => {
		const trigger = new PollHarness({ apiKey: 'wrong-key-123', baseUrl: api.mock.url }, {});
		await expect(trigger.activate()).rejects.toThrow(/Terminal49 answered 401/);
	});

	it('nothing changed: null every time, and nothing for n8n to save', async () => {
		await api.trigger.watch();
		expect(await api.trigger.poll()).toBeNull();
		expect(await api.trigger.poll()).toBeNull();
		expect(api.calls()).toHaveLength(4);
		expect(api.trigger.saves).toBe(0);
		// with durable poll cursors n8n saves after a poll that changed the memory: only the first two did
		const durable = api.newTrigger({}, 'everyPoll');
		await durable.watch();
		await durable.poll();
		await durable.poll();
		expect(durable.saves).toBe(2);
	});

	it('one LFD moved: one item in the webhook trigger’s shape, with the previous value; then quiet again', async () => {
		await api.trigger.watch();
		const container = api.mock.state.containers[0];
		const previous = container.attributes.pickup_lfd;
		container.attributes.pickup_lfd = later(previous, 2);

		const items = await api.trigger.poll();
		expect(items).toEqual([
			{
				event: 'container.pickup_lfd.changed',
				notification_id: null,
				created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
				container: expect.objectContaining({
					id: container.id,
					type: 'container',
					number: container.attributes.number,
					pickup_lfd: container.attributes.pickup_lfd,
					shipment: { id: SEED.shipmentIds[0], type: 'shipment' },
				}),
				lfd: {
					field: 'pickup_lfd',
					value: container.attributes.pickup_lfd,
					timezone: 'America/Los_Angeles',
				},
				changes: { pickup_lfd: { previous, current: container.attributes.pickup_lfd } },
			},
		]);
		expect(await api.trigger.poll()).toBeNull();
	});

	it('a restart after an emit: the saved memory is current, and a change made while n8n was down is announced', async () => {
		await api.trigger.watch();
		api.mock.state.containers[0].attributes.current_status = 'picked_up';
		expect(await api.trigger.poll()).toHaveLength(1);
		expect(api.trigger.saves).toBe(1);
		api.trigger.restart();
		api.mock.state.containers[1].attributes.current_status = 'available';
		expect(await api.trigger.activate()).toBeNull();
		const items = await api.trigger.poll();
		expect(items?.map((item) => [item.event, (item.container as IDataObject).id])).toEqual([
			['container.updated', SEED.containerIds[1]],
		]);
	});

	it('activating again without a restart of n8n is a full poll: what changed meanwhile is announced at once', async () => {
		await api.trigger.watch();
		api.mock.state.containers[2].attributes.current_status = 'picked_up';
		expect((await api.trigger.activate())?.map((item) => item.event)).toEqual([
			'container.updated',
		]);
	});

	it('a restart before the first emit: n8n never saved the baseline, so it is recorded again', async () => {
		await api.trigger.watch();
		expect(api.trigger.saves).toBe(0);
		api.trigger.restart();
		api.mock.state.containers[1].attributes.current_status = 'available';
		await api.trigger.activate();
		expect(await api.trigger.poll()).toBeNull();
		// with 2.x's durable poll cursors the baseline survives
		const durable = api.newTrigger({}, 'everyPoll');
		await durable.watch();
		durable.restart();
		api.mock.state.containers[1].attributes.current_status = 'grounded';
		await durable.activate();
		expect((await durable.poll())?.map((item) => item.changes)).toEqual([
			{ current_status: { previous: 'available', current: 'grounded' } },
		]);
	});
});

describe('Polling trigger: what it announces', () => {
	const api = usePollTrigger({ events: ALL_EVENTS });

	it('a status change is container.updated with changes.current_status, and no lfd', async () => {
		await api.trigger.watch();
		api.mock.state.containers[1].attributes.current_status = 'available';
		const [item] = (await api.trigger.poll())!;
		expect(item).toMatchObject({
			event: 'container.updated',
			changes: { current_status: { previous: 'not_available', current: 'available' } },
		});
		expect(item).not.toHaveProperty('lfd');
	});

	it('each import_deadlines field is its own event, with the zone the API documents for it', async () => {
		await api.trigger.watch();
		const rail = api.mock.state.containers[5]; // on rail to Chicago
		const previous = rail.attributes.import_deadlines!.pickup_lfd_rail;
		rail.attributes.import_deadlines = {
			...rail.attributes.import_deadlines!,
			pickup_lfd_rail: later(previous, 1),
		};
		const line = api.mock.state.containers[8]; // on the water, line LFD only
		line.attributes.import_deadlines = {
			...line.attributes.import_deadlines!,
			pickup_lfd_line: null,
		};

		const items = (await api.trigger.poll())!;
		expect(items.map((item) => [item.event, item.lfd])).toEqual([
			[
				'container.pickup_lfd_rail.changed',
				{ field: 'pickup_lfd_rail', value: later(previous, 1), timezone: 'America/Chicago' },
			],
			[
				'container.pickup_lfd_line.changed',
				{ field: 'pickup_lfd_line', value: null, timezone: 'America/Los_Angeles' },
			],
		]);
		expect(items[1].changes).toEqual({
			pickup_lfd_line: { previous: expect.any(String), current: null },
		});
	});

	it('an LFD set for the first time, and one cleared: both are news', async () => {
		await api.trigger.watch();
		const none = api.mock.state.containers[7];
		none.attributes.pickup_lfd = '2030-01-02T08:00:00Z';
		api.mock.state.containers[2].attributes.pickup_lfd = null;
		const items = (await api.trigger.poll())!;
		expect(items.map((item) => [item.event, item.changes])).toEqual([
			[
				'container.pickup_lfd.changed',
				{ pickup_lfd: { previous: expect.any(String), current: null } },
			],
			[
				'container.pickup_lfd.changed',
				{ pickup_lfd: { previous: null, current: '2030-01-02T08:00:00Z' } },
			],
		]);
	});

	it('the same instant written another way is no change', async () => {
		await api.trigger.watch();
		const container = api.mock.state.containers[0];
		container.attributes.pickup_lfd = new Date(
			Date.parse(container.attributes.pickup_lfd!),
		).toISOString();
		expect(await api.trigger.poll()).toBeNull();
	});

	it('a container created after the trigger started is new; an older one coming into sight is only recorded', async () => {
		await api.trigger.watch();
		const fresh = makeContainer({
			number: 'MSKU9999996',
			created_at: isoUtc(Date.now()),
			current_status: 'new',
		});
		const old = makeContainer({ number: 'MSKU9999997', created_at: isoUtc(Date.now() - 30 * DAY) });
		api.mock.state.containers.push(fresh, old);

		const items = (await api.trigger.poll())!;
		expect(items).toEqual([
			{
				event: 'container.created',
				notification_id: null,
				created_at: expect.any(String),
				container: expect.objectContaining({
					id: fresh.id,
					number: 'MSKU9999996',
					current_status: 'new',
				}),
			},
		]);
		expect(Object.keys(api.trigger.memory.containers as IDataObject)).toEqual(
			expect.arrayContaining([fresh.id, old.id]),
		);
		expect(await api.trigger.poll()).toBeNull();
	});

	it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
		'a new container whose id is "%s" is announced once, then remembered like any other',
		async (id) => {
			await api.trigger.watch();
			const fresh = makeContainer(
				{ number: 'MSKU9999996', created_at: isoUtc(Date.now()), current_status: 'new' },
				{ id },
			);
			api.mock.state.containers.push(fresh);

			const first = (await api.trigger.poll()) ?? [];
			const second = await api.trigger.poll();

			expect(first.map((item) => [item.event, (item.container as IDataObject).id])).toEqual([
				['container.created', id],
			]);
			expect(second).toBeNull();
		},
	);

	it('the baseline announces only the containers created since activation', async () => {
		await api.trigger.activate();
		const fresh = makeContainer({ number: 'MSKU9999996', created_at: isoUtc(Date.now()) });
		api.mock.state.containers.push(fresh);
		api.mock.state.containers[0].attributes.current_status = 'picked_up';
		const items = (await api.trigger.poll())!;
		expect(items.map((item) => [item.event, (item.container as IDataObject).id])).toEqual([
			['container.created', fresh.id],
		]);
	});

	it('a container out of sight is kept for 3 polls, then forgotten; coming back it is not announced as new', async () => {
		await api.trigger.watch();
		const [gone] = api.mock.state.containers.splice(3, 1);
		const fingerprint = () => (api.trigger.memory.containers as Record<string, string>)[gone.id];
		const kept: Array<string | undefined> = [];
		for (let i = 0; i < 4; i++) {
			expect(await api.trigger.poll()).toBeNull();
			kept.push(fingerprint()?.split('|')[5]);
		}
		expect(kept).toEqual(['1', '2', '3', undefined]);
		expect(fingerprint()).toBe(FORGOTTEN);
		api.mock.state.containers.push(gone);
		expect(await api.trigger.poll()).toBeNull();
		expect(fingerprint()?.split('|')).toHaveLength(5);
	});

	it('a container announced as created, out of sight for 4 polls, then back: never a second container.created (a forgotten container keeps its id)', async () => {
		await api.trigger.watch();
		const fresh = makeContainer({
			number: 'MSKU9999996',
			created_at: isoUtc(Date.now()),
			current_status: 'new',
		});
		api.mock.state.containers.push(fresh);
		expect((await api.trigger.poll())!.map((item) => item.event)).toEqual(['container.created']);
		api.mock.state.containers.splice(api.mock.state.containers.indexOf(fresh), 1);
		for (let i = 0; i < 5; i++) expect(await api.trigger.poll()).toBeNull();
		api.mock.state.containers.push(fresh);
		expect(await api.trigger.poll()).toBeNull();
		fresh.attributes.current_status = 'available';
		expect((await api.trigger.poll())!.map((item) => item.event)).toEqual(['container.updated']);
	});

	it('many changes at once: one item per change, in list order', async () => {
		await api.trigger.watch();
		for (const container of api.mock.state.containers.slice(0, 4)) {
			container.attributes.pickup_lfd = later(container.attributes.pickup_lfd, 1);
			container.attributes.import_deadlines = {
				...container.attributes.import_deadlines!,
				pickup_lfd_terminal: container.attributes.pickup_lfd,
			};
		}
		const items = (await api.trigger.poll())!;
		expect(items.map((item) => [(item.container as IDataObject).id, item.event])).toEqual(
			SEED.containerIds.slice(0, 4).flatMap((id) => [
				[id, 'container.pickup_lfd.changed'],
				[id, 'container.pickup_lfd_terminal.changed'],
			]),
		);
	});
});

describe('Polling trigger: only the chosen events', () => {
	const api = usePollTrigger({ events: ['container.pickup_lfd_rail.changed'] });

	it('other changes are recorded but not announced', async () => {
		await api.trigger.watch();
		const rail = api.mock.state.containers[5];
		rail.attributes.pickup_lfd = later(rail.attributes.pickup_lfd, 3);
		rail.attributes.current_status = 'available';
		expect(await api.trigger.poll()).toBeNull();
		rail.attributes.import_deadlines = {
			...rail.attributes.import_deadlines!,
			pickup_lfd_rail: rail.attributes.pickup_lfd,
		};
		const items = (await api.trigger.poll())!;
		expect(items.map((item) => item.event)).toEqual(['container.pickup_lfd_rail.changed']);
	});

	it('an event list from an expression that names something else fails the poll with the allowed names', async () => {
		const trigger = api.newTrigger({ events: '={{ ["container.transport.available"] }}' });
		await expect(trigger.poll()).rejects.toThrow(
			'Events: "container.transport.available" cannot be polled for',
		);
		expect(api.mock.requests).toHaveLength(0);
	});
});

/** 250 containers: three pages of 100 at most. */
function largeAccount(state: MockState): void {
	seedDefault(state);
	state.containers.length = 0;
	state.shipments.length = 0;
	seedContainers(state, 250);
}

describe('Polling trigger: an account of many pages', () => {
	const api = usePollTrigger({ events: ALL_EVENTS }, { seed: largeAccount });
	// Retries wait a fiftieth of the API's time.
	beforeEach(() => setThrottleTestSeam({ windowMs: 1_200 }));
	afterEach(() => setThrottleTestSeam(undefined));
	const pages = [
		'GET /containers?page[number]=1',
		'GET /containers?page[number]=2',
		'GET /containers?page[number]=3',
	];

	it('reads every page at 100 a page, records 250, and finds changes on the first and last pages', async () => {
		await api.trigger.activate();
		api.mock.reset();
		expect(await api.trigger.poll()).toBeNull();
		expect(api.calls()).toEqual(pages);
		expect(api.mock.requests.every((r) => r.query['page[size]'] === '100')).toBe(true);
		expect(Object.keys(api.trigger.memory.containers as IDataObject)).toHaveLength(250);

		const containers = api.mock.state.containers;
		containers[5].attributes.current_status = 'picked_up';
		containers[150].attributes.pickup_lfd = '2031-05-06T07:00:00Z';
		containers[249].attributes.current_status = 'empty_returned';
		api.mock.reset();
		const items = (await api.trigger.poll())!;
		expect(items.map((item) => [(item.container as IDataObject).id, item.event])).toEqual([
			[containers[5].id, 'container.updated'],
			[containers[150].id, 'container.pickup_lfd.changed'],
			[containers[249].id, 'container.updated'],
		]);
		expect(api.calls()).toEqual(pages);
	});

	it('a 429 on a middle page is waited out and the poll completes', async () => {
		await api.trigger.watch();
		api.mock.state.containers[199].attributes.current_status = 'picked_up';
		api.mock.reset();
		api.mock.faults.add({
			kind: '429burst',
			times: 2,
			retryAfter: 0,
			match: { path: '/containers', query: { 'page[number]': '2' } },
		});
		const items = (await api.trigger.poll())!;
		expect(items.map((item) => item.event)).toEqual(['container.updated']);
		expect(api.mock.requests.map((r) => [r.query['page[number]'], r.status])).toEqual([
			['1', 200],
			['2', 429],
			['2', 429],
			['2', 200],
			['3', 200],
		]);
	});

	it('a poll that fails part-way changes nothing; the next one announces what it missed', async () => {
		await api.trigger.watch();
		const memory = JSON.stringify(api.trigger.memory);
		api.mock.state.containers[10].attributes.current_status = 'picked_up';
		api.mock.faults.add({
			kind: 'status',
			status: 400,
			match: { path: '/containers', query: { 'page[number]': '3' } },
		});
		await expect(api.trigger.poll()).rejects.toThrow(/Terminal49 answered 400/);
		expect(JSON.stringify(api.trigger.memory)).toBe(memory);
		const items = (await api.trigger.poll())!;
		expect(items.map((item) => (item.container as IDataObject).id)).toEqual([
			api.mock.state.containers[10].id,
		]);
	});

	it('a poll that finds the previous one still reading skips, and says so', async () => {
		await api.trigger.watch();
		api.mock.reset();
		const [first, second] = await Promise.all([api.trigger.poll(), api.trigger.poll()]);
		expect([first, second]).toEqual([null, null]);
		expect(api.calls()).toEqual(pages);
		expect(api.trigger.logs).toEqual([
			{
				level: 'warn',
				message: expect.stringContaining(
					'the previous poll is still reading the account, so this one was skipped',
				),
			},
		]);
	});
});

describe('Polling trigger: an account whose list moves while it is read', () => {
	const api = usePollTrigger(
		{ events: ALL_EVENTS },
		{
			seed: (state) => {
				largeAccount(state);
				seedContainers(state, 250);
			},
		},
	);
	beforeEach(() => setThrottleTestSeam({ windowMs: 1_200 }));
	afterEach(() => setThrottleTestSeam(undefined));

	const misses = () =>
		Object.values(api.trigger.memory.containers as Record<string, string>).map(
			(packed) => packed.split('|')[5] ?? '0',
		);

	it('polls that each see 100 containers jump to the front while page 2 waits out a 429 miss none; an LFD that then moves is announced', async () => {
		await api.trigger.watch();
		const all = api.mock.state.containers.map((container) => container.id);
		for (let poll = 0; poll < 4; poll++) {
			// The 100 a walk would read last are refreshed while it waits on page 2.
			startMoving(api.mock.state, {
				refreshesAt: (arrival) => (arrival === 1 ? 100 : 0),
				pick: 'back',
			});
			api.mock.faults.add({
				kind: '429burst',
				times: 1,
				retryAfter: 0,
				match: { path: '/containers', query: { 'page[number]': '2' } },
			});
			expect(await api.trigger.poll()).toBeNull();
			expect(Object.keys(api.trigger.memory.containers as IDataObject).sort()).toEqual(
				[...all].sort(),
			);
			expect(new Set(misses())).toEqual(new Set(['0']));
		}
		api.mock.state.movement = undefined;
		const moved = api.mock.state.containers[0];
		moved.attributes.pickup_lfd = later(moved.attributes.pickup_lfd ?? '2031-01-01T08:00:00Z', 2);
		const items = (await api.trigger.poll())!;
		expect(items.map((item) => [(item.container as IDataObject).id, item.event])).toEqual([
			[moved.id, 'container.pickup_lfd.changed'],
		]);
	});

	it('a poll on a list that moves all the time reads each container once, and the ones created meanwhile as new', async () => {
		await api.trigger.watch();
		const before = new Set(api.mock.state.containers.map((container) => container.id));
		const log = startMoving(api.mock.state, {
			refreshesAt: () => 30,
			createdAt: (arrival) => (arrival === 2 ? 3 : 0),
			seed: 7,
		});
		const items = (await api.trigger.poll())!;
		expect(items.map((item) => item.event)).toEqual([
			'container.created',
			'container.created',
			'container.created',
		]);
		expect(items.map((item) => (item.container as IDataObject).id).sort()).toEqual(
			[...log.created].sort(),
		);
		const watched = Object.keys(api.trigger.memory.containers as IDataObject);
		expect(watched).toHaveLength(before.size + 3);
		expect(new Set(misses())).toEqual(new Set(['0']));
	});
});

describe('Polling trigger version 2: watching the containers still tracked', () => {
	// 3,000 containers in 300 shipments, 30 of them still tracked (300 containers).
	const api = usePollTrigger(
		{},
		{
			seed: (state) => {
				state.terminals.push(
					makeTerminal({ name: 'Fenix Marine Services' }, { id: mockUuid('terminal', 1) }),
					makeTerminal({ name: 'Maher Terminals' }, { id: mockUuid('terminal', 2) }),
				);
				seedMostlyStoppedAccount(state, 3_000);
			},
		},
	);
	const watching = (parameters: Record<string, unknown> = {}) =>
		api.newTrigger({ events: ALL_EVENTS, ...parameters }, 'onEmit', 2);
	const trackedContainers = () => {
		const tracked = new Set(
			api.mock.state.shipments
				.filter((s) => s.attributes.line_tracking_stopped_at === null)
				.flatMap((s) => s.relationships.containers.data.map((r) => r.id)),
		);
		return api.mock.state.containers.filter((c) => tracked.has(c.id));
	};
	const stoppedContainer = () =>
		api.mock.state.containers.find((c) => !trackedContainers().includes(c))!;

	it('by default a poll reads only the shipments still tracked, with their containers: one request for 30 shipments instead of 30 for 3,000 containers', async () => {
		const trigger = watching();
		await trigger.activate();
		api.mock.reset();
		expect(await trigger.poll()).toBeNull();
		expect(
			api.mock.requests.map((r) => [r.path, r.query['filter[tracking_stopped]'], r.query.include]),
		).toEqual([['/shipments', 'false', 'containers,containers.pod_terminal']]);
		expect(Object.keys(trigger.memory.containers as IDataObject).sort()).toEqual(
			trackedContainers()
				.map((c) => c.id)
				.sort(),
		);
	});

	it('an LFD that moves in a tracked shipment is announced; one in a stopped shipment is not read at all', async () => {
		const trigger = watching();
		await trigger.watch();
		const [live] = trackedContainers();
		live.attributes.pickup_lfd = later(live.attributes.pickup_lfd ?? '2031-01-01T08:00:00Z', 1);
		stoppedContainer().attributes.pickup_lfd = '2031-02-02T08:00:00Z';
		const items = (await trigger.poll())!;
		expect(items.map((item) => [(item.container as IDataObject).id, item.event])).toEqual([
			[live.id, 'container.pickup_lfd.changed'],
		]);
	});

	it('an API that ignores the filter costs every page, and changes nothing else', async () => {
		api.mock.state.ignoredQuery.add('filter[tracking_stopped]');
		const trigger = watching();
		await trigger.watch();
		const [live] = trackedContainers();
		live.attributes.current_status = 'picked_up';
		stoppedContainer().attributes.current_status = 'picked_up';
		api.mock.reset();
		const items = (await trigger.poll())!;
		expect(items.map((item) => (item.container as IDataObject).id)).toEqual([live.id]);
		expect(api.mock.requests).toHaveLength(3);
		expect(Object.keys(trigger.memory.containers as IDataObject)).toHaveLength(300);
	});

	it('a shipment whose tracking stops leaves the watch: its containers are read by id once, missed 3 polls, then forgotten', async () => {
		const trigger = watching();
		await trigger.watch();
		const shipment = api.mock.state.shipments.find(
			(s) => s.attributes.line_tracking_stopped_at === null,
		)!;
		shipment.attributes.line_tracking_stopped_at = isoUtc(Date.now());
		shipment.attributes.line_tracking_stopped_reason = 'all_containers_terminated';
		const leaving = shipment.relationships.containers.data[0].id;
		const fingerprint = () => (trigger.memory.containers as Record<string, string>)[leaving];
		for (let poll = 0; poll < 4; poll++) expect(await trigger.poll()).toBeNull();
		expect(fingerprint()).toBe(FORGOTTEN);
	});

	it.each([
		['Containers Still Tracked', 'tracked'],
		['All Containers', 'all'],
	])(
		'with Watch %s, an announced container names its terminal and bill of lading, from the same requests',
		async (_title, watch) => {
			const trigger = watching({ watch });
			await trigger.watch();
			const [live] = trackedContainers();
			live.attributes.current_status = 'picked_up';
			const requestsBefore = api.mock.requests.length;
			const [item] = (await trigger.poll())!;
			const shipment = api.mock.state.shipments.find((s) =>
				s.relationships.containers.data.some((r) => r.id === live.id),
			)!;
			const terminal = api.mock.state.terminals.find(
				(t) => t.id === live.relationships.pod_terminal.data?.id,
			);
			expect(terminal).toBeDefined();
			expect(item.container).toMatchObject({
				id: live.id,
				bill_of_lading: shipment.attributes.bill_of_lading_number,
				terminal: terminal!.attributes.name,
			});
			expect(api.mock.requests.length - requestsBefore).toBe(watch === 'tracked' ? 1 : 30);
		},
	);

	it('Watch: All Containers reads /containers as version 1 does', async () => {
		const trigger = watching({ watch: 'all' });
		await trigger.activate();
		api.mock.reset();
		await trigger.poll();
		expect(new Set(api.mock.requests.map((r) => r.path))).toEqual(new Set(['/containers']));
		expect(Object.keys(trigger.memory.containers as IDataObject)).toHaveLength(3_000);
	});

	it('a Watch from an expression may be the editor’s label, in any case, as every option is', async () => {
		const trigger = watching({ watch: 'ALL CONTAINERS' });
		await trigger.activate();
		api.mock.reset();
		await trigger.poll();
		expect(new Set(api.mock.requests.map((r) => r.path))).toEqual(new Set(['/containers']));
	});

	it('a Watch from an expression that names something else fails the poll by name', async () => {
		const trigger = watching({ watch: 'everything' });
		await trigger.activate();
		await expect(trigger.poll()).rejects.toThrow(
			'Watch must be which containers to watch, not "everything". Allowed: tracked, all',
		);
	});
});

describe('Polling trigger: Fetch Test Event in the editor', () => {
	const api = usePollTrigger();

	it('a sample of current containers in the output shape, from one request; the memory is not touched', async () => {
		const run = await api.trigger.fetchTestEvent();
		expect(run.status).toBe('success');
		const items = run.nodes['Terminal49 Polling Trigger'].items.map((item) => item.json);
		expect(items.map((item) => item.event)).toEqual([
			'container.created',
			'container.updated',
			'container.pickup_lfd.changed',
		]);
		expect(items[2]).toMatchObject({
			container: { id: SEED.containerIds[0] },
			lfd: {
				field: 'pickup_lfd',
				value: api.mock.state.containers[0].attributes.pickup_lfd,
				timezone: 'America/Los_Angeles',
			},
			changes: {
				pickup_lfd: { previous: null, current: api.mock.state.containers[0].attributes.pickup_lfd },
			},
		});
		expect(api.mock.requests.map((r) => r.query)).toEqual([
			{ 'page[size]': '25', 'page[number]': '1' },
		]);
		expect(api.trigger.saved).toEqual({});
		// and activating later starts from nothing
		expect(await api.trigger.activate()).toBeNull();
		expect(api.trigger.memory).toEqual({ version: 1, watchingSince: expect.any(String) });
	});

	it('an empty account: a clear error instead of an empty sample', async () => {
		api.mock.state.containers.length = 0;
		const run = await api.trigger.fetchTestEvent();
		expect(run.status).toBe('error');
		expect(run.nodes['Terminal49 Polling Trigger'].error?.message).toBe(
			'No container in this account fits the selected events yet, so there is no sample to show',
		);
	});

	it('a rejected key fails the test fetch with the fix', async () => {
		const trigger = new PollHarness({ apiKey: 'wrong-key-123', baseUrl: api.mock.url }, {});
		const run = await trigger.fetchTestEvent();
		expect(run.nodes['Terminal49 Polling Trigger'].error?.description).toMatch(
			/The API key was not accepted/,
		);
	});
});
