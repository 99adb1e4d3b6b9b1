import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type {
	CoercionResult,
	CustomFieldValue,
	ValueWriting,
} from '../../shared/customFields/coercion';
import { coerceCustomFieldValue } from '../../shared/customFields/coercion';
import type { CustomFieldEntity } from '../../shared/catalogue/customFieldEntities';
import type { FieldDefinition, FieldOption } from '../../shared/customFields/definitions';
import { CUSTOM_FIELD_ENTITIES } from '../../shared/catalogue/customFieldEntities';
import { hasOptions } from '../../shared/catalogue/customFieldDataTypes';
import { fetchDefinitions, fetchOptions } from '../../shared/customFields/definitions';
import { perExecution } from './executionCache';
import { isBlank } from '../../shared/helpers/readers/characters';
import { refusalError, shownValue } from '../../shared/helpers/valuesInMessages';

/**
 * What the Custom Field operations and Tracking Request Create share: the field definitions of a
 * record type looked up once per execution, and a value converted to a field's type.
 */

/** Definitions and options read during one execution of the node. */
const cacheOf = perExecution(() => ({
	definitions: new Map<CustomFieldEntity, FieldDefinition[]>(),
	options: new Map<string, FieldOption[]>(),
}));

/** Every custom field definition of the record type, read once per execution. */
export async function definitionsFor(
	this: IExecuteFunctions,
	entity: CustomFieldEntity,
	itemIndex: number,
): Promise<FieldDefinition[]> {
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
	const listed =
		slugs.length > 20
			? `${slugs.slice(0, 20).join(', ')} and ${slugs.length - 20} more`
			: slugs.join(', ');
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

/**
 * The value read for the field's type (its options fetched once per execution), or its refusal
 * naming `parameter` (by default `Custom field "<slug>"`, as Set Many's column mapper names it);
 * dates as `writing` says where a parameter says how the row writes them.
 */
export async function readValueFor(
	this: IExecuteFunctions,
	definition: FieldDefinition,
	given: unknown,
	itemIndex: number,
	parameter?: string,
	writing?: ValueWriting,
): Promise<CoercionResult> {
	const options = hasOptions(definition.dataType)
		? await optionsFor.call(this, definition, itemIndex)
		: undefined;
	return coerceCustomFieldValue(
		given,
		{ apiSlug: definition.apiSlug, dataType: definition.dataType, options },
		parameter,
		writing,
	);
}

/**
 * The value converted to the field's type, or the refusal naming the parameter (`parameter`: its
 * display name) and the field, in the one shape. A value that is missing (undefined: the mapping
 * gave nothing, see mappedValue) is refused, never read as empty: that would clear the field.
 */
export async function valueFor(
	this: IExecuteFunctions,
	definition: FieldDefinition,
	given: unknown,
	itemIndex: number,
	parameter = 'Value',
): Promise<CustomFieldValue> {
	const named = `${parameter} (custom field "${definition.apiSlug}")`;
	if (given === undefined) {
		throw refusalError(
			this.getNode(),
			{
				parameter: named,
				given,
				accepted: 'a value (an empty one clears the field)',
				detail: 'as its expression gave nothing for this item (the item has no such field)',
				fix: `Map a field the item has. To clear the field where it is missing, map an empty value instead, such as {{ $json.value ?? "" }}.`,
			},
			itemIndex,
		);
	}
	const coerced = await readValueFor.call(this, definition, given, itemIndex, named);
	if (!coerced.ok) throw refusalError(this.getNode(), coerced.refusal, itemIndex);
	return coerced.value;
}

/** The text of an expression without the white space typed around it (`={{ $json.value }} ` → `{{ $json.value }}`), or undefined when there is none to take away. */
function withoutEdgeSpace(expression: unknown): string | undefined {
	if (typeof expression !== 'string' || !expression.startsWith('=')) return undefined;
	const chars = [...expression.slice(1)];
	let from = 0;
	let to = chars.length;
	while (from < to && isBlank(chars[from])) from++;
	while (to > from && isBlank(chars[to - 1])) to--;
	return from === 0 && to === chars.length ? undefined : chars.slice(from, to).join('');
}

/**
 * What a mapping gave for a custom field's value: `resolved` as n8n resolved `expression` (the
 * parameter's saved text), or undefined when the expression gave nothing (the item lacks the
 * field), also where white space typed around it (`{{ $json.nope }} `) made that nothing into
 * blank text, which would read as an empty value and clear the field. An empty or blank value
 * the expression itself gives stays as it is.
 */
export function mappedValue(
	this: IExecuteFunctions,
	resolved: unknown,
	expression: unknown,
	itemIndex: number,
): unknown {
	if (typeof resolved !== 'string' || resolved === '' || !isBlank(resolved)) return resolved;
	const inner = withoutEdgeSpace(expression);
	if (inner === undefined || inner === '') return resolved;
	return this.evaluateExpression(inner, itemIndex) === undefined ? undefined : resolved;
}
