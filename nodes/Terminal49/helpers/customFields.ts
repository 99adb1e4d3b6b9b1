import type { JsonApiResource } from '../jsonapi';
import type { Terminal49Context } from '../transport';
import { apiPath, terminal49RequestPages } from '../transport';
import type { EnumOption } from './coercion';

/** The entities that carry custom fields, as the node names them (a public contract). */
export type CustomFieldEntity = 'trackingRequest' | 'shipment' | 'container';

interface EntityInfo {
	/** How custom_field_definition.attributes.entity_type spells it. */
	definitionType: string;
	label: string;
	plural: string;
	valuePath: (entityId: string, apiSlug: string) => string;
	/** The record's custom fields: listed with GET, created with POST. */
	listPath: (entityId: string) => string;
}

export const CUSTOM_FIELD_ENTITIES: Record<CustomFieldEntity, EntityInfo> = {
	trackingRequest: {
		definitionType: 'TrackingRequest',
		label: 'tracking request',
		plural: 'tracking requests',
		valuePath: (id, slug) => apiPath`/tracking_requests/${id}/custom_fields/${slug}`,
		listPath: (id) => apiPath`/tracking_requests/${id}/custom_fields`,
	},
	shipment: {
		definitionType: 'Shipment',
		label: 'shipment',
		plural: 'shipments',
		valuePath: (id, slug) => apiPath`/shipments/${id}/custom_fields/${slug}`,
		listPath: (id) => apiPath`/shipments/${id}/custom_fields`,
	},
	container: {
		definitionType: 'Container',
		label: 'container',
		plural: 'containers',
		valuePath: (id, slug) => apiPath`/containers/${id}/custom_fields/${slug}`,
		listPath: (id) => apiPath`/containers/${id}/custom_fields`,
	},
};

export function isCustomFieldEntity(value: unknown): value is CustomFieldEntity {
	return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CUSTOM_FIELD_ENTITIES, value);
}

export interface FieldDefinition {
	id: string;
	apiSlug: string;
	displayName: string;
	dataType: string;
	entityType: string;
	description?: string;
}

function toDefinition(resource: JsonApiResource): FieldDefinition {
	const a = resource.attributes ?? {};
	return {
		id: resource.id,
		apiSlug: String(a.api_slug ?? ''),
		displayName: String(a.display_name ?? a.api_slug ?? ''),
		dataType: String(a.data_type ?? ''),
		entityType: String(a.entity_type ?? ''),
		description: typeof a.description === 'string' ? a.description : undefined,
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
		keep: definitionType ? (r) => r.attributes?.entity_type === definitionType : undefined,
		itemIndex,
	});
	return data.map(toDefinition);
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
	const options = data.map((resource) => ({
		id: resource.id,
		label: String(resource.attributes?.label ?? ''),
		value: String(resource.attributes?.value ?? ''),
		position: typeof resource.attributes?.position === 'number' ? resource.attributes.position : null,
	}));
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
