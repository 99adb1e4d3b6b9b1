import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import type { JsonApiDocument } from '../../jsonapi';
import { outputDocument, outputProperties, readOutputChoice } from '../../output';
import { apiPath, terminal49Request } from '../../transport';
import { definitionIdOf, definitionIdProperty, editableAttributes, editableFields } from './writeFields';

const properties: INodeProperties[] = [
	definitionIdProperty,
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		description: 'Record type, API slug and data type cannot change once a field exists',
		options: [
			...editableFields,
			{ displayName: 'Display Name', name: 'displayName', type: 'string', default: '' },
		],
	},
	...outputProperties('custom_field_definition'),
];

export const description = updateDisplayOptions({ show: { resource: ['customFieldDefinition'], operation: ['update'] } }, properties);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = definitionIdOf.call(this, itemIndex);
	const attributes = editableAttributes.call(this, this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject, itemIndex);
	if (Object.keys(attributes).length === 0) {
		throw new NodeOperationError(this.getNode(), 'Nothing to update: add a field under Update Fields', {
			description: 'Add Default Format, Description, Display Name or Validation with its new value.',
			itemIndex,
		});
	}
	const choice = readOutputChoice.call(this, itemIndex);
	const document = (await terminal49Request.call(this, {
		method: 'PATCH',
		path: apiPath`/custom_field_definitions/${id}`,
		body: { data: { type: 'custom_field_definition', attributes } },
		subject: { label: 'custom field definition', id },
		itemIndex,
	})) as JsonApiDocument;
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
