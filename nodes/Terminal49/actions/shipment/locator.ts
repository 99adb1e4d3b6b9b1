import type { IExecuteFunctions, INode, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { NumberedRecord, UuidLocatorOptions } from '../helpers/locator';
import { numberedLocator, readLocator, SHIPMENT_BY_NUMBER, uuidLocator } from '../helpers/locator';
import { idByNumber } from '../helpers/lookup';
import { requireShippingNumber } from '../../shared/helpers/readers/shippingNumbers';
import {
	distinctSegments,
	isUuid,
	requireText,
	requireUuid,
	urlPathSegments,
} from '../../shared/helpers/readers/ids';
import { shownValue } from '../../shared/helpers/valuesInMessages';
import { truncate } from '../../shared/helpers/text';

/**
 * What the editor checks the By URL field with, as a first look: /shipments/ followed by an id.
 * The id itself is taken by `shipmentIdFromUrl`, which reads the URL as a browser opens it.
 */
export const SHIPMENT_URL_REGEX =
	'^https?://[^\\s]*?/shipments/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?:[/?#][^\\s]*)?$';

/** What the path of an http(s) URL, as a browser opens it, names after `/shipments/`; undefined when it is not an http(s) URL. */
export function shipmentsNamedBy(text: string): string[] | undefined {
	const segments = urlPathSegments(text);
	if (segments === undefined) return undefined;
	return distinctSegments(
		segments.flatMap((segment, index) =>
			segment.toLowerCase() === 'shipments' &&
			index + 1 < segments.length &&
			segments[index + 1] !== ''
				? [segments[index + 1]]
				: [],
		),
	);
}

/**
 * The shipment id of an API or web-app URL, such as https://api.terminal49.com/v2/shipments/<id>
 * or https://app.terminal49.com/shipments/<id>, taken from the URL as a browser opens it, so
 * `…/shipments/<B>/../<A>` is A. A URL that names no shipment, or two, is refused.
 */
export function shipmentIdFromUrl(node: INode, value: unknown, itemIndex: number): string {
	const text = requireText(node, value, 'Shipment URL', itemIndex);
	const named = shipmentsNamedBy(text);
	const fix =
		'Paste the address of one shipment\'s page in Terminal49 or in the API, which has "/shipments/" followed by the shipment ID, or switch the field to "By ID".';
	if (named === undefined) {
		throw new NodeOperationError(
			node,
			`${shownValue(text)} is not a Terminal49 shipment URL: it is not an http(s) address`,
			{ description: fix, itemIndex },
		);
	}
	if (named.length > 1) {
		throw new NodeOperationError(
			node,
			`${shownValue(text)} is not a Terminal49 shipment URL: it names ${named.length} shipments (${named.map((id) => truncate(id, 40)).join(', ')})`,
			{
				description: fix,
				itemIndex,
			},
		);
	}
	if (named.length === 1 && isUuid(named[0])) return named[0];
	const problem =
		named.length === 1
			? `${shownValue(named[0])} after /shipments/ is not a shipment ID`
			: 'it names no shipment';
	throw new NodeOperationError(
		node,
		`${shownValue(text)} is not a Terminal49 shipment URL: ${problem}`,
		{
			description: fix,
			itemIndex,
		},
	);
}

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
						errorMessage:
							'Not a Terminal49 shipment URL: it should contain /shipments/ followed by the shipment ID',
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
		{
			...uuidLocator({ ...SHIPMENT_LOCATOR, description }),
			displayOptions: { show: { '@version': [1] } },
		},
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
		const number = requireShippingNumber(
			node,
			value,
			'Bill of Lading or Booking Number',
			itemIndex,
		);
		return await idByNumber.call(this, 'shipment', number, itemIndex);
	}
	return requireUuid(node, value, 'Shipment ID', itemIndex, {
		byNumber: node.typeVersion >= 2 ? 'bill of lading or booking number' : undefined,
		byUrl: true,
	});
}
