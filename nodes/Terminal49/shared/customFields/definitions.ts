import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { z } from 'zod';

import type { JsonApiResource } from '../jsonapi';
import type { Terminal49Context } from '../transport';
import { apiPath, terminal49RequestPages } from '../transport';
import type { EnumOption } from './coercion';
import { ownEntry } from '../helpers/ownEntry';
import { truncate } from '../helpers/text';
import { allowedText, optionMatcher } from '../helpers/optionMatcher';

/** The entities that carry custom fields, as the node names them (a public contract). */
export type CustomFieldEntity = 'trackingRequest' | 'shipment' | 'container';

interface EntityInfo {
	/** How custom_field_definition.attributes.entity_type spells it when the node writes or filters: the live API's spelling. */
	definitionType: string;
	/** Every spelling a definition may carry (the live API's, then the OpenAPI's), any case. */
	definitionTypes: readonly string[];
	label: string;
	plural: string;
	valuePath: (entityId: string, apiSlug: string) => string;
	/** The record's custom fields: listed with GET, created with POST. */
	listPath: (entityId: string) => string;
}

export const CUSTOM_FIELD_ENTITIES: Record<CustomFieldEntity, EntityInfo> = {
	trackingRequest: {
		definitionType: 'TrackingRequest',
		definitionTypes: ['trackingrequest', 'tracking_request'],
		label: 'tracking request',
		plural: 'tracking requests',
		valuePath: (id, slug) => apiPath`/tracking_requests/${id}/custom_fields/${slug}`,
		listPath: (id) => apiPath`/tracking_requests/${id}/custom_fields`,
	},
	shipment: {
		definitionType: 'Shipment',
		definitionTypes: ['shipment'],
		label: 'shipment',
		plural: 'shipments',
		valuePath: (id, slug) => apiPath`/shipments/${id}/custom_fields/${slug}`,
		listPath: (id) => apiPath`/shipments/${id}/custom_fields`,
	},
	container: {
		// The live API (and Terminal49's changelog) call a container's custom fields "Cargo"; the OpenAPI says "Container".
		definitionType: 'Cargo',
		definitionTypes: ['cargo', 'container'],
		label: 'container',
		plural: 'containers',
		valuePath: (id, slug) => apiPath`/containers/${id}/custom_fields/${slug}`,
		listPath: (id) => apiPath`/containers/${id}/custom_fields`,
	},
};

/** The Record Type dropdown's choices, wherever the node asks which kind of record carries custom fields. */
export const CUSTOM_FIELD_ENTITY_OPTIONS: Array<{ name: string; value: CustomFieldEntity }> = [
	{ name: 'Container', value: 'container' },
	{ name: 'Shipment', value: 'shipment' },
	{ name: 'Tracking Request', value: 'trackingRequest' },
];

/** Record types as a person or a model may write them: `trackingRequest`, `Tracking Request`, `tracking_request`. */
export const CUSTOM_FIELD_ENTITY_MATCHER = optionMatcher(CUSTOM_FIELD_ENTITY_OPTIONS);

/** The record type a value names, or undefined. */
export function customFieldEntityOf(value: unknown): CustomFieldEntity | undefined {
	const entity = CUSTOM_FIELD_ENTITY_MATCHER.one(value);
	return isCustomFieldEntity(entity) ? entity : undefined;
}

/** The record type a definition's `entity_type` names, in either spelling; undefined for one not known here. */
export function entityOfDefinitionType(entityType: unknown): CustomFieldEntity | undefined {
	if (typeof entityType !== 'string') return undefined;
	const spelled = entityType.trim().toLowerCase();
	return (Object.keys(CUSTOM_FIELD_ENTITIES) as CustomFieldEntity[]).find((entity) => CUSTOM_FIELD_ENTITIES[entity].definitionTypes.includes(spelled));
}

/** "container" for a Cargo definition; a spelling not known here as it is, never dropped. */
export function definitionEntityLabel(entityType: string): string {
	const entity = entityOfDefinitionType(entityType);
	return entity ? CUSTOM_FIELD_ENTITIES[entity].label : entityType;
}

export function isCustomFieldEntity(value: unknown): value is CustomFieldEntity {
	return typeof value === 'string' && ownEntry(CUSTOM_FIELD_ENTITIES, value) !== undefined;
}

/**
 * A Record Type filter's value: undefined when the filter is not set, the record type when it is
 * one that has custom fields; anything else (an expression's result) fails before any request.
 */
export function readEntityTypeFilter(node: INode, value: unknown, itemIndex: number): CustomFieldEntity | undefined {
	if (value === undefined || value === '') return undefined;
	const entity = customFieldEntityOf(value);
	if (entity !== undefined) return entity;
	throw new NodeOperationError(node, `Record Type filter: "${truncate(String(value), 40)}" is not a record type that has custom fields. ${allowedText(CUSTOM_FIELD_ENTITY_MATCHER)}`, {
		itemIndex,
	});
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
		keep: entity ? (r) => entityOfDefinitionType(r.attributes?.entity_type) === entity : undefined,
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
				(a.option.position ?? Number.MAX_SAFE_INTEGER) - (b.option.position ?? Number.MAX_SAFE_INTEGER) ||
				a.index - b.index,
		)
		.map(({ option }) => option);
}

export const ENUM_DATA_TYPES = ['enum', 'enum_multi'];
