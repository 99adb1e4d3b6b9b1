import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';

import { loadOptions } from '../../harness/engine';
import { useMockApi } from '../setup';

/** Tracking Request → Create's additions: Terminal49's own auto-detection, initial custom fields, the customer, checked numbers. */
describe('Tracking Request → Create, version 2', () => {
	const api = useMockApi();
	const v2 = { typeVersion: 2 };
	const create = (extra: Record<string, unknown>) => ({
		resource: 'trackingRequest',
		operation: 'create',
		requestType: 'bill_of_lading',
		requestNumber: 'MEDUFR030802',
		scac: 'MSCU',
		...extra,
	});
	const posted = () => api.mock.requests.find((r) => r.method === 'POST' && r.path === '/tracking_requests')?.body as { data: IDataObject } | undefined;

	it('offers Auto-Detect (by Terminal49) beside the node’s own Auto-Detect', async () => {
		const options = (await loadOptions({
			credentials: api.credentials,
			parameters: { resource: 'trackingRequest', operation: 'create', requestType: 'bill_of_lading' },
			method: 'getShippingLines',
		})) as INodePropertyOptions[];
		expect(options.slice(0, 2).map((o) => [o.name, o.value])).toEqual([
			['Auto-Detect', 'autoDetect'],
			['Auto-Detect (by Terminal49)', 'autoDetectByTerminal49'],
		]);
	});

	it.each([1, 2])('version %s: Auto-Detect (by Terminal49) creates the request at once, pending, with no SCAC and no inference request', async (typeVersion) => {
		const run = await api.run(create({ scac: 'autoDetectByTerminal49', requestNumber: '999000111' }), { typeVersion });
		expect(run.error).toBeUndefined();
		expect(api.calls()).toEqual(['POST /tracking_requests']);
		expect(posted()?.data.attributes).toEqual({ request_type: 'bill_of_lading', request_number: '999000111', auto_detect_vocc_scac: true });
		expect(run.items[0].json).toMatchObject({ status: 'pending', scac: null, request_number: '999000111' });
	});

	it('sends initial custom fields converted to each field’s type, and the customer', async () => {
		const customer = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
		const run = await api.run(
			create({
				additionalFields: { customerId: customer, refNumbers: 'PO-1, PO-2' },
				initialCustomFields: {
					shipment: [
						{ apiSlug: 'declared_value_usd', value: '12500.50' },
						{ apiSlug: 'customs_cleared', value: 'yes' },
					],
					containers: [
						{ apiSlug: 'trucker_name', value: 'Acme Drayage', number: 'msku 243100-2' },
						{ apiSlug: 'planned_pickup_date', value: '2026-12-01' },
					],
				},
			}),
			v2,
		);
		expect(run.error).toBeUndefined();
		expect(posted()?.data).toEqual({
			type: 'tracking_request',
			attributes: {
				request_type: 'bill_of_lading',
				request_number: 'MEDUFR030802',
				ref_numbers: ['PO-1', 'PO-2'],
				initial_custom_fields: {
					shipment: [
						{ api_slug: 'declared_value_usd', value: 12500.5 },
						{ api_slug: 'customs_cleared', value: true },
					],
					containers: [
						{ api_slug: 'trucker_name', value: 'Acme Drayage', number: 'MSKU2431002' },
						{ api_slug: 'planned_pickup_date', value: '2026-12-01' },
					],
				},
				scac: 'MSCU',
			},
			relationships: { customer: { data: { type: 'party', id: customer } } },
		});
		// Definitions are read once per record type, not once per field.
		expect(api.calls().filter((call) => call === 'GET /custom_field_definitions')).toHaveLength(2);
	});

	it.each([
		[{ shipment: [{ apiSlug: 'declared_value_usd', value: 'a lot' }] }, /declared_value_usd/],
		[{ shipment: [{ apiSlug: 'trucker_name', value: 'x' }] }, /No custom field "trucker_name" is defined for shipments/],
		[{ containers: [{ apiSlug: 'trucker_name', value: 'x', number: 'MSKU2431003' }] }, /check digit is 3, but ISO 6346 gives 2/],
	])('refuses a bad initial custom field before anything is created: %p', async (initialCustomFields, message) => {
		const run = await api.run(create({ initialCustomFields }), v2);
		expect(run.error?.message).toMatch(message);
		expect(posted()).toBeUndefined();
	});

	it('checks a container number by ISO 6346 and sends it normalised; version 1 sends what it was given', async () => {
		const bad = await api.run(create({ requestType: 'container', requestNumber: 'MSKU2431003' }), v2);
		expect(bad.error?.message).toContain('"MSKU2431003" is not a valid container number');
		expect(api.mock.requests).toHaveLength(0);

		const good = await api.run(create({ requestType: 'container', requestNumber: 'msku 243100-2', scac: 'MAEU' }), v2);
		expect(good.error).toBeUndefined();
		expect((posted()?.data.attributes as IDataObject).request_number).toBe('MSKU2431002');

		api.mock.requests.length = 0;
		await api.run(create({ requestType: 'container', requestNumber: 'MSKU2431003', scac: 'MAEU' }), { typeVersion: 1 });
		expect((posted()?.data.attributes as IDataObject).request_number).toBe('MSKU2431003');
	});

	it('upper-cases a bill of lading number in version 2', async () => {
		await api.run(create({ requestNumber: ' medufr030802 ' }), v2);
		expect((posted()?.data.attributes as IDataObject).request_number).toBe('MEDUFR030802');
	});
});
