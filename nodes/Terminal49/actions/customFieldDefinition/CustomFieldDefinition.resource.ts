import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const operations = {
	get: get.execute,
	getAll: getAll.execute,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['customFieldDefinition'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: 'Get one custom field definition, with its options if you like',
				action: 'Get a custom field definition',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the custom field definitions of the account',
				action: 'Get many custom field definitions',
			},
		],
		default: 'getAll',
	},
	...get.description,
	...getAll.description,
];
