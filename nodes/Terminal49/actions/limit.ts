import type { IExecuteFunctions } from 'n8n-workflow';

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
