import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { CustomFieldEntity } from '../../shared/catalogue/customFieldEntities';
import { requireUuid } from '../../shared/helpers/readers/ids';
import type { JsonApiDocument } from '../../shared/jsonapi';
import { relatedIdentifier } from '../../shared/jsonapi';
import { apiPath, requestDocument } from '../../shared/transport';
import {
	CUSTOM_FIELD_ENTITIES,
	CUSTOM_FIELD_ENTITY_OPTIONS,
	entityOfRecordType,
	readCustomFieldEntity,
} from '../../shared/catalogue/customFieldEntities';
import type { NumberedRecord } from '../helpers/locator';
import {
	CONTAINER_BY_NUMBER,
	numberedLocator,
	readLocator,
	refuseContainerNumberAsId,
	SHIPMENT_BY_NUMBER,
	TRACKING_REQUEST_BY_NUMBER,
} from '../helpers/locator';
import { idByNumber } from '../helpers/lookup';
import {
	requireContainerNumber,
	requireShippingNumber,
} from '../../shared/helpers/readers/shippingNumbers';
import { refusalError, shownValue } from '../../shared/helpers/valuesInMessages';

/**
 * How the custom field operations find what they act on: a value by its own ID, or the record
 * that carries the field (Record Type, then that record's parameter).
 */

/** A custom field value by its own ID (`/custom_fields/{id}`), as Get Many and the triggers give it. */
export function customFieldIdProperty(description: string): INodeProperties {
	return {
		displayName: 'Custom Field Value ID',
		name: 'customFieldId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
		description,
		hint: 'The ID of the value on one record (the "id" Get Many returns), not of its definition',
	};
}

export function customFieldIdOf(this: IExecuteFunctions, itemIndex: number): string {
	return requireUuid(
		this.getNode(),
		this.getNodeParameter('customFieldId', itemIndex),
		'Custom Field Value ID',
		itemIndex,
	);
}

export async function fetchCustomField(
	this: IExecuteFunctions,
	id: string,
	itemIndex: number,
): Promise<JsonApiDocument> {
	return await requestDocument.call(this, {
		method: 'GET',
		path: apiPath`/custom_fields/${id}`,
		subject: { label: 'custom field value', id },
		itemIndex,
	});
}

/** The record type and API slug of a fetched custom field, to find its definition. */
export function slugAndEntityOf(
	this: IExecuteFunctions,
	document: JsonApiDocument,
	itemIndex: number,
): { entity: CustomFieldEntity; apiSlug: string } {
	const data = document.data;
	const resource = data && !Array.isArray(data) ? data : undefined;
	const entity = entityOfRecordType(relatedIdentifier(resource, 'entity')?.type);
	const apiSlug = resource?.attributes?.api_slug;
	if (!entity || typeof apiSlug !== 'string') {
		throw new NodeApiError(
			this.getNode(),
			{ message: 'custom field without entity or slug' },
			{
				message: 'Terminal49 answered with a custom field that names no record or API slug',
				description:
					'This is a fault of the API. Try again, or update the field through its record (Update).',
				itemIndex,
			},
		);
	}
	return { entity, apiSlug };
}

/** Version 2's record parameter for each record type: From List, By Number, By ID, as on the record's own operations. */
const ENTITY_LOCATORS: Readonly<Record<CustomFieldEntity, NumberedRecord>> = {
	trackingRequest: TRACKING_REQUEST_BY_NUMBER,
	shipment: SHIPMENT_BY_NUMBER,
	container: CONTAINER_BY_NUMBER,
};

/**
 * Record Type, then one record parameter per type, worded for what the operation does with it:
 * the ID as text in version 1, a locator (From List, By Number, By ID) in version 2.
 */
export function entityProperties(purpose: (label: string) => string): INodeProperties[] {
	const idProperty = (entity: CustomFieldEntity, displayName: string): INodeProperties => ({
		displayName,
		name: 'entityId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
		description: purpose(CUSTOM_FIELD_ENTITIES[entity].label),
		displayOptions: { show: { entityType: [entity], '@version': [1] } },
	});
	const locator = (entity: CustomFieldEntity): INodeProperties => ({
		...numberedLocator({
			...ENTITY_LOCATORS[entity],
			name: 'entityId',
			description: purpose(CUSTOM_FIELD_ENTITIES[entity].label),
		}),
		displayOptions: { show: { entityType: [entity], '@version': [{ _cnd: { gte: 2 } }] } },
	});
	return [
		{
			displayName: 'Record Type',
			name: 'entityType',
			type: 'options',
			noDataExpression: true,
			options: CUSTOM_FIELD_ENTITY_OPTIONS,
			default: 'trackingRequest',
			description: 'The kind of record that carries the custom field',
		},
		idProperty('trackingRequest', 'Tracking Request ID'),
		idProperty('shipment', 'Shipment ID'),
		idProperty('container', 'Container ID'),
		locator('trackingRequest'),
		locator('shipment'),
		locator('container'),
	];
}

export interface EntityRef {
	entity: CustomFieldEntity;
	id: string;
	/** "tracking request" */
	label: string;
	/** The number the record was given by (mode Number), normalised; absent By ID or From List. */
	number?: string;
}

/** The record an item names, read and checked without a request: by its ID, or by the number to look it up by. */
export type NamedRecord = Omit<EntityRef, 'id' | 'number'> &
	({ id: string; number?: undefined } | { id?: undefined; number: string });

/** The record type and ID of an item, both checked before any request; By Number is looked up once per execution. */
export async function entityOf(this: IExecuteFunctions, itemIndex: number): Promise<EntityRef> {
	const named = recordNamedBy.call(this, itemIndex);
	if (named.id !== undefined) return named;
	return {
		...named,
		id: await idByNumber.call(this, named.entity, named.number, itemIndex),
		number: named.number,
	};
}

/** The record type and the ID (from version 2 in the API's small letters) or number an item gives, each read exactly or refused by name; no request. */
export function recordNamedBy(this: IExecuteFunctions, itemIndex: number): NamedRecord {
	const node = this.getNode();
	const given = this.getNodeParameter('entityType', itemIndex) as unknown;
	const entity = readCustomFieldEntity(node, given, 'Record Type', itemIndex);
	const { label } = CUSTOM_FIELD_ENTITIES[entity];
	const idField = `${label.replace(/(^|\s)\w/g, (c) => c.toUpperCase())} ID`;
	// Record Type has no expressions: saved in another spelling (`CONTAINER`, with a zero-width
	// space), it is read here, but n8n's display rules compare it exactly, hide the record's ID and drop it.
	const entityId = this.getNodeParameter('entityId', itemIndex, null);
	if (entityId === null) {
		throw refusalError(
			node,
			{
				parameter: 'Record Type',
				given,
				accepted: 'one of container, shipment, trackingRequest exactly, as the editor saves it',
				fix: `Choose the Record Type in the node again: saved as ${shownValue(given)}, it hides the ${idField}, and n8n drops the ID saved with it.`,
			},
			itemIndex,
		);
	}
	const { mode, value } = readLocator(entityId);
	if (mode === 'number') {
		const number =
			entity === 'container'
				? requireContainerNumber(node, value, 'Container Number', itemIndex)
				: requireShippingNumber(
						node,
						value,
						entity === 'shipment' ? 'Bill of Lading or Booking Number' : 'Request Number',
						itemIndex,
					);
		return { entity, label, number };
	}
	const byNumber = {
		container: 'container number',
		shipment: 'bill of lading or booking number',
		trackingRequest: 'request number',
	} as const;
	if (entity === 'container') refuseContainerNumberAsId(node, value, 'Container', itemIndex);
	const id = requireUuid(node, value, idField, itemIndex, {
		byNumber: node.typeVersion >= 2 ? byNumber[entity] : undefined,
	});
	// A UUID is one ID in either case; the API spells its own in small letters, and what Set Many
	// knows of a record (its values, as the type's list names them) is found by that spelling.
	return { entity, id: node.typeVersion >= 2 ? id.toLowerCase() : id, label };
}
