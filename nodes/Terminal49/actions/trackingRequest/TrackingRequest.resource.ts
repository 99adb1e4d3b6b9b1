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
		displayOptions: { show: { resource: ['trackingRequest'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description:
					'Create a tracking request: start tracking a bill of lading, booking or container number',
				action: 'Create a tracking request',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get a tracking request: its status, and the shipment it found',
				action: 'Get a tracking request',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the tracking requests of the account',
				action: 'Get many tracking requests',
			},
			{
				name: 'Update',
				value: 'update',
				description: 'Set the reference number of a tracking request',
				action: 'Update a tracking request',
			},
		],
		default: 'create',
	},
	...create.description,
	...get.description,
	...getAll.description,
	...update.description,
];
