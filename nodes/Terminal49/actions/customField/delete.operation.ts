import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { customFieldValuePath } from '../../shared/customFields/definitions';
import { requireSlug } from '../../shared/helpers/readers/ids';
import { terminal49Request } from '../../shared/transport';
import { definitionFor } from '../helpers/customFields';
import { apiSlugProperty } from './fields';
import { entityOf, entityProperties } from './locator';

const properties: INodeProperties[] = [
	...entityProperties((label) => `The ID of the ${label} whose field to remove`),
	apiSlugProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customField'], operation: ['delete'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const { entity, id: entityId, label } = await entityOf.call(this, itemIndex);
	const apiSlug = requireSlug(
		node,
		this.getNodeParameter('apiSlug', itemIndex),
		'Custom Field',
		itemIndex,
	);

	// A slug that doesn't exist fails here, listing those that do, rather than as a bare 404.
	await definitionFor.call(this, entity, apiSlug, itemIndex);
	await terminal49Request.call(this, {
		method: 'DELETE',
		path: customFieldValuePath(entity, entityId, apiSlug),
		subject: { label, id: entityId },
		itemIndex,
	});
	return [
		{ deleted: true, api_slug: apiSlug, entity: { id: entityId, type: label.replace(/ /g, '_') } },
	];
}
