import type {
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { eventsSubtitle } from '../Terminal49/helpers/subtitle';
import { triggerOutputProperties } from '../Terminal49/output';
import { receiveDelivery } from './delivery';
import { EVENT_OPTIONS } from './events';
import { checkExists, create, remove, WEBHOOK_NAME } from './lifecycle';

// One main output, named by n8n's enum as the community rules ask.
const mainConnection = [NodeConnectionTypes.Main];

export class Terminal49Trigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Terminal49 Trigger',
		name: 'terminal49Trigger',
		icon: { light: 'file:terminal49.svg', dark: 'file:terminal49.dark.svg' },
		group: ['trigger'],
		version: [1, 2],
		defaultVersion: 2,
		subtitle: eventsSubtitle(EVENT_OPTIONS),
		description: 'Starts the workflow when Terminal49 reports a container or shipment event, such as a last free day change',
		defaults: { name: 'Terminal49 Trigger' },
		inputs: [],
		outputs: mainConnection,
		credentials: [{ name: 'terminal49Api', required: true }],
		webhooks: [
			{
				name: WEBHOOK_NAME,
				httpMethod: 'POST',
				responseMode: 'onReceived',
				path: 'webhook',
			},
		],
		properties: [
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				required: true,
				default: [],
				options: EVENT_OPTIONS,
				description:
					'The Terminal49 events that start the workflow, in the order a container meets them. Changing them registers a new webhook on the next activation.',
			},
			{
				displayName: 'Simplify',
				name: 'simplify',
				type: 'boolean',
				default: true,
				displayOptions: { show: { '@version': [1] } },
				description:
					'Whether to return one flat record (notification fields, each included record under its type name, plus changes and lfd) instead of the JSON:API body as received',
			},
			...triggerOutputProperties('The webhook’s JSON:API body as Terminal49 sent it'),
		],
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await checkExists.call(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await create.call(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await remove.call(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return await receiveDelivery.call(this);
	}
}
