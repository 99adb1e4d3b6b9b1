import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { JsonApiDocument } from '../../shared/jsonapi';
import { apiPath, terminal49Request } from '../../shared/transport';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { shipmentIdOf, shipmentLocator } from './locator';

const properties: INodeProperties[] = [
	...shipmentLocator('The shipment Terminal49 should track again'),
	...outputProperties('shipment', { v1AlwaysFlat: true }),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['shipment'], operation: ['resumeTracking'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const choice = readOutputChoice.call(this, itemIndex);
	const id = await shipmentIdOf.call(this, itemIndex);
	const document = (await terminal49Request.call(this, {
		method: 'PATCH',
		path: apiPath`/shipments/${id}/resume_tracking`,
		subject: { label: 'shipment', id },
		itemIndex,
	})) as JsonApiDocument;
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
