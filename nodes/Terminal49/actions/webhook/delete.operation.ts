import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiPath, terminal49Request } from '../../shared/transport';
import { webhookIdOf, webhookIdProperty } from './locator';

const properties: INodeProperties[] = [
	webhookIdProperty('The webhook to delete; Terminal49 stops delivering to it at once'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['delete'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = webhookIdOf.call(this, itemIndex);
	await terminal49Request.call(this, {
		method: 'DELETE',
		path: apiPath`/webhooks/${id}`,
		subject: { label: 'webhook', id },
		itemIndex,
	});
	return [{ id, deleted: true }];
}
