import type { IExecuteFunctions } from 'n8n-workflow';

/**
 * The Limit of a Get Many operation, or undefined under Return All. `returnAllFallback` is the
 * value a workflow saved without Return All gets, where the operation has one.
 */
export function readLimit(this: IExecuteFunctions, itemIndex: number, returnAllFallback?: boolean): number | undefined {
	const returnAll = this.getNodeParameter('returnAll', itemIndex, returnAllFallback) as boolean;
	return returnAll ? undefined : (this.getNodeParameter('limit', itemIndex) as number);
}
