import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { SEED } from '../mock/fixtures';
import { itRefusesBeforeAnyRequest, useMockApi, v2 } from './setup';
import type { RefusedCase } from './setup';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource,
	operation,
	...extra,
});
const shipmentPriority = SEED.definitionIds.shipment.priority;

describe('Custom Field Option: Create, Update, Delete', () => {
	const api = useMockApi();

	it('Create adds an option (last by default); Update relabels it; Delete removes it', async () => {
		const created = await api.run(
			op('customFieldOption', 'create', {
				definitionId: shipmentPriority,
				label: 'Critical',
				value: 'critical',
			}),
			v2,
		);
		const id = String(created.items[0].json.id);
		expect(created.items[0].json).toMatchObject({
			label: 'Critical',
			value: 'critical',
			position: 3,
		});
		expect(api.calls()[0]).toBe(`POST /custom_field_definitions/${shipmentPriority}/options`);

		const updated = await api.run(
			op('customFieldOption', 'update', {
				definitionId: shipmentPriority,
				optionId: id,
				updateFields: { label: 'Urgent', position: 0 },
			}),
			v2,
		);
		expect(api.mock.requests.at(-1)?.body).toEqual({
			data: { type: 'custom_field_option', attributes: { label: 'Urgent', position: 0 } },
		});
		expect(updated.items[0].json).toMatchObject({
			id,
			label: 'Urgent',
			value: 'critical',
			position: 0,
		});

		const deleted = await api.run(
			op('customFieldOption', 'delete', { definitionId: shipmentPriority, optionId: id }),
			v2,
		);
		expect(deleted.items[0].json).toEqual({ id, definition_id: shipmentPriority, deleted: true });
		expect(api.mock.state.customFieldOptions.get(shipmentPriority)?.some((o) => o.id === id)).toBe(
			false,
		);
	});

	it('Create on a field without options is the API’s 422', async () => {
		const textField = SEED.definitionIds.shipment.internal_reference;
		const run = await api.run(
			op('customFieldOption', 'create', { definitionId: textField, label: 'A', value: 'a' }),
			v2,
		);
		expect(run.error?.message).toContain('Options can only be added to enum and enum_multi fields');
	});
});

describe('bad input is refused before any request, naming the field', () => {
	const api = useMockApi();
	const cases: RefusedCase[] = [
		[
			'option id not a UUID',
			op('customFieldOption', 'delete', { definitionId: shipmentPriority, optionId: 'hot' }),
			'"hot" is not a valid Option ID',
		],
		[
			'option label blank',
			op('customFieldOption', 'create', {
				definitionId: shipmentPriority,
				label: '={{ "" }}',
				value: 'x',
			}),
			'Label must be the text users pick, not ""',
		],
		[
			'option value blank',
			op('customFieldOption', 'create', {
				definitionId: shipmentPriority,
				label: 'X',
				value: '={{ " " }}',
			}),
			'Value must be the value stored for the option, not " "',
		],
		[
			'negative position',
			op('customFieldOption', 'create', {
				definitionId: shipmentPriority,
				label: 'X',
				value: 'x',
				additionalFields: { position: -1 },
			}),
			'Position must be a whole number from 0',
		],
	];
	itRefusesBeforeAnyRequest(api, cases);
});

describe('Custom field option: Get Many', () => {
	const api = useMockApi();

	it('the options of a choice field, one flat item each', async () => {
		const definitionId = SEED.definitionIds.container.dispatch_status;
		const run = await api.run({ resource: 'customFieldOption', operation: 'getAll', definitionId });
		expect(run.items.map((item) => [item.json.value, item.json.label])).toEqual([
			['unassigned', 'Unassigned'],
			['scheduled', 'Scheduled'],
			['dispatched', 'Dispatched'],
			['delivered', 'Delivered'],
		]);
		expect(run.items[0].json).toEqual({
			id: SEED.optionIds.container.dispatch_status.unassigned,
			type: 'custom_field_option',
			label: 'Unassigned',
			value: 'unassigned',
			position: 0,
		});
	});

	it('Return All off gives at most Limit options, in order', async () => {
		const definitionId = SEED.definitionIds.container.dispatch_status;
		const run = await api.run({
			resource: 'customFieldOption',
			operation: 'getAll',
			definitionId,
			returnAll: false,
			limit: 2,
		});
		expect(run.items.map((item) => item.json.value)).toEqual(['unassigned', 'scheduled']);
	});

	it('404 for a definition that does not exist', async () => {
		const missing = 'cfd00000-0000-4000-8000-0000000000ff';
		const run = await api.run({
			resource: 'customFieldOption',
			operation: 'getAll',
			definitionId: missing,
		});
		expect(run.error?.message).toBe(
			`Terminal49 answered 404: Not Found: Couldn't find CustomFieldDefinition with 'id'=${missing}`,
		);
	});
});

describe('Get custom field option', () => {
	const api = useMockApi();
	const definitionId = SEED.definitionIds.tracking_request.priority;
	const optionId = SEED.optionIds.tracking_request.priority.high;
	const getOption = (extra: IDataObject = {}) => ({
		resource: 'customFieldOption',
		operation: 'get',
		definitionId,
		optionId,
		...extra,
	});

	it('one item with label, value and position', async () => {
		const run = await api.run(getOption());
		expect(run.items.map((item) => item.json)).toEqual([
			{ id: optionId, type: 'custom_field_option', label: 'High', value: 'high', position: 2 },
		]);
		expect(api.calls()).toEqual([
			`GET /custom_field_definitions/${definitionId}/options/${optionId}`,
		]);
	});

	it('raw: the API’s document', async () => {
		const run = await api.run(getOption({ simplify: false }));
		expect(run.items[0].json).toMatchObject({
			data: {
				id: optionId,
				type: 'custom_field_option',
				attributes: { label: 'High', value: 'high', position: 2 },
			},
			links: { self: expect.stringContaining(optionId) },
		});
	});

	it('404 with the API’s text', async () => {
		const other = SEED.optionIds.shipment.priority.hot; // an option of another definition
		const run = await api.run(getOption({ optionId: other }));
		expect(run.error?.message).toBe(
			`Terminal49 answered 404: Not Found: Couldn't find CustomFieldOption with 'id'=${other}`,
		);
	});

	it('refuses ids that are not UUIDs before any request', async () => {
		const run = await api.run(getOption({ optionId: 'high' }));
		expect(run.error?.message).toBe('"high" is not a valid Option ID');
		const run2 = await api.run(getOption({ definitionId: 'priority' }));
		expect(run2.error?.message).toBe('"priority" is not a valid Custom Field ID');
		expect(api.mock.requests).toHaveLength(0);
	});
});
