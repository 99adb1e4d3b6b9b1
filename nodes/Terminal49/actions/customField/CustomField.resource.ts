import type { INodeProperties } from 'n8n-workflow';

import * as update from './update.operation';

export const operations = {
	update: update.execute,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['customField'] } },
		options: [
			{
				name: 'Update',
				value: 'update',
				description:
					'Set the value of a custom field on a tracking request, shipment or container',
				action: 'Update a custom field',
			},
		],
		default: 'update',
	},
	...update.description,
];
