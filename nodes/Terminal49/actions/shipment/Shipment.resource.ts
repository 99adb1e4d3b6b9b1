import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';

export const operations = {
	get: get.execute,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['shipment'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: 'Get a shipment, with its containers if you like',
				action: 'Get a shipment',
			},
		],
		default: 'get',
	},
	...get.description,
];
