import fc from 'fast-check';
import type { IDataObject } from 'n8n-workflow';

import { indexIncluded } from '../../nodes/Terminal49/shared/jsonapi';
import { documentEventFields } from '../../nodes/Terminal49/trigger/documentEvents';
import { readNotification, flattenNotification } from '../../nodes/Terminal49/trigger/notification';

/**
 * document.extracted / document.extraction_failed as the "Document Processing Workflows" guide
 * shows them: the notification's `document` relationship, and in `included` the document, its
 * email submission and a document_representation whose payload is the extracted data.
 */
const DOCUMENT_ID = '5ab53a5e-0d68-4a8f-8d3d-1d24555d20cb';
const EMAIL_ID = '7de2c356-5d2a-4d6e-99f4-6f0d2d63e357';
const REPRESENTATION_ID = 'ab1fba20-6b7b-4d5f-95e8-e2c55a7a8f89';

const documentRecord = (relationships: IDataObject = {}, attributes: IDataObject = {}) => ({
	id: DOCUMENT_ID,
	type: 'document',
	attributes: {
		name: 'invoice.pdf',
		document_type: 'commercial_invoice',
		source: 'upload',
		file_name: 'invoice.pdf',
		file_content_type: 'application/pdf',
		file_size_bytes: 248193,
		created_at: '2026-03-26T08:14:24Z',
		updated_at: '2026-03-26T08:17:05Z',
		...attributes,
	},
	relationships: {
		account: { data: { id: '91d5b7cc-6d3f-4c87-b8bb-f5f31ed866f4', type: 'account' } },
		email_submission: { data: { id: EMAIL_ID, type: 'email_submission' } },
		last_document_representation: {
			data: { id: REPRESENTATION_ID, type: 'document_representation' },
		},
		...relationships,
	},
});
const emailRecord = {
	id: EMAIL_ID,
	type: 'email_submission',
	attributes: {
		subject: 'Invoice #INV-10027',
		body_preview: 'Please find attached invoice INV-10027.',
		from: ['ap@acme-manufacturing.com'],
		to: ['docs+account@terminal49.com'],
		cc: [],
		message_id: '<abc123@acme-manufacturing.com>',
		sent_at: '2026-03-26T08:14:11Z',
	},
};
const representationRecord = {
	id: REPRESENTATION_ID,
	type: 'document_representation',
	attributes: {
		schema_version: '2026-03-23',
		payload: { invoice_number: 'INV-10027', total_amount: '12450.00', currency: 'USD' },
	},
};

function body(
	event: string,
	included: unknown[],
	relationships: IDataObject = { document: { data: { id: DOCUMENT_ID, type: 'document' } } },
) {
	return {
		data: {
			id: '40cb28de-63ee-4542-909e-a19efe46904d',
			type: 'webhook_notification',
			attributes: {
				event,
				delivery_status: 'pending',
				created_at: '2026-03-26T08:17:06Z',
				version: '2026-03-10',
			},
			relationships,
		},
		included,
	};
}

const DOCUMENT_FIELDS = {
	id: DOCUMENT_ID,
	name: 'invoice.pdf',
	document_type: 'commercial_invoice',
	document_type_detected: 'commercial_invoice',
	source: 'upload',
	classification_notes: null,
	file_name: 'invoice.pdf',
	file_content_type: 'application/pdf',
	file_size_bytes: 248193,
	created_at: '2026-03-26T08:14:24Z',
	updated_at: '2026-03-26T08:17:05Z',
	shipment_ids: [],
};
const EMAIL_FIELDS = {
	id: EMAIL_ID,
	subject: 'Invoice #INV-10027',
	from: ['ap@acme-manufacturing.com'],
	to: ['docs+account@terminal49.com'],
	cc: [],
	sent_at: '2026-03-26T08:14:11Z',
	message_id: '<abc123@acme-manufacturing.com>',
	body_preview: 'Please find attached invoice INV-10027.',
};
const EXTRACTED = {
	extracted: { invoice_number: 'INV-10027', total_amount: '12450.00', currency: 'USD' },
	schema_version: '2026-03-23',
};

function fieldsOf(payload: unknown): IDataObject | undefined {
	const notification = readNotification(payload);
	if (!notification) throw new Error('not a notification');
	return documentEventFields(notification, indexIncluded(notification.document.included));
}

describe('documentEventFields', () => {
	it.each<[string, unknown, IDataObject | undefined]>([
		[
			'the guide’s document.extracted: document, email submission, extracted fields',
			body('document.extracted', [documentRecord(), emailRecord, representationRecord]),
			{ document: DOCUMENT_FIELDS, email_submission: EMAIL_FIELDS, ...EXTRACTED },
		],
		[
			'an uploaded document has no email submission',
			body('document.extracted', [
				documentRecord({ email_submission: { data: null } }),
				representationRecord,
			]),
			{ document: DOCUMENT_FIELDS, email_submission: null, ...EXTRACTED },
		],
		[
			'an email submission referenced but not included keeps its id',
			body('document.extracted', [documentRecord(), representationRecord]),
			{ document: DOCUMENT_FIELDS, email_submission: { id: EMAIL_ID }, ...EXTRACTED },
		],
		[
			'extraction failed: no representation, extracted and schema_version null',
			body('document.extraction_failed', [
				documentRecord(
					{ last_document_representation: { data: null } },
					{ document_type: null, classification_notes: 'Unreadable scan' },
				),
			]),
			{
				document: {
					...DOCUMENT_FIELDS,
					document_type: null,
					document_type_detected: null,
					classification_notes: 'Unreadable scan',
				},
				email_submission: { id: EMAIL_ID },
				extracted: null,
				schema_version: null,
			},
		],
		[
			'a representation included but not linked from the document is still read',
			body('document.extracted', [
				documentRecord({ last_document_representation: { data: null } }),
				representationRecord,
			]),
			{ document: DOCUMENT_FIELDS, email_submission: { id: EMAIL_ID }, ...EXTRACTED },
		],
		[
			'a manual type wins over the detected one, which stays beside it',
			body('document.extracted', [
				documentRecord({}, { document_type_manual: 'packing_list' }),
				emailRecord,
				representationRecord,
			]),
			{
				document: { ...DOCUMENT_FIELDS, document_type: 'packing_list' },
				email_submission: EMAIL_FIELDS,
				...EXTRACTED,
			},
		],
		[
			'the document found through reference_object when there is no document relationship',
			body('document.extracted', [documentRecord(), emailRecord, representationRecord], {
				reference_object: { data: { id: DOCUMENT_ID, type: 'document' } },
			}),
			{ document: DOCUMENT_FIELDS, email_submission: EMAIL_FIELDS, ...EXTRACTED },
		],
		[
			'only the relationship, nothing included: the document’s id, the rest null',
			body('document.extracted', []),
			{
				document: expect.objectContaining({
					id: DOCUMENT_ID,
					name: null,
					file_name: null,
				}) as IDataObject,
				email_submission: null,
				extracted: null,
				schema_version: null,
			},
		],
		[
			'a payload that is not an object is no extraction',
			body('document.extracted', [
				documentRecord(),
				{ ...representationRecord, attributes: { schema_version: 'x', payload: 'text' } },
			]),
			{
				document: DOCUMENT_FIELDS,
				email_submission: { id: EMAIL_ID },
				extracted: null,
				schema_version: null,
			},
		],
		[
			'another event is none of its business',
			body('container.updated', [documentRecord()]),
			undefined,
		],
	])('%s', (_label, payload, expected) => {
		expect(fieldsOf(payload)).toEqual(expected);
	});

	it('from trigger version 2, the simplified output of a document event is the notification fields plus these, without raw included records', () => {
		const notification = readNotification(
			body('document.extracted', [documentRecord(), emailRecord, representationRecord]),
		);
		expect(notification && flattenNotification(notification, 1)).toHaveProperty(
			'document_representation',
		);
		expect(notification && flattenNotification(notification, 2)).toEqual({
			event: 'document.extracted',
			notification_id: '40cb28de-63ee-4542-909e-a19efe46904d',
			created_at: '2026-03-26T08:17:06Z',
			delivery_status: 'pending',
			document: DOCUMENT_FIELDS,
			email_submission: EMAIL_FIELDS,
			...EXTRACTED,
		});
	});

	it('a relationship whose data is null inside a list or a bare value is read as absent (odd shapes degrade to absent), not dereferenced', () => {
		const odd = documentRecord({ shipments: { data: [null, 5] }, email_submission: { data: 'x' } });
		expect(fieldsOf(body('document.extracted', [odd]))).toMatchObject({
			email_submission: null,
			document: { shipment_ids: [] },
		});
	});

	it('never throws on odd included records and relationships', () => {
		const anyJson = fc.jsonValue({ maxDepth: 3 });
		fc.assert(
			fc.property(
				fc.array(
					fc.oneof(
						anyJson,
						fc.record({
							id: fc.string(),
							type: fc.constantFrom('document', 'email_submission', 'document_representation'),
							attributes: anyJson,
							relationships: fc.oneof(
								anyJson,
								fc.dictionary(
									fc.constantFrom('email_submission', 'last_document_representation', 'shipments'),
									fc.record({ data: anyJson }),
								),
							),
						}),
					),
				),
				fc.oneof(anyJson, fc.record({ document: fc.record({ data: anyJson }) })),
				(included, relationships) => {
					const notification = readNotification(
						body('document.extracted', included, relationships as IDataObject),
					);
					if (notification) expect(() => flattenNotification(notification, 2)).not.toThrow();
				},
			),
		);
	});
});
