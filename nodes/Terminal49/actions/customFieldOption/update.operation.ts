import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath } from '../../shared/transport';
import { patchRecord, requireUpdateAttributes } from '../helpers/updateRecord';
import { choiceDefinitionProperty, optionIdProperty, optionIdsOf } from './locator';
import { optionAttributes, positionProperty } from './fields';

const properties: INodeProperties[] = [
	choiceDefinitionProperty,
	optionIdProperty,
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		description: 'An option’s value cannot change once it exists',
		options: [
			{
				displayName: 'Label',
				name: 'label',
				type: 'string',
				default: '',
				description: 'The text users pick',
			},
			positionProperty,
		],
	},
	...outputProperties('custom_field_option'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customFieldOption'], operation: ['update'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const { definitionId, optionId } = optionIdsOf.call(this, itemIndex);
	const attributes = optionAttributes.call(
		this,
		this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject,
		itemIndex,
	);
	requireUpdateAttributes(this.getNode(), attributes, itemIndex, {
		message: 'Nothing to update: add a field under Update Fields',
		description: 'Add Label or Position with its new value.',
	});
	const choice = readOutputChoice.call(this, itemIndex);
	const document = await patchRecord.call(this, {
		path: apiPath`/custom_field_definitions/${definitionId}/options/${optionId}`,
		type: 'custom_field_option',
		attributes,
		subject: { label: 'custom field option', id: optionId },
		itemIndex,
	});
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
