import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath, requestDocument } from '../../shared/transport';
import type { OperationExecute } from '../helpers/types';
import { shipmentIdOf, shipmentLocator } from './locator';

/**
 * Stop Tracking and Resume Tracking differ only in their path: each PATCHes one shipment and
 * answers with the shipment as it now is.
 */
export function trackingOperation(
	operation: 'stopTracking' | 'resumeTracking',
	action: 'stop_tracking' | 'resume_tracking',
	locatorDescription: string,
): { description: INodeProperties[]; execute: OperationExecute } {
	const properties: INodeProperties[] = [
		...shipmentLocator(locatorDescription),
		...outputProperties('shipment', { v1AlwaysFlat: true }),
	];
	return {
		description: updateDisplayOptions(
			{ show: { resource: ['shipment'], operation: [operation] } },
			properties,
		),
		async execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
			const choice = readOutputChoice.call(this, itemIndex);
			const id = await shipmentIdOf.call(this, itemIndex);
			const document = await requestDocument.call(this, {
				method: 'PATCH',
				path: apiPath`/shipments/${id}/${action}`,
				subject: { label: 'shipment', id },
				itemIndex,
			});
			return outputDocument(this.getNode(), choice, document, itemIndex);
		},
	};
}
