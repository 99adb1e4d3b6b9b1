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
		displayOptions: { show: { resource: ['container'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the containers of the account',
				action: 'Get many containers',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
];
