import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath } from '../../shared/transport';
import { patchRecord, requireUpdateAttributes } from '../helpers/updateRecord';
import {
	documentWithoutSecret,
	eventsProperty,
	headersOf,
	headersProperty,
	requireEvents,
	requireWebhookUrl,
} from './fields';
import { webhookIdOf, webhookIdProperty } from './locator';
import { readBoolean } from '../../shared/helpers/readers/boolean';

const properties: INodeProperties[] = [
	webhookIdProperty('The webhook to change'),
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Active',
				name: 'active',
				type: 'boolean',
				default: true,
				description:
					'Whether Terminal49 delivers to the webhook. Turn it on to re-activate a webhook that Terminal49 switched off after failed deliveries.',
			},
			{ ...eventsProperty, description: 'Replaces the events of the webhook' },
			{
				...headersProperty,
				description: 'Replaces the headers of the webhook. Add none to remove them all.',
			},
			{
				displayName: 'URL',
				name: 'url',
				type: 'string',
				default: '',
				placeholder: 'e.g. https://example.com/terminal49',
				description: 'Where Terminal49 sends the notifications (https)',
			},
		],
	},
	...outputProperties('webhook'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['update'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = webhookIdOf.call(this, itemIndex);
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const choice = readOutputChoice.call(this, itemIndex);

	const attributes: IDataObject = {};
	if (fields.url !== undefined)
		attributes.url = requireWebhookUrl.call(this, fields.url, itemIndex);
	if (fields.events !== undefined)
		attributes.events = requireEvents.call(this, fields.events, itemIndex);
	if (fields.active !== undefined) {
		attributes.active = readBoolean(this.getNode(), fields.active, 'Active', itemIndex);
	}
	let headers: Array<{ name: string; value: string }> = [];
	if (fields.headers !== undefined) {
		headers = headersOf.call(this, fields.headers, itemIndex);
		attributes.headers = headers.length > 0 ? headers : null;
	}
	requireUpdateAttributes(this.getNode(), attributes, itemIndex, {
		message: 'Nothing to update: add a field under Update Fields',
		description: 'Add Active, Events, Headers or URL with its new value.',
	});

	const document = await patchRecord.call(this, {
		path: apiPath`/webhooks/${id}`,
		type: 'webhook',
		attributes,
		subject: { label: 'webhook', id },
		itemIndex,
	});
	return outputDocument(this.getNode(), choice, documentWithoutSecret(document), itemIndex);
}
