import type { IDataObject, IExecuteFunctions, INodeParameterResourceLocator, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import { requireScac, requireUuid } from '../helpers/referenceIds';
import { fetchShippingLines, lineByScac } from '../../shared/lookups/shippingLines';
import { locatorValue, uuidLocator } from '../helpers/locator';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath, requestDocument } from '../../shared/transport';

const properties: INodeProperties[] = [
	uuidLocator({
		displayName: 'Shipping Line',
		name: 'shippingLine',
		description: 'The carrier to get',
		noun: 'shipping line',
		searchListMethod: 'searchShippingLines',
		searchesBy: 'part of a carrier name or SCAC',
		modes: [
			{
				displayName: 'SCAC',
				name: 'scac',
				type: 'string',
				placeholder: 'e.g. MAEU',
				hint: 'The carrier’s four-letter code; alternative SCACs work too',
				validation: [{ type: 'regex', properties: { regex: '^\\s*[A-Za-z]{4}\\s*$', errorMessage: 'A SCAC has four letters, such as MAEU' } }],
			},
		],
	}),
	...outputProperties('shipping_line'),
];

export const description = updateDisplayOptions({ show: { resource: ['shippingLine'], operation: ['get'] } }, properties);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const locator = this.getNodeParameter('shippingLine', itemIndex) as INodeParameterResourceLocator | string;
	const mode = typeof locator === 'object' && locator !== null ? locator.mode : 'id';
	const value = locatorValue(locator);
	const choice = readOutputChoice.call(this, itemIndex);

	if (mode === 'scac') {
		const scac = requireScac(node, value, 'Shipping Line SCAC', itemIndex);
		const line = lineByScac(await fetchShippingLines.call(this, itemIndex), scac);
		if (!line) {
			throw new NodeOperationError(node, `No shipping line Terminal49 supports has the SCAC "${scac}"`, {
				description: 'Check the SCAC, or use Get Many with a search to find the carrier.',
				itemIndex,
			});
		}
		return outputDocument(node, choice, { data: line }, itemIndex);
	}
	const id = requireUuid(node, value, 'Shipping Line ID', itemIndex);
	const document = await requestDocument.call(this, {
		method: 'GET',
		path: apiPath`/shipping_lines/${id}`,
		subject: { label: 'shipping line', id },
		itemIndex,
	});
	return outputDocument(node, choice, document, itemIndex);
}
