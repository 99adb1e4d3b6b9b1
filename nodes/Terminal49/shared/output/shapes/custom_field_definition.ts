import type { IDataObject } from 'n8n-workflow';

import {
	CUSTOM_FIELD_DATA_TYPES,
	isCustomFieldDataType,
} from '../../catalogue/customFieldDataTypes';
import { entityOfDefinitionType, entityTitle } from '../../catalogue/customFieldEntities';
import type { RecordShape } from './shape';
import { labelOf, pickFields } from './shape';

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

/** "Single choice" for `enum`; a data type not known here is named from its own words. */
function dataTypeLabel(dataType: unknown): string | null {
	return isCustomFieldDataType(dataType)
		? CUSTOM_FIELD_DATA_TYPES[dataType].label
		: labelOf(dataType);
}

/** "Container" for a Cargo definition; a record type not known here is named from its own words. */
function entityLabel(entityType: unknown): string | null {
	const entity = entityOfDefinitionType(entityType);
	return entity ? entityTitle(entity) : labelOf(entityType);
}

export const customFieldDefinitionShape: RecordShape = {
	fields: DEFINITION_FIELDS,
	simplify: (flat: IDataObject) => ({
		...pickFields(flat, ['id', 'api_slug', 'display_name', 'description', 'entity_type']),
		entity_label: entityLabel(flat.entity_type),
		data_type: flat.data_type ?? null,
		data_type_label: dataTypeLabel(flat.data_type),
		default_value: flat.default_value === undefined ? null : flat.default_value,
	}),
};
