import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import {
	outputDocument,
	outputProperties,
	rawDocument,
	readOutputChoice,
} from '../../shared/output';
import { requestDocument } from '../../shared/transport';
import { primaryRecord } from '../../shared/jsonapi';
import { readBoolean } from '../../shared/helpers/readers/boolean';
import {
	documentWithoutSecret,
	eventsProperty,
	headersOf,
	headersProperty,
	requireEvents,
	requireWebhookUrl,
} from './fields';

const properties: INodeProperties[] = [
	{
		displayName: 'URL',
		name: 'url',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://example.com/terminal49',
		description: 'Where Terminal49 sends the notifications (https)',
	},
	{ ...eventsProperty, required: true },
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Active',
				name: 'active',
				type: 'boolean',
				default: true,
				description: 'Whether Terminal49 delivers to the webhook from now on',
			},
			headersProperty,
			{
				displayName: 'Return Signing Secret',
				name: 'returnSecret',
				type: 'boolean',
				default: false,
				description:
					'Whether to include the secret that signs every delivery (X-T49-Webhook-Signature) in the output. It is returned only here, once: store it somewhere safe, such as a credential.',
			},
		],
	},
	...outputProperties('webhook'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['create'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const url = requireWebhookUrl.call(this, this.getNodeParameter('url', itemIndex), itemIndex);
	const events = requireEvents.call(this, this.getNodeParameter('events', itemIndex), itemIndex);
	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const headers = headersOf.call(this, options.headers, itemIndex);
	// An option left out of the collection is its default: Active on, the secret not returned.
	const active =
		options.active === undefined
			? true
			: readBoolean(this.getNode(), options.active, 'Active', itemIndex);
	const returnSecret =
		options.returnSecret === undefined
			? false
			: readBoolean(this.getNode(), options.returnSecret, 'Return Signing Secret', itemIndex);
	const choice = readOutputChoice.call(this, itemIndex);

	const attributes: IDataObject = { url, events, active };
	if (headers.length > 0) attributes.headers = headers;
	const document = await requestDocument.call(
		this,
		{
			method: 'POST',
			path: '/webhooks',
			body: { data: { type: 'webhook', attributes } },
			itemIndex,
		},
		{ keepSecret: returnSecret },
	);
	const shown = returnSecret ? document : documentWithoutSecret(document);
	const [record] =
		returnSecret && choice.mode === 'raw'
			? [rawDocument(document, { keepSecret: true })]
			: outputDocument(this.getNode(), choice, shown, itemIndex);
	// Simplified and Selected Fields would drop it: asked for explicitly, it is always there.
	if (returnSecret && choice.mode !== 'raw') {
		record.secret = primaryRecord(document)?.attributes?.secret ?? null;
	}
	return [record];
}
