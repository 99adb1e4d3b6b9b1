import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { requireUuid } from '../../shared/helpers/readers/ids';
import { readRequiredText } from '../../shared/helpers/readers/text';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath, requestDocument } from '../../shared/transport';
import { choiceDefinitionProperty } from './locator';
import { positionProperty, requireLabel, requirePosition } from './fields';

const properties: INodeProperties[] = [
	choiceDefinitionProperty,
	{
		displayName: 'Label',
		name: 'label',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. High',
		description: 'The text users pick',
	},
	{
		displayName: 'Value',
		name: 'value',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. high',
		description: 'What is stored and sent in the API; it cannot change later',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				...positionProperty,
				description: 'Where the option appears in the list, 0 first; last by default',
			},
		],
	},
	...outputProperties('custom_field_option'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customFieldOption'], operation: ['create'] } },
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
	const label = requireLabel.call(this, this.getNodeParameter('label', itemIndex), itemIndex);
	const value = readRequiredText(
		node,
		this.getNodeParameter('value', itemIndex),
		{
			parameter: 'Value',
			accepted: 'the value stored for the option',
			fix: 'Enter the value stored for this option, such as high.',
		},
		itemIndex,
	);
	const additional = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const attributes: IDataObject = { label, value };
	if (additional.position !== undefined)
		attributes.position = requirePosition.call(this, additional.position, itemIndex);
	const choice = readOutputChoice.call(this, itemIndex);
	const document = await requestDocument.call(this, {
		method: 'POST',
		path: apiPath`/custom_field_definitions/${definitionId}/options`,
		body: { data: { type: 'custom_field_option', attributes } },
		subject: { label: 'custom field definition', id: definitionId },
		itemIndex,
	});
	return outputDocument(node, choice, document, itemIndex);
}
