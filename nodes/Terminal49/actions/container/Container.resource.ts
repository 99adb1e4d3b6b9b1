import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getMap from './getMap.operation';
import * as getRawEvents from './getRawEvents.operation';
import * as getRoute from './getRoute.operation';
import * as getTransportEvents from './getTransportEvents.operation';
import * as refresh from './refresh.operation';
import * as update from './update.operation';
import { OPERATIONS_FROM_VERSION_2 } from '../helpers/versions';

export const operations = {
	get: get.execute,
	getAll: getAll.execute,
	getMap: getMap.execute,
	getRawEvents: getRawEvents.execute,
	getRoute: getRoute.execute,
	getTransportEvents: getTransportEvents.execute,
	refresh: refresh.execute,
	update: update.execute,
};

/** Version 1's operations, as its saved workflows know them; this list does not change. */
const operationOptions: INodePropertyOptions[] = [
	{
		name: 'Get',
		value: 'get',
		description:
			'Get one container by its number (such as MSKU2431002) or Terminal49 ID: where it is (status, terminal, availability, holds), its last free day, days left and demurrage urgency',
		action: 'Get a container by number or ID',
	},
	{
		name: 'Get Many',
		value: 'getAll',
		description:
			'List the account’s containers, filtered by demurrage urgency (overdue, due today, imminent), last free day, status, holds, availability or number; each with its last free day, days left and urgency',
		action: 'Get many containers by urgency or LFD',
	},
	{
		name: 'Get Map',
		value: 'getMap',
		description:
			'Get a container’s map as GeoJSON: ports, the vessel now, its path and the estimated route (a paid feature)',
		action: 'Get the map of a container',
	},
	{
		name: 'Get Raw Events (Deprecated)',
		value: 'getRawEvents',
		description:
			'Deprecated by Terminal49, provided as-is: a container’s milestones as the carrier reports them, past and estimated. For past events use Get Transport Events.',
		action: 'Get raw events of a container',
	},
	{
		name: 'Get Transport Events',
		value: 'getTransportEvents',
		description:
			'List what happened to a container so far (loaded, departed, arrived, discharged, picked up…), one item per event with its location and time zone',
		action: 'Get transport events of a container',
	},
	{
		name: 'Refresh',
		value: 'refresh',
		description:
			'Ask Terminal49 to fetch the container’s data again now (a paid feature, at most 10 per minute)',
		action: 'Refresh a container',
	},
	{
		name: 'Update',
		value: 'update',
		description: 'Change a container’s reference numbers',
		action: 'Update a container',
	},
];

const getRouteOption: INodePropertyOptions = {
	name: 'Get Route',
	value: 'getRoute',
	description:
		'Get a container’s route (a paid feature): every port from lading through transshipments to discharge, with estimated and actual arrival and departure, vessels, voyages, and the leg it is on now',
	action: 'Get the route of a container',
};

/** The Operation dropdown of a node version: version 2 adds Get Route in its alphabetical place. */
function operationProperty(version: 1 | 2): INodeProperties {
	const options =
		version === 1
			? operationOptions
			: [...operationOptions, getRouteOption].sort((a, b) => a.name.localeCompare(b.name));
	return {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: {
			show: {
				resource: ['container'],
				'@version': version === 1 ? [1] : OPERATIONS_FROM_VERSION_2,
			},
		},
		options,
		default: 'getAll',
	};
}

// Version 2's list first: n8n names a node after the action of the first Operation list of its
// resource, whatever the version, and only version 2's holds every operation.
export const description: INodeProperties[] = [
	operationProperty(2),
	operationProperty(1),
	...get.description,
	...getAll.description,
	...getMap.description,
	...getRawEvents.description,
	...getRoute.description,
	...getTransportEvents.description,
	...refresh.description,
	...update.description,
];
