import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';

import { loadOptions } from '../harness/engine';
import { makeCustomFieldDefinition, SEED } from '../mock/fixtures';
import { useMockApi } from '../actions/setup';

const CONTAINER = SEED.containerIds[0];
const SHIPMENT = SEED.shipmentIds[0];
const MISSING_CONTAINER = 'c0000000-0000-4000-8000-0000000000ff';

describe('Custom field: Get Many for a record', () => {
	const api = useMockApi();
	const getAll = (extra: IDataObject = {}) => ({
		resource: 'customField',
		operation: 'getAll',
		entityType: 'container',
		entityId: CONTAINER,
		...extra,
	});

	it('every field of the container, one flat item each', async () => {
		const run = await api.run(getAll());
		expect(api.calls()).toEqual([`GET /containers/${CONTAINER}/custom_fields`]);
		expect(run.items.map((item) => item.json)).toEqual([
			{
				id: SEED.customFieldIds[4],
				type: 'custom_field',
				api_slug: 'trucker_name',
				value: 'Harbor Drayage',
				display_value: 'Harbor Drayage',
				entity: { id: CONTAINER, type: 'container' },
				definition: { id: SEED.definitionIds.container.trucker_name, type: 'custom_field_definition' },
			},
			expect.objectContaining({ api_slug: 'special_requirements', value: ['liftgate'], display_value: 'Liftgate' }),
		]);
	});

	it('Return All off gives at most Limit fields; saved workflows without Return All still get every field', async () => {
		const limited = await api.run(getAll({ returnAll: false, limit: 1 }));
		expect(limited.items.map((item) => item.json.api_slug)).toEqual(['trucker_name']);
		const saved = await api.run(getAll());
		expect(saved.items).toHaveLength(2);
	});

	it('a record without fields gives no items, and the run succeeds', async () => {
		const run = await api.run(getAll({ entityId: SEED.containerIds[5] }));
		expect(run.status).toBe('success');
		expect(run.items).toEqual([]);
	});

	it('404 for a record that does not exist; a bad ID is refused first', async () => {
		const run = await api.run(getAll({ entityId: MISSING_CONTAINER }));
		expect(run.error?.message).toBe(`Terminal49 answered 404: Not Found: Couldn't find Container with 'id'=${MISSING_CONTAINER}`);
		const bad = await api.run(getAll({ entityType: 'shipment', entityId: 'ACME-4471' }));
		expect(bad.error?.message).toBe('"ACME-4471" is not a valid Shipment ID');
		expect(api.mock.requests).toHaveLength(1);
	});
});

describe('Custom field: Create and Delete', () => {
	const api = useMockApi();
	const create = (extra: IDataObject) => ({
		resource: 'customField',
		operation: 'create',
		entityType: 'shipment',
		entityId: SHIPMENT,
		...extra,
	});
	const remove = (extra: IDataObject) => ({
		resource: 'customField',
		operation: 'delete',
		entityType: 'shipment',
		entityId: SHIPMENT,
		...extra,
	});

	it('Create: the value converted to the field’s type, one POST, the new field back', async () => {
		const run = await api.run(create({ apiSlug: 'declared_value_usd', value: '12,500.50' }));
		expect(api.calls()).toEqual(['GET /custom_field_definitions', `POST /shipments/${SHIPMENT}/custom_fields`]);
		expect(api.mock.requests[1].body).toEqual({
			data: { type: 'custom_field', attributes: { api_slug: 'declared_value_usd', value: 12500.5 } },
		});
		expect(run.items[0].json).toMatchObject({
			type: 'custom_field',
			api_slug: 'declared_value_usd',
			value: 12500.5,
			entity: { id: SHIPMENT, type: 'shipment' },
		});
	});

	it('Create: a choice field takes a label; the options are read once for many items', async () => {
		const run = await api.run(create({ entityId: '={{ $json.id }}', apiSlug: 'priority', value: '={{ $json.priority }}' }), {
			inputItems: [
				{ id: SEED.shipmentIds[1], priority: 'Hot' },
				{ id: SEED.shipmentIds[2], priority: 'expedited' },
			],
		});
		expect(run.items.map((item) => item.json.value)).toEqual(['hot', 'expedited']);
		expect(api.calls().filter((call) => call.startsWith('GET'))).toHaveLength(2);
	});

	it('Create: a value that can’t be converted fails before the POST', async () => {
		const run = await api.run(create({ apiSlug: 'customs_cleared', value: 'perhaps' }));
		expect(run.error?.message).toBe('Custom field "customs_cleared" expects true or false, but got "perhaps"');
		expect(api.calls()).toEqual(['GET /custom_field_definitions']);
	});

	it('Create: a field the record already has is the API’s 422, shown with its field', async () => {
		const run = await api.run(create({ apiSlug: 'internal_reference', value: 'ACME-1' }));
		expect(run.error?.message).toBe(
			"Terminal49 answered 422: Unprocessable Entity: A value for 'internal_reference' already exists on this shipment",
		);
		expect(run.error?.description).toBe('Field: api_slug. Correct the field "api_slug" and run again.');
	});

	it('Create: a POST whose answer is lost is not sent twice', async () => {
		api.mock.faults.add({ kind: 'drop', match: { method: 'POST' } });
		const run = await api.run(create({ apiSlug: 'declared_value_usd', value: '1' }));
		expect(run.error?.description).toMatch(/not sent again/);
		expect(api.calls().filter((call) => call.startsWith('POST'))).toHaveLength(1);
	});

	it('Delete: one DELETE; the item says what was removed', async () => {
		const run = await api.run(remove({ apiSlug: 'internal_reference' }));
		expect(api.calls()).toEqual(['GET /custom_field_definitions', `DELETE /shipments/${SHIPMENT}/custom_fields/internal_reference`]);
		expect(run.items[0].json).toEqual({ deleted: true, api_slug: 'internal_reference', entity: { id: SHIPMENT, type: 'shipment' } });
		expect(api.mock.state.customFields.map((f) => f.apiSlug)).not.toContain('internal_reference');
	});

	it('Delete: a slug that does not exist lists those that do, and nothing is deleted', async () => {
		const run = await api.run(remove({ apiSlug: 'internal_ref' }));
		expect(run.error?.message).toMatch(/^No custom field "internal_ref" is defined for shipments\. Slugs that exist: internal_reference, /);
		expect(api.calls()).toEqual(['GET /custom_field_definitions']);
	});

	it('Delete: a field the record has no value for is the API’s 404', async () => {
		const run = await api.run(remove({ apiSlug: 'priority' }));
		expect(run.error?.httpCode).toBe('404');
		expect(run.error?.message).toBe(`Terminal49 answered 404: Not Found: Shipment ${SHIPMENT} has no value for 'priority'`);
	});
});

describe.each(['live', 'openapi'] as const)('Custom field definition: Get Many and Get (%s spelling)', (spelling) => {
	const api = useMockApi({ spelling });

	it('Get Many with filters: sent to the API and applied again by the node', async () => {
		const run = await api.run({
			resource: 'customFieldDefinition',
			operation: 'getAll',
			returnAll: true,
			filters: { entityType: 'container', dataType: 'enum' },
		});
		expect(run.items.map((item) => item.json)).toEqual([
			expect.objectContaining({
				id: SEED.definitionIds.container.dispatch_status,
				api_slug: 'dispatch_status',
				entity_type: spelling === 'live' ? 'Cargo' : 'Container',
				data_type: 'enum',
			}),
		]);
		// Sent in the live API's spelling; the answer is read in either.
		expect(api.mock.requests[0].query).toMatchObject({ 'filter[entity_type]': 'Cargo', 'filter[data_type]': 'enum' });
	});

	it('Get Many: Display Name Starts With matches in any case, the limit not reached', async () => {
		const run = await api.run({
			resource: 'customFieldDefinition',
			operation: 'getAll',
			returnAll: false,
			limit: 30,
			filters: { displayName: 'p' },
		});
		expect(run.items.map((item) => item.json.display_name)).toEqual([
			'Pallet count',
			'Priority',
			'Priority',
			'Planned pickup date',
		]);
	});

	it('Get Many: an unknown record type in an expression fails before any request', async () => {
		const run = await api.run({
			resource: 'customFieldDefinition',
			operation: 'getAll',
			returnAll: true,
			filters: { entityType: '={{ "booking" }}' },
		});
		expect(run.error?.message).toBe('Record Type filter: "booking" is not a record type that has custom fields. Allowed: container, shipment, trackingRequest (labels and any case work too)');
		expect(api.mock.requests).toHaveLength(0);
	});

	it('Get with its options, in display order', async () => {
		const id = SEED.definitionIds.tracking_request.priority;
		const run = await api.run({ resource: 'customFieldDefinition', operation: 'get', definitionId: id, includeOptions: true });
		expect(run.items[0].json).toMatchObject({ id, api_slug: 'priority', data_type: 'enum', entity_type: 'TrackingRequest' });
		expect((run.items[0].json.options as IDataObject[]).map((o) => [o.type, o.value, o.label, o.position])).toEqual([
			['custom_field_option', 'low', 'Low', 0],
			['custom_field_option', 'normal', 'Normal', 1],
			['custom_field_option', 'high', 'High', 2],
		]);
	});

	it('Get of a text field with Include Options: no wasted request, an empty list', async () => {
		const id = SEED.definitionIds.container.trucker_name;
		const run = await api.run({ resource: 'customFieldDefinition', operation: 'get', definitionId: id, includeOptions: true });
		expect(run.items[0].json.options).toEqual([]);
		expect(api.calls()).toEqual([`GET /custom_field_definitions/${id}`]);
	});

	it('Get: 404 names the definition; a slug instead of an ID is refused first', async () => {
		const missing = 'cfd00000-0000-4000-8000-0000000000ff';
		const run = await api.run({ resource: 'customFieldDefinition', operation: 'get', definitionId: missing });
		expect(run.error?.description).toMatch(`No custom field definition with id "${missing}"`);
		const slug = await api.run({ resource: 'customFieldDefinition', operation: 'get', definitionId: 'priority' });
		expect(slug.error?.message).toBe('"priority" is not a valid Custom Field ID');
		expect(api.mock.requests).toHaveLength(1);
	});

	it('the definition dropdown lists every field of every record type, by ID', async () => {
		const options = (await loadOptions({
			credentials: api.credentials,
			parameters: { resource: 'customFieldDefinition', operation: 'get' },
			method: 'getCustomFieldDefinitions',
		})) as INodePropertyOptions[];
		expect(options).toHaveLength(21);
		expect(options.find((o) => o.value === SEED.definitionIds.shipment.priority)).toEqual({
			name: 'Priority (shipment)',
			value: SEED.definitionIds.shipment.priority,
			description: 'priority, single choice',
		});
	});
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
		const run = await api.run({ resource: 'customFieldOption', operation: 'getAll', definitionId, returnAll: false, limit: 2 });
		expect(run.items.map((item) => item.json.value)).toEqual(['unassigned', 'scheduled']);
	});

	it('404 for a definition that does not exist', async () => {
		const missing = 'cfd00000-0000-4000-8000-0000000000ff';
		const run = await api.run({ resource: 'customFieldOption', operation: 'getAll', definitionId: missing });
		expect(run.error?.message).toBe(`Terminal49 answered 404: Not Found: Couldn't find CustomFieldDefinition with 'id'=${missing}`);
	});
});

describe('Lists that ignore page[size] yet link further pages, as the live API’s do', () => {
	const api = useMockApi();

	it('Custom Field Definition Get Many: more than a page of definitions, each once, in two requests', async () => {
		for (let index = 0; index < 110; index++) {
			api.mock.state.customFieldDefinitions.push(
				makeCustomFieldDefinition({ entity_type: 'Shipment', api_slug: `extra_${index}`, display_name: `Extra ${index}`, data_type: 'short_text' }),
			);
		}
		const total = api.mock.state.customFieldDefinitions.length;
		expect(total).toBeGreaterThan(100);
		const run = await api.run({ resource: 'customFieldDefinition', operation: 'getAll', returnAll: true }, { typeVersion: 2 });
		expect(run.error).toBeUndefined();
		expect(run.items).toHaveLength(total);
		expect(new Set(run.items.map((item) => item.json.id)).size).toBe(total);
		expect(api.calls()).toEqual(['GET /custom_field_definitions', 'GET /custom_field_definitions']);
	});
});
