import { setThrottleTestSeam } from '../../support/processState';
import { useMockApi, v2 } from '../setup';
import { CONTAINER, containers, valuesElsewhere } from './customFieldColumnsSetup';

/** What Add Custom Fields costs: the list of the record type's values where it is shorter than reading each record, else each record. */
describe('Get Many with Add Custom Fields: at most one request per record, fewer where the type’s values fit in fewer pages', () => {
	const api = useMockApi();

	it('a list of the type’s values longer than the records read: each record is read instead, one request each', async () => {
		valuesElsewhere(api.mock.state, 250);
		const run = await api.run(containers({ returnAll: false, limit: 2 }), v2);
		expect(run.items.map((item) => item.json.trucker_name)).toEqual(['Harbor Drayage', '']);
		const [first, second] = run.items.map((item) => String(item.json.id));
		// The first page of the list says it runs to 3 pages, more than 2 records: it stops there.
		expect(api.calls()).toEqual([
			'GET /containers',
			'GET /custom_field_definitions',
			'GET /custom_fields',
			`GET /containers/${first}/custom_fields`,
			`GET /containers/${second}/custom_fields`,
		]);
	});

	it('as many records as reading the list costs or more: the list is read, never each record', async () => {
		valuesElsewhere(api.mock.state, 250);
		const run = await api.run(containers(), v2);
		expect(run.items.find((item) => item.json.id === CONTAINER)?.json.trucker_name).toBe(
			'Harbor Drayage',
		);
		const reads = api.calls().filter((call) => call.includes('custom_fields'));
		// Three pages, read twice: a custom field carries no creation time, so the pager reads a list
		// of them longer than a page once more to its end (docs/rate-limits.md).
		expect(reads).toEqual(Array.from({ length: 6 }, () => 'GET /custom_fields'));
		expect(reads.length).toBeLessThanOrEqual(run.items.length);
	});

	it('one record: read by itself, no list of the type', async () => {
		const run = await api.run(containers({ returnAll: false, limit: 1 }), v2);
		expect(run.items[0].json.trucker_name).toBe('Harbor Drayage');
		expect(api.calls().filter((call) => call.includes('custom_fields'))).toEqual([
			`GET /containers/${CONTAINER}/custom_fields`,
		]);
	});
});

describe('Get Many with Add Custom Fields where the list of the type’s values fails', () => {
	const api = useMockApi();
	beforeEach(() => setThrottleTestSeam({ windowMs: 200 }));
	afterEach(() => setThrottleTestSeam(undefined));

	it('a 500, as Terminal49’s recording of the list answered: each record is read instead, and the values are the same', async () => {
		api.mock.faults.add({
			kind: 'status',
			status: 500,
			times: 10,
			match: { path: '/custom_fields' },
		});
		const run = await api.run(containers(), v2);
		expect(run.error).toBeUndefined();
		expect(run.items.find((item) => item.json.id === CONTAINER)?.json).toMatchObject({
			trucker_name: 'Harbor Drayage',
			special_requirements: '["liftgate"]',
		});
		const perRecord = api
			.calls()
			.filter((call) => /^GET \/containers\/[^/]+\/custom_fields$/.test(call));
		expect(perRecord).toHaveLength(run.items.length);
	});

	it('after the list failed once, the next items of the execution read each record at once', async () => {
		api.mock.faults.add({
			kind: 'status',
			status: 500,
			times: 100,
			match: { path: '/custom_fields' },
		});
		const run = await api.run(containers({ returnAll: false, limit: 2 }), {
			...v2,
			inputItems: [{}, {}],
		});
		expect(run.error).toBeUndefined();
		expect(run.items).toHaveLength(4);
		// The first item's read of the list and its four retries; none for the second item.
		expect(api.calls().filter((call) => call === 'GET /custom_fields')).toHaveLength(5);
		expect(
			api.calls().filter((call) => /^GET \/containers\/[^/]+\/custom_fields$/.test(call)),
		).toHaveLength(4);
	});

	it('a page after the first fails: what was read of the list is dropped and each record is read', async () => {
		valuesElsewhere(api.mock.state, 250);
		api.mock.faults.add({
			kind: 'status',
			status: 500,
			times: 10,
			match: { path: '/custom_fields', query: { 'page[number]': '2' } },
		});
		const run = await api.run(containers(), v2);
		expect(run.error).toBeUndefined();
		expect(run.items.find((item) => item.json.id === CONTAINER)?.json.trucker_name).toBe(
			'Harbor Drayage',
		);
		expect(
			api.calls().filter((call) => /^GET \/containers\/[^/]+\/custom_fields$/.test(call)),
		).toHaveLength(run.items.length);
	});

	it('a list whose values name no record (the OpenAPI does not require their `entity`): the values come from each record, not blanks', async () => {
		const values = api.mock.state.customFields.filter((f) => f.entityType === 'container');
		const unowned = values.map((f) => ({
			id: f.id,
			type: 'custom_field',
			attributes: { api_slug: f.apiSlug, value: f.value, display_value: null },
		}));
		api.mock.faults.add({
			kind: 'status',
			status: 200,
			body: { data: unowned, links: {}, meta: { total: unowned.length } },
			times: 10,
			match: { path: '/custom_fields' },
		});
		const run = await api.run(containers(), v2);
		expect(run.error).toBeUndefined();
		expect(run.items.find((item) => item.json.id === CONTAINER)?.json).toMatchObject({
			trucker_name: 'Harbor Drayage',
			special_requirements: '["liftgate"]',
		});
	});

	it.each([
		['a shipment', { data: { id: CONTAINER, type: 'shipment' } }],
		['a record type not known here', { data: { id: CONTAINER, type: 'vessel' } }],
		['a list', { data: [{ id: CONTAINER, type: 'container' }] }],
		['an id that is no text', { data: { id: 7, type: 'container' } }],
		['nothing', { data: null }],
	])(
		'one value of the list whose `entity` names %s: the list is dropped and each record read, so no value is lost',
		async (_, entity) => {
			const values = api.mock.state.customFields.filter((f) => f.entityType === 'container');
			const listed = values.map((f, index) => ({
				id: f.id,
				type: 'custom_field',
				attributes: { api_slug: f.apiSlug, value: f.value, display_value: null },
				relationships: {
					entity:
						index === values.length - 1 ? entity : { data: { id: f.entityId, type: 'container' } },
				},
			}));
			api.mock.faults.add({
				kind: 'status',
				status: 200,
				body: { data: listed, links: {}, meta: { total: listed.length } },
				times: 10,
				match: { path: '/custom_fields' },
			});
			const run = await api.run(containers(), v2);
			expect(run.error).toBeUndefined();
			expect(run.items.find((item) => item.json.id === CONTAINER)?.json).toMatchObject({
				trucker_name: 'Harbor Drayage',
				special_requirements: '["liftgate"]',
			});
			expect(
				api.calls().filter((call) => /^GET \/containers\/[^/]+\/custom_fields$/.test(call)),
			).toHaveLength(run.items.length);
		},
	);
});
