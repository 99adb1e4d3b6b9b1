import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { customFieldIdOf, customFieldIdProperty, fetchCustomField } from './locator';

const properties: INodeProperties[] = [
	customFieldIdProperty('The custom field value to get'),
	...outputProperties('custom_field'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customField'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = customFieldIdOf.call(this, itemIndex);
	const choice = readOutputChoice.call(this, itemIndex);
	return outputDocument(
		this.getNode(),
		choice,
		await fetchCustomField.call(this, id, itemIndex),
		itemIndex,
	);
}
