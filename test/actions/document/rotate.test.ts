import { byId, useMockApi, v2 } from '../setup';
import { INVOICE_ID, PHOTO_ID } from './setup';

describe('Document', () => {
	const api = useMockApi();

	describe('Rotate', () => {
		it('Rotate sends the degrees for an image, as plain JSON as Terminal49’s guide sends it', async () => {
			const run = await api.run(
				{ resource: 'document', operation: 'rotate', documentId: byId(PHOTO_ID), degrees: 270 },
				v2,
			);
			expect(run.items[0].json).toEqual({
				id: PHOTO_ID,
				action: 'rotate',
				degrees: 270,
				status: 'accepted',
			});
			expect(api.mock.requests[0].body).toEqual({ degrees: 270 });
			expect(api.mock.requests[0].headers['content-type']).toBe('application/json');
		});

		it('Rotate of a PDF comes back with the API’s refusal; bad degrees fail before any request', async () => {
			const pdf = await api.run(
				{ resource: 'document', operation: 'rotate', documentId: byId(INVOICE_ID), degrees: 90 },
				v2,
			);
			expect(pdf.error?.message).toBe(
				'Terminal49 answered 422: Not rotatable: Only image documents can be rotated',
			);
			api.mock.reset();
			const bad = await api.run(
				{ resource: 'document', operation: 'rotate', documentId: byId(PHOTO_ID), degrees: '45' },
				v2,
			);
			expect(bad.error?.message).toBe('Degrees must be 90, 180 or 270, not "45"');
			expect(api.mock.requests).toHaveLength(0);
		});
	});
});
