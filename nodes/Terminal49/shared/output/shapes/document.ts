import type { IDataObject } from 'n8n-workflow';

import { isObject } from '../../helpers/objects';
import type { RecordShape } from './shape';

/** A document flattened: its attributes as the API names them, then its relationships. */
const DOCUMENT_FIELDS = [
	'name',
	'document_type',
	'document_type_manual',
	'classification_notes',
	'source',
	'file_name',
	'file_content_type',
	'file_size_bytes',
	'created_at',
	'updated_at',
	'account',
	'user',
	'email_submission',
	'last_document_representation',
	'shipments',
	'cargos',
] as const;

/**
 * What extraction read from a document: the representation's `payload` fields under `extracted`
 * (keys depend on the document type), with its `schema_version`. Both null while there is none.
 */
export function extractedFields(representation: unknown): {
	extracted: IDataObject | null;
	schema_version: string | null;
} {
	if (!isObject(representation) || !isObject(representation.payload))
		return { extracted: null, schema_version: null };
	const version = representation.schema_version;
	return {
		extracted: { ...representation.payload },
		schema_version: typeof version === 'string' ? version : null,
	};
}

/** The email a document came with, in a few fields; null when it was not sent by email. */
export function emailFields(submission: unknown): IDataObject | null {
	if (!isObject(submission)) return null;
	const fields: IDataObject = { id: submission.id ?? null };
	for (const name of ['subject', 'from', 'to', 'cc', 'sent_at', 'message_id', 'body_preview']) {
		if (submission[name] !== undefined) fields[name] = submission[name];
	}
	return fields;
}

/**
 * The fields a document's reader acts on: its name and type (a manual type wins over the detected
 * one, which stays beside it), its file, the email it came with, and what extraction read.
 */
export function simplifyDocument(flat: IDataObject): IDataObject {
	const manual = flat.document_type_manual;
	const shipments = Array.isArray(flat.shipments) ? flat.shipments : [];
	return {
		id: flat.id,
		name: flat.name ?? null,
		document_type:
			(typeof manual === 'string' && manual !== '' ? manual : flat.document_type) ?? null,
		document_type_detected: flat.document_type ?? null,
		source: flat.source ?? null,
		classification_notes: flat.classification_notes ?? null,
		file_name: flat.file_name ?? null,
		file_content_type: flat.file_content_type ?? null,
		file_size_bytes: flat.file_size_bytes ?? null,
		created_at: flat.created_at ?? null,
		updated_at: flat.updated_at ?? null,
		email_submission: emailFields(flat.email_submission),
		...extractedFields(flat.last_document_representation),
		shipment_ids: shipments.map((shipment) =>
			isObject(shipment) ? shipment.id : shipment,
		) as IDataObject[],
	};
}

export const documentShape: RecordShape = {
	fields: DOCUMENT_FIELDS,
	simplify: (flat) => simplifyDocument(flat),
};
