import type { IExecuteFunctions, INodeParameterResourceLocator, INodeProperties } from 'n8n-workflow';

import { requireUuid } from '../../helpers/validation';

/** The Tracking Request parameter: From List (searched by request number) or By ID. */
export function trackingRequestLocator(description: string): INodeProperties {
	return {
		displayName: 'Tracking Request',
		name: 'trackingRequestId',
		type: 'resourceLocator',
		default: { mode: 'id', value: '' },
		required: true,
		description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: 'Select a tracking request...',
				typeOptions: { searchListMethod: 'searchTrackingRequests', searchable: true },
				hint: 'To search, type a whole request number',
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
							errorMessage: 'Not a tracking request ID: Terminal49 IDs look like 3fa85f64-5717-4562-b3fc-2c963f66afa6',
						},
					},
				],
			},
		],
	};
}

export function trackingRequestIdOf(this: IExecuteFunctions, itemIndex: number): string {
	const locator = this.getNodeParameter('trackingRequestId', itemIndex) as INodeParameterResourceLocator | string;
	const value = typeof locator === 'object' && locator !== null ? locator.value : locator;
	return requireUuid(this.getNode(), value, 'Tracking Request ID', itemIndex);
}
