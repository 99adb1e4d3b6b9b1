import type {
	IExecuteFunctions,
	INodeParameterResourceLocator,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { JsonApiResource } from '../../shared/jsonapi';
import { fetchShippingLines, lineByScac } from '../../shared/lookups/shippingLines';
import { locatorValue, uuidLocator } from '../helpers/locator';
import { requireScac, requireUuid } from '../helpers/referenceIds';

/** The Shipping Line parameter: From List, By ID, or SCAC. */
export function shippingLineLocator(description: string): INodeProperties {
	return uuidLocator({
		displayName: 'Shipping Line',
		name: 'shippingLine',
		description,
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
				validation: [
					{
						type: 'regex',
						properties: {
							regex: '^\\s*[A-Za-z]{4}\\s*$',
							errorMessage: 'A SCAC has four letters, such as MAEU',
						},
					},
				],
			},
		],
	});
}

/**
 * The shipping line the parameter names: by SCAC, the line itself, from the list of carriers
 * Terminal49 supports; by ID or From List, its id, checked before any request.
 */
export async function shippingLineOf(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<{ line: JsonApiResource } | { id: string }> {
	const node = this.getNode();
	const locator = this.getNodeParameter('shippingLine', itemIndex) as
		| INodeParameterResourceLocator
		| string;
	const mode = typeof locator === 'object' && locator !== null ? locator.mode : 'id';
	const value = locatorValue(locator);

	if (mode === 'scac') {
		const scac = requireScac(node, value, 'Shipping Line SCAC', itemIndex);
		const line = lineByScac(await fetchShippingLines.call(this, itemIndex), scac);
		if (!line) {
			throw new NodeOperationError(
				node,
				`No shipping line Terminal49 supports has the SCAC "${scac}"`,
				{
					description: 'Check the SCAC, or use Get Many with a search to find the carrier.',
					itemIndex,
				},
			);
		}
		return { line };
	}
	return { id: requireUuid(node, value, 'Shipping Line ID', itemIndex) };
}
