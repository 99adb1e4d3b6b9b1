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
		displayOptions: { show: { resource: ['customFieldOption'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: 'Get one option of a choice-type custom field',
				action: 'Get a custom field option',
			},
		],
		default: 'get',
	},
	...get.description,
];
