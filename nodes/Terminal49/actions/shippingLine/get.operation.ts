import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { shippingLineLocator, shippingLineOf } from './locator';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath, requestDocument } from '../../shared/transport';

const properties: INodeProperties[] = [
	shippingLineLocator('The carrier to get'),
	...outputProperties('shipping_line'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['shippingLine'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const choice = readOutputChoice.call(this, itemIndex);
	const found = await shippingLineOf.call(this, itemIndex);
	if ('line' in found) return outputDocument(node, choice, { data: found.line }, itemIndex);
	const { id } = found;
	const document = await requestDocument.call(this, {
		method: 'GET',
		path: apiPath`/shipping_lines/${id}`,
		subject: { label: 'shipping line', id },
		itemIndex,
	});
	return outputDocument(node, choice, document, itemIndex);
}
