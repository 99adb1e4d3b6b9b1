import type { IDataObject, INode } from 'n8n-workflow';

import { isObject } from '../../shared/helpers/objects';
import { ownEntry } from '../../shared/helpers/ownEntry';

/**
 * What changes when the node runs as an AI Agent's tool: n8n gives the agent the node as a type of
 * its own (`…terminal49Tool`), and everything the node returns goes into the model's context. So
 * one call returns a bounded number of records, says how many more there are, and Simplified drops
 * what costs tokens without telling the model anything. A workflow that is not a tool gets exactly
 * what it always got.
 */

/** Records one tool call returns when the tool's Return All is on; with Return All off, its Limit. */
export const TOOL_DEFAULT_LIMIT = 25;

export function isToolCall(node: INode): boolean {
	return node.type.endsWith('Tool');
}

/** How many records one tool call returns, and whether every matching record was read. */
export interface ToolBound {
	limit: number;
	complete: boolean;
}

/**
 * The bound of a tool call from its Return All and Limit: its Limit (more may match), or
 * TOOL_DEFAULT_LIMIT under Return All (every match was read, so the count of the rest is exact).
 */
export function toolBoundOf(
	choice: { returnAll: true } | { returnAll: false; limit: number },
): ToolBound {
	return choice.returnAll
		? { limit: TOOL_DEFAULT_LIMIT, complete: true }
		: { limit: choice.limit, complete: false };
}

/**
 * How many records to read for a Limit. Run as a tool, one record more than the Limit, so the
 * answer can say that more match (`boundForModel` cuts it); otherwise the Limit.
 */
export function recordsToRead(node: INode, limit: number): number {
	return isToolCall(node) ? limit + 1 : limit;
}

/**
 * One item's records cut to `limit`, with a last entry that says how many were left out and how to
 * get them (`noteOf`: its own words where no Limit or filter can get them). `complete` when every
 * matching record was read (Return All), so the count is exact; otherwise one record past the
 * limit was read to know that more exist.
 */
export function boundForModel(
	records: IDataObject[],
	limit: number,
	complete: boolean,
	noteOf: (shown: number, more: number | null) => string = moreMatchNote,
): IDataObject[] {
	if (records.length <= limit) return records;
	return [
		...records.slice(0, limit),
		{ note: noteOf(limit, complete ? records.length - limit : null) },
	];
}

/** What a tool's answer says when `limit` records are shown and `more` (null: an unknown number) match besides. */
export function moreMatchNote(limit: number, more: number | null): string {
	const shown =
		more === null
			? `The first ${limit} shown; more match.`
			: `${limit} of ${limit + more} shown; ${more} more match.`;
	return `${shown} Narrow the filters, or ask for a higher limit, to see others.`;
}

function isEmpty(value: unknown): boolean {
	if (value === null || value === undefined || value === '') return true;
	if (Array.isArray(value)) return value.length === 0;
	return typeof value === 'object' && Object.keys(value).length === 0;
}

/**
 * A Simplified record as a model reads it best: no null or empty values; a code left out where its
 * readable label stands beside it (`status` beside `status_label`, the label being what the
 * filters also take); a nested field left out where the record already says the same at its top
 * level; ids of related records left out where a number names them (`shipment_id` beside
 * `bill_of_lading`). Whatever shape Simplified has, the same rules apply.
 */
export function compactForModel(record: IDataObject): IDataObject {
	return compactObject(record);
}

const NAMED_BY: Readonly<Record<string, string>> = { shipment_id: 'bill_of_lading' };

/** `parent`: the object this one sits in directly, whose fields it need not repeat. */
function compactObject(object: IDataObject, parent?: IDataObject): IDataObject {
	const compact: IDataObject = {};
	for (const [name, value] of Object.entries(object)) {
		if (isEmpty(value)) continue;
		if (!isEmpty(object[`${name}_label`])) continue;
		const namedBy = ownEntry(NAMED_BY, name);
		if (namedBy !== undefined && !isEmpty(object[namedBy])) continue;
		if (
			parent !== undefined &&
			Object.prototype.hasOwnProperty.call(parent, name) &&
			sameValue(parent[name], value)
		)
			continue;
		const kept = compactValue(value, object);
		if (!isEmpty(kept)) compact[name] = kept;
	}
	return compact;
}

function compactValue(value: unknown, parent: IDataObject): IDataObject[string] {
	// A list holds records of their own (a shipment's containers): none repeats its parent.
	if (Array.isArray(value)) return compactList(value);
	if (isObject(value)) return compactObject(value, parent);
	return value as IDataObject[string];
}

function compactList(list: unknown[]): IDataObject[string] {
	return list
		.map((entry) =>
			isObject(entry) ? compactObject(entry) : Array.isArray(entry) ? compactList(entry) : entry,
		)
		.filter((entry) => !isEmpty(entry)) as IDataObject[string];
}

function sameValue(a: unknown, b: unknown): boolean {
	if (a === b) return true;
	if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
	return JSON.stringify(a) === JSON.stringify(b);
}
