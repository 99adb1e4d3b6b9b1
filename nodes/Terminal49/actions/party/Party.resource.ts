import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const operations = {
	create: create.execute,
	get: get.execute,
	getAll: getAll.execute,
	update: update.execute,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['party'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Add a party: a company such as a customer, shipper or consignee',
				action: 'Create a party',
			},
			{ name: 'Get', value: 'get', description: 'Get a party by ID', action: 'Get a party' },
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List every party of the account: its customers, shippers, consignees',
				action: 'Get many parties',
			},
			{ name: 'Update', value: 'update', description: 'Rename a party', action: 'Update a party' },
		],
		default: 'getAll',
	},
	...create.description,
	...get.description,
	...getAll.description,
	...update.description,
];
