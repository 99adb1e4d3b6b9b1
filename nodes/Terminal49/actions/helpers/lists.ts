import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { listEntries } from '../../shared/helpers/lists';
import { requireQuantityAsText } from '../../shared/helpers/validation';

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
