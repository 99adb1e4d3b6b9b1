/**
 * The mock's documents: blobs announced through Rails' direct-upload endpoint and filled on the
 * storage origin, the documents created from them, what extraction made of them, and the email
 * submissions some of them came with. Shapes follow the OpenAPI (`document`,
 * `document_representation`, `email_submission`) and the "Direct Upload for Documents" guide.
 */
import { createHash, randomBytes } from 'node:crypto';

import { isoUtc } from '../time';

export interface StoredBlob {
	id: string;
	key: string;
	signedId: string;
	/** The storage URL's signature: a PUT or GET without it is refused, as S3 refuses an unsigned URL. */
	signature: string;
	filename: string;
	contentType: string;
	byteSize: number;
	/** Base64 of the binary MD5, as announced. */
	checksum: string;
	/** Set once the bytes arrived on the storage origin with a matching Content-MD5. */
	uploaded: boolean;
	/** Kept only up to KEEP_BYTES_LIMIT, so a 50 MB bench upload doesn't sit in the mock's memory. */
	bytes: Buffer | null;
}

export interface DocumentRecord {
	id: string;
	name: string;
	documentType: string | null;
	documentTypeManual: string | null;
	classificationNotes: string | null;
	source: 'upload' | 'api' | 'email' | 'split_document';
	blobKey: string | null;
	fileName: string;
	fileContentType: string | null;
	fileSizeBytes: number | null;
	checksum: string | null;
	createdAt: string;
	updatedAt: string;
	emailSubmissionId: string | null;
	representationId: string | null;
	shipmentIds: string[];
	extractedDataManual: Record<string, unknown> | null;
	discarded: boolean;
	/** Re-extract, re-classify, re-link and rotate requests, in order. */
	actions: Array<{ action: string; degrees?: number; at: string }>;
}

export interface RepresentationRecord {
	id: string;
	schemaVersion: string;
	payload: Record<string, unknown>;
	createdAt: string;
	updatedAt: string;
}

export interface EmailSubmissionRecord {
	id: string;
	subject: string;
	body: string | null;
	from: string[];
	to: string[];
	cc: string[];
	sentAt: string | null;
	messageId: string | null;
	createdAt: string;
	updatedAt: string;
}

/** One webhook delivery the simulated extraction sent. */
export interface DocumentDelivery {
	webhookId: string;
	url: string;
	event: string;
	documentId: string;
	/** The status the receiver answered; 0 when it could not be reached. */
	status: number;
	body: string;
}

export interface StorageRequest {
	method: string;
	path: string;
	/** Lower-cased header names. */
	headers: Record<string, string>;
	status: number;
	/** Body bytes received (a PUT's upload). */
	bytes: number;
}

export interface DocumentStore {
	/** 'http://127.0.0.1:<port>', set when the storage server listens. */
	storageOrigin: string;
	blobs: StoredBlob[];
	documents: DocumentRecord[];
	representations: RepresentationRecord[];
	emailSubmissions: EmailSubmissionRecord[];
	/** Every request the storage origin received. */
	storageRequests: StorageRequest[];
	deliveries: DocumentDelivery[];
	/** Added to the headers of every direct-upload answer, as a misbehaving API might. */
	extraUploadHeaders: Record<string, string>;
	/**
	 * How a file is served on download: `chunkBytes` every `everyMs` (a storage that trickles), the
	 * rest held back for ever after `stopAfterBytes` (one that stalls), without Content-Length.
	 */
	downloadPace: { chunkBytes: number; everyMs: number; stopAfterBytes?: number } | null;
	downloadWithoutLength: boolean;
	/** The next storage request is answered with this status and body instead. */
	storageFault: { status: number; body: string } | null;
	/** A new document is "extracted" this long after POST /documents; null: never. */
	extractionDelayMs: number | null;
	idSequence: number;
}

export const KEEP_BYTES_LIMIT = 8 * 1024 * 1024;

export const SCHEMA_VERSION = '2026-03-23';

/** The account's document types (GET /documents/types). */
export const DOCUMENT_TYPES: ReadonlyArray<{ code: string; label: string }> = [
	{ code: 'arrival_notice', label: 'Arrival Notice' },
	{ code: 'bill_of_lading', label: 'Bill of Lading' },
	{ code: 'commercial_invoice', label: 'Commercial Invoice' },
	{ code: 'delivery_order', label: 'Delivery Order' },
	{ code: 'packing_list', label: 'Packing List' },
	{ code: 'other', label: 'Other' },
];

export function createDocumentStore(): DocumentStore {
	return {
		storageOrigin: '',
		blobs: [],
		documents: [],
		representations: [],
		emailSubmissions: [],
		storageRequests: [],
		deliveries: [],
		extraUploadHeaders: {},
		downloadPace: null,
		downloadWithoutLength: false,
		storageFault: null,
		extractionDelayMs: 25,
		idSequence: 0,
	};
}

const ID_TAGS = {
	document: 'd0c00000',
	document_representation: 'd0e00000',
	email_submission: 'e3a10000',
	blob: 'b10b0000',
} as const;

export function documentUuid(type: keyof typeof ID_TAGS, n: number): string {
	return `${ID_TAGS[type]}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export function nextDocumentId(store: DocumentStore, type: keyof typeof ID_TAGS): string {
	store.idSequence += 1;
	return documentUuid(type, 0x100000 + store.idSequence);
}

/** A Rails-looking signed blob id: base64 JSON of the blob id, `--`, a digest. */
export function signedIdFor(blobId: string): string {
	const message = Buffer.from(
		JSON.stringify({ _rails: { data: blobId, pur: 'blob_id' } }),
	).toString('base64');
	return `${message}--${randomBytes(20).toString('hex')}`;
}

/** A blob whose bytes are already on the storage origin (seeded documents, tests). */
export function storedBlob(
	store: DocumentStore,
	filename: string,
	contentType: string,
	bytes: Buffer,
): StoredBlob {
	const id = nextDocumentId(store, 'blob');
	const blob: StoredBlob = {
		id,
		key: randomBytes(14).toString('hex'),
		signedId: signedIdFor(id),
		signature: randomBytes(16).toString('hex'),
		filename,
		contentType,
		byteSize: bytes.length,
		checksum: createHash('md5').update(bytes).digest('base64'),
		uploaded: true,
		bytes,
	};
	store.blobs.push(blob);
	return blob;
}

/** The seeded documents: a bill of lading that came by email, and an invoice uploaded in the app. */
export function seedDocuments(store: DocumentStore, now: number = Date.now()): void {
	const at = isoUtc(now - 86_400_000);
	store.emailSubmissions.push({
		id: documentUuid('email_submission', 1),
		subject: 'BL MEDU1234567 for PO-4411',
		body: 'Please find attached the bill of lading.',
		from: ['ops@forwarder.example'],
		to: ['docs+acme@terminal49.com'],
		cc: [],
		sentAt: at,
		messageId: '<bl-1@forwarder.example>',
		createdAt: at,
		updatedAt: at,
	});
	store.representations.push(
		{
			id: documentUuid('document_representation', 1),
			schemaVersion: SCHEMA_VERSION,
			payload: {
				bill_of_lading_number: 'MEDU1234567',
				shipper_name: 'Acme Manufacturing Ltd',
				port_of_discharge: 'USLAX',
			},
			createdAt: at,
			updatedAt: at,
		},
		{
			id: documentUuid('document_representation', 2),
			schemaVersion: SCHEMA_VERSION,
			payload: { invoice_number: 'INV-10027', total_amount: '12450.00', currency: 'USD' },
			createdAt: at,
			updatedAt: at,
		},
	);
	const base = {
		documentTypeManual: null,
		classificationNotes: null,
		createdAt: at,
		updatedAt: at,
		shipmentIds: [],
		extractedDataManual: null,
		discarded: false,
		actions: [],
	};
	const files = [
		storedBlob(
			store,
			'MEDU1234567 bill of lading.pdf',
			'application/pdf',
			Buffer.from('%PDF-1.4\nBill of lading MEDU1234567\n%%EOF\n'),
		),
		storedBlob(
			store,
			'INV-10027.pdf',
			'application/pdf',
			Buffer.from('%PDF-1.4\nCommercial invoice INV-10027\n%%EOF\n'),
		),
		storedBlob(
			store,
			'container photo.jpg',
			'image/jpeg',
			Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]),
		),
	];
	const fileOf = (blob: StoredBlob) => ({
		blobKey: blob.key,
		checksum: blob.checksum,
		fileName: blob.filename,
		fileContentType: blob.contentType,
		fileSizeBytes: blob.byteSize,
	});
	store.documents.push(
		{
			...base,
			...fileOf(files[0]),
			id: documentUuid('document', 1),
			name: 'MEDU1234567 bill of lading.pdf',
			documentType: 'bill_of_lading',
			source: 'email',
			emailSubmissionId: documentUuid('email_submission', 1),
			representationId: documentUuid('document_representation', 1),
		},
		{
			...base,
			...fileOf(files[1]),
			id: documentUuid('document', 2),
			name: 'INV-10027.pdf',
			documentType: 'commercial_invoice',
			source: 'upload',
			emailSubmissionId: null,
			representationId: documentUuid('document_representation', 2),
		},
		{
			...base,
			...fileOf(files[2]),
			id: documentUuid('document', 3),
			name: 'container photo.jpg',
			documentType: 'other',
			source: 'upload',
			emailSubmissionId: null,
			representationId: null,
		},
	);
}
