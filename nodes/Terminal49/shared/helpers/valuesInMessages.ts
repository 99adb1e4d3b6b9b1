import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { kindOf, truncate } from './text';

/** How many characters of a value a message shows; the cut is marked with an ellipsis. */
export const SHOWN_LENGTH = 80;

/**
 * The one way a value given to a parameter is shown in a message: text in double quotes as JSON
 * writes it (so a line break, a tab or a quote inside it can be seen), a number or a boolean as
 * written, a list or an object as JSON, anything else by its kind; all of it cut at
 * SHOWN_LENGTH characters.
 */
export function shownValue(value: unknown): string {
	if (typeof value === 'string') return JSON.stringify(truncate(value, SHOWN_LENGTH));
	if (typeof value === 'number' || typeof value === 'boolean' || value === null)
		return String(value);
	if (typeof value === 'object') {
		try {
			return truncate(JSON.stringify(value), SHOWN_LENGTH);
		} catch {
			return kindOf(value);
		}
	}
	return value === undefined ? 'nothing' : kindOf(value);
}

/** What a refusal says: the parameter's display name, the value as given, and what would be accepted. */
export interface RefusalText {
	/** The parameter's display name, as the editor shows it ("Limit", "Status filter"). */
	parameter: string;
	/** The value as it was given; shown by `shownValue`. */
	given: unknown;
	/** What would be accepted: "a whole number of 1 or more", "true or false". */
	accepted: string;
	/** What more there is to say about the value, after it: "which names two sets of options: …". */
	detail?: string;
	/** The values allowed, where they are a list: "Allowed: a, b (labels and any case work too)". */
	allowed?: string;
	/** How to go on, for the error's description. */
	fix?: string;
}

/**
 * The one message of a refused value: `Limit must be a whole number of 1 or more, not "ten"`, and
 * for an option `Status filter must be a container status, not "availble". Allowed: available, …`.
 */
export function refusalMessage(refusal: RefusalText): string {
	const detail = refusal.detail === undefined ? '' : `, ${refusal.detail}`;
	const allowed = refusal.allowed === undefined ? '' : `. ${refusal.allowed}`;
	return `${refusal.parameter} must be ${refusal.accepted}, not ${shownValue(refusal.given)}${detail}${allowed}`;
}

/** A refused value as the error a node throws, before any request. */
export function refusalError(
	node: INode,
	refusal: RefusalText,
	itemIndex?: number,
): NodeOperationError {
	return new NodeOperationError(node, refusalMessage(refusal), {
		...(refusal.fix !== undefined ? { description: refusal.fix } : {}),
		...(itemIndex !== undefined ? { itemIndex } : {}),
	});
}
