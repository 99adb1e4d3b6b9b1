import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { requireUuid } from '../../shared/helpers/readers/ids';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath, requestDocument } from '../../shared/transport';
import { withIncludedRecords } from './included';
import { readBoolean } from '../../shared/helpers/readers/boolean';

const properties: INodeProperties[] = [
	{
		displayName: 'Notification ID',
		name: 'notificationId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
		description: 'The notification to get',
		hint: 'After a Terminal49 Trigger: {{ $json.notification_id }}; Get Many lists the recent ones',
	},
	{
		displayName: 'Include Reference Object',
		name: 'includeReferenceObject',
		type: 'boolean',
		default: false,
		description:
			'Whether to fetch what the notification is about (its transport event, tracking request, estimated event or container update) with it',
	},
	...outputProperties('webhook_notification'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhookNotification'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = requireUuid(
		this.getNode(),
		this.getNodeParameter('notificationId', itemIndex),
		'Notification ID',
		itemIndex,
	);
	const includeReference = readBoolean(
		this.getNode(),
		this.getNodeParameter('includeReferenceObject', itemIndex, false),
		'Include Reference Object',
		itemIndex,
	);
	const choice = readOutputChoice.call(this, itemIndex);
	// Never `include=webhook`: the webhook record carries its signing secret.
	const document = await requestDocument.call(this, {
		method: 'GET',
		path: apiPath`/webhook_notifications/${id}`,
		qs: includeReference ? { include: 'reference_object' } : undefined,
		subject: { label: 'webhook notification', id },
		itemIndex,
	});
	return withIncludedRecords(
		outputDocument(this.getNode(), choice, document, itemIndex),
		document.included ?? [],
		choice,
	);
}
