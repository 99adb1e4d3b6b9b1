import type { IExecuteFunctions, INodeParameterResourceLocator, INodeProperties } from 'n8n-workflow';

import { locatorValue, uuidLocator } from '../../helpers/locator';
import { requireUuid } from '../../helpers/validation';

/** The Tracking Request parameter: From List (searched by request number) or By ID. */
export function trackingRequestLocator(description: string): INodeProperties {
	return uuidLocator({
		displayName: 'Tracking Request',
		name: 'trackingRequestId',
		description,
		noun: 'tracking request',
		searchListMethod: 'searchTrackingRequests',
		searchesBy: 'a whole request number',
	});
}

export function trackingRequestIdOf(this: IExecuteFunctions, itemIndex: number): string {
	const locator = this.getNodeParameter('trackingRequestId', itemIndex) as INodeParameterResourceLocator | string;
	return requireUuid(this.getNode(), locatorValue(locator), 'Tracking Request ID', itemIndex);
}
