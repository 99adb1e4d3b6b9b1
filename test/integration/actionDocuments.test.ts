import type { IDataObject } from 'n8n-workflow';

import { documentUuid } from '../mock/documents/store';
import { loadOptions } from '../harness/engine';
import { useMockApi } from '../actions/setup';

/** The Document operations besides Upload, and Email Submission, through n8n's engine against the mock. */
describe('Document operations', () => {
	const api = useMockApi();
	const v2 = { typeVersion: 2 };
	const BL_ID = documentUuid('document', 1);
	const INVOICE_ID = documentUuid('document', 2);
	const PHOTO_ID = documentUuid('document', 3);
	const byId = (id: string) => ({ __rl: true, mode: 'id', value: id });

	describe('Get', () => {
		it('Simplified gives the name, type, file, the email it came with and the extracted fields with their schema version', async () => {
			const run = await api.run({ resource: 'document', operation: 'get', documentId: byId(BL_ID) }, v2);
			expect(run.error).toBeUndefined();
			expect(api.mock.requests[0].query.include).toBe('email_submission,last_document_representation');
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
				email_submission: expect.objectContaining({ subject: 'BL MEDU1234567 for PO-4411', from: ['ops@forwarder.example'] }),
				extracted: { bill_of_lading_number: 'MEDU1234567', shipper_name: 'Acme Manufacturing Ltd', port_of_discharge: 'USLAX' },
				schema_version: '2026-03-23',
				shipment_ids: [],
			});
		});

		it('a document without email or extraction has them null', async () => {
			const run = await api.run({ resource: 'document', operation: 'get', documentId: byId(PHOTO_ID) }, v2);
			expect(run.items[0].json).toMatchObject({ email_submission: null, extracted: null, schema_version: null });
		});

		it('Raw gives the JSON:API document; an unknown id is a 404 naming it', async () => {
			const raw = await api.run({ resource: 'document', operation: 'get', documentId: byId(INVOICE_ID), output: 'raw' }, v2);
			expect((raw.items[0].json.data as IDataObject).type).toBe('document');
			expect(raw.items[0].json.included).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'document_representation' })]));
			const missing = documentUuid('document', 999);
			const run = await api.run({ resource: 'document', operation: 'get', documentId: byId(missing) }, v2);
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

	describe('Get Many', () => {
		it('sends the file name, reference and type filters and the sort, and returns the matches', async () => {
			const run = await api.run(
				{
					resource: 'document',
					operation: 'getAll',
					returnAll: true,
					filters: { fileName: 'inv', documentTypes: ['commercial_invoice', 'other'], reference: 'INV-10027' },
					sort: '-created_at',
				},
				v2,
			);
			expect(api.mock.requests[0].query).toMatchObject({
				'filter[filename]': 'inv',
				'filter[reference]': 'INV-10027',
				'filter[document_types]': 'commercial_invoice,other',
				sort: '-created_at',
			});
			expect(run.items.map((item) => item.json.id)).toEqual([INVOICE_ID]);
		});

		it('Limit stops at that many; Return All reads every page', async () => {
			const limited = await api.run({ resource: 'document', operation: 'getAll', limit: 2 }, v2);
			expect(limited.items).toHaveLength(2);
			expect(api.mock.requests[0].query['page[size]']).toBe('2');
			const all = await api.run({ resource: 'document', operation: 'getAll', returnAll: true }, v2);
			expect(all.items.map((item) => item.json.id)).toEqual([BL_ID, INVOICE_ID, PHOTO_ID]);
		});

		it('an unknown sort given by expression is refused before any request', async () => {
			const run = await api.run({ resource: 'document', operation: 'getAll', limit: 5, sort: 'name' }, v2);
			expect(run.error?.message).toContain('Sort must be one of added_by, -added_by, -created_at, created_at, document_type, -document_type ("-" for descending), not "name"');
			expect(api.mock.requests).toHaveLength(0);
		});

		it('the type filter’s dropdown lists the account’s document types', async () => {
			const options = (await loadOptions({
				credentials: api.credentials,
				parameters: { resource: 'document', operation: 'getAll' },
				method: 'getDocumentTypes',
			})) as Array<{ name: string; value: string }>;
			expect(options.map((option) => option.value)).toEqual(
				expect.arrayContaining(['bill_of_lading', 'commercial_invoice', 'packing_list']),
			);
			expect(options.find((option) => option.value === 'bill_of_lading')?.name).toBe('Bill of Lading');
		});

		it('From List searches documents by file name', async () => {
			const result = (await loadOptions({
				credentials: api.credentials,
				parameters: { resource: 'document', operation: 'get' },
				method: 'searchDocuments',
				kind: 'listSearch',
				filter: 'INV',
			})) as { results: Array<{ name: string; value: string }> };
			expect(result.results).toEqual([{ name: 'INV-10027.pdf (commercial_invoice)', value: INVOICE_ID }]);
		});
	});

	it('Get Types returns one item per type with code and label', async () => {
		const run = await api.run({ resource: 'document', operation: 'getTypes' }, v2);
		expect(run.items.map((item) => item.json)).toContainEqual({ code: 'bill_of_lading', label: 'Bill of Lading' });
	});

	describe('Update', () => {
		it('sets the manual type and extracted data; Simplified shows the manual type over the detected one', async () => {
			const run = await api.run(
				{
					resource: 'document',
					operation: 'update',
					documentId: byId(PHOTO_ID),
					updateFields: { documentType: 'delivery_order', extractedData: '{"delivery_order_number": "DO-1"}' },
				},
				v2,
			);
			expect(run.error).toBeUndefined();
			expect(api.mock.requests[0].body).toEqual({
				data: { type: 'document', attributes: { document_type_manual: 'delivery_order', extracted_data_manual: { delivery_order_number: 'DO-1' } } },
			});
			expect(run.items[0].json).toMatchObject({ document_type: 'delivery_order', document_type_detected: 'other' });
		});

		it('refuses extracted data that is not a JSON object, and an update with no field', async () => {
			const bad = await api.run(
				{ resource: 'document', operation: 'update', documentId: byId(PHOTO_ID), updateFields: { extractedData: '[1, 2]' } },
				v2,
			);
			expect(bad.error?.message).toBe('Extracted Data must be a JSON object (or null)');
			const none = await api.run({ resource: 'document', operation: 'update', documentId: byId(PHOTO_ID), updateFields: {} }, v2);
			expect(none.error?.message).toBe('Nothing to update: no field was added');
			expect(api.mock.requests).toHaveLength(0);
		});

		it('an unknown type comes back with the API’s own words', async () => {
			const run = await api.run(
				{ resource: 'document', operation: 'update', documentId: byId(PHOTO_ID), updateFields: { documentType: 'recipe' } },
				v2,
			);
			expect(run.error?.message).toContain('document_type_manual is not one of');
			expect(run.error?.description).toContain('document_type_manual');
		});
	});

	it('Delete removes the document', async () => {
		const run = await api.run({ resource: 'document', operation: 'delete', documentId: byId(PHOTO_ID) });
		expect(run.items[0].json).toEqual({ id: PHOTO_ID, deleted: true });
		expect(api.mock.state.documents.documents.find((document) => document.id === PHOTO_ID)?.discarded).toBe(true);
	});

	describe('Download', () => {
		it('puts the file into a binary property with its file name and MIME type, fetched without the API key', async () => {
			const run = await api.run(
				{ resource: 'document', operation: 'download', documentId: byId(INVOICE_ID), binaryPropertyName: 'invoice' },
				v2,
			);
			expect(run.error).toBeUndefined();
			const file = run.items[0].binary?.invoice;
			expect(file).toMatchObject({ fileName: 'INV-10027.pdf', mimeType: 'application/pdf', fileExtension: 'pdf' });
			expect(Buffer.from(file?.data ?? '', 'base64').toString()).toContain('Commercial invoice INV-10027');
			expect(run.items[0].json).toMatchObject({ id: INVOICE_ID, name: 'INV-10027.pdf' });
			const gets = api.mock.state.documents.storageRequests.filter((request) => request.method === 'GET');
			expect(gets).toHaveLength(1);
			expect(gets[0].status).toBe(200);
			expect(gets[0].headers.authorization).toBeUndefined();
			expect(api.calls()).toEqual([`GET /documents/${INVOICE_ID}`, `GET /documents/${INVOICE_ID}/download_url`]);
		});

		it('a storage refusal is a clear error that says to run again for a fresh link', async () => {
			api.mock.state.documents.storageFault = { status: 403, body: '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>' };
			const run = await api.run({ resource: 'document', operation: 'download', documentId: byId(INVOICE_ID) }, v2);
			expect(run.error?.message).toMatch(/refused the download with HTTP 403: AccessDenied: Request has expired$/);
			expect(run.error?.description).toContain('run the node again');
		});

		it('with binary data in memory too, a trickling storage fails at the Download Timeout and a paced one delivers the whole file', async () => {
			const store = api.mock.state.documents;
			store.downloadPace = { chunkBytes: 4, everyMs: 20 };
			const slow = await api.run({ resource: 'document', operation: 'download', documentId: byId(INVOICE_ID), options: { downloadTimeout: 0.2 } }, v2);
			expect(slow.error?.message).toMatch(/^The file storage \(127\.0\.0\.1:\d+\) did not deliver the file within the Download Timeout of 0\.2 s/);

			Object.assign(store, { downloadPace: { chunkBytes: 64, everyMs: 1 }, downloadWithoutLength: true });
			const paced = await api.run({ resource: 'document', operation: 'download', documentId: byId(INVOICE_ID) }, v2);
			expect(paced.error).toBeUndefined();
			expect(Buffer.from(paced.items[0].binary?.data.data ?? '', 'base64').toString()).toContain('Commercial invoice INV-10027');
		});
	});

	describe('Re-extract, Re-classify, Re-link and Rotate', () => {
		it.each([
			['reExtract', 'reextract'],
			['reClassify', 'reclassify'],
			['reLink', 'relink'],
		])('%s asks the API and reports it accepted', async (operation, action) => {
			const run = await api.run({ resource: 'document', operation, documentId: byId(INVOICE_ID) }, v2);
			expect(run.items[0].json).toEqual({ id: INVOICE_ID, action, status: 'accepted' });
			expect(api.calls()).toEqual([`POST /documents/${INVOICE_ID}/${action}`]);
		});

		it('Rotate sends the degrees for an image, as plain JSON as Terminal49’s guide sends it', async () => {
			const run = await api.run({ resource: 'document', operation: 'rotate', documentId: byId(PHOTO_ID), degrees: 270 }, v2);
			expect(run.items[0].json).toEqual({ id: PHOTO_ID, action: 'rotate', degrees: 270, status: 'accepted' });
			expect(api.mock.requests[0].body).toEqual({ degrees: 270 });
			expect(api.mock.requests[0].headers['content-type']).toBe('application/json');
		});

		it('Rotate of a PDF comes back with the API’s refusal; bad degrees fail before any request', async () => {
			const pdf = await api.run({ resource: 'document', operation: 'rotate', documentId: byId(INVOICE_ID), degrees: 90 }, v2);
			expect(pdf.error?.message).toBe('Terminal49 answered 422: Not rotatable: Only image documents can be rotated');
			api.mock.reset();
			const bad = await api.run({ resource: 'document', operation: 'rotate', documentId: byId(PHOTO_ID), degrees: '45' }, v2);
			expect(bad.error?.message).toBe('Degrees must be 90, 180 or 270, not "45"');
			expect(api.mock.requests).toHaveLength(0);
		});
	});

	it('Get Schema returns the JSON Schema of a type and version', async () => {
		const run = await api.run({ resource: 'document', operation: 'getSchema', schemaId: 'bill_of_lading@2026-03-23' }, v2);
		expect(run.items[0].json).toMatchObject({
			id: 'bill_of_lading@2026-03-23',
			document_type: 'bill_of_lading',
			schema_payload: { type: 'object' },
		});
		const missing = await api.run({ resource: 'document', operation: 'getSchema', schemaId: 'recipe@2026-03-23' }, v2);
		expect(missing.error?.message).toContain("Couldn't find DocumentSchema");
	});

	it.each(['.', '..', ' .. ', '%2e%2e', '%2E.', '.%2e'])('Get Schema refuses the Schema ID "%s" by name, before any request', async (schemaId) => {
		const run = await api.run({ resource: 'document', operation: 'getSchema', schemaId }, v2);

		expect(run.error?.message).toBe(`"${schemaId.trim()}" is not a valid Schema ID`);
		expect(run.error?.description).toMatch(/"\." and "\.\." name none/);
		expect(api.mock.requests).toHaveLength(0);
	});
});

describe('Email Submission operations', () => {
	const api = useMockApi();
	const v2 = { typeVersion: 2 };
	const EMAIL_ID = documentUuid('email_submission', 1);

	it('Get Many lists the emails with their documents', async () => {
		const run = await api.run({ resource: 'emailSubmission', operation: 'getAll', returnAll: true }, v2);
		expect(run.items.map((item) => item.json)).toEqual([
			{
				id: EMAIL_ID,
				subject: 'BL MEDU1234567 for PO-4411',
				from: ['ops@forwarder.example'],
				to: ['docs+acme@terminal49.com'],
				cc: [],
				sent_at: expect.any(String),
				documents_count: 1,
				created_at: expect.any(String),
				documents: [{ id: documentUuid('document', 1), name: 'MEDU1234567 bill of lading.pdf', document_type: 'bill_of_lading' }],
			},
		]);
	});

	it('Get returns one email; version 1 flattens it whole', async () => {
		const run = await api.run({ resource: 'emailSubmission', operation: 'get', emailSubmissionId: EMAIL_ID });
		expect(run.items[0].json).toMatchObject({ id: EMAIL_ID, type: 'email_submission', body: 'Please find attached the bill of lading.' });
		const bad = await api.run({ resource: 'emailSubmission', operation: 'get', emailSubmissionId: 'x' });
		expect(bad.error?.message).toBe('"x" is not a valid Email Submission ID');
	});
});
