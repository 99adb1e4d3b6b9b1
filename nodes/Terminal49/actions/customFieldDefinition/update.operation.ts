import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath } from '../../shared/transport';
import { patchRecord, requireUpdateAttributes } from '../helpers/updateRecord';
import { editableAttributes, editableFields } from './fields';
import { definitionIdOf, definitionIdProperty } from './locator';

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

export const description = updateDisplayOptions(
	{ show: { resource: ['customFieldDefinition'], operation: ['update'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = definitionIdOf.call(this, itemIndex);
	const attributes = editableAttributes.call(
		this,
		this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject,
		itemIndex,
	);
	requireUpdateAttributes(this.getNode(), attributes, itemIndex, {
		message: 'Nothing to update: add a field under Update Fields',
		description: 'Add Default Format, Description, Display Name or Validation with its new value.',
	});
	const choice = readOutputChoice.call(this, itemIndex);
	const document = await patchRecord.call(this, {
		path: apiPath`/custom_field_definitions/${id}`,
		type: 'custom_field_definition',
		attributes,
		subject: { label: 'custom field definition', id },
		itemIndex,
	});
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
