import type { IDataObject, INodeParameters, ResourceMapperValue } from 'n8n-workflow';

import { forgetLimiters } from '../../support/processState';
import { runWorkflow, TOOL_NODE_TYPE } from '../../harness/engine';
import { SEED } from '../../mock/fixtures';
import { byId, rl, useMockApi, v2 } from '../setup';

const CONTAINER = SEED.containerIds[0];
const SHIPMENT = SEED.shipmentIds[0];

/** The column mapper as the editor saves it, each field mapped from a column of the row. */
const mapped = (
	value: ResourceMapperValue['value'],
	mappingMode = 'defineBelow',
): ResourceMapperValue => ({
	mappingMode,
	value,
	matchingColumns: [],
	schema: [],
	attemptToConvertTypes: false,
	convertFieldsToString: false,
});

const setMany = (
	customFields: ResourceMapperValue,
	extra: INodeParameters = {},
): INodeParameters => ({
	resource: 'customField',
	operation: 'setMany',
	entityType: 'container',
	entityId: byId(CONTAINER),
	customFields,
	...extra,
});

/** A spreadsheet row's columns mapped to the container's fields. */
const FROM_ROW = mapped({
	trucker_name: '={{ $json.trucker }}',
	demurrage_budget_usd: '={{ $json.budget }}',
	appointment_confirmed: '={{ $json.confirmed }}',
	planned_pickup_date: '={{ $json.pickup }}',
	dispatch_at: '={{ $json.dispatch }}',
	dispatch_status: '={{ $json.status }}',
	po_list: '={{ $json.pos }}',
});

const ROW = {
	trucker: 'Pacific Haulers',
	budget: ' 1,250.50 ',
	confirmed: 'Yes',
	pickup: '2026-12-01',
	dispatch: '2026-12-01T08:30:00-08:00',
	status: 'Scheduled',
	pos: 'PO-10042, "ACME, Inc"',
};

describe('Custom Field → Set Many', () => {
	const api = useMockApi();
	const patches = () => api.mock.requests.filter((r) => r.method === 'PATCH');
	const written = () => api.mock.state.customFieldWrites.map((w) => [w.apiSlug, w.value]);

	it('sets every mapped field of the record from one row, each value typed for its field, one request per field that differs', async () => {
		const run = await api.run(setMany(FROM_ROW), { ...v2, inputItems: [ROW] });
		expect(run.error).toBeUndefined();
		expect(patches().map((r) => [r.path, (r.body as { data: IDataObject }).data])).toEqual([
			[
				`/containers/${CONTAINER}/custom_fields/trucker_name`,
				{ type: 'custom_field', attributes: { value: 'Pacific Haulers' } },
			],
			[
				`/containers/${CONTAINER}/custom_fields/demurrage_budget_usd`,
				{ type: 'custom_field', attributes: { value: 1250.5 } },
			],
			[
				`/containers/${CONTAINER}/custom_fields/appointment_confirmed`,
				{ type: 'custom_field', attributes: { value: true } },
			],
			[
				`/containers/${CONTAINER}/custom_fields/planned_pickup_date`,
				{ type: 'custom_field', attributes: { value: '2026-12-01' } },
			],
			[
				`/containers/${CONTAINER}/custom_fields/dispatch_at`,
				{ type: 'custom_field', attributes: { value: '2026-12-01T08:30:00-08:00' } },
			],
			[
				`/containers/${CONTAINER}/custom_fields/dispatch_status`,
				{ type: 'custom_field', attributes: { value: 'scheduled' } },
			],
			[
				`/containers/${CONTAINER}/custom_fields/po_list`,
				{ type: 'custom_field', attributes: { value: ['po_10042', 'acme_inc'] } },
			],
		]);
		expect(run.items).toEqual([
			{
				json: {
					entity_type: 'container',
					entity_id: CONTAINER,
					entity_number: null,
					values: {
						trucker_name: 'Pacific Haulers',
						demurrage_budget_usd: 1250.5,
						appointment_confirmed: true,
						planned_pickup_date: '2026-12-01',
						dispatch_at: '2026-12-01T08:30:00-08:00',
						dispatch_status: 'scheduled',
						po_list: ['po_10042', 'acme_inc'],
					},
					display_values: {
						trucker_name: 'Pacific Haulers',
						demurrage_budget_usd: '1250.5',
						appointment_confirmed: 'Yes',
						planned_pickup_date: '2026-12-01',
						dispatch_at: '2026-12-01T08:30:00-08:00',
						dispatch_status: 'Scheduled',
						po_list: 'PO-10042, ACME, Inc',
					},
					already_equal: [],
					empty_in_row: [],
				},
				pairedItem: { item: 0 },
			},
		]);
		// The definitions once, the options of each choice field once, and the values the container holds.
		expect(api.calls().filter((call) => call.startsWith('GET'))).toEqual([
			'GET /custom_field_definitions',
			`GET /custom_field_definitions/${SEED.definitionIds.container.dispatch_status}/options`,
			`GET /custom_field_definitions/${SEED.definitionIds.container.po_list}/options`,
			`GET /containers/${CONTAINER}/custom_fields`,
		]);
	});

	it('takes a choice as the dropdown saves it (the option’s value), a label, a list, or one label that holds a comma', async () => {
		const rows = [
			{ status: 'dispatched', pos: ['po_10043', 'PO-10044'] },
			{ status: 'Delivered', pos: 'ACME, Inc' },
		];
		const run = await api.run(
			setMany(mapped({ dispatch_status: '={{ $json.status }}', po_list: '={{ $json.pos }}' })),
			{ ...v2, inputItems: rows },
		);
		expect(run.error).toBeUndefined();
		expect(written()).toEqual([
			['dispatch_status', 'dispatched'],
			['po_list', ['po_10043', 'po_10044']],
			['dispatch_status', 'delivered'],
			['po_list', ['acme_inc']],
		]);
		expect(run.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);

		const unquoted = await api.run(setMany(mapped({ po_list: 'ACME, Inc, PO-10042' })), v2);
		expect(unquoted.error?.message).toContain(
			'Custom field "po_list" must be a list of its options, not ["ACME","Inc"]',
		);
	});

	it('takes the values the mapper’s own inputs save: a number, true or false, the date picker’s date and time', async () => {
		const typed = mapped({
			demurrage_budget_usd: 1250,
			appointment_confirmed: false,
			planned_pickup_date: '2026-12-01T00:00:00',
			dispatch_at: '2026-12-01T08:30:00',
		});
		const run = await api.run(setMany(typed), v2);
		expect(run.error).toBeUndefined();
		expect(written()).toEqual([
			['demurrage_budget_usd', 1250],
			['appointment_confirmed', false],
			['planned_pickup_date', '2026-12-01'],
			['dispatch_at', '2026-12-01T08:30:00'],
		]);
	});

	it('refuses a value its field cannot take, naming the field, and sets none of the row’s fields', async () => {
		const run = await api.run(setMany(FROM_ROW), {
			...v2,
			inputItems: [{ ...ROW, budget: '$1,250' }],
		});
		expect(run.error?.message).toBe(
			'Custom field "demurrage_budget_usd" must be a number, not "$1,250"',
		);
		expect(run.error?.description).toMatch(/without units or currency symbols/);
		expect(patches()).toEqual([]);
	});

	it('names every refused field at once', async () => {
		const run = await api.run(setMany(FROM_ROW), {
			...v2,
			inputItems: [{ ...ROW, confirmed: 'maybe', pos: 'PO-10042, PO-99999' }],
		});
		expect(run.error?.message).toMatch(/^2 custom fields were refused, nothing was set\. /);
		expect(run.error?.message).toContain(
			'Custom field "appointment_confirmed" must be true or false (yes/no and 1/0 work too), not "maybe"',
		);
		expect(run.error?.message).toContain(
			'Custom field "po_list" must be a list of its options, not "PO-99999"',
		);
		expect(patches()).toEqual([]);
	});

	it('with On Error: Continue, a refused row becomes an error item in its place; the other rows are set', async () => {
		const rows = [ROW, { ...ROW, pickup: '12/01/2026' }, { ...ROW, trucker: 'Bay Cartage' }];
		const run = await api.run(setMany(FROM_ROW), { ...v2, inputItems: rows, continueOnFail: true });
		expect(run.error).toBeUndefined();
		expect(
			run.items.map((item) => [
				item.pairedItem,
				item.json.error ?? (item.json.values as IDataObject | undefined)?.trucker_name,
			]),
		).toEqual([
			[{ item: 0 }, 'Pacific Haulers'],
			[
				{ item: 1 },
				'Custom field "planned_pickup_date" must be a date (YYYY-MM-DD), not "12/01/2026"',
			],
			[{ item: 2 }, 'Bay Cartage'],
		]);
		// The third row differs from what the first wrote in its trucker only.
		expect(patches()).toHaveLength(8);
		expect(run.items[2].json.already_equal).toEqual([
			'demurrage_budget_usd',
			'appointment_confirmed',
			'planned_pickup_date',
			'dispatch_at',
			'dispatch_status',
			'po_list',
		]);
	});

	it('leaves a field whose cell is empty unchanged, or clears it when Empty Values says so', async () => {
		const fields = mapped({
			trucker_name: '={{ $json.trucker }}',
			special_requirements: '={{ $json.needs }}',
		});
		const row = { trucker: '', needs: 'Hazmat placards' };
		const skipped = await api.run(setMany(fields), { ...v2, inputItems: [row] });
		expect(written()).toEqual([['special_requirements', ['hazmat_placards']]]);
		expect(skipped.items[0].json).toMatchObject({
			already_equal: [],
			empty_in_row: ['trucker_name'],
		});

		api.mock.state.customFieldWrites.length = 0;
		const cleared = await api.run(setMany(fields, { emptyValues: 'clear' }), {
			...v2,
			inputItems: [row, row],
		});
		expect(written()).toEqual([['trucker_name', null]]);
		// Cleared once: the second row finds it empty, as the first left it.
		expect(cleared.items.map((item) => item.json.already_equal)).toEqual([
			['special_requirements'],
			['trucker_name', 'special_requirements'],
		]);
	});

	it('tells of a mapped field whose column the row lacks: unchanged when empty values are skipped, refused when they clear', async () => {
		const fields = mapped({
			trucker_name: '={{ $json.trucker }}',
			special_requirements: '={{ $json.needs }}',
		});
		const row = { needs: 'Hazmat placards' };
		const skipped = await api.run(setMany(fields), { ...v2, inputItems: [row] });
		expect(skipped.error).toBeUndefined();
		expect(written()).toEqual([['special_requirements', ['hazmat_placards']]]);
		expect(skipped.items[0].json.empty_in_row).toEqual(['trucker_name']);

		const before = patches().length;
		const cleared = await api.run(setMany(fields, { emptyValues: 'clear' }), {
			...v2,
			inputItems: [row],
		});
		expect(cleared.error?.message).toBe(
			'Custom field "trucker_name" must be a value (an empty one clears it), not nothing, as its expression gave nothing for this row (the row has no such column)',
		);
		expect(cleared.error?.description).toContain('{{ $json.column ?? "" }}');
		expect(patches()).toHaveLength(before);
	});

	it('under Clear the Field, a stray space beside an expression that gave nothing (a misspelt column) never erases a value: refused by the field’s name', async () => {
		// The container holds a trucker; the mapping misspells the column and leaves a space after the expression.
		const fields = mapped({
			trucker_name: '={{ $json.truker }} ',
			special_requirements: '={{ $json.needs }}',
		});
		const row = { trucker: 'Bay Cartage', needs: 'Hazmat placards' };
		const run = await api.run(setMany(fields, { emptyValues: 'clear' }), {
			...v2,
			inputItems: [row],
		});
		// The expression without the space gives nothing: the row has no such column.
		expect(run.error?.message).toBe(
			'Custom field "trucker_name" must be a value (an empty one clears it), not nothing, as its expression gave nothing for this row (the row has no such column)',
		);
		expect(patches()).toEqual([]);
		// A cell of spaces the row does give is no clear either, unless the record holds exactly those spaces.
		const spaces = await api.run(
			setMany(mapped({ trucker_name: '={{ $json.trucker }}' }), { emptyValues: 'clear' }),
			{ ...v2, inputItems: [{ trucker: '  ' }] },
		);
		expect(spaces.error?.message).toBe(
			'Custom field "trucker_name" must be a value (an empty one clears it), not "  ", which shows nothing but is not empty, and is not the text the record holds',
		);
		expect(spaces.error?.description).toMatch(
			/^To clear the field, map an empty value\. An expression with a space beside it/,
		);
		expect(patches()).toEqual([]);
		expect(
			api.mock.state.customFields.find(
				(f) => f.entityId === CONTAINER && f.apiSlug === 'trucker_name',
			)?.value,
		).toBe('Harbor Drayage');
		// Where empty values are left, it is an empty value like any other: the field stays.
		const skipped = await api.run(setMany(fields), { ...v2, inputItems: [row] });
		expect(skipped.items[0].json.empty_in_row).toEqual(['trucker_name']);
		expect(written()).toEqual([['special_requirements', ['hazmat_placards']]]);
	});

	it('maps the input’s fields by API slug or display name with Map Automatically, ignoring the row’s other columns', async () => {
		const row = {
			container: 'MSKU2431002',
			trucker_name: 'Pacific Haulers',
			'Dispatch status': 'Scheduled',
			notes: 'call first',
		};
		const run = await api.run(
			setMany(mapped({}, 'autoMapInputData'), { entityId: rl('number', '={{ $json.container }}') }),
			{ ...v2, inputItems: [row] },
		);
		expect(run.error).toBeUndefined();
		expect(written()).toEqual([
			['trucker_name', 'Pacific Haulers'],
			['dispatch_status', 'scheduled'],
		]);
		expect(run.items[0].json).toMatchObject({ entity_id: CONTAINER, entity_number: 'MSKU2431002' });

		const none = await api.run(setMany(mapped({}, 'autoMapInputData')), {
			...v2,
			inputItems: [{ notes: 'call first' }],
		});
		expect(none.error?.message).toBe(
			'No field of the input item is named after a custom field of containers',
		);
		expect(none.error?.description).toContain('trucker_name');
	});

	it('on a shipment: its own fields and endpoint', async () => {
		const run = await api.run(
			setMany(
				mapped({
					customs_cleared: '={{ $json.cleared }}',
					documents_received: 'Bill of lading, Packing list',
				}),
				{ entityType: 'shipment', entityId: byId(SHIPMENT) },
			),
			{ ...v2, inputItems: [{ cleared: 'no' }] },
		);
		expect(run.error).toBeUndefined();
		expect(patches().map((r) => r.path)).toEqual([
			`/shipments/${SHIPMENT}/custom_fields/customs_cleared`,
			`/shipments/${SHIPMENT}/custom_fields/documents_received`,
		]);
		expect(written()).toEqual([
			['customs_cleared', false],
			['documents_received', ['bill_of_lading', 'packing_list']],
		]);
	});

	it('refuses a field the account no longer has, listing those it has, before any write', async () => {
		const run = await api.run(
			setMany(mapped({ trucker_name: 'Harbor Drayage', po_numbers: 'PO-10042' })),
			v2,
		);
		expect(run.error?.message).toMatch(
			/^No custom field "po_numbers" is defined for containers\. Slugs that exist: .*po_list/,
		);
		expect(patches()).toEqual([]);
	});

	it('says which fields were set when the API refuses a later one', async () => {
		api.mock.faults.add({
			kind: 'status',
			status: 422,
			body: {
				errors: [
					{ status: '422', title: 'Unprocessable Entity', detail: 'trucker_name is locked' },
				],
			},
			match: { method: 'PATCH', path: `/containers/${CONTAINER}/custom_fields/trucker_name` },
		});
		const run = await api.run(
			setMany(mapped({ dispatch_status: 'scheduled', trucker_name: 'Pacific Haulers' })),
			v2,
		);
		expect(written()).toEqual([['dispatch_status', 'scheduled']]);
		expect(`${run.error?.message} ${run.error?.description}`).toContain('trucker_name is locked');
		expect(run.error?.description).toContain('Already set before this failure: dispatch_status.');
	});

	it('is not offered in version 1', async () => {
		const run = await api.run(setMany(FROM_ROW), { typeVersion: 1, inputItems: [ROW] });
		expect(run.error?.message).toBe('Set Many needs version 2 of the Terminal49 node');
		expect(patches()).toEqual([]);
	});

	it('runs as an AI Agent’s tool with the values the model gives', async () => {
		forgetLimiters();
		const result = await runWorkflow({
			credentials: api.credentials,
			nodes: [
				{
					type: TOOL_NODE_TYPE,
					typeVersion: 2,
					parameters: setMany(mapped({ dispatch_status: 'Dispatched', po_list: 'PO-10044' })),
				},
			],
		});
		const node = result.nodes['Node 1'];
		expect(node.error).toBeUndefined();
		expect(node.items.map((item) => item.json.values)).toEqual([
			{ dispatch_status: 'dispatched', po_list: ['po_10044'] },
		]);
	});
});
