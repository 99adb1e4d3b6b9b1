import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as resumeTracking from './resumeTracking.operation';
import * as stopTracking from './stopTracking.operation';
import * as update from './update.operation';

export const operations = {
	get: get.execute,
	getAll: getAll.execute,
	resumeTracking: resumeTracking.execute,
	stopTracking: stopTracking.execute,
	update: update.execute,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['shipment'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description:
					'Get one shipment by its bill of lading or booking number, or Terminal49 ID: carrier, ports, vessel, ETA and ATA, with its containers if you like',
				action: 'Get a shipment by BL, booking or ID',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the shipments of the account',
				action: 'Get many shipments',
			},
			{
				name: 'Resume Tracking',
				value: 'resumeTracking',
				description: 'Have Terminal49 track a stopped shipment again',
				action: 'Resume tracking a shipment',
			},
			{
				name: 'Stop Tracking',
				value: 'stopTracking',
				description: 'Stop Terminal49 from tracking a shipment; its data so far stays readable',
				action: 'Stop tracking a shipment',
			},
			{
				name: 'Update',
				value: 'update',
				description: 'Set the reference numbers or tags of a shipment',
				action: 'Update a shipment',
			},
		],
		default: 'get',
	},
	...get.description,
	...getAll.description,
	...resumeTracking.description,
	...stopTracking.description,
	...update.description,
];
