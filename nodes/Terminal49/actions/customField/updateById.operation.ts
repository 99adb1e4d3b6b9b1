import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath } from '../../shared/transport';
import { patchRecord } from '../helpers/updateRecord';
import {
	customFieldIdOf,
	customFieldIdProperty,
	fetchCustomField,
	slugAndEntityOf,
} from './locator';
import { definitionFor, valueFor } from '../helpers/customFields';
import { valueProperty } from './fields';

const properties: INodeProperties[] = [
	customFieldIdProperty('The custom field value to change'),
	valueProperty,
	...outputProperties('custom_field'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customField'], operation: ['updateById'] } },
	properties,
);

/** Reads the field first to learn its type, so the value is converted and checked before it is sent. */
export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = customFieldIdOf.call(this, itemIndex);
	const given = this.getNodeParameter('value', itemIndex, '');
	const choice = readOutputChoice.call(this, itemIndex);
	const current = await fetchCustomField.call(this, id, itemIndex);
	const { entity, apiSlug } = slugAndEntityOf.call(this, current, itemIndex);
	const definition = await definitionFor.call(this, entity, apiSlug, itemIndex);
	const value = await valueFor.call(this, definition, given, itemIndex);
	const document = await patchRecord.call(this, {
		path: apiPath`/custom_fields/${id}`,
		type: 'custom_field',
		attributes: { value },
		subject: { label: 'custom field value', id },
		itemIndex,
	});
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
