import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { CUSTOM_FIELD_ENTITIES } from '../../helpers/customFields';
import { requireSlug } from '../../helpers/validation';
import type { JsonApiDocument } from '../../jsonapi';
import { terminal49Request } from '../../transport';
import { simplifiedRecord } from '../output';
import { apiSlugProperty, definitionFor, entityOf, entityProperties, valueFor, valueProperty } from './fields';

const properties: INodeProperties[] = [
	...entityProperties((label) => `The ID of the ${label} to give the field`),
	apiSlugProperty,
	valueProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customField'], operation: ['create'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const { entity, id: entityId, label } = entityOf.call(this, itemIndex);
	const apiSlug = requireSlug(node, this.getNodeParameter('apiSlug', itemIndex), 'Custom Field', itemIndex);
	const given = this.getNodeParameter('value', itemIndex, '');

	const definition = await definitionFor.call(this, entity, apiSlug, itemIndex);
	const value = await valueFor.call(this, definition, given, itemIndex);

	const document = (await terminal49Request.call(this, {
		method: 'POST',
		path: CUSTOM_FIELD_ENTITIES[entity].listPath(entityId),
		body: { data: { type: 'custom_field', attributes: { api_slug: apiSlug, value } } },
		subject: { label, id: entityId },
		itemIndex,
	})) as JsonApiDocument;
	return [simplifiedRecord(node, document, itemIndex)];
}
