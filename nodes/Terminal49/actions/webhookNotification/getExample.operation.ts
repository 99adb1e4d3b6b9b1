import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import { EVENT_OPTIONS, isWebhookEventName } from '../../../Terminal49Trigger/events';
import { truncate } from '../../helpers/validation';
import type { JsonApiDocument, JsonApiResource } from '../../jsonapi';
import { outputList, outputProperties, readOutputChoice } from '../../output';
import { terminal49Request } from '../../transport';

const properties: INodeProperties[] = [
	{
		displayName: 'Event',
		name: 'event',
		type: 'options',
		options: EVENT_OPTIONS,
		required: true,
		default: 'container.transport.vessel_arrived',
		description: 'The event whose sample notification to get, as Terminal49 would deliver it',
	},
	...outputProperties('webhook_notification'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhookNotification'], operation: ['getExample'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const event = String(this.getNodeParameter('event', itemIndex) ?? '').trim();
	if (!isWebhookEventName(event)) {
		throw new NodeOperationError(this.getNode(), `Event: "${truncate(event, 60)}" is not a webhook event`, {
			description: 'Choose from the list, or give a Terminal49 event name such as container.transport.vessel_arrived.',
			itemIndex,
		});
	}
	const choice = readOutputChoice.call(this, itemIndex);
	const document = (await terminal49Request.call(this, {
		method: 'GET',
		path: '/webhook_notifications/examples',
		qs: { event },
		itemIndex,
	})) as JsonApiDocument;
	const data: JsonApiResource[] = Array.isArray(document.data) ? document.data : document.data ? [document.data] : [];
	return outputList(choice, data, document.included ?? []);
}
