import type { IDataObject } from 'n8n-workflow';

import { documentUuid } from '../../mock/documents/store';
import { byId, useMockApi, v2 } from '../setup';
import { BL_ID, INVOICE_ID, PHOTO_ID } from './setup';

describe('Document', () => {
	const api = useMockApi();

	describe('Get', () => {
		it('Simplified gives the name, type, file, the email it came with and the extracted fields with their schema version', async () => {
			const run = await api.run(
				{ resource: 'document', operation: 'get', documentId: byId(BL_ID) },
				v2,
			);
			expect(run.error).toBeUndefined();
			expect(api.mock.requests[0].query.include).toBe(
				'email_submission,last_document_representation',
			);
			expect(run.items[0].json).toEqual({
				id: BL_ID,
				name: 'MEDU1234567 bill of lading.pdf',
				document_type: 'bill_of_lading',
				document_type_detected: 'bill_of_lading',
				source: 'email',
				classification_notes: null,
				file_name: 'MEDU1234567 bill of lading.pdf',
				file_content_type: 'application/pdf',
				file_size_bytes: expect.any(Number),
				created_at: expect.any(String),
				updated_at: expect.any(String),
				email_submission: expect.objectContaining({
					subject: 'BL MEDU1234567 for PO-4411',
					from: ['ops@forwarder.example'],
				}),
				extracted: {
					bill_of_lading_number: 'MEDU1234567',
					shipper_name: 'Acme Manufacturing Ltd',
					port_of_discharge: 'USLAX',
				},
				schema_version: '2026-03-23',
				shipment_ids: [],
			});
		});

		it('a document without email or extraction has them null', async () => {
			const run = await api.run(
				{ resource: 'document', operation: 'get', documentId: byId(PHOTO_ID) },
				v2,
			);
			expect(run.items[0].json).toMatchObject({
				email_submission: null,
				extracted: null,
				schema_version: null,
			});
		});

		it('Raw gives the JSON:API document; an unknown id is a 404 naming it', async () => {
			const raw = await api.run(
				{ resource: 'document', operation: 'get', documentId: byId(INVOICE_ID), output: 'raw' },
				v2,
			);
			expect((raw.items[0].json.data as IDataObject).type).toBe('document');
			expect(raw.items[0].json.included).toEqual(
				expect.arrayContaining([expect.objectContaining({ type: 'document_representation' })]),
			);
			const missing = documentUuid('document', 999);
			const run = await api.run(
				{ resource: 'document', operation: 'get', documentId: byId(missing) },
				v2,
			);
			expect(run.error?.message).toContain("Couldn't find Document");
			expect(run.error?.description).toContain(`No document with id "${missing}"`);
		});

		it('a document ID from an expression that is not a UUID fails before any request', async () => {
			const run = await api.run(
				{ resource: 'document', operation: 'get', documentId: byId('={{ $json.bl }}') },
				{ ...v2, inputItems: [{ bl: 'MEDU1234567' }] },
			);
			expect(run.error?.message).toBe('"MEDU1234567" is not a valid Document ID');
			expect(api.mock.requests).toHaveLength(0);
		});
	});
});
