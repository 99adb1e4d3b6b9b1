import type { INodeProperties } from 'n8n-workflow';

import * as search from './search.operation';

export const operations = {
	search: search.execute,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['search'] } },
		options: [
			{
				name: 'Search',
				value: 'search',
				description:
					'Search shipments, containers and tracking requests by a bill of lading, booking, container or reference number',
				action: 'Search by number',
			},
		],
		default: 'search',
	},
	...search.description,
];
