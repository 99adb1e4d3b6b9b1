import type { INodeProperties } from 'n8n-workflow';

export const limitProperties: INodeProperties[] = [
	{
		displayName: 'Return All',
		name: 'returnAll',
		type: 'boolean',
		default: false,
		description: 'Whether to return all results or only up to a given limit',
	},
	{
		displayName: 'Limit',
		name: 'limit',
		type: 'number',
		displayOptions: { show: { returnAll: [false] } },
		typeOptions: { minValue: 1 },
		default: 50,
		description: 'Max number of results to return',
	},
];

/**
 * Return All / Limit for operations that returned everything before they had these parameters:
 * Return All is on by default, so a saved workflow without it still gets every record.
 */
export const limitPropertiesReturningAll: INodeProperties[] = [{ ...limitProperties[0], default: true }, limitProperties[1]];
