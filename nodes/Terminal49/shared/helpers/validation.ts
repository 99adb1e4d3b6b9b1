import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { quantityAsText } from './quantities';
import { kindOf } from './text';
import { shownValue } from './shown';

/**
 * Checks on ids and slugs made before any request, so a bad cell in a spreadsheet fails with a
 * message naming the field instead of a 404 from the API (or a request to the wrong path).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const UUID_EXAMPLE = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

/** `.`, `..` and their %2e spellings, which URL parsers read as "this" and "parent" directory. */
export function isDotSegment(text: string): boolean {
	return /^(\.|%2e){1,2}$/i.test(text);
}

export function isUuid(value: string): boolean {
	return UUID.test(value);
}

/**
 * A numeric value mapped where text is sent (a reference number from a numeric sheet column), as its
 * digits; refused when they are already lost: `1e+21`, 2^53 + 1 read as 9007199254740992, Infinity.
 */
export function requireQuantityAsText(node: INode, value: number, field: string, itemIndex?: number): string {
	const text = quantityAsText(value);
	if (text !== undefined) return text;
	throw new NodeOperationError(node, `${field} is the number ${String(value)}, which JSON cannot carry exactly`, {
		description: `Numbers past 9,007,199,254,740,991 (and Infinity or NaN) lose digits before they are sent. Map "${field}" as text, for example from a column formatted as plain text.`,
		itemIndex,
	});
}

/** A value that has to be one piece of text: trimmed, never empty. */
export function requireText(node: INode, value: unknown, field: string, itemIndex: number): string {
	const text = typeof value === 'number' ? requireQuantityAsText(node, value, field, itemIndex) : (value ?? '');
	if (typeof text !== 'string') {
		throw new NodeOperationError(node, `${field} must be text, but it is ${kindOf(value)}`, {
			description: `Map a single value into "${field}", not ${kindOf(value)}.`,
			itemIndex,
		});
	}
	const trimmed = text.trim();
	if (trimmed === '') {
		throw new NodeOperationError(node, `${field} is empty`, {
			description: `Enter the ${field}, or check that the expression for it gives a value for this item.`,
			itemIndex,
		});
	}
	return trimmed;
}

/** The modes a locator has beside By ID, so a refused id says which one takes what was given. */
export interface OtherModes {
	/** What the field's Number mode takes (a version 2 locator), so the error says how to go on from the number a sheet holds. */
	byNumber?: string;
	/** The field has a By URL mode, which takes the pasted address whole. */
	byUrl?: boolean;
}

/** Terminal49 ids are UUIDs; anything else would only come back as a 404. Returns the id trimmed. */
export function requireUuid(node: INode, value: unknown, field: string, itemIndex: number, { byNumber, byUrl = false }: OtherModes = {}): string {
	const id = requireText(node, value, field, itemIndex);
	if (isUuid(id)) return id;
	// The one id the URL opens, if it names one: not merely the first id in its text.
	const ids = distinctSegments(urlPathSegments(id)?.filter(isUuid) ?? []);
	const inside = ids.length === 1 ? ids[0] : undefined;
	const description = /^https?:\/\//i.test(id)
		? `This is a URL. Enter only the ID${inside ? ` (${inside})` : ''}${byUrl ? ', or switch the field to "By URL"' : ''}.`
		: byNumber !== undefined
			? `Terminal49 IDs are UUIDs such as ${UUID_EXAMPLE}, or choose "Number" beside the field to give the ${byNumber} instead.`
			: `Terminal49 IDs are UUIDs such as ${UUID_EXAMPLE}.`;
	throw new NodeOperationError(node, `${shownValue(id)} is not a valid ${field}`, {
		description,
		itemIndex,
	});
}

/** An API slug is one path segment: non-empty, no "/", not "." or "..". Returns it trimmed. */
export function requireSlug(node: INode, value: unknown, field: string, itemIndex: number): string {
	const slug = requireText(node, value, field, itemIndex);
	if (slug.includes('/')) {
		throw new NodeOperationError(node, `${shownValue(slug)} is not a valid ${field}: it contains "/"`, {
			description:
				'An API slug is one segment of a path, such as "customer_po" or "commercial_invoice@2026-03-23", without slashes.',
			itemIndex,
		});
	}
	if (isDotSegment(slug)) {
		throw new NodeOperationError(node, `${shownValue(slug)} is not a valid ${field}`, {
			description: `${field} names one record, such as "customer_po" or "commercial_invoice@2026-03-23"; "." and ".." name none.`,
			itemIndex,
		});
	}
	return slug;
}

/** A path segment as text: percent-escapes read, or the segment as it is when they are malformed. */
function decodedSegment(segment: string): string {
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}

/**
 * The path of an http(s) URL as a browser opens it (WHATWG): `.` and `..` resolved, `\\` read as
 * `/` and percent-escapes read, the query and fragment left out; its segments in order.
 * Undefined when the text is not an http(s) URL.
 */
export function urlPathSegments(text: string): string[] | undefined {
	let url: URL;
	try {
		url = new URL(text);
	} catch {
		return undefined;
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
	return url.pathname.split('/').map(decodedSegment);
}

/** Each segment once, in order, whatever its case. */
export function distinctSegments(segments: string[]): string[] {
	const seen = new Map<string, string>();
	for (const segment of segments) if (!seen.has(segment.toLowerCase())) seen.set(segment.toLowerCase(), segment);
	return [...seen.values()];
}
