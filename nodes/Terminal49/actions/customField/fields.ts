import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { CoercionResult, CustomFieldValue } from '../../shared/customFields/coercion';
import { coerceCustomFieldValue } from '../../shared/customFields/coercion';
import type { CustomFieldEntity } from '../../shared/catalogue/customFieldEntities';
import type { FieldDefinition, FieldOption } from '../../shared/customFields/definitions';
import { CUSTOM_FIELD_ENTITIES } from '../../shared/catalogue/customFieldEntities';
import { hasOptions } from '../../shared/catalogue/customFieldDataTypes';
import { fetchDefinitions, fetchOptions } from '../../shared/customFields/definitions';
import { requireSlug } from '../../shared/helpers/validation';
import type { OutputChoice } from '../../shared/output/outputChoice';
import type { EntityRef } from './locator';
import { entityOf } from './locator';
import { perExecution } from '../helpers/executionCache';
import { shownValue } from '../../shared/helpers/shown';

/**
 * What the custom field operations share besides finding their record (locator.ts): the field
 * definitions looked up once per execution, the Custom Field and Value parameters, and the
 * conversion of a value to the field's type.
 */

/** Definitions and options read during one execution of the node. */
const cacheOf = perExecution(() => ({
	definitions: new Map<CustomFieldEntity, FieldDefinition[]>(),
	options: new Map<string, FieldOption[]>(),
}));

/** Every custom field definition of the record type, read once per execution. */
export async function definitionsFor(this: IExecuteFunctions, entity: CustomFieldEntity, itemIndex: number): Promise<FieldDefinition[]> {
	const cache = cacheOf(this);
	let definitions = cache.definitions.get(entity);
	if (!definitions) {
		definitions = await fetchDefinitions.call(this, entity, itemIndex);
		cache.definitions.set(entity, definitions);
	}
	return definitions;
}

/** The definition of `apiSlug` for the record type; a slug that doesn't exist fails and lists those that do. */
export async function definitionFor(
	this: IExecuteFunctions,
	entity: CustomFieldEntity,
	apiSlug: string,
	itemIndex: number,
): Promise<FieldDefinition> {
	const definitions = await definitionsFor.call(this, entity, itemIndex);
	const definition = definitions.find((d) => d.apiSlug === apiSlug);
	if (definition) return definition;

	const { plural } = CUSTOM_FIELD_ENTITIES[entity];
	const slugs = definitions.map((d) => d.apiSlug);
	const listed = slugs.length > 20 ? `${slugs.slice(0, 20).join(', ')} and ${slugs.length - 20} more` : slugs.join(', ');
	throw new NodeOperationError(
		this.getNode(),
		slugs.length > 0
			? `No custom field ${shownValue(apiSlug)} is defined for ${plural}. Slugs that exist: ${listed}`
			: `No custom field ${shownValue(apiSlug)} is defined for ${plural}: this account has no custom fields for ${plural}`,
		{
			description:
				slugs.length > 0
					? 'Pick the field from the list, or correct the expression that gives its API slug. The slug is case-sensitive.'
					: `Create the field for ${plural} in Terminal49 first, or choose another Record Type.`,
			itemIndex,
		},
	);
}

async function optionsFor(
	this: IExecuteFunctions,
	definition: FieldDefinition,
	itemIndex: number,
): Promise<FieldOption[]> {
	const cache = cacheOf(this);
	let options = cache.options.get(definition.id);
	if (!options) {
		options = await fetchOptions.call(this, definition.id, itemIndex);
		cache.options.set(definition.id, options);
	}
	return options;
}

/** The value read for the field's type (its options fetched once per execution), or the refusal naming the field. */
export async function readValueFor(
	this: IExecuteFunctions,
	definition: FieldDefinition,
	given: unknown,
	itemIndex: number,
): Promise<CoercionResult> {
	const options = hasOptions(definition.dataType)
		? await optionsFor.call(this, definition, itemIndex)
		: undefined;
	return coerceCustomFieldValue(given, { apiSlug: definition.apiSlug, dataType: definition.dataType, options });
}

/** The value converted to the field's type, or an error naming the parameter (`parameter`: its display name), the field, the type and the allowed values. */
export async function valueFor(
	this: IExecuteFunctions,
	definition: FieldDefinition,
	given: unknown,
	itemIndex: number,
	parameter = 'Value',
): Promise<CustomFieldValue> {
	const coerced = await readValueFor.call(this, definition, given, itemIndex);
	if (!coerced.ok) {
		throw new NodeOperationError(this.getNode(), `${parameter}: ${coerced.message}`, { description: coerced.description, itemIndex });
	}
	return coerced.value;
}

/** The Custom Field parameter: a slug from the list for the chosen record type, or by expression. */
export const apiSlugProperty: INodeProperties = {
	displayName: 'Custom Field Name or ID',
	name: 'apiSlug',
	type: 'options',
	typeOptions: {
		loadOptionsMethod: 'getCustomFieldSlugs',
		loadOptionsDependsOn: ['entityType'],
	},
	required: true,
	default: '',
	description:
		'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	hint: 'With an expression, give the field’s API slug, such as customer_po',
};

/** The Value parameter of Create and Update. */
export const valueProperty: INodeProperties = {
	displayName: 'Value',
	name: 'value',
	type: 'string',
	default: '',
	placeholder: 'e.g. PO-4411',
	description:
		'The new value. Text is converted to the field’s type: a number, true/false/yes/no/1/0, a date as YYYY-MM-DD, a date and time in ISO 8601, an option’s value or label, or for a multiple-choice field a list or comma-separated values. Leave empty to clear the field.',
};

/** What Create and Update are given, checked and converted before anything is sent. */
export async function fieldWriteOf(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<EntityRef & { apiSlug: string; value: CustomFieldValue }> {
	const ref = await entityOf.call(this, itemIndex);
	const apiSlug = requireSlug(this.getNode(), this.getNodeParameter('apiSlug', itemIndex), 'Custom Field', itemIndex);
	const definition = await definitionFor.call(this, ref.entity, apiSlug, itemIndex);
	const value = await valueFor.call(this, definition, this.getNodeParameter('value', itemIndex, ''), itemIndex);
	return { ...ref, apiSlug, value };
}

/**
 * A write's answer names the record by its Terminal49 ID; given by Number (version 2), it also
 * says which number, so a row of a sheet can be matched to its result (`entity_number`, beside
 * `entity_type`; null when the record was given by ID). Raw stays the API's answer.
 */
export function withEntityNumber(records: IDataObject[], ref: EntityRef, choice: OutputChoice): IDataObject[] {
	if (choice.nodeVersion < 2 || (choice.mode !== 'simplified' && choice.mode !== 'allFields')) return records;
	return records.map((record) => {
		const named: IDataObject = {};
		for (const [name, value] of Object.entries(record)) {
			named[name] = value;
			if (name === 'entity_type') named.entity_number = ref.number ?? null;
		}
		if (!('entity_number' in named)) named.entity_number = ref.number ?? null;
		return named;
	});
}
