import type { INode } from 'n8n-workflow';

import { allowedText, optionMatcher } from '../helpers/readers/option';
import { refusalError } from '../helpers/valuesInMessages';
import { ownEntry } from '../helpers/ownEntry';

/** The kinds of record that carry custom fields, as the node names them (a public contract). */
export type CustomFieldEntity = 'trackingRequest' | 'shipment' | 'container';

interface RecordTypeFacts {
	/** The Record Type dropdown's name for it. */
	name: string;
	/** As a message names one: "tracking request". */
	label: string;
	plural: string;
	/** Its collection in API paths: `/tracking_requests/{id}/custom_fields`. */
	collection: string;
	/** How custom_field_definition.attributes.entity_type spells it when the node writes or filters: the live API's spelling. */
	definitionType: string;
	/** Every spelling a definition's `entity_type` may carry, lower case: the live API's, then the OpenAPI's. */
	definitionTypes: readonly string[];
	/**
	 * Every spelling of the record's own kind, lower case, where the API names it (a custom field's
	 * `entity`, a search match's `entity_type`): the live API's first, then the OpenAPI's.
	 */
	recordTypes: readonly string[];
}

/**
 * The one list of record types with custom fields. The live API calls a container "Cargo" in a
 * definition's `entity_type` and "cargo" in a search match (Terminal49's changelog: "Custom fields
 * of type Cargo can now target a specific container"); the OpenAPI says "Container" and "container".
 * Every reader accepts both.
 */
export const CUSTOM_FIELD_ENTITIES: Readonly<Record<CustomFieldEntity, RecordTypeFacts>> = {
	trackingRequest: {
		name: 'Tracking Request',
		label: 'tracking request',
		plural: 'tracking requests',
		collection: 'tracking_requests',
		definitionType: 'TrackingRequest',
		definitionTypes: ['trackingrequest', 'tracking_request'],
		recordTypes: ['tracking_request'],
	},
	shipment: {
		name: 'Shipment',
		label: 'shipment',
		plural: 'shipments',
		collection: 'shipments',
		definitionType: 'Shipment',
		definitionTypes: ['shipment'],
		recordTypes: ['shipment'],
	},
	container: {
		name: 'Container',
		label: 'container',
		plural: 'containers',
		collection: 'containers',
		definitionType: 'Cargo',
		definitionTypes: ['cargo', 'container'],
		recordTypes: ['cargo', 'container'],
	},
};

const ENTITIES = Object.keys(CUSTOM_FIELD_ENTITIES) as CustomFieldEntity[];

/** The Record Type dropdown's choices, by name, wherever the node asks which kind of record carries custom fields. */
export const CUSTOM_FIELD_ENTITY_OPTIONS: Array<{ name: string; value: CustomFieldEntity }> =
	ENTITIES.map((value) => ({
		name: CUSTOM_FIELD_ENTITIES[value].name,
		value,
	})).sort((a, b) => a.name.localeCompare(b.name));

/** Record types as a person or a model may write them: `trackingRequest`, `Tracking Request`, `tracking_request`. */
export const CUSTOM_FIELD_ENTITY_MATCHER = optionMatcher(CUSTOM_FIELD_ENTITY_OPTIONS);

export function isCustomFieldEntity(value: unknown): value is CustomFieldEntity {
	return typeof value === 'string' && ownEntry(CUSTOM_FIELD_ENTITIES, value) !== undefined;
}

/** The record type a value names, or undefined. */
export function customFieldEntityOf(value: unknown): CustomFieldEntity | undefined {
	const entity = CUSTOM_FIELD_ENTITY_MATCHER.one(value);
	return isCustomFieldEntity(entity) ? entity : undefined;
}

function entitySpelled(
	spellings: (facts: RecordTypeFacts) => readonly string[],
	given: unknown,
): CustomFieldEntity | undefined {
	if (typeof given !== 'string') return undefined;
	const spelled = given.trim().toLowerCase();
	return ENTITIES.find((entity) => spellings(CUSTOM_FIELD_ENTITIES[entity]).includes(spelled));
}

/** The record type a definition's `entity_type` names, in either spelling; undefined for one not known here. */
export function entityOfDefinitionType(entityType: unknown): CustomFieldEntity | undefined {
	return entitySpelled((facts) => facts.definitionTypes, entityType);
}

/** The record type the API's own kind of a record names (`cargo`, `container`, `shipment`, …); undefined for one not known here. */
export function entityOfRecordType(recordType: unknown): CustomFieldEntity | undefined {
	return entitySpelled((facts) => facts.recordTypes, recordType);
}

/** "Tracking request": a record type as a label in output starts. */
export function entityTitle(entity: CustomFieldEntity): string {
	const { label } = CUSTOM_FIELD_ENTITIES[entity];
	return label.charAt(0).toUpperCase() + label.slice(1);
}

/** "container" for a Cargo definition; a spelling not known here as it is, never dropped. */
export function definitionEntityLabel(entityType: string): string {
	const entity = entityOfDefinitionType(entityType);
	return entity ? CUSTOM_FIELD_ENTITIES[entity].label : entityType;
}

/**
 * A Record Type filter's value: undefined when the filter is not set, the record type when it is
 * one that has custom fields; anything else (an expression's result) fails before any request.
 */
export function readEntityTypeFilter(
	node: INode,
	value: unknown,
	itemIndex: number,
): CustomFieldEntity | undefined {
	if (value === undefined || value === '') return undefined;
	return readCustomFieldEntity(node, value, 'Record Type filter', itemIndex);
}

/** A Record Type parameter's record type, or its refusal. */
export function readCustomFieldEntity(
	node: INode,
	value: unknown,
	parameter: string,
	itemIndex: number,
): CustomFieldEntity {
	const entity = customFieldEntityOf(value);
	if (entity !== undefined) return entity;
	throw refusalError(
		node,
		{
			parameter,
			given: value,
			accepted: 'a record type that has custom fields',
			allowed: allowedText(CUSTOM_FIELD_ENTITY_MATCHER),
		},
		itemIndex,
	);
}
