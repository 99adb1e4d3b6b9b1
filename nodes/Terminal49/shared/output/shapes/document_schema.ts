import type { RecordShape } from './shape';
import { pickFields } from './shape';

const DOCUMENT_SCHEMA_FIELDS = [
	'document_type',
	'label',
	'schema_version',
	'full_version',
	'current',
	'draft',
	'active_at',
	'schema_format',
	'description',
	'schema_payload',
	'created_at',
	'updated_at',
] as const;

/** The schema's identity and its JSON Schema (`schema_payload`), which is what a reader came for. */
const SIMPLIFIED_FIELDS = [
	'id',
	'document_type',
	'label',
	'schema_version',
	'full_version',
	'current',
	'schema_payload',
];

export const documentSchemaShape: RecordShape = {
	fields: DOCUMENT_SCHEMA_FIELDS,
	simplify: (flat) => pickFields(flat, SIMPLIFIED_FIELDS),
};
