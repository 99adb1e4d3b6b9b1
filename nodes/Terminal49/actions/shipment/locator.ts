import type { IExecuteFunctions, INodeParameterResourceLocator, INodeProperties } from 'n8n-workflow';

import { requireUuid, SHIPMENT_URL_REGEX, shipmentIdFromUrl } from '../../helpers/validation';

/** The Shipment parameter every shipment operation shares: From List, By ID or By URL. */
export function shipmentLocator(description: string): INodeProperties {
	return {
		displayName: 'Shipment',
		name: 'shipmentId',
		type: 'resourceLocator',
		default: { mode: 'id', value: '' },
		required: true,
		description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: 'Select a shipment...',
				typeOptions: { searchListMethod: 'searchShipments', searchable: true },
				hint: 'To search, type a whole bill of lading or booking number',
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
				validation: [
					{
						type: 'regex',
						properties: {
							regex: '^\\s*[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\s*$',
							errorMessage: 'Not a shipment ID: Terminal49 IDs look like 3fa85f64-5717-4562-b3fc-2c963f66afa6',
						},
					},
				],
			},
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
}

/** The id from either mode; a plain string is what an older or hand-written parameter holds. */
export function shipmentIdOf(this: IExecuteFunctions, itemIndex: number): string {
	const locator = this.getNodeParameter('shipmentId', itemIndex) as INodeParameterResourceLocator | string;
	const node = this.getNode();
	if (typeof locator === 'object' && locator !== null && locator.mode === 'url') {
		return shipmentIdFromUrl(node, locator.value, itemIndex);
	}
	const value = typeof locator === 'object' && locator !== null ? locator.value : locator;
	return requireUuid(node, value, 'Shipment ID', itemIndex);
}
