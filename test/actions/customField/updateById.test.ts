import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { useMockApi, v2 } from '../setup';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource,
	operation,
	...extra,
});

describe('Custom Field: Update by ID', () => {
	const api = useMockApi();

	it('Update by ID converts the value to the field’s type before sending', async () => {
		const id = SEED.customFieldIds[3];
		const run = await api.run(
			op('customField', 'updateById', { customFieldId: id, value: 'no' }),
			v2,
		);
		expect(api.mock.requests.at(-1)?.body).toEqual({
			data: { type: 'custom_field', attributes: { value: false } },
		});
		expect(run.items[0].json).toMatchObject({ id, value: false });

		api.mock.requests.length = 0;
		const bad = await api.run(
			op('customField', 'updateById', { customFieldId: id, value: 'perhaps' }),
			v2,
		);
		expect(bad.error?.message).toContain('customs_cleared');
		expect(api.mock.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
	});

	it('Update by ID: a value whose record type is a name every object has is the API’s fault, said clearly, and nothing is sent', async () => {
		const id = SEED.customFieldIds[3];
		const record = api.mock.state.customFields.find((candidate) => candidate.id === id)!;
		record.entityType = 'constructor' as typeof record.entityType;

		const run = await api.run(
			op('customField', 'updateById', { customFieldId: id, value: 'no' }),
			v2,
		);

		expect(run.error?.message).toBe(
			'Terminal49 answered with a custom field that names no record or API slug',
		);
		expect(api.mock.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
	});
});

describe('Custom Field: Update by ID on a container’s value, whichever way the API spells the container', () => {
	const api = useMockApi();

	// The live API calls a container "cargo" (search matches) and "Cargo" (definitions); the OpenAPI says "container".
	it.each(['cargo', 'container', 'Cargo'])(
		'a value whose record is a "%s" is read as a container’s and updated',
		async (spelling) => {
			const id = SEED.customFieldIds[4];
			const record = api.mock.state.customFields.find((candidate) => candidate.id === id)!;
			record.entityType = spelling as typeof record.entityType;

			const run = await api.run(
				op('customField', 'updateById', { customFieldId: id, value: 'Bay Cartage' }),
				v2,
			);

			expect(run.error).toBeUndefined();
			expect(api.calls()).toContain('GET /custom_field_definitions');
			expect(api.mock.requests.at(-1)).toMatchObject({
				method: 'PATCH',
				body: { data: { type: 'custom_field', attributes: { value: 'Bay Cartage' } } },
			});
			expect(run.items[0].json).toMatchObject({
				id,
				api_slug: 'trucker_name',
				value: 'Bay Cartage',
			});
		},
	);
});
