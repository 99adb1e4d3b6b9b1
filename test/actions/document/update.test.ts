import { byId, useMockApi, v2 } from '../setup';
import { PHOTO_ID } from './setup';

describe('Document', () => {
	const api = useMockApi();

	describe('Update', () => {
		it('sets the manual type and extracted data; Simplified shows the manual type over the detected one', async () => {
			const run = await api.run(
				{
					resource: 'document',
					operation: 'update',
					documentId: byId(PHOTO_ID),
					updateFields: {
						documentType: 'delivery_order',
						extractedData: '{"delivery_order_number": "DO-1"}',
					},
				},
				v2,
			);
			expect(run.error).toBeUndefined();
			expect(api.mock.requests[0].body).toEqual({
				data: {
					type: 'document',
					attributes: {
						document_type_manual: 'delivery_order',
						extracted_data_manual: { delivery_order_number: 'DO-1' },
					},
				},
			});
			expect(run.items[0].json).toMatchObject({
				document_type: 'delivery_order',
				document_type_detected: 'other',
			});
		});

		it('refuses extracted data that is not a JSON object, and an update with no field', async () => {
			const bad = await api.run(
				{
					resource: 'document',
					operation: 'update',
					documentId: byId(PHOTO_ID),
					updateFields: { extractedData: '[1, 2]' },
				},
				v2,
			);
			expect(bad.error?.message).toBe('Extracted Data must be a JSON object (or null)');
			const none = await api.run(
				{ resource: 'document', operation: 'update', documentId: byId(PHOTO_ID), updateFields: {} },
				v2,
			);
			expect(none.error?.message).toBe('Nothing to update: no field was added');
			expect(api.mock.requests).toHaveLength(0);
		});

		it('an unknown type comes back with the API’s own words', async () => {
			const run = await api.run(
				{
					resource: 'document',
					operation: 'update',
					documentId: byId(PHOTO_ID),
					updateFields: { documentType: 'recipe' },
				},
				v2,
			);
			expect(run.error?.message).toContain('document_type_manual is not one of');
			expect(run.error?.description).toContain('document_type_manual');
		});
	});
});
