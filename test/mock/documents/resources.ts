/** The stored documents as the API renders them (OpenAPI `document`, `email_submission`, …). */
import type {
	DocumentRecord,
	DocumentStore,
	EmailSubmissionRecord,
	RepresentationRecord,
} from './store';

export interface Identifier {
	id: string;
	type: string;
}

export interface DocumentResourceJson {
	id: string;
	type: string;
	attributes: Record<string, unknown>;
	relationships?: Record<string, { data: Identifier | Identifier[] | null }>;
	links?: Record<string, string>;
}

const ACCOUNT = { id: '91d5b7cc-6d3f-4c87-b8bb-f5f31ed866f4', type: 'account' };

export function documentResource(record: DocumentRecord): DocumentResourceJson {
	return {
		id: record.id,
		type: 'document',
		attributes: {
			id: record.id,
			name: record.name,
			document_type: record.documentType,
			document_type_manual: record.documentTypeManual,
			classification_notes: record.classificationNotes,
			source: record.source,
			file_name: record.fileName,
			file_content_type: record.fileContentType,
			file_size_bytes: record.fileSizeBytes,
			created_at: record.createdAt,
			updated_at: record.updatedAt,
		},
		relationships: {
			account: { data: ACCOUNT },
			user: { data: null },
			email_submission: {
				data: record.emailSubmissionId
					? { id: record.emailSubmissionId, type: 'email_submission' }
					: null,
			},
			last_document_representation: {
				data: record.representationId
					? { id: record.representationId, type: 'document_representation' }
					: null,
			},
			shipments: { data: record.shipmentIds.map((id) => ({ id, type: 'shipment' })) },
			cargos: { data: [] },
		},
		links: { self: `/documents/${record.id}`, download: `/documents/${record.id}/download_url` },
	};
}

/** The shorter document an email submission includes (OpenAPI `email_submission_document`). */
export function emailSubmissionDocument(record: DocumentRecord): DocumentResourceJson {
	return {
		id: record.id,
		type: 'document',
		attributes: {
			name: record.name,
			source: record.source,
			document_type: record.documentTypeManual ?? record.documentType,
			created_at: record.createdAt,
			updated_at: record.updatedAt,
		},
		relationships: {
			last_document_representation: {
				data: record.representationId
					? { id: record.representationId, type: 'document_representation' }
					: null,
			},
		},
	};
}

export function representationResource(record: RepresentationRecord): DocumentResourceJson {
	return {
		id: record.id,
		type: 'document_representation',
		attributes: {
			schema_version: record.schemaVersion,
			payload: structuredClone(record.payload),
			created_at: record.createdAt,
			updated_at: record.updatedAt,
		},
	};
}

/** As a document includes it (OpenAPI `document_email_submission`: a body preview, not the body). */
export function documentEmailSubmission(record: EmailSubmissionRecord): DocumentResourceJson {
	return {
		id: record.id,
		type: 'email_submission',
		attributes: {
			subject: record.subject,
			body_preview: record.body === null ? null : record.body.slice(0, 120),
			from: [...record.from],
			to: [...record.to],
			cc: [...record.cc],
			message_id: record.messageId,
			sent_at: record.sentAt,
			created_at: record.createdAt,
			updated_at: record.updatedAt,
		},
	};
}

export function documentsOf(store: DocumentStore, submissionId: string): DocumentRecord[] {
	return store.documents.filter(
		(document) => !document.discarded && document.emailSubmissionId === submissionId,
	);
}

export function emailSubmissionResource(
	store: DocumentStore,
	record: EmailSubmissionRecord,
): DocumentResourceJson {
	const documents = documentsOf(store, record.id);
	return {
		id: record.id,
		type: 'email_submission',
		attributes: {
			subject: record.subject,
			body: record.body,
			from: [...record.from],
			to: [...record.to],
			cc: [...record.cc],
			sent_at: record.sentAt,
			message_id: record.messageId,
			in_reply_to: null,
			references: [],
			content_type: 'multipart/mixed',
			documents_count: documents.length,
			created_at: record.createdAt,
			updated_at: record.updatedAt,
		},
		relationships: {
			account: { data: ACCOUNT },
			user: { data: null },
			documents: { data: documents.map((document) => ({ id: document.id, type: 'document' })) },
		},
		links: { self: `/email_submissions/${record.id}` },
	};
}
