import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import * as create from './create.operation';
import * as deleteOperation from './delete.operation';
import * as deleteById from './deleteById.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getAllInAccount from './getAllInAccount.operation';
import * as setMany from './setMany.operation';
import * as update from './update.operation';
import * as updateById from './updateById.operation';
import { OPERATIONS_FROM_VERSION_2 } from '../helpers/versions';

export const operations = {
	create: create.execute,
	delete: deleteOperation.execute,
	deleteById: deleteById.execute,
	get: get.execute,
	getAll: getAll.execute,
	getAllInAccount: getAllInAccount.execute,
	setMany: setMany.execute,
	update: update.execute,
	updateById: updateById.execute,
};

/** Every version's operations; Set Many joins them from version 2 on. */
const sharedOperations: INodePropertyOptions[] = [
	{
		name: 'Create',
		value: 'create',
		description:
			'Give a tracking request, shipment or container a value for a custom field it has none for yet',
		action: 'Create a custom field',
	},
	{
		name: 'Delete',
		value: 'delete',
		description: 'Remove a custom field’s value from a tracking request, shipment or container',
		action: 'Delete a custom field',
	},
	{
		name: 'Delete by ID',
		value: 'deleteById',
		description: 'Remove a custom field value by its own ID',
		action: 'Delete a custom field by ID',
	},
	{
		name: 'Get',
		value: 'get',
		description: 'Get a custom field value by its own ID',
		action: 'Get a custom field',
	},
	{
		name: 'Get Many',
		value: 'getAll',
		description: 'List the custom fields of a tracking request, shipment or container',
		action: 'Get many custom fields',
	},
	{
		name: 'Get Many in Account',
		value: 'getAllInAccount',
		description:
			'List the custom field values of the whole account, by record type, record or field',
		action: 'Get many custom fields in the account',
	},
	{
		name: 'Update',
		value: 'update',
		description: 'Set the value of a custom field on a tracking request, shipment or container',
		action: 'Update a custom field',
	},
	{
		name: 'Update by ID',
		value: 'updateById',
		description: 'Set a custom field value by its own ID, converted to the field’s type first',
		action: 'Update a custom field by ID',
	},
];

const setManyOperation: INodePropertyOptions = {
	name: 'Set Many',
	value: 'setMany',
	description:
		'Set several custom fields of one tracking request, shipment or container from one row, each field mapped and typed',
	action: 'Set many custom fields of a record',
};

export const description: INodeProperties[] = [
	// Version 2's list first: n8n names a node after the action of the first Operation list of its
	// resource, whatever the version, and only version 2's holds every operation.
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['customField'], '@version': OPERATIONS_FROM_VERSION_2 } },
		options: [...sharedOperations, setManyOperation].sort((a, b) => a.name.localeCompare(b.name)),
		default: 'update',
	},
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['customField'], '@version': [1] } },
		options: sharedOperations,
		default: 'update',
	},
	...create.description,
	...deleteOperation.description,
	...deleteById.description,
	...get.description,
	...getAll.description,
	...getAllInAccount.description,
	...setMany.description,
	...update.description,
	...updateById.description,
];
