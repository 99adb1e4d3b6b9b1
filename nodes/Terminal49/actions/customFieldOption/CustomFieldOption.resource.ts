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
		displayOptions: { show: { resource: ['customFieldOption'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: 'Get one custom field option of a single- or multiple-choice field',
				action: 'Get a custom field option',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the custom field options of a single- or multiple-choice field',
				action: 'Get many custom field options',
			},
		],
		default: 'get',
	},
	...get.description,
	...getAll.description,
];
