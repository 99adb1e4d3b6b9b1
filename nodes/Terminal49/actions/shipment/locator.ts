import type { IExecuteFunctions, INodeParameterResourceLocator, INodeProperties } from 'n8n-workflow';

import { locatorValue, uuidLocator } from '../../helpers/locator';
import { requireUuid, SHIPMENT_URL_REGEX, shipmentIdFromUrl } from '../../helpers/validation';

/** The Shipment parameter every shipment operation shares: From List, By ID or By URL. */
export function shipmentLocator(description: string): INodeProperties {
	return uuidLocator({
		displayName: 'Shipment',
		name: 'shipmentId',
		description,
		noun: 'shipment',
		searchListMethod: 'searchShipments',
		searchesBy: 'a whole bill of lading or booking number',
		modes: [
			{
				displayName: 'By URL',
				name: 'url',
				type: 'string',
				placeholder: 'e.g. https://app.terminal49.com/shipments/3fa85f64-5717-4562-b3fc-2c963f66afa6',
				hint: 'The address of the shipment in Terminal49, or its API URL',
				validation: [
					{
						type: 'regex',
						properties: {
							regex: SHIPMENT_URL_REGEX,
							errorMessage: 'Not a Terminal49 shipment URL: it should contain /shipments/ followed by the shipment ID',
						},
					},
				],
			},
		],
	});
}

/** The id, whichever mode holds it. */
export function shipmentIdOf(this: IExecuteFunctions, itemIndex: number): string {
	const locator = this.getNodeParameter('shipmentId', itemIndex) as INodeParameterResourceLocator | string;
	const node = this.getNode();
	if (typeof locator === 'object' && locator !== null && locator.mode === 'url') {
		return shipmentIdFromUrl(node, locator.value, itemIndex);
	}
	return requireUuid(node, locatorValue(locator), 'Shipment ID', itemIndex);
}
