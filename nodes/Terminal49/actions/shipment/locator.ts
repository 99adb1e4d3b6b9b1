import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { NumberedRecord, UuidLocatorOptions } from '../helpers/locator';
import { numberedLocator, readLocator, SHIPMENT_BY_NUMBER, uuidLocator } from '../helpers/locator';
import { idByNumber } from '../helpers/lookup';
import { requireShippingNumber } from '../../shared/helpers/shippingNumbers';
import { requireUuid, SHIPMENT_URL_REGEX, shipmentIdFromUrl } from '../../shared/helpers/validation';

const SHIPMENT_LOCATOR: Omit<UuidLocatorOptions, 'description'> & NumberedRecord = {
	...SHIPMENT_BY_NUMBER,
	name: 'shipmentId',
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
};

/**
 * The Shipment parameter every shipment operation shares. Version 1: From List, By ID, By URL, as
 * saved workflows know it. Version 2: Number (BL or booking; the default), From List, By ID,
 * By URL.
 */
export function shipmentLocator(description: string): INodeProperties[] {
	return [
		{ ...uuidLocator({ ...SHIPMENT_LOCATOR, description }), displayOptions: { show: { '@version': [1] } } },
		{
			...numberedLocator({ ...SHIPMENT_LOCATOR, description }),
			displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
		},
	];
}

/** The id, whichever mode holds it. */
export async function shipmentIdOf(this: IExecuteFunctions, itemIndex: number): Promise<string> {
	const node = this.getNode();
	const { mode, value } = readLocator(this.getNodeParameter('shipmentId', itemIndex));
	if (mode === 'url') return shipmentIdFromUrl(node, value, itemIndex);
	if (mode === 'number') {
		const number = requireShippingNumber(node, value, 'Bill of Lading or Booking Number', itemIndex);
		return await idByNumber.call(this, 'shipment', number, itemIndex);
	}
	return requireUuid(node, value, 'Shipment ID', itemIndex, node.typeVersion >= 2 ? 'bill of lading or booking number' : undefined);
}
