import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import type { JsonApiDocument } from '../../jsonapi';
import { outputDocument, outputProperties, readOutputChoice } from '../../output';
import { apiPath, terminal49Request } from '../../transport';
import { choiceDefinitionProperty } from './definition';
import { optionAttributes, optionIdProperty, optionIdsOf, positionProperty } from './optionFields';

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
		options: [{ displayName: 'Label', name: 'label', type: 'string', default: '', description: 'The text users pick' }, positionProperty],
	},
	...outputProperties('custom_field_option'),
];

export const description = updateDisplayOptions({ show: { resource: ['customFieldOption'], operation: ['update'] } }, properties);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const { definitionId, optionId } = optionIdsOf.call(this, itemIndex);
	const attributes = optionAttributes.call(this, this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject, itemIndex);
	if (Object.keys(attributes).length === 0) {
		throw new NodeOperationError(this.getNode(), 'Nothing to update: add a field under Update Fields', {
			description: 'Add Label or Position with its new value.',
			itemIndex,
		});
	}
	const choice = readOutputChoice.call(this, itemIndex);
	const document = (await terminal49Request.call(this, {
		method: 'PATCH',
		path: apiPath`/custom_field_definitions/${definitionId}/options/${optionId}`,
		body: { data: { type: 'custom_field_option', attributes } },
		subject: { label: 'custom field option', id: optionId },
		itemIndex,
	})) as JsonApiDocument;
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
