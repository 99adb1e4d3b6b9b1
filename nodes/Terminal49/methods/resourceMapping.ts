import type {
	ILoadOptionsFunctions,
	ResourceMapperField,
	ResourceMapperFields,
} from 'n8n-workflow';

import {
	hasOptions,
	mapperChoicesOf,
	mapperTypeOf,
} from '../shared/catalogue/customFieldDataTypes';
import {
	CUSTOM_FIELD_ENTITIES,
	isCustomFieldEntity,
} from '../shared/catalogue/customFieldEntities';
import { fetchDefinitions, fetchOptions } from '../shared/customFields/definitions';
import type { FieldDefinition } from '../shared/customFields/definitions';
import { plainParameter } from './loadOptions';

/**
 * The custom fields of the chosen record type as n8n's column mapper shows them: one input per
 * field, typed from its data type, a choice field's options as a dropdown (by option value,
 * labelled as Terminal49 labels them), a True/False field as a dropdown of the two that stays
 * empty until one is chosen. Keyed by API slug, as the API addresses a field.
 */
export async function getCustomFieldColumns(
	this: ILoadOptionsFunctions,
): Promise<ResourceMapperFields> {
	const entity = plainParameter(this, 'entityType') ?? 'trackingRequest';
	if (!isCustomFieldEntity(entity)) return { fields: [] };
	const definitions = (await fetchDefinitions.call(this, entity)).sort((a, b) =>
		a.displayName.localeCompare(b.displayName),
	);
	const fields: ResourceMapperField[] = [];
	for (const definition of definitions) fields.push(await columnOf.call(this, definition));
	if (fields.length > 0) return { fields };
	// Under Map Automatically n8n's mapper shows any notice it is given: only an empty list gets one.
	const { plural } = CUSTOM_FIELD_ENTITIES[entity];
	return {
		fields,
		emptyFieldsNotice: `This account has no custom fields for ${plural}. Create one in Terminal49 (or with Custom Field Definition → Create), or choose another Record Type.`,
	};
}

async function columnOf(
	this: ILoadOptionsFunctions,
	definition: FieldDefinition,
): Promise<ResourceMapperField> {
	const column: ResourceMapperField = {
		id: definition.apiSlug,
		displayName: definition.displayName,
		type: mapperTypeOf(definition.dataType),
		required: false,
		defaultMatch: false,
		canBeUsedToMatch: false,
		display: true,
	};
	const choices = mapperChoicesOf(definition.dataType);
	if (choices !== undefined) return { ...column, options: choices };
	if (!hasOptions(definition.dataType)) return column;
	const options = await fetchOptions.call(this, definition.id);
	return {
		...column,
		options: options.map((option) => ({ name: option.label, value: option.value })),
	};
}
