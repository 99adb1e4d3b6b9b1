import type { IDataObject } from 'n8n-workflow';

import type { RecordShape } from './shape';
import { pickFields } from './shape';

/** An email submission flattened: its attributes as the API names them, then its relationships. */
const EMAIL_SUBMISSION_FIELDS = [
	'subject',
	'body',
	'from',
	'to',
	'cc',
	'sent_at',
	'message_id',
	'in_reply_to',
	'references',
	'content_type',
	'documents_count',
	'created_at',
	'updated_at',
	'account',
	'user',
	'documents',
] as const;

const SIMPLIFIED_FIELDS = [
	'id',
	'subject',
	'from',
	'to',
	'cc',
	'sent_at',
	'documents_count',
	'created_at',
];

/** The email's documents by id and name (and type once classified), for mapping into a Document operation. */
function documentSummaries(documents: unknown): IDataObject[] {
	if (!Array.isArray(documents)) return [];
	return documents
		.filter(
			(document): document is IDataObject => typeof document === 'object' && document !== null,
		)
		.map((document) => ({
			id: document.id ?? null,
			name: document.name ?? null,
			document_type: document.document_type ?? null,
		}));
}

export const emailSubmissionShape: RecordShape = {
	fields: EMAIL_SUBMISSION_FIELDS,
	simplify: (flat) => ({
		...pickFields(flat, SIMPLIFIED_FIELDS),
		documents: documentSummaries(flat.documents),
	}),
};
