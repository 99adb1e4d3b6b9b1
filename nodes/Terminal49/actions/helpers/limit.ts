import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { ToolBound } from './forModel';
import { recordsToRead, toolBoundOf } from './forModel';
import { readBoolean } from '../../shared/helpers/readers/boolean';
import { readingHint } from '../../shared/helpers/readers/hints';
import { readWholeNumber } from '../../shared/helpers/readers/number';
import { requireShown } from '../../shared/helpers/readers/displayRules';

export const limitProperties: INodeProperties[] = [
	{
		displayName: 'Return All',
		name: 'returnAll',
		type: 'boolean',
		default: false,
		description: 'Whether to return all results or only up to a given limit',
		hint: readingHint('As an expression, true or false; text saved here hides Limit'),
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
export const limitPropertiesReturningAll: INodeProperties[] = [
	{ ...limitProperties[0], default: true },
	limitProperties[1],
];

/** Return All and Limit as given: every record, or at most `limit`. */
export type LimitChoice = { returnAll: true } | { returnAll: false; limit: number };

/**
 * The one reader of Return All and Limit, for workflows and AI Agents' tools alike, before any
 * request: Return All is read by the boolean reader, Limit by the whole-number reader (1 or more).
 * Anything else (-5, 0, "", null, "ten", 2.5, "maybe") is refused by the field's name with the
 * fix. `returnAllFallback` is the value a workflow saved without Return All gets, where the
 * operation has one.
 */
export function readLimitChoice(
	this: IExecuteFunctions,
	itemIndex: number,
	returnAllFallback?: boolean,
): LimitChoice {
	const node = this.getNode();
	const returnAll = this.getNodeParameter('returnAll', itemIndex, returnAllFallback);
	if (readBoolean(node, returnAll, 'Return All', itemIndex)) return { returnAll: true };
	// Limit shows only while Return All is the boolean false (or an expression).
	requireShown(
		node,
		'limit',
		'Limit',
		{
			parameter: 'Return All',
			given: returnAll,
			shows: 'the boolean false (its switch turned off)',
		},
		itemIndex,
	);
	const limit = this.getNodeParameter('limit', itemIndex, limitProperties[1].default) as unknown;
	return {
		returnAll: false,
		limit: readWholeNumber(
			node,
			limit,
			{
				parameter: 'Limit',
				accepted: 'a whole number of 1 or more',
				min: 1,
				fix: 'Give how many records to return, such as 50, or turn on Return All to get every one.',
			},
			itemIndex,
		),
	};
}

/**
 * How many records a Get Many operation reads: undefined under Return All, else its Limit (one
 * more, run as a tool: `recordsToRead`).
 */
export function readLimit(
	this: IExecuteFunctions,
	itemIndex: number,
	returnAllFallback?: boolean,
): number | undefined {
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
