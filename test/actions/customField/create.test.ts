import type { IDataObject } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { useMockApi } from '../setup';

const SHIPMENT = SEED.shipmentIds[0];

describe('Custom field: Create', () => {
	const api = useMockApi();
	const create = (extra: IDataObject) => ({
		resource: 'customField',
		operation: 'create',
		entityType: 'shipment',
		entityId: SHIPMENT,
		...extra,
	});

	it('Create: the value converted to the field’s type, one POST, the new field back', async () => {
		const run = await api.run(create({ apiSlug: 'declared_value_usd', value: '12,500.50' }));
		expect(api.calls()).toEqual([
			'GET /custom_field_definitions',
			`POST /shipments/${SHIPMENT}/custom_fields`,
		]);
		expect(api.mock.requests[1].body).toEqual({
			data: {
				type: 'custom_field',
				attributes: { api_slug: 'declared_value_usd', value: 12500.5 },
			},
		});
		expect(run.items[0].json).toMatchObject({
			type: 'custom_field',
			api_slug: 'declared_value_usd',
			value: 12500.5,
			entity: { id: SHIPMENT, type: 'shipment' },
		});
	});

	it('Create: a choice field takes a label; the options are read once for many items', async () => {
		const run = await api.run(
			create({ entityId: '={{ $json.id }}', apiSlug: 'priority', value: '={{ $json.priority }}' }),
			{
				inputItems: [
					{ id: SEED.shipmentIds[1], priority: 'Hot' },
					{ id: SEED.shipmentIds[2], priority: 'expedited' },
				],
			},
		);
		expect(run.items.map((item) => item.json.value)).toEqual(['hot', 'expedited']);
		expect(api.calls().filter((call) => call.startsWith('GET'))).toHaveLength(2);
	});

	it('Create: a value that can’t be converted fails before the POST', async () => {
		const run = await api.run(create({ apiSlug: 'customs_cleared', value: 'perhaps' }));
		expect(run.error?.message).toBe(
			'Value (custom field "customs_cleared") must be true or false (yes/no and 1/0 work too), not "perhaps"',
		);
		expect(api.calls()).toEqual(['GET /custom_field_definitions']);
	});

	it('Create: a field the record already has is the API’s 422, shown with its field', async () => {
		const run = await api.run(create({ apiSlug: 'internal_reference', value: 'ACME-1' }));
		expect(run.error?.message).toBe(
			"Terminal49 answered 422: Unprocessable Entity: A value for 'internal_reference' already exists on this shipment",
		);
		expect(run.error?.description).toBe(
			'Field: api_slug. Correct the field "api_slug" and run again.',
		);
	});

	it('Create: a POST whose answer is lost is not sent twice', async () => {
		api.mock.faults.add({ kind: 'drop', match: { method: 'POST' } });
		const run = await api.run(create({ apiSlug: 'declared_value_usd', value: '1' }));
		expect(run.error?.description).toMatch(/not sent again/);
		expect(api.calls().filter((call) => call.startsWith('POST'))).toHaveLength(1);
	});
});
