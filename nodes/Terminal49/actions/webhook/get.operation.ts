import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath, requestDocument } from '../../shared/transport';
import { documentWithoutSecret } from './fields';
import { webhookIdOf, webhookIdProperty } from './locator';

const properties: INodeProperties[] = [
	webhookIdProperty('The webhook to get'),
	...outputProperties('webhook'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = webhookIdOf.call(this, itemIndex);
	const choice = readOutputChoice.call(this, itemIndex);
	const document = await requestDocument.call(this, {
		method: 'GET',
		path: apiPath`/webhooks/${id}`,
		subject: { label: 'webhook', id },
		itemIndex,
	});
	return outputDocument(this.getNode(), choice, documentWithoutSecret(document), itemIndex);
}
