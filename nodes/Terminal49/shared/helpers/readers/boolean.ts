import type { INode } from 'n8n-workflow';

import { ownEntry } from '../ownEntry';
import { refusalError } from '../valuesInMessages';

/**
 * The one set of words a boolean parameter reads, in any case and with spaces around: true/false,
 * yes/no, 1/0 (as text or as a number), and the booleans themselves. Every other value is refused,
 * never read as false.
 */
const BOOLEAN_WORDS: Readonly<Record<string, boolean>> = {
	true: true,
	yes: true,
	'1': true,
	false: false,
	no: false,
	'0': false,
};

export const BOOLEAN_ACCEPTED = 'true or false (yes/no and 1/0 work too)';

/** The boolean a value means, or undefined when it means none. */
export function booleanOf(value: unknown): boolean | undefined {
	if (typeof value === 'boolean') return value;
	if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
	if (typeof value !== 'string') return undefined;
	return ownEntry(BOOLEAN_WORDS, value.trim().toLowerCase());
}

/** A boolean parameter's value, or a refusal naming it. */
export function readBoolean(
	node: INode,
	given: unknown,
	parameter: string,
	itemIndex?: number,
	fix?: string,
): boolean {
	const meant = booleanOf(given);
	if (meant !== undefined) return meant;
	throw refusalError(node, { parameter, given, accepted: BOOLEAN_ACCEPTED, fix }, itemIndex);
}
