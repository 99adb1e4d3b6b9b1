import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { readRequiredText } from './text';
import { shownValue } from '../valuesInMessages';

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
 * A value that has to be one piece of text that says something (an id, a slug, a URL): read by the
 * text reader, trimmed, never blank; `accepted` says what it takes in the refusal.
 */
export function requireText(
	node: INode,
	value: unknown,
	field: string,
	itemIndex: number,
	accepted = 'text',
): string {
	return readRequiredText(node, value, { parameter: field, accepted }, itemIndex);
}

/** The modes a locator has beside By ID, so a refused id says which one takes what was given. */
export interface OtherModes {
	/** What the field's Number mode takes (a version 2 locator), so the error says how to go on from the number a sheet holds. */
	byNumber?: string;
	/** The field has a By URL mode, which takes the pasted address whole. */
	byUrl?: boolean;
}

/** Terminal49 ids are UUIDs; anything else would only come back as a 404. Returns the id trimmed. */
export function requireUuid(
	node: INode,
	value: unknown,
	field: string,
	itemIndex: number,
	{ byNumber, byUrl = false }: OtherModes = {},
): string {
	const id = requireText(node, value, field, itemIndex, 'a Terminal49 ID');
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
	const slug = requireText(node, value, field, itemIndex, 'an API slug');
	if (slug.includes('/')) {
		throw new NodeOperationError(
			node,
			`${shownValue(slug)} is not a valid ${field}: it contains "/"`,
			{
				description:
					'An API slug is one segment of a path, such as "customer_po" or "commercial_invoice@2026-03-23", without slashes.',
				itemIndex,
			},
		);
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
	for (const segment of segments)
		if (!seen.has(segment.toLowerCase())) seen.set(segment.toLowerCase(), segment);
	return [...seen.values()];
}
