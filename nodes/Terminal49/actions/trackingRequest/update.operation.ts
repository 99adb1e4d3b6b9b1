import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath } from '../../shared/transport';
import { patchRecord } from '../helpers/updateRecord';
import { trackingRequestIdOf, trackingRequestLocator } from './locator';
import { readRequiredText } from '../../shared/helpers/readers/text';

const properties: INodeProperties[] = [
	...trackingRequestLocator('The tracking request to update'),
	{
		displayName: 'Reference Number',
		name: 'refNumber',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. PO-4411',
		description:
			'The request’s reference number: the one attribute the API lets you change on a tracking request',
	},
	...outputProperties('tracking_request'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['trackingRequest'], operation: ['update'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const refNumber = readRequiredText(
		node,
		this.getNodeParameter('refNumber', itemIndex, ''),
		{
			parameter: 'Reference Number',
			accepted: 'a reference number',
			fix: 'Enter the reference number to set, or check that the expression for it gives one piece of text for this item.',
		},
		itemIndex,
	);
	const id = await trackingRequestIdOf.call(this, itemIndex);
	const choice = readOutputChoice.call(this, itemIndex);

	const document = await patchRecord.call(this, {
		path: apiPath`/tracking_requests/${id}`,
		type: 'tracking_request',
		attributes: { ref_number: refNumber },
		subject: { label: 'tracking request', id },
		itemIndex,
	});
	return outputDocument(node, choice, document, itemIndex);
}
