import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { useMockApi, v2 } from '../setup';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({ resource, operation, ...extra });

describe('Custom Field: Update by ID', () => {
	const api = useMockApi();

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
});
