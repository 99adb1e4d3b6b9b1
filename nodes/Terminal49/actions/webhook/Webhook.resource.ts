import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as deleteWebhook from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getEvents from './getEvents.operation';
import * as getIps from './getIps.operation';
import * as sendTest from './sendTest.operation';
import * as update from './update.operation';

export const operations = {
	create: create.execute,
	delete: deleteWebhook.execute,
	get: get.execute,
	getAll: getAll.execute,
	getEvents: getEvents.execute,
	getIps: getIps.execute,
	sendTest: sendTest.execute,
	update: update.execute,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['webhook'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Create a webhook: Terminal49 sends the chosen events to a URL',
				action: 'Create a webhook',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a webhook, which stops deliveries to its URL',
				action: 'Delete a webhook',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get a webhook (without its signing secret)',
				action: 'Get a webhook',
			},
			{
				name: 'Get Events',
				value: 'getEvents',
				description: 'List the events a webhook of this account can subscribe to',
				action: 'Get webhook events',
			},
			{
				name: 'Get IPs',
				value: 'getIps',
				description: 'List the IP addresses webhook deliveries come from, for a firewall',
				action: 'Get webhook IP addresses',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the webhooks of the account',
				action: 'Get many webhooks',
			},
			{
				name: 'Send Test Delivery',
				value: 'sendTest',
				description:
					'Send a sample webhook notification of an event to a URL, without creating a webhook',
				action: 'Send a test webhook delivery',
			},
			{
				name: 'Update',
				value: 'update',
				description:
					'Change a webhook’s URL, events or headers, or re-activate one Terminal49 switched off',
				action: 'Update a webhook',
			},
		],
		default: 'getAll',
	},
	...create.description,
	...deleteWebhook.description,
	...get.description,
	...getAll.description,
	...getEvents.description,
	...getIps.description,
	...sendTest.description,
	...update.description,
];
