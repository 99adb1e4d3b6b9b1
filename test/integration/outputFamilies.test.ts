import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { SEED } from '../mock/fixtures';
import { byId, useMockApi, v2 } from '../actions/setup';

const v1 = { typeVersion: 1 };
const PRIORITY = SEED.definitionIds.tracking_request.priority;

/** Read operations of every family, with the keys of their Simplified record. */
const FAMILIES: Array<{ name: string; parameters: INodeParameters; simplified: string[] }> = [
	{
		name: 'Shipment Get',
		parameters: { resource: 'shipment', operation: 'get', shipmentId: byId(SEED.shipmentIds[0]) },
		simplified: ['id', 'bill_of_lading', 'shipping_line', 'customer_name', 'ref_numbers', 'port_of_lading', 'port_of_discharge', 'destination', 'vessel', 'voyage', 'pod_eta_at', 'pod_ata_at', 'tracking_stopped_reason', 'tracking_stopped_label', 'containers'],
	},
	{
		name: 'Shipment Get Many',
		parameters: { resource: 'shipment', operation: 'getAll', returnAll: true },
		simplified: ['id', 'bill_of_lading', 'shipping_line', 'customer_name', 'ref_numbers', 'port_of_lading', 'port_of_discharge', 'destination', 'vessel', 'voyage', 'pod_eta_at', 'pod_ata_at', 'tracking_stopped_reason', 'tracking_stopped_label', 'containers'],
	},
	{
		name: 'Tracking Request Get',
		parameters: { resource: 'trackingRequest', operation: 'get', trackingRequestId: byId(SEED.trackingRequestIds[0]) },
		simplified: ['id', 'request_number', 'request_type', 'request_type_label', 'scac', 'status', 'status_label', 'failed_reason', 'failed_reason_label', 'is_retrying', 'ref_numbers', 'tags', 'shipment_id', 'bill_of_lading', 'created_at', 'updated_at'],
	},
	{
		name: 'Tracking Request Get Many',
		parameters: { resource: 'trackingRequest', operation: 'getAll', returnAll: true },
		simplified: ['id', 'request_number', 'request_type', 'request_type_label', 'scac', 'status', 'status_label', 'failed_reason', 'failed_reason_label', 'is_retrying', 'ref_numbers', 'tags', 'shipment_id', 'bill_of_lading', 'created_at', 'updated_at'],
	},
	{
		name: 'Custom Field Get Many',
		parameters: { resource: 'customField', operation: 'getAll', entityType: 'container', entityId: SEED.containerIds[0] },
		simplified: ['id', 'api_slug', 'value', 'display_value', 'entity_type', 'entity_id', 'definition_id'],
	},
	{
		name: 'Custom Field Definition Get',
		parameters: { resource: 'customFieldDefinition', operation: 'get', definitionId: PRIORITY },
		simplified: ['id', 'api_slug', 'display_name', 'description', 'entity_type', 'entity_label', 'data_type', 'data_type_label', 'default_value'],
	},
	{
		name: 'Custom Field Definition Get Many',
		parameters: { resource: 'customFieldDefinition', operation: 'getAll', returnAll: true },
		simplified: ['id', 'api_slug', 'display_name', 'description', 'entity_type', 'entity_label', 'data_type', 'data_type_label', 'default_value'],
	},
	{
		name: 'Custom Field Option Get Many',
		parameters: { resource: 'customFieldOption', operation: 'getAll', definitionId: PRIORITY },
		simplified: ['id', 'label', 'value', 'position'],
	},
	{
		name: 'Webhook Notification Get Many',
		parameters: { resource: 'webhookNotification', operation: 'getAll', returnAll: true },
		simplified: ['id', 'event', 'event_label', 'delivery_status', 'delivery_status_label', 'created_at', 'webhook_id', 'reference_object_type', 'reference_object_id'],
	},
	{
		name: 'Container Get Transport Events',
		parameters: { resource: 'container', operation: 'getTransportEvents', containerId: SEED.containerIds[0] },
		simplified: ['id', 'event', 'event_label', 'timestamp', 'timezone', 'location_locode', 'location', 'terminal', 'vessel', 'voyage_number', 'data_source', 'container_id', 'shipment_id'],
	},
	{
		name: 'Container Get Raw Events',
		parameters: { resource: 'container', operation: 'getRawEvents', containerId: SEED.containerIds[0] },
		simplified: ['id', 'event', 'original_event', 'timestamp', 'estimated', 'timezone', 'location_name', 'location_locode', 'vessel_name', 'voyage_number', 'index'],
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
			const run = await api.run({ ...parameters, output: 'selectedFields', fields: ['created_at'] }, v2);
			for (const item of run.items) expect(Object.keys(item.json)).toEqual(['id', 'created_at']);
		});
	});
});

describe('Readable labels beside codes', () => {
	const api = useMockApi();

	it('a failed tracking request says why in words', async () => {
		const run = await api.run({ resource: 'trackingRequest', operation: 'get', trackingRequestId: byId(SEED.trackingRequestIds[2]) }, v2);
		expect(run.items[0].json).toMatchObject({ status: 'failed', status_label: 'Failed', failed_reason: 'not_found', failed_reason_label: 'Not found at the carrier' });
	});

	it('a shipment lists its containers with status labels and demurrage; All Fields gives each its demurrage too', async () => {
		const run = await api.run({ resource: 'shipment', operation: 'get', shipmentId: byId(SEED.shipmentIds[0]) }, v2);
		const containers = run.items[0].json.containers as IDataObject[];
		expect(containers[1]).toMatchObject({ id: SEED.containerIds[1], status: 'not_available', status_label: 'Not available for pickup', demurrage: { urgency: 'imminent', holds: ['customs'] } });
		const all = await api.run({ resource: 'shipment', operation: 'get', shipmentId: byId(SEED.shipmentIds[0]), output: 'allFields' }, v2);
		expect((all.items[0].json.containers as IDataObject[])[2]).toMatchObject({ number: expect.any(String), demurrage: { urgency: 'overdue', days_left: -3 } });
	});

	it('a shipment whose tracking stopped says why', async () => {
		const run = await api.run({ resource: 'shipment', operation: 'get', shipmentId: byId(SEED.shipmentIds[3]) }, v2);
		expect(run.items[0].json).toMatchObject({ tracking_stopped_reason: 'all_containers_terminated', tracking_stopped_label: 'All containers returned empty' });
	});

	it('transport events name the event, place and terminal', async () => {
		const run = await api.run({ resource: 'container', operation: 'getTransportEvents', containerId: SEED.containerIds[0] }, v2);
		const discharged = run.items.find((item) => item.json.event === 'container.transport.vessel_discharged');
		expect(discharged?.json).toMatchObject({ event_label: 'Arrival: Discharged', location: 'Los Angeles', terminal: 'APM Terminals Pier 400' });
	});
});

describe('Write operations in version 2', () => {
	const api = useMockApi();

	it('Stop Tracking answers with the Simplified shipment; Raw with the API’s document', async () => {
		const run = await api.run({ resource: 'shipment', operation: 'stopTracking', shipmentId: byId(SEED.shipmentIds[0]) }, v2);
		expect(run.items[0].json).toMatchObject({ id: SEED.shipmentIds[0], tracking_stopped_reason: 'cancelled_by_user', tracking_stopped_label: 'Stopped by a user' });
		const raw = await api.run({ resource: 'shipment', operation: 'resumeTracking', shipmentId: byId(SEED.shipmentIds[0]), output: 'raw' }, v2);
		expect(raw.items[0].json).toMatchObject({ data: { id: SEED.shipmentIds[0], type: 'shipment' } });
	});

	it('Create Tracking Request answers with the Simplified request', async () => {
		const run = await api.run(
			{ resource: 'trackingRequest', operation: 'create', requestType: 'bill_of_lading', requestNumber: 'MEDUFR030802', scac: 'MSCU' },
			v2,
		);
		expect(run.items[0].json).toMatchObject({ request_number: 'MEDUFR030802', request_type_label: 'Bill of lading', status: 'pending', status_label: 'Looking for the shipment' });
	});

	it('Update Custom Field answers with the Simplified field; a bad Output is refused before the write', async () => {
		const update = { resource: 'customField', operation: 'update', entityType: 'container', entityId: SEED.containerIds[0], apiSlug: 'trucker_name', value: 'Bay Cartage' };
		const bad = await api.run({ ...update, output: 'short' }, v2);
		expect(bad.error?.message).toContain('Output must be one of');
		expect(api.mock.requests).toHaveLength(0);
		const run = await api.run(update, v2);
		expect(run.items[0].json).toEqual({
			id: expect.any(String),
			api_slug: 'trucker_name',
			value: 'Bay Cartage',
			display_value: 'Bay Cartage',
			entity_type: 'container',
			entity_id: SEED.containerIds[0],
			definition_id: SEED.definitionIds.container.trucker_name,
		});
	});

	it('version 1 of a write operation still has no Simplify parameter and answers flat', async () => {
		const run = await api.run({ resource: 'shipment', operation: 'stopTracking', shipmentId: byId(SEED.shipmentIds[0]) }, v1);
		expect(run.items[0].json).toMatchObject({ id: SEED.shipmentIds[0], type: 'shipment', bill_of_lading_number: '243891157' });
	});
});

describe('Imminent Within Days on shipments', () => {
	const api = useMockApi();

	it('moves a shipment’s containers between imminent and ok', async () => {
		const get = (imminentDays: number) =>
			api.run({ resource: 'shipment', operation: 'get', shipmentId: byId(SEED.shipmentIds[1]), imminentDays }, v2);
		const urgencyOf = async (days: number) =>
			((await get(days)).items[0].json.containers as IDataObject[]).map((container) => (container.demurrage as IDataObject).urgency);
		expect(await urgencyOf(3)).toEqual(['ok', 'ok', 'due_today']);
		expect(await urgencyOf(7)).toEqual(['imminent', 'imminent', 'due_today']);
	});
});
