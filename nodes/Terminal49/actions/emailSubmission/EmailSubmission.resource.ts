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
		displayOptions: { show: { resource: ['emailSubmission'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description:
					'Get an email submission: an email sent to the account’s documents address, with its documents',
				action: 'Get an email submission',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the email submissions: emails sent to the account’s documents address',
				action: 'Get many email submissions',
			},
		],
		default: 'getAll',
	},
	...get.description,
	...getAll.description,
];
