import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { requireQuantityAsText } from '../../shared/helpers/validation';

/**
 * A list of short texts (reference numbers, tags) as users hand it over: comma-separated text from
 * a form field or a sheet cell, a JSON array in text, or a real array from an expression. Each
 * entry is trimmed, empty ones are dropped, and repeats are kept once, in their first place.
 */
export function textList(node: INode, value: unknown, field: string, itemIndex: number): string[] {
	let parts: unknown[];
	if (value === undefined || value === null) parts = [];
	else if (Array.isArray(value)) parts = value;
	else if (typeof value === 'number') parts = [value];
	else if (typeof value === 'string') parts = splitText(value);
	else {
		throw new NodeOperationError(node, `${field} must be a list or comma-separated text, not an object`, {
			description: `Map a list such as {{ ["REF-1", "REF-2"] }}, or text such as "REF-1, REF-2", into "${field}".`,
			itemIndex,
		});
	}
	const list: string[] = [];
	for (const part of parts) {
		if (typeof part !== 'string' && typeof part !== 'number') {
			throw new NodeOperationError(node, `${field} must hold only texts, but one of its entries is ${Array.isArray(part) ? 'a list' : typeof part}`, {
				description: `Map a flat list of texts into "${field}".`,
				itemIndex,
			});
		}
		const text = typeof part === 'number' ? requireQuantityAsText(node, part, field, itemIndex) : part.trim();
		if (text !== '' && !list.includes(text)) list.push(text);
	}
	return list;
}

function splitText(text: string): unknown[] {
	const trimmed = text.trim();
	if (trimmed.startsWith('[')) {
		try {
			const parsed: unknown = JSON.parse(trimmed);
			if (Array.isArray(parsed)) return parsed;
		} catch {
			// Not JSON: read it as comma-separated text like any other.
		}
	}
	return trimmed.split(',');
}
