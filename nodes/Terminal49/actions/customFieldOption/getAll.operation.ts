import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { requireUuid } from '../../shared/helpers/readers/ids';
import { apiPath, terminal49RequestPages } from '../../shared/transport';
import { limitPropertiesReturningAll, readLimit } from '../helpers/limit';
import { outputList, outputProperties, readOutputChoice } from '../../shared/output';
import { choiceDefinitionProperty } from './locator';

const properties: INodeProperties[] = [
	choiceDefinitionProperty,
	...limitPropertiesReturningAll,
	...outputProperties('custom_field_option', {
		simplifyDescription:
			'Whether to return one flat record per option (ID, label, value, position) instead of the API’s JSON:API resources',
	}),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customFieldOption'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const definitionId = requireUuid(
		this.getNode(),
		this.getNodeParameter('definitionId', itemIndex),
		'Custom Field ID',
		itemIndex,
	);
	const limit = readLimit.call(this, itemIndex, true);
	const choice = readOutputChoice.call(this, itemIndex);

	const { data, included } = await terminal49RequestPages.call(this, {
		path: apiPath`/custom_field_definitions/${definitionId}/options`,
		itemIndex,
		limit,
	});
	return outputList(choice, data, included);
}
