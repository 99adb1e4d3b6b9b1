import type { INodeProperties } from 'n8n-workflow';

import * as getAll from './getAll.operation';

export const operations = {
	getAll: getAll.execute,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['webhookNotification'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the notifications Terminal49 sent to your webhooks, to spot failed deliveries',
				action: 'Get many webhook notifications',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
];
