import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiPath, terminal49Request } from '../../shared/transport';
import { documentIdOf, documentLocator } from './locator';

const properties: INodeProperties[] = [documentLocator('The document to delete')];

export const description = updateDisplayOptions(
	{ show: { resource: ['document'], operation: ['delete'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = documentIdOf.call(this, itemIndex);
	await terminal49Request.call(this, {
		method: 'DELETE',
		path: apiPath`/documents/${id}`,
		subject: { label: 'document', id },
		itemIndex,
	});
	return [{ id, deleted: true }];
}
