import { useMockApi, v2 } from '../setup';

describe('Document', () => {
	const api = useMockApi();

	it('Get Types returns one item per type with code and label', async () => {
		const run = await api.run({ resource: 'document', operation: 'getTypes' }, v2);
		expect(run.items.map((item) => item.json)).toContainEqual({
			code: 'bill_of_lading',
			label: 'Bill of Lading',
		});
	});
});
