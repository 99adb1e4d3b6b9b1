import { z } from 'zod';

import type { CustomFieldEntity } from '../catalogue/customFieldEntities';
import { CUSTOM_FIELD_ENTITIES, entityOfDefinitionType } from '../catalogue/customFieldEntities';
import type { JsonApiResource } from '../jsonapi';
import type { Terminal49Context } from '../transport';
import { apiPath, terminal49RequestPages } from '../transport';
import type { EnumOption } from './coercion';

/** A record's custom field by its definition's API slug: read, updated or deleted there. */
export function customFieldValuePath(
	entity: CustomFieldEntity,
	entityId: string,
	apiSlug: string,
): string {
	return apiPath`/${CUSTOM_FIELD_ENTITIES[entity].collection}/${entityId}/custom_fields/${apiSlug}`;
}

/** A record's custom fields: listed with GET, created with POST. */
export function customFieldListPath(entity: CustomFieldEntity, entityId: string): string {
	return apiPath`/${CUSTOM_FIELD_ENTITIES[entity].collection}/${entityId}/custom_fields`;
}

export interface FieldDefinition {
	id: string;
	apiSlug: string;
	displayName: string;
	dataType: string;
	entityType: string;
	description?: string;
}

/**
 * A definition's attributes as the rest of the code relies on them. A definition without a text
 * `api_slug` cannot be addressed and is left out; other odd attributes become absent.
 */
const definitionAttributes = z.object({
	api_slug: z.string().min(1),
	display_name: z.string().optional().catch(undefined),
	data_type: z.string().catch(''),
	entity_type: z.string().catch(''),
	description: z.string().optional().catch(undefined),
});

const optionAttributes = z.object({
	label: z.union([z.string(), z.number()]).transform(String).catch(''),
	value: z.union([z.string(), z.number()]).transform(String).catch(''),
	position: z.number().finite().nullable().catch(null),
});

function toDefinition(resource: JsonApiResource): FieldDefinition | undefined {
	const parsed = definitionAttributes.safeParse(resource.attributes);
	if (!parsed.success) return undefined;
	const a = parsed.data;
	return {
		id: resource.id,
		apiSlug: a.api_slug,
		displayName: a.display_name ?? a.api_slug,
		dataType: a.data_type,
		entityType: a.entity_type,
		description: a.description,
	};
}

/**
 * Every custom field definition of the account, or of one entity type. The filter is sent and also
 * applied here, so a service that ignores it still gives the right list.
 */
export async function fetchDefinitions(
	this: Terminal49Context,
	entity?: CustomFieldEntity,
	itemIndex?: number,
): Promise<FieldDefinition[]> {
	const definitionType = entity ? CUSTOM_FIELD_ENTITIES[entity].definitionType : undefined;
	const { data } = await terminal49RequestPages.call(this, {
		path: '/custom_field_definitions',
		qs: definitionType ? { 'filter[entity_type]': definitionType } : {},
		where: entity ? (r) => entityOfDefinitionType(r.attributes?.entity_type) === entity : undefined,
		itemIndex,
	});
	const definitions: FieldDefinition[] = [];
	for (const resource of data) {
		const definition = toDefinition(resource);
		if (definition) definitions.push(definition);
	}
	return definitions;
}

export interface FieldOption extends EnumOption {
	id: string;
	position: number | null;
}

/** The options of an enum or enum_multi definition, in their display order. */
export async function fetchOptions(
	this: Terminal49Context,
	definitionId: string,
	itemIndex?: number,
): Promise<FieldOption[]> {
	const { data } = await terminal49RequestPages.call(this, {
		path: apiPath`/custom_field_definitions/${definitionId}/options`,
		itemIndex,
	});
	const options = data.map((resource) => {
		const parsed = optionAttributes.safeParse(resource.attributes ?? {});
		const a = parsed.success ? parsed.data : { label: '', value: '', position: null };
		return { id: resource.id, ...a };
	});
	// Stable: options without a position keep the API's order, after the positioned ones.
	return options
		.map((option, index) => ({ option, index }))
		.sort(
			(a, b) =>
				(a.option.position ?? Number.MAX_SAFE_INTEGER) -
					(b.option.position ?? Number.MAX_SAFE_INTEGER) || a.index - b.index,
		)
		.map(({ option }) => option);
}
