import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { requireUuid } from '../../shared/helpers/readers/ids';
import { apiPath, requestDocument } from '../../shared/transport';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { choiceDefinitionProperty } from './locator';

const properties: INodeProperties[] = [
	choiceDefinitionProperty,
	{
		displayName: 'Option Name or ID',
		name: 'optionId',
		type: 'options',
		typeOptions: {
			loadOptionsMethod: 'getCustomFieldOptions',
			loadOptionsDependsOn: ['definitionId'],
		},
		required: true,
		default: '',
		description:
			'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	},
	...outputProperties('custom_field_option', {
		simplifyDescription:
			'Whether to return one flat record (ID, label, value, position) instead of the API’s JSON:API document',
	}),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customFieldOption'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const definitionId = requireUuid(
		node,
		this.getNodeParameter('definitionId', itemIndex),
		'Custom Field ID',
		itemIndex,
	);
	const optionId = requireUuid(
		node,
		this.getNodeParameter('optionId', itemIndex),
		'Option ID',
		itemIndex,
	);
	const choice = readOutputChoice.call(this, itemIndex);

	const document = await requestDocument.call(this, {
		method: 'GET',
		path: apiPath`/custom_field_definitions/${definitionId}/options/${optionId}`,
		subject: { label: 'option of that custom field', id: optionId },
		itemIndex,
	});
	return outputDocument(node, choice, document, itemIndex);
}
