import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as deleteOption from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const operations = {
	create: create.execute,
	delete: deleteOption.execute,
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
		displayOptions: { show: { resource: ['customFieldOption'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Add a custom field option to a single- or multiple-choice field',
				action: 'Create a custom field option',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Remove a custom field option from its field',
				action: 'Delete a custom field option',
			},
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
			{
				name: 'Update',
				value: 'update',
				description: 'Change a custom field option’s label or position',
				action: 'Update a custom field option',
			},
		],
		default: 'get',
	},
	...create.description,
	...deleteOption.description,
	...get.description,
	...getAll.description,
	...update.description,
];
