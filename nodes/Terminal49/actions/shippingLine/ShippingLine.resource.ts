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
		displayOptions: { show: { resource: ['shippingLine'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: 'Get a shipping line (carrier) by SCAC or ID',
				action: 'Get a shipping line',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description:
					'List the shipping lines (carriers) Terminal49 tracks, searching by name or SCAC',
				action: 'Get many shipping lines',
			},
		],
		default: 'getAll',
	},
	...get.description,
	...getAll.description,
];
