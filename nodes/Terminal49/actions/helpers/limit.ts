import type { IExecuteFunctions, INode, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { ToolBound } from '../../shared/output/forModel';
import { recordsToRead, toolBoundOf } from '../../shared/output/forModel';
import { kindOf, truncate } from '../../shared/helpers/text';

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

/** Return All and Limit as given: every record, or at most `limit`. */
export type LimitChoice = { returnAll: true } | { returnAll: false; limit: number };

/**
 * The one reader of Return All and Limit, for workflows and AI Agents' tools alike, before any
 * request: Return All is true or false (also as text, in any case), Limit a whole number of 1 or
 * more (also as digits in text). Anything else (-5, 0, "", null, "ten", 2.5, "yes") is refused by
 * the field's name with the fix. `returnAllFallback` is the value a workflow saved without Return
 * All gets, where the operation has one.
 */
export function readLimitChoice(this: IExecuteFunctions, itemIndex: number, returnAllFallback?: boolean): LimitChoice {
	const node = this.getNode();
	if (readReturnAll(node, this.getNodeParameter('returnAll', itemIndex, returnAllFallback), itemIndex)) return { returnAll: true };
	// Limit is shown only while Return All is off; a Return All given as the text "false" leaves it unset.
	const limit = this.getNodeParameter('limit', itemIndex, limitProperties[1].default) as unknown;
	return { returnAll: false, limit: readLimitValue(node, limit, itemIndex) };
}

/**
 * How many records a Get Many operation reads: undefined under Return All, else its Limit (one
 * more, run as a tool: `recordsToRead`).
 */
export function readLimit(this: IExecuteFunctions, itemIndex: number, returnAllFallback?: boolean): number | undefined {
	const choice = readLimitChoice.call(this, itemIndex, returnAllFallback);
	if (choice.returnAll) return undefined;
	return recordsToRead(this.getNode(), choice.limit);
}

/**
 * The bound of a tool call (`toolBoundOf`) from the same reader of Return All and Limit; undefined
 * for an operation without Return All.
 */
export function toolBound(this: IExecuteFunctions, itemIndex: number): ToolBound | undefined {
	// n8n throws for an absent parameter unless given a fallback other than undefined.
	if (this.getNodeParameter('returnAll', itemIndex, null) === null) return undefined;
	return toolBoundOf(readLimitChoice.call(this, itemIndex));
}

function givenText(value: unknown): string {
	if (typeof value === 'string') return JSON.stringify(truncate(value, 40));
	return typeof value === 'number' ? String(value) : kindOf(value);
}

function readReturnAll(node: INode, given: unknown, itemIndex: number): boolean {
	if (typeof given === 'boolean') return given;
	const word = typeof given === 'string' ? given.trim().toLowerCase() : undefined;
	if (word === 'true' || word === 'false') return word === 'true';
	throw new NodeOperationError(node, `Return All must be true or false, not ${givenText(given)}`, {
		description: 'Give true to return every record, or false to return up to Limit.',
		itemIndex,
	});
}

function readLimitValue(node: INode, given: unknown, itemIndex: number): number {
	const digits = typeof given === 'string' ? given.trim() : undefined;
	const limit = digits !== undefined && /^\d+$/.test(digits) ? Number(digits) : given;
	if (typeof limit === 'number' && Number.isSafeInteger(limit) && limit >= 1) return limit;
	throw new NodeOperationError(node, `Limit must be a whole number of 1 or more, not ${givenText(given)}`, {
		description: 'Give how many records to return, such as 50, or turn on Return All to get every one.',
		itemIndex,
	});
}
