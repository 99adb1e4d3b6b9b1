import type { IDataObject } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { byId, useMockApi, v2 } from '../setup';

const SHIPMENT = SEED.shipmentIds[0];

describe('Custom field: Delete', () => {
	const api = useMockApi();
	const remove = (extra: IDataObject) => ({
		resource: 'customField',
		operation: 'delete',
		entityType: 'shipment',
		entityId: SHIPMENT,
		...extra,
	});

	it('Delete: one DELETE; the item says what was removed', async () => {
		const run = await api.run(remove({ apiSlug: 'internal_reference' }));
		expect(api.calls()).toEqual([
			'GET /custom_field_definitions',
			`DELETE /shipments/${SHIPMENT}/custom_fields/internal_reference`,
		]);
		expect(run.items[0].json).toEqual({
			deleted: true,
			api_slug: 'internal_reference',
			entity: { id: SHIPMENT, type: 'shipment' },
		});
		expect(api.mock.state.customFields.map((f) => f.apiSlug)).not.toContain('internal_reference');
	});

	it('Delete: a record ID in capitals is the same UUID; version 2 names the record in the API’s small letters, version 1 sends it as given', async () => {
		const capitals = SHIPMENT.toUpperCase();
		const run = await api.run(
			remove({ apiSlug: 'internal_reference', entityId: byId(capitals) }),
			v2,
		);
		expect(run.items[0].json).toEqual({
			deleted: true,
			api_slug: 'internal_reference',
			entity: { id: SHIPMENT, type: 'shipment' },
		});
		await api.run(remove({ apiSlug: 'internal_reference', entityId: capitals }));
		expect(api.calls().filter((call) => call.startsWith('DELETE'))).toEqual([
			`DELETE /shipments/${SHIPMENT}/custom_fields/internal_reference`,
			`DELETE /shipments/${capitals}/custom_fields/internal_reference`,
		]);
	});

	it('Delete: a slug that does not exist lists those that do, and nothing is deleted', async () => {
		const run = await api.run(remove({ apiSlug: 'internal_ref' }));
		expect(run.error?.message).toMatch(
			/^No custom field "internal_ref" is defined for shipments\. Slugs that exist: internal_reference, /,
		);
		expect(api.calls()).toEqual(['GET /custom_field_definitions']);
	});

	it('Delete: a field the record has no value for is the API’s 404', async () => {
		const run = await api.run(remove({ apiSlug: 'priority' }));
		expect(run.error?.httpCode).toBe('404');
		expect(run.error?.message).toBe(
			`Terminal49 answered 404: Not Found: Shipment ${SHIPMENT} has no value for 'priority'`,
		);
	});
});
