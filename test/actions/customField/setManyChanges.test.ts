import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { mockUuid } from '../../mock/state';
import { setThrottleTestSeam } from '../../support/processState';
import { setValue, valuesElsewhere } from '../helpers/customFieldColumnsSetup';
import { byId, rl, useMockApi, v2 } from '../setup';

const CONTAINER = SEED.containerIds[0];

/** Set Many over rows that name their container by the row's `id` column, each column mapped by API slug (Map Automatically). */
const setMany = (extra: INodeParameters = {}): INodeParameters => ({
	resource: 'customField',
	operation: 'setMany',
	entityType: 'container',
	entityId: byId('={{ $json.id }}'),
	customFields: {
		mappingMode: 'autoMapInputData',
		value: null,
		matchingColumns: [],
		schema: [],
		attemptToConvertTypes: false,
		convertFieldsToString: false,
	},
	...extra,
});

describe('Custom Field → Set Many writes only what differs from what the record holds', () => {
	const api = useMockApi();
	const patches = () =>
		api.mock.requests
			.filter((r) => r.method !== 'GET')
			.map((r) => r.path.split('/').pop())
			.sort();

	beforeEach(() => {
		const state = api.mock.state;
		setValue(state, 'container', CONTAINER, 'demurrage_budget_usd', 1250.5);
		setValue(state, 'container', CONTAINER, 'appointment_confirmed', true);
		setValue(state, 'container', CONTAINER, 'planned_pickup_date', '2026-12-01');
		setValue(state, 'container', CONTAINER, 'dispatch_at', '2026-12-01T16:30:00Z');
		setValue(state, 'container', CONTAINER, 'dispatch_status', 'scheduled');
		setValue(state, 'container', CONTAINER, 'po_list', ['po_10042', 'acme_inc']);
	});

	/** A row that says what the record holds, each cell in a spelling of its own. */
	const HELD_ROW = {
		id: CONTAINER,
		trucker_name: 'Harbor Drayage',
		demurrage_budget_usd: '1,250.50',
		appointment_confirmed: 'yes',
		planned_pickup_date: '2026-12-01',
		dispatch_at: '2026-12-01T08:30:00-08:00',
		dispatch_status: 'Scheduled',
		po_list: '"ACME, Inc"; PO-10042',
		special_requirements: ['liftgate'],
	};

	it('a row that says what the record holds, in its own spellings, writes nothing and says each field was already equal', async () => {
		const run = await api.run(setMany(), { ...v2, inputItems: [HELD_ROW] });
		expect(run.error).toBeUndefined();
		expect(patches()).toEqual([]);
		expect(run.items[0].json).toMatchObject({ values: {}, display_values: {}, empty_in_row: [] });
		expect([...(run.items[0].json.already_equal as string[])].sort()).toEqual(
			Object.keys(HELD_ROW)
				.filter((key) => key !== 'id')
				.sort(),
		);
		// What the record holds: one request.
		expect(api.calls().filter((call) => call.includes('/custom_fields'))).toEqual([
			`GET /containers/${CONTAINER}/custom_fields`,
		]);
	});

	it('exactly: a text that differs by a space, another instant, one more choice, a boolean turned, a cent are written', async () => {
		const row = {
			...HELD_ROW,
			trucker_name: 'Harbor Drayage ',
			demurrage_budget_usd: '1250.51',
			appointment_confirmed: 'false',
			planned_pickup_date: '2026-12-02',
			dispatch_at: '2026-12-01T08:30:01-08:00',
			po_list: 'po_10042, acme_inc, po_10043',
		};
		const run = await api.run(setMany(), { ...v2, inputItems: [row] });
		expect(run.error).toBeUndefined();
		expect(patches()).toEqual([
			'appointment_confirmed',
			'demurrage_budget_usd',
			'dispatch_at',
			'planned_pickup_date',
			'po_list',
			'trucker_name',
		]);
		expect(run.items[0].json.already_equal).toEqual(['dispatch_status', 'special_requirements']);
	});

	it('an empty cell clears a field that holds a value, and sends nothing for one that holds none, when Empty Values clears', async () => {
		const row = { id: CONTAINER, trucker_name: '', special_requirements: '', dispatch_at: '' };
		api.mock.state.customFields = api.mock.state.customFields.filter(
			(f) => !(f.entityId === CONTAINER && f.apiSlug === 'dispatch_at'),
		);
		const run = await api.run(setMany({ emptyValues: 'clear' }), { ...v2, inputItems: [row] });
		expect(run.error).toBeUndefined();
		expect(patches()).toEqual(['special_requirements', 'trucker_name']);
		expect(run.items[0].json).toMatchObject({
			values: { special_requirements: null, trucker_name: null },
			already_equal: ['dispatch_at'],
		});
	});

	it('a choice whose option was deleted since the record took it: given exactly as held, already equal; given any other way, refused by the field’s name', async () => {
		const retire = {
			resource: 'customFieldOption',
			operation: 'delete',
			definitionId: SEED.definitionIds.container.dispatch_status,
			optionId: SEED.optionIds.container.dispatch_status.scheduled,
		};
		expect((await api.run(retire, v2)).error).toBeUndefined();
		const same = await api.run(setMany(), {
			...v2,
			inputItems: [{ id: CONTAINER, dispatch_status: 'scheduled', trucker_name: 'Bay Cartage' }],
		});
		expect(same.error).toBeUndefined();
		expect(same.items[0].json).toMatchObject({
			values: { trucker_name: 'Bay Cartage' },
			already_equal: ['dispatch_status'],
		});
		for (const label of ['Scheduled', 'shceduled']) {
			const other = await api.run(setMany(), {
				...v2,
				inputItems: [{ id: CONTAINER, dispatch_status: label, trucker_name: 'Pacific Haulers' }],
			});
			expect(other.error?.message).toMatch(
				new RegExp(
					`^Custom field "dispatch_status" must be one of its options, not "${label}"\\. Allowed: unassigned \\(Unassigned\\), dispatched`,
				),
			);
		}
		expect(api.mock.state.customFieldWrites.map((w) => [w.apiSlug, w.value])).toEqual([
			['trucker_name', 'Bay Cartage'],
		]);
	});

	it('a row that also gives a value no record can hold is refused before what the record holds is read, its choices named too', async () => {
		const retire = {
			resource: 'customFieldOption',
			operation: 'delete',
			definitionId: SEED.definitionIds.container.dispatch_status,
			optionId: SEED.optionIds.container.dispatch_status.scheduled,
		};
		expect((await api.run(retire, v2)).error).toBeUndefined();
		const run = await api.run(setMany(), {
			...v2,
			inputItems: [{ id: CONTAINER, dispatch_status: 'scheduled', demurrage_budget_usd: 'ten' }],
		});
		expect(run.error?.message).toMatch(
			/^2 custom fields were refused, nothing was set\. Custom field "demurrage_budget_usd" must be a number, not "ten"; Custom field "dispatch_status" must be one of its options, not "scheduled"/,
		);
		expect(api.calls().filter((call) => call.includes('/custom_fields'))).toEqual([]);
	});

	it('two rows of one record: the second compares with what the first wrote, without reading it again', async () => {
		const rows = [
			{ id: CONTAINER, trucker_name: 'Pacific Haulers' },
			{ id: CONTAINER, trucker_name: 'Pacific Haulers' },
			{ id: CONTAINER, trucker_name: 'Bay Cartage' },
		];
		const run = await api.run(setMany(), { ...v2, inputItems: rows });
		expect(patches()).toEqual(['trucker_name', 'trucker_name']);
		expect(run.items.map((item) => item.json.already_equal)).toEqual([[], ['trucker_name'], []]);
		expect(api.calls().filter((call) => call.startsWith('GET /containers/'))).toEqual([
			`GET /containers/${CONTAINER}/custom_fields`,
		]);
	});
});

describe('Custom Field → Set Many reads what records hold at the fewest requests', () => {
	const api = useMockApi();
	/** One row per container of the seed, each changing its trucker. */
	const rows = () =>
		SEED.containerIds.map((id, index) => ({ id, trucker_name: `Hauler ${index}` }));
	const reads = () =>
		api
			.calls()
			.filter(
				(call) =>
					call.startsWith('GET') && call.includes('custom_fields') && !call.includes('definitions'),
			);

	it('rows by ID naming as many records as the list of the type’s values costs requests, or more: the list is read (twice its pages, as its values carry no creation time), never each record', async () => {
		valuesElsewhere(api.mock.state, 250);
		const run = await api.run(setMany(), { ...v2, inputItems: rows() });
		expect(run.error).toBeUndefined();
		expect(reads()).toEqual(Array.from({ length: 6 }, () => 'GET /custom_fields'));
		expect(
			api.mock.requests.find((r) => r.path === '/custom_fields')?.query['filter[entity_type]'],
		).toBe('Cargo');
		// Every row's trucker is new to its container: one write each.
		expect(api.mock.state.customFieldWrites.map((w) => w.entityId)).toEqual(SEED.containerIds);
	});

	it('a list longer than the rows’ records: its first page, then each record when its row comes, one request each', async () => {
		valuesElsewhere(api.mock.state, 1250);
		const run = await api.run(setMany(), { ...v2, inputItems: rows() });
		expect(run.error).toBeUndefined();
		expect(reads()).toEqual([
			'GET /custom_fields',
			...SEED.containerIds.map((id) => `GET /containers/${id}/custom_fields`),
		]);
	});

	it('rows by number: each record is read when its row comes, after its number’s look-up; no list', async () => {
		const numbers = api.mock.state.containers.slice(0, 3).map((c) => c.attributes.number);
		const run = await api.run(setMany({ entityId: rl('number', '={{ $json.number }}') }), {
			...v2,
			inputItems: numbers.map((number, index) => ({ number, trucker_name: `Hauler ${index}` })),
		});
		expect(run.error).toBeUndefined();
		expect(reads()).toEqual(
			SEED.containerIds.slice(0, 3).map((id) => `GET /containers/${id}/custom_fields`),
		);
		expect(api.calls().filter((call) => call === 'GET /search')).toHaveLength(3);
	});

	it('a row that gives its container’s ID in capitals compares with what that container holds, as in small letters', async () => {
		// A UUID is the same ID in either case (the API's own ids are in small letters): a sheet may hold it in capitals.
		const [first, second] = SEED.containerIds;
		setValue(api.mock.state, 'container', second, 'trucker_name', 'Pacific Haulers');
		const input = [
			{ id: first, trucker_name: 'Harbor Drayage' },
			{ id: second.toUpperCase(), trucker_name: '' },
		];
		const run = await api.run(setMany({ emptyValues: 'clear' }), {
			...v2,
			inputItems: input,
			continueOnFail: true,
		});
		// The emptied cell clears the trucker the container holds; it is not reported already equal while the value stays.
		expect(run.items[1].json.already_equal ?? []).not.toContain('trucker_name');
		expect(
			api.mock.state.customFields.find((f) => f.entityId === second && f.apiSlug === 'trucker_name')
				?.value ?? null,
		).toBeNull();
	});

	it.each([
		['a deleted container', mockUuid('container', 0x6fff)],
		['a shipment’s ID on a container sheet', SEED.shipmentIds[0]],
	])(
		'under Clear the Field, an emptied cell of a record the list does not name (%s) fails with the API’s 404, never already equal',
		async (_, unknownId) => {
			const input = [
				{ id: CONTAINER, trucker_name: 'Harbor Drayage' },
				{ id: unknownId, trucker_name: '' },
			];
			const run = await api.run(setMany({ emptyValues: 'clear' }), {
				...v2,
				inputItems: input,
				continueOnFail: true,
			});
			expect(run.items[0].json.already_equal).toEqual(['trucker_name']);
			expect(run.items[1].json.already_equal).toBeUndefined();
			expect(run.items[1].json).toMatchObject({
				httpCode: '404',
				error: expect.stringContaining(`Couldn't find Container with 'id'=${unknownId}`),
			});
			expect(reads()).toEqual(['GET /custom_fields', `GET /containers/${unknownId}/custom_fields`]);
		},
	);

	it('a record the list does not name that the row writes to is not read first: its write shows it exists; a later row of it compares with that write', async () => {
		const [first, second] = SEED.containerIds;
		const input = [
			{ id: first, trucker_name: 'Harbor Drayage' },
			{ id: second, trucker_name: 'Bay Cartage' },
			{ id: second, trucker_name: '' },
		];
		const run = await api.run(setMany({ emptyValues: 'clear' }), { ...v2, inputItems: input });
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json.already_equal)).toEqual([['trucker_name'], [], []]);
		expect(api.mock.state.customFieldWrites.map((w) => [w.entityId, w.value])).toEqual([
			[second, 'Bay Cartage'],
			[second, null],
		]);
		expect(reads()).toEqual(['GET /custom_fields']);
	});

	it('under Clear the Field, an emptied cell of a record that holds nothing: one read of it, then already equal', async () => {
		const [first, second] = SEED.containerIds;
		const run = await api.run(setMany({ emptyValues: 'clear' }), {
			...v2,
			inputItems: [
				{ id: first, trucker_name: 'Harbor Drayage' },
				{ id: second, trucker_name: '' },
			],
		});
		expect(run.error).toBeUndefined();
		expect(run.items[1].json.already_equal).toEqual(['trucker_name']);
		expect(api.mock.state.customFieldWrites).toEqual([]);
		expect(reads()).toEqual(['GET /custom_fields', `GET /containers/${second}/custom_fields`]);
	});

	it('a row whose record is refused does not stop the list: it fails at its own turn', async () => {
		const input = [...rows(), { id: 'not-an-id', trucker_name: 'x' }];
		const run = await api.run(setMany(), { ...v2, inputItems: input, continueOnFail: true });
		expect(run.items.at(-1)?.json.error).toMatch(/"not-an-id" is not a valid Container ID/);
		expect(reads()).toEqual(['GET /custom_fields']);
	});
});

describe('Custom Field → Set Many where the list of the type’s values fails', () => {
	const api = useMockApi();
	beforeEach(() => setThrottleTestSeam({ windowMs: 200 }));
	afterEach(() => setThrottleTestSeam(undefined));

	it('a 500, as Terminal49’s recording of the list answered: each record is read instead, and the same fields are written', async () => {
		api.mock.faults.add({
			kind: 'status',
			status: 500,
			times: 10,
			match: { path: '/custom_fields' },
		});
		const rows = SEED.containerIds
			.slice(0, 3)
			.map((id) => ({ id, trucker_name: 'Harbor Drayage' }));
		const run = await api.run(setMany(), { ...v2, inputItems: rows });
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json.already_equal)).toEqual([['trucker_name'], [], []]);
		expect(api.mock.state.customFieldWrites.map((w) => w.entityId)).toEqual(
			SEED.containerIds.slice(1, 3),
		);
		expect(
			api.calls().filter((call) => /^GET \/containers\/[^/]+\/custom_fields$/.test(call)),
		).toHaveLength(3);
	});

	it('a list whose values name no record (the OpenAPI does not require their `entity`) tells nothing of what any record holds', async () => {
		const [first, second] = SEED.containerIds;
		setValue(api.mock.state, 'container', second, 'trucker_name', 'Pacific Haulers');
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
		const input = [
			{ id: first, trucker_name: 'Harbor Drayage' },
			{ id: second, trucker_name: '' },
		];
		const run = await api.run(setMany({ emptyValues: 'clear' }), {
			...v2,
			inputItems: input,
			continueOnFail: true,
		});
		expect(run.error).toBeUndefined();
		// What each container holds, as its own read says: the first's trucker is already equal; the second's is cleared.
		expect(run.items.map((item) => item.json.already_equal)).toEqual([['trucker_name'], []]);
		expect(api.mock.state.customFieldWrites.map((w) => [w.entityId, w.apiSlug, w.value])).toEqual([
			[second, 'trucker_name', null],
		]);
	});
});
