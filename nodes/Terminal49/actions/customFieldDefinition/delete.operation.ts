import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiPath, terminal49Request } from '../../shared/transport';
import { definitionIdOf, definitionIdProperty } from './locator';

const properties: INodeProperties[] = [
	{
		...definitionIdProperty,
		hint: 'Deleting a field also removes its value from every record that has one',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customFieldDefinition'], operation: ['delete'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = definitionIdOf.call(this, itemIndex);
	await terminal49Request.call(this, {
		method: 'DELETE',
		path: apiPath`/custom_field_definitions/${id}`,
		subject: { label: 'custom field definition', id },
		itemIndex,
	});
	return [{ id, deleted: true }];
}
