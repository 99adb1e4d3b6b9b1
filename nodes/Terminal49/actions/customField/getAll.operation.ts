import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { customFieldListPath } from '../../shared/customFields/definitions';
import { terminal49RequestPages } from '../../shared/transport';
import { limitPropertiesReturningAll, readLimit } from '../helpers/limit';
import { outputList, outputProperties, readOutputChoice } from '../../shared/output';
import { entityOf, entityProperties } from './locator';

const properties: INodeProperties[] = [
	...entityProperties((label) => `The ID of the ${label} whose custom fields to list`),
	...limitPropertiesReturningAll,
	...outputProperties('custom_field', {
		simplifyDescription:
			'Whether to return one flat record per field (api_slug, value, display_value, entity, definition) instead of the API’s JSON:API resources',
	}),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customField'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const { entity, id } = await entityOf.call(this, itemIndex);
	const limit = readLimit.call(this, itemIndex, true);
	const choice = readOutputChoice.call(this, itemIndex);

	const { data, included } = await terminal49RequestPages.call(this, {
		path: customFieldListPath(entity, id),
		itemIndex,
		limit,
	});
	return outputList(choice, data, included);
}
