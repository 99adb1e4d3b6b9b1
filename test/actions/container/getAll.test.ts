import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { description } from '../../../nodes/Terminal49/actions/container/getAll.operation';
import { setThrottleTestSeam } from '../../support/processState';
import { useWallClockAt } from '../../harness/clock';
import {
	makeTerminal,
	SEED,
	seedContainers,
	seedDefault,
	seedMostlyStoppedAccount,
} from '../../mock/fixtures';
import { startMoving } from '../../mock/movingList';
import type { PlannedContainer } from '../setup';
import { ids, localDateIn, PLAN_ZONES, planContainers, seedPlan, useMockApi, v2 } from '../setup';

const getAll = (parameters: IDataObject) => ({
	resource: 'container',
	operation: 'getAll',
	...parameters,
});

/** All Fields and Selected Fields: the demurrage view as one object. */
const demurrageOf = (item: { json: IDataObject }) => item.json.demurrage as IDataObject;
/** Simplified: the view's fields at the top level, among the container's. */
const simplifiedView = (item: { json: IDataObject }) => item.json;

describe('Get Many containers on the default account', () => {
	const api = useMockApi();

	it('returns Limit containers in the API’s order, one item each, paired with the input item', async () => {
		const run = await api.run(getAll({ limit: 5 }));
		expect(run.error).toBeUndefined();
		expect(ids(run)).toEqual(api.mock.state.containers.slice(0, 5).map((c) => c.id));
		expect(run.items.map((item) => item.pairedItem)).toEqual(Array(5).fill({ item: 0 }));
		expect(api.mock.requests.map((r) => r.query)).toEqual([
			{ 'page[size]': '5', 'page[number]': '1' },
		]);
	});

	it('simplified: attributes at the top level in the API’s snake_case, relationships as references', async () => {
		const run = await api.run(getAll({ limit: 1 }));
		const stored = api.mock.state.containers[0];
		const item = run.items[0].json;
		expect(item).toMatchObject({
			id: stored.id,
			type: 'container',
			number: stored.attributes.number,
			current_status: stored.attributes.current_status,
			pickup_lfd: stored.attributes.pickup_lfd,
			import_deadlines: stored.attributes.import_deadlines,
			shipment: { id: SEED.shipmentIds[0], type: 'shipment' },
			pickup_facility: null,
		});
		expect(item.attributes).toBeUndefined();
		expect(item.relationships).toBeUndefined();
	});

	it('raw: the API’s resources untouched', async () => {
		const run = await api.run(getAll({ limit: 3, include: ['shipment'], simplify: false }));
		expect(run.items.map((item) => item.json)).toEqual(
			JSON.parse(JSON.stringify(api.mock.state.containers.slice(0, 3))),
		);
	});

	describe.each([
		[[], undefined],
		[['shipment'], 'shipment'],
		[['pod_terminal'], 'pod_terminal'],
		[['shipment', 'pod_terminal'], 'shipment,pod_terminal'],
	])('include %p', (include, sent) => {
		it(`asks for include=${String(sent)} and merges exactly those records`, async () => {
			const run = await api.run(getAll({ returnAll: true, include }));
			expect(api.mock.requests.map((r) => r.query.include)).toEqual([sent]);
			expect(run.items).toHaveLength(12);
			for (const { json } of run.items) {
				const shipment = json.shipment as IDataObject;
				const terminal = json.pod_terminal as IDataObject;
				const stored = api.mock.state.shipments.find((s) => s.id === shipment.id)!;
				if (include.includes('shipment' as never)) {
					expect(shipment.bill_of_lading_number).toBe(stored.attributes.bill_of_lading_number);
					// one level deep: the shipment's own relationships stay references
					expect((shipment.containers as IDataObject[])[0]).toEqual({
						id: expect.any(String),
						type: 'container',
					});
				} else {
					expect(shipment).toEqual({ id: stored.id, type: 'shipment' });
				}
				if (include.includes('pod_terminal' as never)) {
					expect(terminal.name).toEqual(expect.any(String));
					expect(terminal.firms_code).toEqual(expect.any(String));
				} else {
					expect(Object.keys(terminal).sort()).toEqual(['id', 'type']);
				}
			}
		});
	});

	it('401: the API’s own text and what to do', async () => {
		const run = await api.run(getAll({ limit: 5 }), {
			credentials: { apiKey: 'wrong-key', baseUrl: api.mock.url },
		});
		expect(run.status).toBe('error');
		expect(run.error?.message).toBe(
			'Terminal49 answered 401: Unauthorized: The API key is invalid',
		);
		expect(run.error?.description).toMatch(/Copy a current key from Terminal49/);
		expect(run.error?.httpCode).toBe('401');
		expect(run.error?.context?.itemIndex).toBe(0);
		expect(api.mock.requests).toHaveLength(1);
	});

	it('refuses a malformed Shipment ID filter before any request', async () => {
		const run = await api.run(getAll({ limit: 5, filters: { shipmentId: 'BL-243891157' } }));
		expect(run.error?.message).toBe('"BL-243891157" is not a valid Shipment ID filter');
		expect(api.mock.requests).toHaveLength(0);
	});

	it('filters on the default account: status, holds, availability, shipment', async () => {
		const byIndex = (indexes: number[]) => indexes.map((i) => SEED.containerIds[i]);
		const cases: Array<[IDataObject, string[]]> = [
			[{ status: ['on_ship'] }, byIndex([7, 8, 9])],
			[{ status: ['available', 'on_rail'] }, byIndex([0, 2, 4, 5])],
			[{ hasHolds: true }, SEED.containers.filter((c) => c.hasHolds).map((c) => c.id)],
			[{ availableForPickup: true }, byIndex([0, 2, 4])],
			[{ shipmentId: SEED.shipmentIds[1] }, byIndex([4, 5, 6])],
			[{ lfdWithinDays: 3 }, byIndex([0, 1, 6])],
		];
		for (const [filters, expected] of cases) {
			const run = await api.run(getAll({ returnAll: true, filters }));
			expect({ filters, ids: ids(run) }).toEqual({ filters, ids: expected });
		}
	});
});

describe('Get Many containers: pages and limits', () => {
	const api = useMockApi({
		seed: (state) => {
			seedDefault(state);
			seedContainers(state, 338); // 350 in all: three full pages of 100 and one of 50
		},
	});
	// Retries wait a fiftieth of the API's time.
	beforeEach(() => setThrottleTestSeam({ windowMs: 1_200 }));
	afterEach(() => setThrottleTestSeam(undefined));

	it('Return All walks every page: each container once, in order', async () => {
		const run = await api.run(getAll({ returnAll: true }));
		expect(ids(run)).toEqual(api.mock.state.containers.map((c) => c.id));
		expect(new Set(ids(run)).size).toBe(350);
		expect(api.mock.requests.map((r) => [r.query['page[number]'], r.query['page[size]']])).toEqual([
			['1', '100'],
			['2', '100'],
			['3', '100'],
			['4', '100'],
		]);
	});

	it.each([
		[1, 1],
		[30, 1],
		[100, 1],
		[101, 2],
		[200, 2],
		[250, 3],
		[349, 4],
		[1000, 4],
	])(
		'Limit %i returns exactly that many (or all) from %i page(s), never asking for more than 100',
		async (limit, pages) => {
			const run = await api.run(getAll({ limit }));
			expect(ids(run)).toEqual(api.mock.state.containers.slice(0, limit).map((c) => c.id));
			expect(api.mock.requests).toHaveLength(pages);
			for (const request of api.mock.requests)
				expect(Number(request.query['page[size]'])).toBeLessThanOrEqual(100);
		},
	);

	it('absorbs a 429 burst in the middle of Return All with nothing duplicated or missing', async () => {
		// Pages 1 and 2 pass; the request for page 3 is refused three times, then passes.
		api.mock.faults.add({ kind: 'slow', delayMs: 0, times: 2, match: { path: '/containers' } });
		api.mock.faults.add({
			kind: '429burst',
			times: 3,
			retryAfter: 0,
			match: { path: '/containers' },
		});
		const run = await api.run(getAll({ returnAll: true }));
		expect(run.error).toBeUndefined();
		expect(ids(run)).toEqual(api.mock.state.containers.map((c) => c.id));
		expect(api.mock.requests.map((r) => `${r.query['page[number]']}:${r.status}`)).toEqual([
			'1:200',
			'2:200',
			'3:429',
			'3:429',
			'3:429',
			'3:200',
			'4:200',
		]);
	});

	it('runs once per input item, each with its own Limit, output paired to its item', async () => {
		const run = await api.run(getAll({ limit: '={{ $json.n }}' }), {
			inputItems: [{ n: 2 }, { n: 3 }],
		});
		expect(run.items.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 0 },
			{ item: 1 },
			{ item: 1 },
			{ item: 1 },
		]);
		const first = api.mock.state.containers.map((c) => c.id);
		expect(ids(run)).toEqual([...first.slice(0, 2), ...first.slice(0, 3)]);
	});
});

describe('Get Many containers on a large account whose list moves while it is read', () => {
	// Terminal49 lists the most recently refreshed containers first: a refresh moves one to the front.
	const api = useMockApi({ seed: (state) => seedContainers(state, 1000) });
	beforeEach(() => setThrottleTestSeam({ windowMs: 1_200 }));
	afterEach(() => setThrottleTestSeam(undefined));
	const pagesAsked = () => api.mock.requests.map((r) => `${r.query['page[number]']}:${r.status}`);

	it('Return All over 500, 100 refreshed while page 2 waits out a 429: all 500 once, the moved ones read again at the front', async () => {
		api.mock.state.containers.length = 500;
		const everyContainer = api.mock.state.containers.map((c) => c.id);
		startMoving(api.mock.state, {
			refreshesAt: (arrival) => (arrival === 1 ? 100 : 0),
			pick: 'back',
		});
		api.mock.faults.add({
			kind: '429burst',
			times: 1,
			retryAfter: 1,
			match: { path: '/containers', query: { 'page[number]': '2' } },
		});
		const run = await api.run(getAll({ returnAll: true }));
		expect(run.status).toBe('success');
		expect(ids(run)).toHaveLength(500);
		expect(new Set(ids(run))).toEqual(new Set(everyContainer));
		expect(pagesAsked()).toEqual(['1:200', '2:429', '2:200', '3:200', '4:200', '5:200', '1:200']);
	});

	it('a refresh ahead of the reader, then a removal hidden by a creation, then 99 refreshed ahead of it during a 429: Return All of 250 hands the refreshed container on', async () => {
		// The shape a held-out suite found losing a container: its catch-up counted the removed one as read.
		const { state } = api.mock;
		state.containers.length = 250;
		const everyContainer = state.containers.map((c) => c.id);
		const refreshed = state.containers[150].id;
		const toFront = (id: string) =>
			state.containers.unshift(
				...state.containers.splice(
					state.containers.findIndex((c) => c.id === id),
					1,
				),
			);
		let removed = '';
		startMoving(state, {
			onArrival: (arrival) => {
				if (arrival === 1) toFront(refreshed);
				if (arrival === 2) {
					removed = state.containers.splice(10, 1)[0].id;
					api.mock.faults.add({
						kind: '429burst',
						times: 1,
						retryAfter: 0,
						match: { path: '/containers', query: { 'page[number]': '1' } },
					});
				}
				if (arrival === 3)
					for (const id of state.containers.slice(-99).map((c) => c.id)) toFront(id);
			},
			createdAt: (arrival) => (arrival === 2 ? 1 : 0),
		});
		const run = await api.run(getAll({ returnAll: true }));
		expect(run.status).toBe('success');
		expect(ids(run)).toHaveLength(new Set(ids(run)).size);
		expect(ids(run)).toContain(refreshed);
		expect(everyContainer.filter((id) => id !== removed && !ids(run).includes(id))).toEqual([]);
	});

	it('a total stuck at 1,000 on a list of 300 that loses a container ahead of the reader: the read fails naming the total, not complete with 299', async () => {
		const { state } = api.mock;
		state.containers.length = 300;
		state.totalServed = () => 1000;
		startMoving(state, {
			onArrival: (arrival) => arrival === 2 && void state.containers.splice(5, 1),
		});
		const run = await api.run(getAll({ returnAll: true }));
		expect(run.status).toBe('error');
		expect(run.items).toHaveLength(0);
		expect(run.error?.message).toBe(
			"Terminal49's list /containers answers a meta.total that counts more records than its pages show (1000 at its last answer); stopped reading it",
		);
	});

	it.each([
		['100 refreshed before page 4', 100],
		['250 refreshed before page 4', 250],
	])('Return All over 1,000, %s: all 1,000 once', async (_title, refreshed) => {
		const everyContainer = api.mock.state.containers.map((c) => c.id);
		startMoving(api.mock.state, {
			refreshesAt: (arrival) => (arrival === 3 ? refreshed : 0),
			seed: refreshed,
		});
		const run = await api.run(getAll({ returnAll: true }));
		expect(ids(run)).toHaveLength(1000);
		expect(new Set(ids(run))).toEqual(new Set(everyContainer));
	});

	it('a Status filter with Limit 10, the 10 matches on pages 4 and 5 while the list moves: the 10 come out', async () => {
		api.mock.state.containers.length = 500;
		for (const container of api.mock.state.containers)
			container.attributes.current_status = 'on_ship';
		const matching = api.mock.state.containers
			.slice(-105, -100)
			.concat(api.mock.state.containers.slice(-5));
		for (const container of matching) container.attributes.current_status = 'grounded';
		// 100 refreshed before page 3 is asked for: page 3 only repeats page 2, and the last 100
		// (five of the matches among them) are at the front.
		startMoving(api.mock.state, {
			refreshesAt: (arrival) => (arrival === 2 ? 100 : 0),
			pick: 'back',
		});
		const run = await api.run(getAll({ limit: 10, filters: { status: ['grounded'] } }));
		expect(run.status).toBe('success');
		expect(new Set(ids(run))).toEqual(new Set(matching.map((c) => c.id)));
	});

	it('Get Many by numbers while the list moves: each container once, in the order given', async () => {
		const wanted = [
			api.mock.state.containers[999],
			api.mock.state.containers[3],
			api.mock.state.containers[500],
		];
		startMoving(api.mock.state, { refreshesAt: () => 50, seed: 4 });
		const run = await api.run(
			getAll({
				returnAll: true,
				filters: { numbers: wanted.map((c) => c.attributes.number).join(', ') },
			}),
		);
		expect(run.status).toBe('success');
		expect(ids(run)).toEqual(wanted.map((c) => c.id));
	});
});

describe('Container Get Many in version 2: Containers to Read, on an account mostly of stopped shipments', () => {
	// 3,000 containers in 300 shipments; 30 shipments (300 containers) still tracked.
	const api = useMockApi({ seed: (state) => void seedMostlyStoppedAccount(state, 3_000) });
	const trackedIds = () => {
		const live = api.mock.state.shipments.filter(
			(s) => s.attributes.line_tracking_stopped_at === null,
		);
		return new Set(live.flatMap((s) => s.relationships.containers.data.map((r) => r.id)));
	};
	const paths = () => [...new Set(api.mock.requests.map((r) => r.path))];
	const overdue = { returnAll: true, filters: { urgency: ['overdue'] } };

	it('Automatic with an urgency filter reads the shipments still tracked: the overdue containers whose LFD can still change, from one request instead of 30', async () => {
		const run = await api.run(getAll(overdue), v2);
		expect(run.status).toBe('success');
		expect(paths()).toEqual(['/shipments']);
		expect(api.mock.requests).toHaveLength(1);
		const live = trackedIds();
		expect(ids(run).length).toBeGreaterThan(0);
		expect(ids(run).every((id) => live.has(id))).toBe(true);
		expect(run.items.every((item) => item.json.urgency === 'overdue')).toBe(true);
	});

	it('the same question over All Containers reads every page and also returns the stopped shipments’ containers', async () => {
		const tracked = await api.run(getAll(overdue), v2);
		api.mock.reset();
		const all = await api.run(getAll({ ...overdue, containersToRead: 'all' }), v2);
		expect(paths()).toEqual(['/containers']);
		expect(api.mock.requests).toHaveLength(30);
		expect(
			ids(all)
				.filter((id) => trackedIds().has(id))
				.sort(),
		).toEqual(ids(tracked).sort());
		expect(ids(all).length).toBeGreaterThan(ids(tracked).length);
	});

	it('a plain Return All reads every container (Automatic), and Only Containers Still Tracked the 300 live ones', async () => {
		const plain = await api.run(getAll({ returnAll: true }), v2);
		expect(ids(plain)).toHaveLength(3_000);
		api.mock.reset();
		const live = await api.run(getAll({ returnAll: true, containersToRead: 'tracked' }), v2);
		expect(new Set(ids(live))).toEqual(trackedIds());
		expect(paths()).toEqual(['/shipments']);
	});

	it('an API that ignores filter[tracking_stopped] costs every page of shipments, and returns the same containers', async () => {
		const filtered = await api.run(getAll(overdue), v2);
		api.mock.state.ignoredQuery.add('filter[tracking_stopped]');
		api.mock.reset();
		const ignored = await api.run(getAll(overdue), v2);
		expect(api.mock.requests).toHaveLength(3);
		expect(ids(ignored)).toEqual(ids(filtered));
	});

	it('Include Shipment and POD Terminal: the same items as when the containers are read one by one from /containers', async () => {
		const include = ['shipment', 'pod_terminal'];
		const tracked = await api.run(getAll({ limit: 20, include, containersToRead: 'tracked' }), v2);
		const byId = new Map(tracked.items.map((item) => [item.json.id, item.json]));
		const all = await api.run(getAll({ returnAll: true, include, containersToRead: 'all' }), v2);
		const same = all.items.filter((item) => byId.has(item.json.id));
		expect(same).toHaveLength(20);
		for (const item of same) expect(byId.get(item.json.id)).toEqual(item.json);
	});

	it('a Limit stops the read of the shipments as soon as that many containers match', async () => {
		const run = await api.run(
			getAll({ limit: 5, filters: { status: ['available'] }, containersToRead: 'tracked' }),
			v2,
		);
		expect(ids(run)).toHaveLength(5);
		expect(api.mock.requests).toHaveLength(1);
	});

	it('a Containers to Read from an expression may be the editor’s label, in any case, as every option is', async () => {
		const run = await api.run(
			getAll({ returnAll: true, containersToRead: 'only containers still tracked' }),
			v2,
		);
		expect(new Set(ids(run))).toEqual(trackedIds());
		expect(paths()).toEqual(['/shipments']);
	});

	it('a Containers to Read from an expression that names something else is refused by name before any request', async () => {
		const run = await api.run(getAll({ returnAll: true, containersToRead: 'live' }), v2);
		expect(run.error?.message).toContain(
			'Containers to Read must be which containers to read, not "live". Allowed: auto, tracked, all',
		);
		expect(api.mock.requests).toHaveLength(0);
	});
});

describe('Get Many containers: filters, applied by the node over the pages it reads', () => {
	// 250 containers: pages of 100, 100 and 50.
	const plan = planContainers(250);
	const api = useMockApi({ seed: seedPlan(plan) });
	const inDays = (lo: number, hi: number) => (c: PlannedContainer) =>
		c.lfdInDays !== null && c.lfdInDays >= lo && c.lfdInDays <= hi;
	const lfdBefore = localDateIn(PLAN_ZONES[0], 2);
	const before = (c: PlannedContainer) =>
		c.lfdInDays !== null && localDateIn(c.zone, c.lfdInDays) < lfdBefore;

	const FILTERS: Array<[string, IDataObject, (c: PlannedContainer) => boolean]> = [
		[
			'status',
			{ status: ['grounded', 'picked_up'] },
			(c) => ['grounded', 'picked_up'].includes(c.status),
		],
		['lfdWithinDays 0 (today only)', { lfdWithinDays: 0 }, inDays(0, 0)],
		['lfdWithinDays 3', { lfdWithinDays: 3 }, inDays(0, 3)],
		['lfdBefore', { lfdBefore: `${lfdBefore}T00:00:00` }, before],
		['availableForPickup on', { availableForPickup: true }, (c) => c.available === true],
		['availableForPickup off', { availableForPickup: false }, (c) => c.available === false],
		['hasHolds on', { hasHolds: true }, (c) => c.held],
		['hasHolds off', { hasHolds: false }, (c) => !c.held],
		[
			'shipmentId',
			{ shipmentId: plan[53].shipmentId },
			(c) => c.shipmentId === plan[53].shipmentId,
		],
		[
			'status + lfdWithinDays + hasHolds off',
			{ status: ['available', 'not_available'], lfdWithinDays: 5, hasHolds: false },
			(c) => ['available', 'not_available'].includes(c.status) && inDays(0, 5)(c) && !c.held,
		],
		[
			'availableForPickup + lfdBefore',
			{ availableForPickup: true, lfdBefore: `${lfdBefore}T00:00:00` },
			(c) => c.available === true && before(c),
		],
	];

	it('the plan gives every filter several matches on the first page and, but for one shipment, beyond it', () => {
		for (const [name, , matches] of FILTERS) {
			const onFirstPage = plan.slice(0, 100).filter(matches).length;
			const later = plan.slice(100).filter(matches).length;
			expect({ name, onFirstPage: onFirstPage >= 3, later: later > 0 }).toEqual({
				name,
				onFirstPage: true,
				later: name !== 'shipmentId',
			});
		}
	});

	describe.each(FILTERS)('%s', (_name, filters, matches) => {
		const expected = plan.filter(matches).map((c) => c.id);

		it('Return All: every match, in order, from every page', async () => {
			const run = await api.run(getAll({ returnAll: true, filters }));
			expect(ids(run)).toEqual(expected);
			expect(api.mock.requests).toHaveLength(3);
		});

		it('Limit smaller than the matches on the first page: exactly Limit, from one page', async () => {
			const firstPage = plan.slice(0, 100).filter(matches).length;
			const limit = Math.min(2, firstPage - 1);
			const run = await api.run(getAll({ limit, filters }));
			expect(ids(run)).toEqual(expected.slice(0, limit));
			expect(api.mock.requests.map((r) => r.query['page[number]'])).toEqual(['1']);
		});

		it('Limit larger than all matches: every match, having read to the end', async () => {
			const run = await api.run(getAll({ limit: expected.length + 10, filters }));
			expect(ids(run)).toEqual(expected);
			expect(api.mock.requests.map((r) => r.query['page[number]'])).toEqual(['1', '2', '3']);
		});
	});

	it('Limit between the first page’s matches and all matches reads on to the page that completes it', async () => {
		const matches = FILTERS[0][2];
		const onFirstPage = plan.slice(0, 100).filter(matches).length;
		const run = await api.run(getAll({ limit: onFirstPage + 1, filters: FILTERS[0][1] }));
		expect(ids(run)).toEqual(
			plan
				.filter(matches)
				.slice(0, onFirstPage + 1)
				.map((c) => c.id),
		);
		expect(api.mock.requests.map((r) => r.query['page[number]'])).toEqual(['1', '2']);
	});

	it('sends no filter[...] to the API, which would ignore it', async () => {
		await api.run(getAll({ limit: 5, filters: { status: ['available'], lfdWithinDays: 2 } }));
		expect(Object.keys(api.mock.requests[0].query).sort()).toEqual(['page[number]', 'page[size]']);
	});

	it('a filter that matches nothing returns no items after reading every page', async () => {
		const run = await api.run(getAll({ returnAll: true, filters: { status: ['delivered'] } }));
		expect(run.error).toBeUndefined();
		expect(run.items).toEqual([]);
		expect(api.mock.requests).toHaveLength(3);
	});

	it('takes filters handed over by expressions as text', async () => {
		const run = await api.run(
			getAll({
				returnAll: true,
				filters: { status: '={{ $json.status }}', availableForPickup: '={{ $json.available }}' },
			}),
			{ inputItems: [{ status: 'available, not_available', available: 'false' }] },
		);
		expect(ids(run)).toEqual(plan.filter((c) => c.status === 'not_available').map((c) => c.id));
	});

	it('takes statuses by their labels, as Simplified shows them, in any case', async () => {
		const run = await api.run(
			getAll({
				returnAll: true,
				filters: { status: 'Available for pickup, NOT AVAILABLE FOR PICKUP' },
			}),
		);
		expect(ids(run)).toEqual(
			plan.filter((c) => c.status === 'available' || c.status === 'not_available').map((c) => c.id),
		);
	});

	it.each([
		[
			{ status: '={{ "available, availble" }}' },
			'Status filter must be a container status, not "availble". Allowed: available, awaiting_inland_transfer, delivered, dropped, empty_returned, grounded, loaded, new, not_available, off_dock, on_rail, on_ship, picked_up (labels and any case work too)',
		],
		[
			{ hasHolds: '={{ "yes please" }}' },
			'Has Holds must be true or false (yes/no and 1/0 work too), not "yes please"',
		],
		[{ lfdWithinDays: -1 }, 'LFD Within Days must be a whole number of days, 0 or more, not -1'],
	])('refuses %p before any request', async (filters, message) => {
		const run = await api.run(getAll({ limit: 5, filters }));
		expect(run.error?.message).toBe(message);
		expect(api.mock.requests).toHaveLength(0);
	});

	it('refuses an LFD Before that is not a date, before any request', async () => {
		const run = await api.run(getAll({ limit: 5, filters: { lfdBefore: 'next week' } }));
		expect(run.error?.message).toBe('LFD Before must be a date, not "next week"');
		expect(api.mock.requests).toHaveLength(0);
	});
});

/** Container → Get Many's Container Numbers filter, through n8n's engine against the mock. */
describe('Get Many containers by Container Numbers', () => {
	const api = useMockApi();
	const getMany = (filters: INodeParameters, extra: INodeParameters = {}): INodeParameters => ({
		resource: 'container',
		operation: 'getAll',
		returnAll: true,
		filters,
		...extra,
	});
	const numberLookups = () =>
		api.mock.requests.filter((r) => r.path === '/containers').map((r) => r.query['filter[number]']);

	it('returns the containers with those numbers, in the order given, one request per number', async () => {
		const run = await api.run(getMany({ numbers: 'mscu 243248-4, MSKU2431002' }));
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json.number)).toEqual(['MSCU2432484', 'MSKU2431002']);
		expect(numberLookups()).toEqual(['MSCU2432484', 'MSKU2431002']);
	});

	it('takes a list from an expression, and a number given twice is returned once', async () => {
		const run = await api.run(
			getMany({ numbers: '={{ ["MSKU2431002", "msku2431002", "CSQU3054383"] }}' }),
		);
		expect(run.items.map((item) => item.json.number)).toEqual(['MSKU2431002']);
		expect(numberLookups()).toEqual(['MSKU2431002', 'CSQU3054383']);
	});

	it('combines with the other filters, and stops asking once the Limit is reached', async () => {
		const available = await api.run(
			getMany({ numbers: 'MSKU2431002, MSKU2431379', status: ['available'] }),
		);
		expect(available.items.map((item) => item.json.number)).toEqual(['MSKU2431002']);

		api.mock.requests.length = 0;
		const limited = await api.run(
			getMany({ numbers: 'MSKU2431002, MSKU2431379' }, { returnAll: false, limit: 1 }),
		);
		expect(limited.items.map((item) => item.json.number)).toEqual(['MSKU2431002']);
		expect(numberLookups()).toEqual(['MSKU2431002']);
	});

	it('refuses a number with a wrong check digit before any request, naming the filter', async () => {
		const run = await api.run(getMany({ numbers: 'MSKU2431002, MSKU2431003' }));
		expect(run.error?.message).toContain(
			'"MSKU2431003" is not a valid container number: its check digit is 3, but ISO 6346 gives 2',
		);
		expect(run.error?.description).toContain('Container Numbers filter');
		expect(api.mock.requests).toHaveLength(0);
	});
});

describe.each(['live', 'openapi'] as const)(
	'Get Many by Container Numbers when the API ignores filter[number] (%s spelling)',
	(spelling) => {
		const api = useMockApi({ spelling });

		it('finds each number through the search after one page shows the filter unapplied, instead of reading the whole account per number', async () => {
			api.mock.state.ignoredQuery.add('filter[number]');
			const bulk = seedContainers(api.mock.state, 250);
			const far = bulk[230];
			const run = await api.run({
				resource: 'container',
				operation: 'getAll',
				returnAll: true,
				filters: { numbers: `${far.attributes.number}, MSKU2431002` },
				include: ['shipment'],
			});
			expect(run.error).toBeUndefined();
			expect(run.items.map((item) => [item.json.id, item.json.number])).toEqual([
				[far.id, far.attributes.number],
				['c0000000-0000-4000-8000-000000000001', 'MSKU2431002'],
			]);
			expect(api.calls()).toEqual([
				'GET /containers',
				'GET /search',
				`GET /containers/${far.id}`,
				'GET /containers',
				'GET /search',
				'GET /containers/c0000000-0000-4000-8000-000000000001',
			]);
			expect(api.mock.requests[2].query).toEqual({ include: 'shipment' });
		});
	},
);

describe('Get Many containers in version 2: urgency', () => {
	const api = useMockApi();

	it('Get Many: each container’s urgency follows its last free day and status', async () => {
		const run = await api.run(
			{
				resource: 'container',
				operation: 'getAll',
				returnAll: true,
				include: ['shipment'],
				output: 'allFields',
			},
			v2,
		);
		const byId = new Map(run.items.map((item) => [item.json.id as string, demurrageOf(item)]));
		const urgency = (index: number) => byId.get(SEED.containerIds[index])?.urgency;
		expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 10].map(urgency)).toEqual([
			'imminent', // LFD in 2 days
			'imminent', // in 1 day
			'overdue', // 3 days ago
			'resolved', // picked up
			'ok', // in 7 days
			'ok', // rail LFD in 5 days
			'due_today',
			'unknown', // on the water, no LFD yet
			'ok', // line LFD in 10 days
			'resolved', // empty returned
		]);
		expect(byId.get(SEED.containerIds[7])?.unknown_reason).toBe('no_last_free_day');
		expect(byId.get(SEED.containerIds[2])).toMatchObject({
			days_left: -3,
			fees_total: { USD: { demurrage: 450, total: 450 } },
		});
		expect(byId.get(SEED.containerIds[5])).toMatchObject({
			lfd_source: 'rail',
			days_left: 5,
			timezone: 'America/Chicago',
		});
		expect(byId.get(SEED.containerIds[6])).toMatchObject({
			holds: ['freight'],
			pending_holds: ['customs'],
		});
		expect(byId.get(SEED.containerIds[8])).toMatchObject({ lfd_source: 'line', days_left: 10 });
	});
});

// The hours when "today" differs between the seed's ports: 06:30 UTC is already tomorrow in New York
// and Chicago but not in Los Angeles; 17:00 UTC is tomorrow in Shanghai only; 12:00 UTC is one day everywhere.
const HOURS_THAT_MATTER = ['2026-11-26T06:30:00Z', '2026-11-26T17:00:00Z', '2026-11-26T12:00:00Z'];
describe.each(HOURS_THAT_MATTER)(
	'Container Get Many in version 2: Urgency filter and Sort by Last Free Day, at %s',
	(instant) => {
		useWallClockAt(instant);
		const api = useMockApi();

		it('Urgency keeps containers whose urgency is any of those chosen', async () => {
			const run = await api.run(
				{
					resource: 'container',
					operation: 'getAll',
					returnAll: true,
					filters: { urgency: ['overdue', 'due_today'] },
				},
				v2,
			);
			expect(run.items.map((item) => item.json.id)).toEqual([
				SEED.containerIds[2],
				SEED.containerIds[6],
			]);
			expect(run.items.map((item) => simplifiedView(item).urgency)).toEqual([
				'overdue',
				'due_today',
			]);
		});

		it('Urgency with a Limit reads on until that many match; an unknown value is refused before any request', async () => {
			const run = await api.run(
				{ resource: 'container', operation: 'getAll', limit: 1, filters: { urgency: 'imminent' } },
				v2,
			);
			expect(run.items.map((item) => item.json.id)).toEqual([SEED.containerIds[0]]);
			api.mock.requests.length = 0;
			const bad = await api.run(
				{ resource: 'container', operation: 'getAll', limit: 1, filters: { urgency: 'urgent' } },
				v2,
			);
			expect(bad.error?.message).toBe(
				'Urgency filter must be an urgency, not "urgent". Allowed: overdue, due_today, imminent, ok, resolved, unknown (labels and any case work too); "due within 3 days" means due_today and imminent',
			);
			expect(api.mock.requests).toHaveLength(0);
		});

		it.each([
			[
				'Status',
				{ status: '!available' },
				'Status filter must be a container status, not "!available"',
			],
			[
				'Status',
				{ status: '={{ ["not grounded"] }}' },
				'Status filter must be a container status, not "not grounded"',
			],
			['Urgency', { urgency: '!overdue' }, 'Urgency filter must be an urgency, not "!overdue"'],
			[
				'Urgency',
				{ urgency: '¬overdue, imminent' },
				'Urgency filter must be an urgency, not "¬overdue"',
			],
			['Urgency', { urgency: '-overdue' }, 'Urgency filter must be an urgency, not "-overdue"'],
		])(
			'a negated %s (%p) is refused before any request, never read as the value it negates',
			async (_field, filters, message) => {
				const run = await api.run(
					{ resource: 'container', operation: 'getAll', returnAll: true, filters },
					v2,
				);
				expect(run.error?.message).toContain(`${message}. Allowed: `);
				expect(api.mock.requests).toHaveLength(0);
			},
		);

		it('an option that is itself a negation is taken as written: "not available" is not_available', async () => {
			const run = await api.run(
				{
					resource: 'container',
					operation: 'getAll',
					returnAll: true,
					filters: { status: 'not available' },
				},
				v2,
			);
			const notAvailable = api.mock.state.containers
				.filter((c) => c.attributes.current_status === 'not_available')
				.map((c) => c.id);
			expect(notAvailable.length).toBeGreaterThan(0);
			expect(run.items.map((item) => item.json.id)).toEqual(notAvailable);
		});

		it.each([
			['the labels, as the editor shows them', 'Overdue, Due Today'],
			['words a model writes', 'past due or due today'],
			['the values in another case and spacing, as a list', ['OVERDUE', 'Due-Today']],
		])('Urgency takes %s', async (_, urgency) => {
			const run = await api.run(
				{ resource: 'container', operation: 'getAll', returnAll: true, filters: { urgency } },
				v2,
			);
			expect(run.items.map((item) => simplifiedView(item).urgency)).toEqual([
				'overdue',
				'due_today',
			]);
		});

		it('Urgency "due within N days" with N the imminent window names today and the days up to it', async () => {
			const run = await api.run(
				{
					resource: 'container',
					operation: 'getAll',
					returnAll: true,
					filters: { urgency: 'overdue, due within 3 days' },
				},
				v2,
			);
			expect(new Set(run.items.map((item) => simplifiedView(item).urgency))).toEqual(
				new Set(['overdue', 'due_today', 'imminent']),
			);
			const other = await api.run(
				{
					resource: 'container',
					operation: 'getAll',
					returnAll: true,
					filters: { urgency: 'due within 5 days' },
				},
				v2,
			);
			expect(other.error?.message).toContain(
				'Urgency filter must be an urgency, not "due within 5 days"',
			);
		});

		it('Sort by Last Free Day: soonest first, those without one or already resolved last; with a Limit, the soonest of all', async () => {
			const run = await api.run(
				{ resource: 'container', operation: 'getAll', returnAll: true, sortByLastFreeDay: true },
				v2,
			);
			const views = run.items.map(simplifiedView);
			const live = views.filter(
				(view) => view.last_free_day !== null && view.urgency !== 'resolved',
			);
			expect(live.map((view) => view.days_left)).toEqual([-3, 0, 1, 2, 5, 7, 10]);
			expect(views.slice(live.length).map((view) => view.urgency)).toEqual([
				'resolved',
				'unknown',
				'unknown',
				'resolved',
				'resolved',
			]);
			const first = await api.run(
				{ resource: 'container', operation: 'getAll', limit: 2, sortByLastFreeDay: true },
				v2,
			);
			expect(first.items.map((item) => item.json.id)).toEqual([
				SEED.containerIds[2],
				SEED.containerIds[6],
			]);
		});

		it('LFD Within Days keeps the overdue containers still to pick up, as days left shows them; not those picked up or returned', async () => {
			const run = await api.run(
				{
					resource: 'container',
					operation: 'getAll',
					returnAll: true,
					filters: { lfdWithinDays: 3 },
				},
				v2,
			);
			expect(run.items.map((item) => item.json.id)).toEqual(
				[0, 1, 2, 6].map((i) => SEED.containerIds[i]),
			);
			expect(run.items.map((item) => simplifiedView(item).days_left)).toEqual([2, 1, -3, 0]);
			const todayOrPast = await api.run(
				{
					resource: 'container',
					operation: 'getAll',
					returnAll: true,
					filters: { lfdWithinDays: 0 },
				},
				v2,
			);
			expect(todayOrPast.items.map((item) => simplifiedView(item).urgency)).toEqual([
				'overdue',
				'due_today',
			]);
			// version 1's window still starts today
			const v1 = await api.run(
				{
					resource: 'container',
					operation: 'getAll',
					returnAll: true,
					filters: { lfdWithinDays: 3 },
				},
				{ typeVersion: 1 },
			);
			expect(v1.items.map((item) => item.json.id)).toEqual(
				[0, 1, 6].map((i) => SEED.containerIds[i]),
			);
		});

		it('Imminent Within Days sits beside the filters, in every Output, since the Urgency filter reads it', () => {
			const names = description.map((property) => property.name);
			expect(names.indexOf('imminentDays')).toBe(names.indexOf('filters') + 1);
			const imminent = description.filter((property) => property.name === 'imminentDays');
			expect(imminent).toHaveLength(1);
			expect(imminent[0].displayOptions?.show).not.toHaveProperty('output');
		});

		it('Include defaults to the POD terminal and the shipment in version 2: one request a page still, terminal and bill of lading filled', async () => {
			const run = await api.run({ resource: 'container', operation: 'getAll', limit: 2 }, v2);
			expect(api.mock.requests.map((request) => request.query.include)).toEqual([
				'pod_terminal,shipment',
			]);
			expect(run.items[0].json).toMatchObject({
				terminal: 'APM Terminals Pier 400',
				bill_of_lading: '243891157',
			});
		});

		it('One Digest Item: the containers as one item to read, most urgent first with Sort by Last Free Day, the containers beside', async () => {
			const run = await api.run(
				{
					resource: 'container',
					operation: 'getAll',
					returnAll: true,
					include: ['shipment', 'pod_terminal'],
					filters: { lfdWithinDays: 3 },
					sortByLastFreeDay: true,
					digest: true,
				},
				v2,
			);
			expect(run.error).toBeUndefined();
			expect(run.items).toHaveLength(1);
			const digest = run.items[0].json;
			expect(digest).toMatchObject({
				count: 4,
				counts: { overdue: 1, due_today: 1, imminent: 2, ok: 0 },
				summary: '4 containers: 1 overdue, 1 due today, 2 imminent',
			});
			const lines = String(digest.text).split('\n');
			// Due in Los Angeles and New York: the last line says days left are counted in each zone.
			expect(lines.pop()).toMatch(/^Days left are counted in each last free day’s own time zone/);
			expect(lines.slice(1).map((line) => line.split(' | ')[0])).toEqual(
				[2, 6, 1, 0].map((i) => api.mock.state.containers[i].attributes.number),
			);
			expect(lines[1]).toMatch(
				/ \| Overdue \| LFD \d{4}-\d{2}-\d{2} \(America\/Los_Angeles\) \| 3 days overdue \| APM Terminals Pier 400 \| BL 243891157/,
			);
			expect(lines[3]).toMatch(/ \| holds: customs \| BL 243891157/);
			expect(String(digest.html)).toMatch(
				/>APM Terminals Pier 400<\/td><td [^>]*><\/td><td [^>]*>243891157<\/td>/,
			);
			expect((digest.containers as IDataObject[]).map((container) => container.id)).toEqual(
				[2, 6, 1, 0].map((i) => SEED.containerIds[i]),
			);
			expect(run.items[0].pairedItem).toEqual({ item: 0 });
		});

		it('One Digest Item with another Output: the digest reads the same, the containers come in that Output', async () => {
			const run = await api.run(
				{
					resource: 'container',
					operation: 'getAll',
					returnAll: true,
					filters: { urgency: ['overdue'] },
					digest: true,
					output: 'raw',
				},
				v2,
			);
			expect(run.items[0].json).toMatchObject({ count: 1, counts: { overdue: 1 } });
			expect((run.items[0].json.containers as IDataObject[])[0]).toHaveProperty('attributes');
			const v1 = await api.run(
				{ resource: 'container', operation: 'getAll', limit: 3, digest: true },
				{ typeVersion: 1 },
			);
			expect(v1.items).toHaveLength(3);
		});

		it('version 1 has neither: its Get Many is unchanged', async () => {
			const run = await api.run(
				{
					resource: 'container',
					operation: 'getAll',
					returnAll: true,
					sortByLastFreeDay: true,
					filters: { urgency: ['overdue'] },
				},
				{ typeVersion: 1 },
			);
			expect(run.items.map((item) => item.json.id)).toEqual([...SEED.containerIds]);
		});
	},
);

describe('Container Get Many, Only Containers Still Tracked: as complete as All Containers', () => {
	// 300 containers in 30 shipments; 3 shipments (30 containers) still tracked, discharged at two terminals.
	const api = useMockApi({
		seed: (state) => {
			state.terminals.push(
				makeTerminal({ name: 'Fenix Marine Services' }),
				makeTerminal({ name: 'Maher Terminals' }),
			);
			seedMostlyStoppedAccount(state, 300);
		},
	});
	const trackedShipments = () =>
		api.mock.state.shipments.filter((s) => s.attributes.line_tracking_stopped_at === null);
	const trackedIds = () =>
		new Set(trackedShipments().flatMap((s) => s.relationships.containers.data.map((r) => r.id)));
	const byIdReads = () => api.mock.requests.filter((r) => r.path.startsWith('/containers/')).length;
	const tracked = { returnAll: true, containersToRead: 'tracked' };

	it('an include that comes back short (one left out, the rest capped at 8 a shipment): every tracked container comes out, the missing ones read by id', async () => {
		const [first] = trackedShipments();
		api.mock.state.shortInclude = {
			leftOut: new Set([first.relationships.containers.data[0].id]),
			perShipmentCap: 8,
		};
		const run = await api.run(getAll(tracked), v2);
		expect(run.status).toBe('success');
		expect(ids(run)).toHaveLength(30);
		expect(new Set(ids(run))).toEqual(trackedIds());
		// 2 + 2 + 2 of the three shipments' 10 containers left out of their includes: one request each.
		expect(byIdReads()).toBe(6);
	});

	it('shipments naming more containers than a read may fetch one by one: the item fails with the count, and none is read by id', async () => {
		const [first] = trackedShipments();
		const named = Array.from({ length: 400 }, (_, i) => ({
			id: `e7000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
			type: 'container' as const,
		}));
		first.relationships.containers.data.push(...named);
		const run = await api.run(getAll(tracked), v2);
		expect(run.status).toBe('error');
		expect(run.error?.message).toBe(
			'The answer named 400 containers it did not include, and reading them one by one would take 400 requests, more than the 300 a read may spend so; none were read',
		);
		expect(byIdReads()).toBe(0);
	});

	it('the urgency digest of the tracked containers under a short include counts every one of them', async () => {
		api.mock.state.shortInclude = { perShipmentCap: 2 };
		const run = await api.run(getAll({ ...tracked, digest: true }), v2);
		expect(run.items).toHaveLength(1);
		const digest = run.items[0].json;
		expect(digest.count).toBe(30);
		expect(new Set((digest.containers as IDataObject[]).map((container) => container.id))).toEqual(
			trackedIds(),
		);
	});

	it('nothing left out: one request for the shipments, none by id', async () => {
		const run = await api.run(getAll({ ...tracked, digest: true }), v2);
		expect(run.items[0].json.count).toBe(30);
		expect(api.mock.requests.map((r) => r.path)).toEqual(['/shipments']);
	});

	it('a container discharged at another terminal than its shipment’s names its own, as All Containers does', async () => {
		const elsewhere = makeTerminal({ name: 'Elsewhere Container Terminal' });
		api.mock.state.terminals.push(elsewhere);
		const [first] = trackedShipments();
		const moved = api.mock.state.containers.find(
			(c) => c.id === first.relationships.containers.data[3].id,
		)!;
		moved.relationships.pod_terminal = { data: { id: elsewhere.id, type: 'terminal' } };
		const include = ['shipment', 'pod_terminal'];
		const fromTracked = await api.run(getAll({ ...tracked, include }), v2);
		const fromAll = await api.run(
			getAll({ returnAll: true, include, containersToRead: 'all' }),
			v2,
		);
		const trackedItem = fromTracked.items.find((item) => item.json.id === moved.id)!.json;
		expect(trackedItem.terminal).toBe('Elsewhere Container Terminal');
		expect(trackedItem).toEqual(fromAll.items.find((item) => item.json.id === moved.id)!.json);
	});
});
