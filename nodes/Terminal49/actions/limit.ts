import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { isToolCall } from '../shared/output/forModel';

/**
 * The Limit of a Get Many operation, or undefined under Return All. `returnAllFallback` is the
 * value a workflow saved without Return All gets, where the operation has one. Run as a tool, one
 * record more is read than the Limit, so the answer can say that more match (the router cuts it).
 */
export function readLimit(this: IExecuteFunctions, itemIndex: number, returnAllFallback?: boolean): number | undefined {
	const returnAll = this.getNodeParameter('returnAll', itemIndex, returnAllFallback) as boolean;
	if (returnAll) return undefined;
	const limit = this.getNodeParameter('limit', itemIndex) as number;
	return isToolCall(this.getNode()) ? Number(limit) + 1 : limit;
}

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
