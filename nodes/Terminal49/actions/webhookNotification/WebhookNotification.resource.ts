import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getExample from './getExample.operation';

export const operations = {
	get: get.execute,
	getAll: getAll.execute,
	getExample: getExample.execute,
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
				name: 'Get',
				value: 'get',
				description: 'Get one webhook notification Terminal49 sent, by its ID',
				action: 'Get a webhook notification',
			},
			{
				name: 'Get Example',
				value: 'getExample',
				description:
					'Get a sample webhook notification of an event, to build a workflow before real ones arrive',
				action: 'Get an example webhook notification',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the webhook notifications Terminal49 sent, to spot failed deliveries',
				action: 'Get many webhook notifications',
			},
		],
		default: 'getAll',
	},
	...get.description,
	...getAll.description,
	...getExample.description,
];
