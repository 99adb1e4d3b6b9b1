import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import {
	numberedLocator,
	readLocator,
	TRACKING_REQUEST_BY_NUMBER,
	uuidLocator,
} from '../helpers/locator';
import { idByNumber } from '../helpers/lookup';
import { requireShippingNumber } from '../../shared/helpers/readers/shippingNumbers';
import { requireUuid } from '../../shared/helpers/readers/ids';

const TRACKING_REQUEST_LOCATOR = { ...TRACKING_REQUEST_BY_NUMBER, name: 'trackingRequestId' };

/**
 * The Tracking Request parameter. Version 1: From List (searched by request number) or By ID, as
 * saved workflows know it. Version 2: Number (the default), From List, By ID.
 */
export function trackingRequestLocator(description: string): INodeProperties[] {
	return [
		{
			...uuidLocator({ ...TRACKING_REQUEST_LOCATOR, description }),
			displayOptions: { show: { '@version': [1] } },
		},
		{
			...numberedLocator({ ...TRACKING_REQUEST_LOCATOR, description }),
			displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
		},
	];
}

export async function trackingRequestIdOf(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<string> {
	const node = this.getNode();
	const { mode, value } = readLocator(this.getNodeParameter('trackingRequestId', itemIndex));
	if (mode === 'number') {
		const number = requireShippingNumber(node, value, 'Request Number', itemIndex);
		return await idByNumber.call(this, 'trackingRequest', number, itemIndex);
	}
	return requireUuid(node, value, 'Tracking Request ID', itemIndex, {
		byNumber: node.typeVersion >= 2 ? 'request number' : undefined,
	});
}
