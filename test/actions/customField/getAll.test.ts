import type { IDataObject } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { useMockApi } from '../setup';

const CONTAINER = SEED.containerIds[0];
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
				definition: {
					id: SEED.definitionIds.container.trucker_name,
					type: 'custom_field_definition',
				},
			},
			expect.objectContaining({
				api_slug: 'special_requirements',
				value: ['liftgate'],
				display_value: 'Liftgate',
			}),
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
		expect(run.error?.message).toBe(
			`Terminal49 answered 404: Not Found: Couldn't find Container with 'id'=${MISSING_CONTAINER}`,
		);
		const bad = await api.run(getAll({ entityType: 'shipment', entityId: 'ACME-4471' }));
		expect(bad.error?.message).toBe('"ACME-4471" is not a valid Shipment ID');
		expect(api.mock.requests).toHaveLength(1);
	});
});
