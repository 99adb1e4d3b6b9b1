import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { requireQuantityAsText } from './validation';

/**
 * A list as users, expressions and AI Agents hand it over: a real array, a JSON array written as
 * text (`["a", "b"]`), separated text from a form field or a sheet cell (`a, b`), or one number.
 * Nothing (undefined, null) is the empty list; anything else (an object, a boolean) is not a
 * list: undefined. `split` cuts text that is not a JSON array (on commas unless told otherwise).
 */
export function listEntries(value: unknown, split: (text: string) => readonly unknown[] = splitOnCommas): readonly unknown[] | undefined {
	if (value === undefined || value === null) return [];
	if (Array.isArray(value)) return value;
	if (typeof value === 'number') return [value];
	if (typeof value !== 'string') return undefined;
	const text = value.trim();
	if (text.startsWith('[')) {
		try {
			const parsed: unknown = JSON.parse(text);
			if (Array.isArray(parsed)) return parsed;
		} catch {
			// Not JSON: read it as separated text like any other.
		}
	}
	return split(text);
}

function splitOnCommas(text: string): string[] {
	return text.split(',');
}

/**
 * The texts of such a list, for names picked from a list (events, fields): each entry trimmed,
 * numbers as written, empty ones and repeats left out (the first place kept). Entries that are
 * neither text nor number name nothing and are left out too, as is a value that is no list.
 */
export function textEntries(value: unknown): string[] {
	const texts = new Set<string>();
	for (const entry of listEntries(value) ?? []) {
		if (typeof entry !== 'string' && typeof entry !== 'number') continue;
		const text = String(entry).trim();
		if (text !== '') texts.add(text);
	}
	return [...texts];
}

/**
 * A list of short texts (reference numbers, tags) as users hand it over: comma-separated text from
 * a form field or a sheet cell, a JSON array in text, or a real array from an expression. Each
 * entry is trimmed, empty ones are dropped, and repeats are kept once, in their first place.
 */
export function textList(node: INode, value: unknown, field: string, itemIndex: number): string[] {
	const parts = listEntries(value);
	if (parts === undefined) {
		throw new NodeOperationError(node, `${field} must be a list or comma-separated text, not an object`, {
			description: `Map a list such as {{ ["REF-1", "REF-2"] }}, or text such as "REF-1, REF-2", into "${field}".`,
			itemIndex,
		});
	}
	const list = new Set<string>();
	for (const part of parts) {
		if (typeof part !== 'string' && typeof part !== 'number') {
			throw new NodeOperationError(node, `${field} must hold only texts, but one of its entries is ${Array.isArray(part) ? 'a list' : typeof part}`, {
				description: `Map a flat list of texts into "${field}".`,
				itemIndex,
			});
		}
		const text = typeof part === 'number' ? requireQuantityAsText(node, part, field, itemIndex) : part.trim();
		if (text !== '') list.add(text);
	}
	return [...list];
}
