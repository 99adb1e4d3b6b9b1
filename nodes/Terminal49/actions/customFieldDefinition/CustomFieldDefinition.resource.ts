import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as deleteDefinition from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const operations = {
	create: create.execute,
	delete: deleteDefinition.execute,
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
		displayOptions: { show: { resource: ['customFieldDefinition'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Add a custom field definition for shipments or containers',
				action: 'Create a custom field definition',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Remove a custom field definition and its values from every record',
				action: 'Delete a custom field definition',
			},
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
			{
				name: 'Update',
				value: 'update',
				description:
					'Change a custom field definition’s display name, description, format or validation',
				action: 'Update a custom field definition',
			},
		],
		default: 'getAll',
	},
	...create.description,
	...deleteDefinition.description,
	...get.description,
	...getAll.description,
	...update.description,
];
