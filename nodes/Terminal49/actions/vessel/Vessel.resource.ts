import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';
import * as getFuturePositions from './getFuturePositions.operation';

export const operations = {
	get: get.execute,
	getFuturePositions: getFuturePositions.execute,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['vessel'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: 'Get a vessel by IMO number or ID: its position, speed and heading',
				action: 'Get a vessel',
			},
			{
				name: 'Get Future Positions',
				value: 'getFuturePositions',
				description:
					'Estimate the vessel’s route to a port, a position a minute (a paid feature of Terminal49)',
				action: 'Get future positions of a vessel',
			},
		],
		default: 'get',
	},
	...get.description,
	...getFuturePositions.description,
];
