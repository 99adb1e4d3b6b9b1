import type { INodeParameters } from 'n8n-workflow';

import { setThrottleTestSeam } from '../../nodes/Terminal49/shared/transport/throttle';
import { SEED } from '../mock/fixtures';
import { useMockApi, v2 } from '../actions/setup';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({ resource, operation, ...extra });
const shipmentPriority = SEED.definitionIds.shipment.priority;
const MISSING = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

describe('Custom Field Definition: Create, Update, Delete', () => {
	const api = useMockApi();

	it('Create sends the definition in the live API’s spelling (a container’s is Cargo) and returns it', async () => {
		const run = await api.run(
			op('customFieldDefinition', 'create', {
				entityType: 'container',
				displayName: ' Seal intact ',
				apiSlug: 'seal_intact',
				dataType: 'boolean',
				additionalFields: { description: 'Checked at the gate', validation: '{"required": true}' },
			}),
			v2,
		);
		expect(api.mock.requests[0].body).toEqual({
			data: {
				type: 'custom_field_definition',
				attributes: {
					entity_type: 'Cargo',
					api_slug: 'seal_intact',
					data_type: 'boolean',
					display_name: 'Seal intact',
					description: 'Checked at the gate',
					validation: { required: true },
				},
			},
		});
		const created = api.mock.state.customFieldDefinitions.at(-1);
		expect(run.items[0].json).toMatchObject({ id: created?.id, api_slug: 'seal_intact', data_type: 'boolean' });
	});

	it('Create: a slug already taken is the API’s 422 naming the field', async () => {
		const run = await api.run(op('customFieldDefinition', 'create', { entityType: 'shipment', displayName: 'P', apiSlug: 'priority', dataType: 'enum' }), v2);
		expect(run.error?.message).toContain('api_slug has already been taken');
		expect(run.error?.description).toContain('Field: api_slug');
	});

	it('Update changes only what is given; Delete removes the definition, its options and values', async () => {
		const updated = await api.run(op('customFieldDefinition', 'update', { definitionId: shipmentPriority, updateFields: { displayName: 'Urgency' } }), v2);
		expect(api.mock.requests[0].body).toEqual({ data: { type: 'custom_field_definition', attributes: { display_name: 'Urgency' } } });
		expect(updated.items[0].json).toMatchObject({ id: shipmentPriority, display_name: 'Urgency', api_slug: 'priority' });

		const deleted = await api.run(op('customFieldDefinition', 'delete', { definitionId: shipmentPriority }), v2);
		expect(deleted.items[0].json).toEqual({ id: shipmentPriority, deleted: true });
		expect(api.mock.state.customFieldDefinitions.some((d) => d.id === shipmentPriority)).toBe(false);
		const again = await api.run(op('customFieldDefinition', 'delete', { definitionId: shipmentPriority }), v2);
		expect(again.error?.message).toContain('404');
	});
});

describe('Custom Field Option: Create, Update, Delete', () => {
	const api = useMockApi();

	it('Create adds an option (last by default); Update relabels it; Delete removes it', async () => {
		const created = await api.run(op('customFieldOption', 'create', { definitionId: shipmentPriority, label: 'Critical', value: 'critical' }), v2);
		const id = String(created.items[0].json.id);
		expect(created.items[0].json).toMatchObject({ label: 'Critical', value: 'critical', position: 3 });
		expect(api.calls()[0]).toBe(`POST /custom_field_definitions/${shipmentPriority}/options`);

		const updated = await api.run(op('customFieldOption', 'update', { definitionId: shipmentPriority, optionId: id, updateFields: { label: 'Urgent', position: 0 } }), v2);
		expect(api.mock.requests.at(-1)?.body).toEqual({ data: { type: 'custom_field_option', attributes: { label: 'Urgent', position: 0 } } });
		expect(updated.items[0].json).toMatchObject({ id, label: 'Urgent', value: 'critical', position: 0 });

		const deleted = await api.run(op('customFieldOption', 'delete', { definitionId: shipmentPriority, optionId: id }), v2);
		expect(deleted.items[0].json).toEqual({ id, definition_id: shipmentPriority, deleted: true });
		expect(api.mock.state.customFieldOptions.get(shipmentPriority)?.some((o) => o.id === id)).toBe(false);
	});

	it('Create on a field without options is the API’s 422', async () => {
		const textField = SEED.definitionIds.shipment.internal_reference;
		const run = await api.run(op('customFieldOption', 'create', { definitionId: textField, label: 'A', value: 'a' }), v2);
		expect(run.error?.message).toContain('Options can only be added to enum and enum_multi fields');
	});
});

describe('Custom Field by its own ID: Get, Update by ID, Delete by ID', () => {
	const api = useMockApi();

	it('Get returns the value with its record and definition', async () => {
		const id = SEED.customFieldIds[2];
		const run = await api.run(op('customField', 'get', { customFieldId: id, output: 'allFields' }), v2);
		expect(run.items[0].json).toMatchObject({ id, api_slug: 'internal_reference', value: 'ACME-4471', entity: { type: 'shipment' } });
	});

	it('Update by ID converts the value to the field’s type before sending', async () => {
		const id = SEED.customFieldIds[3];
		const run = await api.run(op('customField', 'updateById', { customFieldId: id, value: 'no' }), v2);
		expect(api.mock.requests.at(-1)?.body).toEqual({ data: { type: 'custom_field', attributes: { value: false } } });
		expect(run.items[0].json).toMatchObject({ id, value: false });

		api.mock.requests.length = 0;
		const bad = await api.run(op('customField', 'updateById', { customFieldId: id, value: 'perhaps' }), v2);
		expect(bad.error?.message).toContain('customs_cleared');
		expect(api.mock.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
	});

	it('Update by ID: a value whose record type is a name every object has is the API’s fault, said clearly, and nothing is sent', async () => {
		const id = SEED.customFieldIds[3];
		const record = api.mock.state.customFields.find((candidate) => candidate.id === id)!;
		record.entityType = 'constructor' as typeof record.entityType;

		const run = await api.run(op('customField', 'updateById', { customFieldId: id, value: 'no' }), v2);

		expect(run.error?.message).toBe('Terminal49 answered with a custom field that names no record or API slug');
		expect(api.mock.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
	});

	it('Delete by ID removes the value; an unknown ID is the API’s 404', async () => {
		const id = SEED.customFieldIds[4];
		const run = await api.run(op('customField', 'deleteById', { customFieldId: id }), v2);
		expect(run.items[0].json).toEqual({ id, deleted: true });
		expect(api.mock.state.customFields.some((record) => record.id === id)).toBe(false);
		const missing = await api.run(op('customField', 'get', { customFieldId: MISSING }), v2);
		expect(missing.error?.description).toContain(`No custom field value with id "${MISSING}"`);
	});
});

describe('bad input is refused before any request, naming the field', () => {
	const api = useMockApi();
	const cases: Array<[string, INodeParameters, string]> = [
		['definition id not a UUID', op('customFieldDefinition', 'delete', { definitionId: 'priority' }), '"priority" is not a valid Custom Field ID'],
		['slug with capitals', op('customFieldDefinition', 'create', { entityType: 'shipment', displayName: 'X', apiSlug: 'Customer PO', dataType: 'short_text' }), 'API Slug: "Customer PO" is not a valid slug'],
		['record type tracking request', op('customFieldDefinition', 'create', { entityType: 'trackingRequest', displayName: 'X', apiSlug: 'x', dataType: 'short_text' }), 'Record Type: "trackingRequest" cannot get new custom fields'],
		['record type a name every object has', op('customFieldDefinition', 'create', { entityType: 'toString', displayName: 'X', apiSlug: 'x', dataType: 'short_text' }), 'Record Type: "toString" cannot get new custom fields'],
		['unknown data type', op('customFieldDefinition', 'create', { entityType: 'shipment', displayName: 'X', apiSlug: 'x', dataType: '={{ "long_text" }}' }), 'Data Type: "long_text" is not a data type. Allowed: date, datetime, enum_multi, number, reference, enum, short_text, boolean'],
		['display name blank', op('customFieldDefinition', 'create', { entityType: 'shipment', displayName: '={{ " " }}', apiSlug: 'x', dataType: 'short_text' }), 'Display Name is empty'],
		['validation not JSON', op('customFieldDefinition', 'update', { definitionId: shipmentPriority, updateFields: { validation: '={{ "{max: 3" }}' } }), 'Validation (JSON) is not valid JSON'],
		['nothing to update', op('customFieldDefinition', 'update', { definitionId: shipmentPriority, updateFields: {} }), 'Nothing to update'],
		['option id not a UUID', op('customFieldOption', 'delete', { definitionId: shipmentPriority, optionId: 'hot' }), '"hot" is not a valid Option ID'],
		['option label blank', op('customFieldOption', 'create', { definitionId: shipmentPriority, label: '={{ "" }}', value: 'x' }), 'Label is empty'],
		['option value blank', op('customFieldOption', 'create', { definitionId: shipmentPriority, label: 'X', value: '={{ " " }}' }), 'Value is empty'],
		['negative position', op('customFieldOption', 'create', { definitionId: shipmentPriority, label: 'X', value: 'x', additionalFields: { position: -1 } }), 'Position must be a whole number from 0'],
		['custom field value id not a UUID', op('customField', 'get', { customFieldId: 'internal_reference' }), '"internal_reference" is not a valid Custom Field Value ID'],
	];
	it.each(cases)('%s', async (_name, parameters, message) => {
		const run = await api.run(parameters, v2);
		expect(run.error?.message).toContain(message);
		expect(api.mock.requests).toHaveLength(0);
	});
});

describe('Custom Field: Get Many in Account, where the whole list answers 500 as in Terminal49’s own recording', () => {
	const api = useMockApi();
	beforeEach(() => setThrottleTestSeam({ windowMs: 200 }));
	afterEach(() => setThrottleTestSeam(undefined));

	it('the error says to set a filter', async () => {
		const run = await api.run(op('customField', 'getAllInAccount', { returnAll: true, filters: {} }), v2);
		expect(run.error?.message).toContain('500');
		expect(run.error?.description).toContain('Set a filter (Record Type, Record ID or Custom Field)');
		expect(api.calls().every((call) => call === 'GET /custom_fields')).toBe(true);
	});

	it('a filtered list is read as usual', async () => {
		const run = await api.run(op('customField', 'getAllInAccount', { returnAll: true, filters: { entityType: 'container' }, output: 'allFields' }), v2);
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json.api_slug).sort()).toEqual(['special_requirements', 'trucker_name']);
		expect(api.mock.requests[0].query['filter[entity_type]']).toBe('Cargo');
	});
});

describe('Custom Field: Get Many in Account, as the OpenAPI describes it', () => {
	const api = useMockApi({ spelling: 'openapi' });
	const run = (filters: INodeParameters, extra: INodeParameters = {}) =>
		api.run(op('customField', 'getAllInAccount', { returnAll: true, filters, output: 'allFields', ...extra }), v2);

	it('every value of the account, or those of a record type, a record or a field; filters sent to the API', async () => {
		const all = await run({});
		expect(all.items).toHaveLength(api.mock.state.customFields.length);
		const shipments = await run({ entityType: 'shipment' });
		expect(shipments.items.map((item) => item.json.api_slug).sort()).toEqual(['customs_cleared', 'internal_reference']);
		expect(api.mock.requests.at(-1)?.query['filter[entity_type]']).toBe('Shipment');
		const record = await run({ entityId: SEED.trackingRequestIds[0] });
		expect(record.items.map((item) => item.json.api_slug).sort()).toEqual(['customer_reference_number', 'priority']);
		const field = await run({ definitionId: SEED.definitionIds.container.trucker_name });
		expect(field.items.map((item) => item.json.value)).toEqual(['Harbor Drayage']);
		expect(api.mock.requests.at(-1)?.query['filter[definition_id]']).toBe(SEED.definitionIds.container.trucker_name);
		const limited = await api.run(op('customField', 'getAllInAccount', { limit: 2 }), v2);
		expect(limited.items).toHaveLength(2);
	});

	it('a record ID or field ID that is not a UUID is refused before any request', async () => {
		const bad = await run({ entityId: 'ACME-4471' });
		expect(bad.error?.message).toContain('"ACME-4471" is not a valid Record ID');
		const badField = await run({ definitionId: '={{ "priority" }}' });
		expect(badField.error?.message).toContain('"priority" is not a valid Custom Field ID');
		expect(api.mock.requests).toHaveLength(0);
	});
});
