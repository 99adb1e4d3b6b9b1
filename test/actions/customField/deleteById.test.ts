import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { useMockApi, v2 } from '../setup';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource,
	operation,
	...extra,
});
const MISSING = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

describe('Custom Field: Delete by ID', () => {
	const api = useMockApi();

	it('Delete by ID removes the value; an unknown ID is the API’s 404', async () => {
		const id = SEED.customFieldIds[4];
		const run = await api.run(op('customField', 'deleteById', { customFieldId: id }), v2);
		expect(run.items[0].json).toEqual({ id, deleted: true });
		expect(api.mock.state.customFields.some((record) => record.id === id)).toBe(false);
		const missing = await api.run(op('customField', 'get', { customFieldId: MISSING }), v2);
		expect(missing.error?.description).toContain(`No custom field value with id "${MISSING}"`);
	});
});
