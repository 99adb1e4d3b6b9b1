import type { IDataObject } from 'n8n-workflow';

import type { RecordShape } from '../shape';
import { labelOf, pickFields } from '../shape';

const DEFINITION_FIELDS = [
	'entity_type',
	'api_slug',
	'display_name',
	'description',
	'data_type',
	'reference_type',
	'validation',
	'default_format',
	'default_value',
	'template_id',
	'created_at',
	'updated_at',
	'account',
	'options',
	'fields',
] as const;

export const DATA_TYPE_LABELS: Readonly<Record<string, string>> = {
	short_text: 'Text',
	number: 'Number',
	boolean: 'True/False',
	date: 'Date',
	datetime: 'Date and time',
	enum: 'Single choice',
	enum_multi: 'Multiple choice',
	reference: 'Reference',
};

const ENTITY_LABELS: Readonly<Record<string, string>> = {
	Shipment: 'Shipment',
	// The live API's spelling for a container's custom fields; the OpenAPI's is "Container".
	Cargo: 'Container',
	Container: 'Container',
	TrackingRequest: 'Tracking request',
};

export const customFieldDefinitionShape: RecordShape = {
	fields: DEFINITION_FIELDS,
	simplify: (flat: IDataObject) => ({
		...pickFields(flat, ['id', 'api_slug', 'display_name', 'description', 'entity_type']),
		entity_label: labelOf(flat.entity_type, ENTITY_LABELS),
		data_type: flat.data_type ?? null,
		data_type_label: labelOf(flat.data_type, DATA_TYPE_LABELS),
		default_value: flat.default_value === undefined ? null : flat.default_value,
	}),
};
