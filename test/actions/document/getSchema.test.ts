import { useMockApi, v2 } from '../setup';

describe('Document', () => {
	const api = useMockApi();

	it('Get Schema returns the JSON Schema of a type and version', async () => {
		const run = await api.run(
			{ resource: 'document', operation: 'getSchema', schemaId: 'bill_of_lading@2026-03-23' },
			v2,
		);
		expect(run.items[0].json).toMatchObject({
			id: 'bill_of_lading@2026-03-23',
			document_type: 'bill_of_lading',
			schema_payload: { type: 'object' },
		});
		const missing = await api.run(
			{ resource: 'document', operation: 'getSchema', schemaId: 'recipe@2026-03-23' },
			v2,
		);
		expect(missing.error?.message).toContain("Couldn't find DocumentSchema");
	});

	it.each(['.', '..', ' .. ', '%2e%2e', '%2E.', '.%2e'])(
		'Get Schema refuses the Schema ID "%s" by name, before any request',
		async (schemaId) => {
			const run = await api.run({ resource: 'document', operation: 'getSchema', schemaId }, v2);

			expect(run.error?.message).toBe(`"${schemaId.trim()}" is not a valid Schema ID`);
			expect(run.error?.description).toMatch(/"\." and "\.\." name none/);
			expect(api.mock.requests).toHaveLength(0);
		},
	);
});
