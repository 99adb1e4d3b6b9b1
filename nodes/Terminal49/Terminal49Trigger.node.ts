import type {
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { eventsSubtitle } from './shared/helpers/subtitle';
import { triggerOutputProperties } from './shared/output';
import { receiveDelivery } from './trigger/delivery';
import { EVENT_OPTIONS } from './shared/catalogue/events';
import { checkExists, create, remove, WEBHOOK_NAME } from './trigger/lifecycle';

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
		description:
			'Track ocean containers and shipments with Terminal49: last free days, holds and milestones; start a workflow on a container or shipment event',
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
		triggerPanel: {
			header: 'Terminal49 is sending a sample of each selected event to this n8n',
			executionsHelp: {
				inactive:
					"<b>While building your workflow</b>, click 'Test this trigger': Terminal49 sends a sample of each selected event to n8n's test URL, and they arrive as items within seconds. " +
					"Terminal49's API delivers only to a public https address (WEBHOOK_URL); an API on this machine, such as the demo's mock, reaches localhost. On an n8n the API cannot reach, use the Terminal49 Polling Trigger and its Fetch Test Event instead.<br /><br />" +
					'<b>Once you are happy with your workflow</b>, activate it. Every time Terminal49 reports a selected event, the workflow runs. Those runs are in the executions list.',
				active:
					"<b>This workflow is active</b>: every time Terminal49 reports a selected event, it runs; those runs are in the executions list. 'Test this trigger' still sends a sample of each selected event to the test URL.",
			},
		},
		properties: [
			{
				displayName:
					'"Test this trigger" works where the API of the credential can reach this n8n. Terminal49\'s own API delivers only to a public https address: set WEBHOOK_URL to one (a tunnel will do). An API on this machine, such as the mock npm run demo starts, reaches n8n as it is. The API then sends a sample of each selected event within seconds; samples are not real events and may share one notification_id. Behind a firewall or on localhost with Terminal49\'s API, build on the Terminal49 Polling Trigger, whose "Fetch Test Event" works anywhere.',
				name: 'testEventsNotice',
				type: 'notice',
				default: '',
			},
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
