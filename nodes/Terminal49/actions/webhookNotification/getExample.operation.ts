import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { EVENT_OPTIONS } from '../../shared/catalogue/events';
import type { JsonApiResource } from '../../shared/jsonapi';
import { outputList, outputProperties, readOutputChoice } from '../../shared/output';
import { requestDocument } from '../../shared/transport';
import { requireEvent } from '../helpers/events';
import { withIncludedRecords } from './included';

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
	const event = requireEvent(this.getNode(), this.getNodeParameter('event', itemIndex), itemIndex);
	const choice = readOutputChoice.call(this, itemIndex);
	const document = await requestDocument.call(this, {
		method: 'GET',
		path: '/webhook_notifications/examples',
		qs: { event },
		itemIndex,
	});
	const data: JsonApiResource[] = Array.isArray(document.data)
		? document.data
		: document.data
			? [document.data]
			: [];
	return withIncludedRecords(
		outputList(choice, data, document.included ?? []),
		document.included ?? [],
		choice,
	);
}
