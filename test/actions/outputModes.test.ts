import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { SEED } from '../mock/fixtures';
import { byId, useMockApi, v2 } from './setup';

const v1 = { typeVersion: 1 };
const PRIORITY = SEED.definitionIds.tracking_request.priority;

/** Read operations of every family, with the keys of their Simplified record. */
const FAMILIES: Array<{ name: string; parameters: INodeParameters; simplified: string[] }> = [
	{
		name: 'Shipment Get',
		parameters: { resource: 'shipment', operation: 'get', shipmentId: byId(SEED.shipmentIds[0]) },
		simplified: [
			'id',
			'bill_of_lading',
			'shipping_line',
			'customer_name',
			'ref_numbers',
			'port_of_lading',
			'port_of_discharge',
			'destination',
			'vessel',
			'voyage',
			'pod_eta_at',
			'pod_ata_at',
			'tracking_stopped_reason',
			'tracking_stopped_label',
			'containers',
		],
	},
	{
		name: 'Shipment Get Many',
		parameters: { resource: 'shipment', operation: 'getAll', returnAll: true },
		simplified: [
			'id',
			'bill_of_lading',
			'shipping_line',
			'customer_name',
			'ref_numbers',
			'port_of_lading',
			'port_of_discharge',
			'destination',
			'vessel',
			'voyage',
			'pod_eta_at',
			'pod_ata_at',
			'tracking_stopped_reason',
			'tracking_stopped_label',
			'containers',
		],
	},
	{
		name: 'Tracking Request Get',
		parameters: {
			resource: 'trackingRequest',
			operation: 'get',
			trackingRequestId: byId(SEED.trackingRequestIds[0]),
		},
		simplified: [
			'id',
			'request_number',
			'request_type',
			'request_type_label',
			'scac',
			'status',
			'status_label',
			'failed_reason',
			'failed_reason_label',
			'is_retrying',
			'ref_numbers',
			'tags',
			'shipment_id',
			'bill_of_lading',
			'created_at',
			'updated_at',
		],
	},
	{
		name: 'Tracking Request Get Many',
		parameters: { resource: 'trackingRequest', operation: 'getAll', returnAll: true },
		simplified: [
			'id',
			'request_number',
			'request_type',
			'request_type_label',
			'scac',
			'status',
			'status_label',
			'failed_reason',
			'failed_reason_label',
			'is_retrying',
			'ref_numbers',
			'tags',
			'shipment_id',
			'bill_of_lading',
			'created_at',
			'updated_at',
		],
	},
	{
		name: 'Custom Field Get Many',
		parameters: {
			resource: 'customField',
			operation: 'getAll',
			entityType: 'container',
			entityId: SEED.containerIds[0],
		},
		simplified: [
			'id',
			'api_slug',
			'value',
			'display_value',
			'entity_type',
			'entity_id',
			'definition_id',
		],
	},
	{
		name: 'Custom Field Definition Get',
		parameters: { resource: 'customFieldDefinition', operation: 'get', definitionId: PRIORITY },
		simplified: [
			'id',
			'api_slug',
			'display_name',
			'description',
			'entity_type',
			'entity_label',
			'data_type',
			'data_type_label',
			'default_value',
		],
	},
	{
		name: 'Custom Field Definition Get Many',
		parameters: { resource: 'customFieldDefinition', operation: 'getAll', returnAll: true },
		simplified: [
			'id',
			'api_slug',
			'display_name',
			'description',
			'entity_type',
			'entity_label',
			'data_type',
			'data_type_label',
			'default_value',
		],
	},
	{
		name: 'Custom Field Option Get Many',
		parameters: { resource: 'customFieldOption', operation: 'getAll', definitionId: PRIORITY },
		simplified: ['id', 'label', 'value', 'position'],
	},
	{
		name: 'Webhook Notification Get Many',
		parameters: { resource: 'webhookNotification', operation: 'getAll', returnAll: true },
		simplified: [
			'id',
			'event',
			'event_label',
			'delivery_status',
			'delivery_status_label',
			'created_at',
			'webhook_id',
			'reference_object_type',
			'reference_object_id',
		],
	},
	{
		name: 'Container Get Transport Events',
		parameters: {
			resource: 'container',
			operation: 'getTransportEvents',
			containerId: SEED.containerIds[0],
		},
		simplified: [
			'id',
			'event',
			'event_label',
			'timestamp',
			'timezone',
			'location_locode',
			'location',
			'terminal',
			'vessel',
			'voyage_number',
			'data_source',
			'container_id',
			'shipment_id',
		],
	},
	{
		name: 'Container Get Raw Events',
		parameters: {
			resource: 'container',
			operation: 'getRawEvents',
			containerId: SEED.containerIds[0],
		},
		simplified: [
			'id',
			'event',
			'original_event',
			'timestamp',
			'estimated',
			'timezone',
			'location_name',
			'location_locode',
			'vessel_name',
			'voyage_number',
			'index',
		],
	},
];

const jsonOf = (run: { items: Array<{ json: IDataObject }> }) => run.items.map((item) => item.json);

/** Version 1's flat records plus what version 2 computes (a shipment's containers gain demurrage). */
function withoutComputed(record: IDataObject): IDataObject {
	const copy = { ...record };
	if (Array.isArray(copy.containers)) {
		copy.containers = copy.containers.map((container) => {
			const rest = { ...(container as IDataObject) };
			delete rest.demurrage;
			return rest;
		});
	}
	return copy;
}

/** Version 2's Output parameter on the operations that use the shared output module. */
describe('Output modes of node version 2', () => {
	const api = useMockApi();

	it('version 1 (Simplify on) and version 2 All Fields flatten the same fields', async () => {
		const v1Run = await api.run({ resource: 'container', operation: 'getAll', limit: 3 });
		const v2Run = await api.run(
			{ resource: 'container', operation: 'getAll', limit: 3, output: 'allFields' },
			v2,
		);
		expect(v2Run.error).toBeUndefined();
		for (const [index, item] of v2Run.items.entries()) {
			expect(item.json).toMatchObject(v1Run.items[index].json);
		}
	});

	it('Raw gives the API’s resources on a list and the whole document on a get', async () => {
		const list = await api.run(
			{ resource: 'container', operation: 'getAll', limit: 2, output: 'raw' },
			v2,
		);
		expect(list.items.map((item) => item.json)).toEqual(
			JSON.parse(JSON.stringify(api.mock.state.containers.slice(0, 2))),
		);
		const id = api.mock.state.containers[0].id;
		const get = await api.run(
			{ resource: 'container', operation: 'get', containerId: id, output: 'raw' },
			v2,
		);
		expect((get.items[0].json.data as IDataObject).id).toBe(id);
	});

	it('Selected Fields returns the ID and exactly the fields picked, null where the record has none', async () => {
		const run = await api.run(
			{
				resource: 'container',
				operation: 'getAll',
				limit: 2,
				output: 'selectedFields',
				fields: ['number', 'no_such_field'],
			},
			v2,
		);
		const stored = api.mock.state.containers.slice(0, 2);
		expect(run.items.map((item) => item.json)).toEqual(
			stored.map((container) => ({
				id: container.id,
				number: container.attributes.number,
				no_such_field: null,
			})),
		);
	});

	it('Selected Fields naming what every object inherits gives null for each, as for any field the record lacks', async () => {
		const inherited = [
			'constructor',
			'toString',
			'hasOwnProperty',
			'valueOf',
			'__proto__',
			'__defineGetter__',
		];
		const run = await api.run(
			{
				resource: 'container',
				operation: 'getAll',
				limit: 1,
				output: 'selectedFields',
				fields: [...inherited, 'number'],
			},
			v2,
		);

		const json = run.items[0].json;
		expect(Object.keys(json)).toEqual(['id', ...inherited, 'number']);
		for (const name of inherited)
			expect(Object.getOwnPropertyDescriptor(json, name)?.value).toBeNull();
		expect(json.number).toBe(api.mock.state.containers[0].attributes.number);
		expect(Object.getPrototypeOf(json)).toBe(Object.prototype);
	});

	it('Selected Fields given by an expression as "a, b" works like the list', async () => {
		const run = await api.run(
			{
				resource: 'container',
				operation: 'getAll',
				limit: 1,
				output: 'selectedFields',
				fields: 'number, current_status',
			},
			v2,
		);
		expect(Object.keys(run.items[0].json)).toEqual(['id', 'number', 'current_status']);
	});

	it('an unknown Output value is refused before any request, naming the allowed ones', async () => {
		const run = await api.run(
			{ resource: 'container', operation: 'getAll', limit: 1, output: 'everything' },
			v2,
		);
		expect(run.error?.message).toContain(
			'Output must be an output mode, not "everything". Allowed: simplified, allFields, raw, selectedFields',
		);
		expect(api.mock.requests).toHaveLength(0);
	});
});

describe('Output modes of every operation family in version 2', () => {
	const api = useMockApi();

	describe.each(FAMILIES)('$name', ({ parameters, simplified }) => {
		it('Simplified: the short record, the same keys on every item', async () => {
			const run = await api.run(parameters, v2);
			expect(run.error).toBeUndefined();
			expect(run.items.length).toBeGreaterThan(0);
			for (const item of run.items) expect(Object.keys(item.json)).toEqual(simplified);
		});

		it('All Fields is version 1 with Simplify on; Raw is version 1 with it off', async () => {
			const flat = await api.run(parameters, v1);
			const all = await api.run({ ...parameters, output: 'allFields' }, v2);
			expect(jsonOf(all).map(withoutComputed)).toEqual(jsonOf(flat));
			const raw1 = await api.run({ ...parameters, simplify: false }, v1);
			const raw2 = await api.run({ ...parameters, output: 'raw' }, v2);
			expect(jsonOf(raw2)).toEqual(jsonOf(raw1));
		});

		it('Selected Fields: the ID and the fields picked', async () => {
			const run = await api.run(
				{ ...parameters, output: 'selectedFields', fields: ['created_at'] },
				v2,
			);
			for (const item of run.items) expect(Object.keys(item.json)).toEqual(['id', 'created_at']);
		});
	});
});
