import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiPath, requestRecord } from '../../shared/transport';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { trackingRequestIdOf, trackingRequestLocator } from './locator';
import { readBoolean } from '../../shared/helpers/readers/boolean';

const properties: INodeProperties[] = [
	...trackingRequestLocator('The tracking request to get'),
	{
		displayName: 'Include Shipment',
		name: 'includeShipment',
		type: 'boolean',
		default: true,
		description:
			'Whether to fetch the shipment the request found with it. Unless the output is Raw (version 1: Simplify off), it is merged into "tracked_object"; it is null while nothing has been found.',
	},
	...outputProperties('tracking_request', {
		simplifyDescription:
			'Whether to return one flat record (status, failed_reason, scac, …, the shipment merged in) instead of the API’s JSON:API document',
	}),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['trackingRequest'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = await trackingRequestIdOf.call(this, itemIndex);
	const includeShipment = readBoolean(
		this.getNode(),
		this.getNodeParameter('includeShipment', itemIndex, true),
		'Include Shipment',
		itemIndex,
	);
	const choice = readOutputChoice.call(this, itemIndex);

	const { document } = await requestRecord.call(
		this,
		{
			method: 'GET',
			path: apiPath`/tracking_requests/${id}`,
			qs: includeShipment ? { include: 'tracked_object' } : undefined,
			subject: { label: 'tracking request', id },
			itemIndex,
		},
		{ type: 'tracking_request', id },
	);
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
