import { byId, useMockApi, v2 } from '../setup';
import { INVOICE_ID } from './setup';

describe('Document', () => {
	const api = useMockApi();

	describe('Re-extract, Re-classify and Re-link', () => {
		it.each([
			['reExtract', 'reextract'],
			['reClassify', 'reclassify'],
			['reLink', 'relink'],
		])('%s asks the API and reports it accepted', async (operation, action) => {
			const run = await api.run(
				{ resource: 'document', operation, documentId: byId(INVOICE_ID) },
				v2,
			);
			expect(run.items[0].json).toEqual({ id: INVOICE_ID, action, status: 'accepted' });
			expect(api.calls()).toEqual([`POST /documents/${INVOICE_ID}/${action}`]);
		});
	});
});
