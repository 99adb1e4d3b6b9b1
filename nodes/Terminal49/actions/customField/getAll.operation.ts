import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { CUSTOM_FIELD_ENTITIES } from '../../helpers/customFields';
import { terminal49RequestPages } from '../../transport';
import { simplifyProperty } from '../common.properties';
import { listRecords } from '../output';
import { entityOf, entityProperties } from './fields';

const properties: INodeProperties[] = [
	...entityProperties((label) => `The ID of the ${label} whose custom fields to list`),
	{
		...simplifyProperty,
		description:
			'Whether to return one flat record per field (api_slug, value, display_value, entity, definition) instead of the API’s JSON:API resources',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customField'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const { entity, id } = entityOf.call(this, itemIndex);
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;

	const { data, included } = await terminal49RequestPages.call(this, {
		path: CUSTOM_FIELD_ENTITIES[entity].listPath(id),
		itemIndex,
	});
	return listRecords(data, included, simplify);
}
