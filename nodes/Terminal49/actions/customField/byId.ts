import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { CustomFieldEntity } from '../../shared/helpers/customFields';
import { ownEntry } from '../../shared/helpers/ownEntry';
import { requireUuid } from '../../shared/helpers/validation';
import type { JsonApiDocument } from '../../shared/jsonapi';
import { apiPath, terminal49Request } from '../../shared/transport';

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
	return requireUuid(this.getNode(), this.getNodeParameter('customFieldId', itemIndex), 'Custom Field Value ID', itemIndex);
}

const ENTITY_BY_TYPE: Record<string, CustomFieldEntity> = {
	tracking_request: 'trackingRequest',
	shipment: 'shipment',
	container: 'container',
};

export async function fetchCustomField(this: IExecuteFunctions, id: string, itemIndex: number): Promise<JsonApiDocument> {
	return (await terminal49Request.call(this, {
		method: 'GET',
		path: apiPath`/custom_fields/${id}`,
		subject: { label: 'custom field value', id },
		itemIndex,
	})) as JsonApiDocument;
}

/** The record type and API slug of a fetched custom field, to find its definition. */
export function slugAndEntityOf(this: IExecuteFunctions, document: JsonApiDocument, itemIndex: number): { entity: CustomFieldEntity; apiSlug: string } {
	const data = document.data;
	const resource = data && !Array.isArray(data) ? data : undefined;
	const entityRef = resource?.relationships?.entity?.data;
	const type = entityRef && !Array.isArray(entityRef) ? entityRef.type : undefined;
	const entity = type ? ownEntry(ENTITY_BY_TYPE, type) : undefined;
	const apiSlug = resource?.attributes?.api_slug;
	if (!entity || typeof apiSlug !== 'string') {
		throw new NodeApiError(this.getNode(), { message: 'custom field without entity or slug' }, {
			message: 'Terminal49 answered with a custom field that names no record or API slug',
			description: 'This is a fault of the API. Try again, or update the field through its record (Update).',
			itemIndex,
		});
	}
	return { entity, apiSlug };
}
