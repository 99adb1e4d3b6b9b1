import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiPath, terminal49Request } from '../../shared/transport';
import { customFieldIdOf, customFieldIdProperty } from './locator';

const properties: INodeProperties[] = [
	customFieldIdProperty('The custom field value to remove from its record'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customField'], operation: ['deleteById'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = customFieldIdOf.call(this, itemIndex);
	await terminal49Request.call(this, {
		method: 'DELETE',
		path: apiPath`/custom_fields/${id}`,
		subject: { label: 'custom field value', id },
		itemIndex,
	});
	return [{ id, deleted: true }];
}
