import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { kindOf } from '../text';
import { isBlank } from './characters';
import { shownValue } from '../valuesInMessages';
import { OBJECT_TEXT, readText } from './text';

/**
 * A list as users, expressions and AI Agents hand it over, read exactly or refused:
 *
 * - a real array, as it is; one number, as a list of it; nothing (undefined, null, empty text), the
 *   empty list;
 * - text that starts with `[`: a JSON array (`["PO-1", "PO-2"]`), or refused: `[PO-1, PO-2]` and
 *   Python's `['a', 'b']` are not JSON, and cutting them at the commas would keep the brackets and
 *   quotes in the entries;
 * - other text: separated text, read as CSV (RFC 4180): cut at each separator (a comma unless
 *   told otherwise) and at each line break or tab, so a column or a row pasted from a spreadsheet
 *   is one entry per cell, each entry trimmed of the whitespace around it; an entry that holds a
 *   separator, a line break or a tab goes in double quotes (`"ACME, Inc", PO-7`), a double quote
 *   inside it doubled (`"12"" pipe"`), and a quoted entry is kept exactly as written between its
 *   quotes. A double quote anywhere else, or an entry that starts with another quote mark
 *   (`'a', 'b'`), is refused rather than guessed at;
 * - text holding `[object Object]` (an object that an expression turned into text) is refused.
 *
 * Anything else (an object, a boolean) is no list. Pure: the caller names the field in its refusal.
 */
export type ListReading =
	| { ok: true; entries: readonly unknown[] }
	| { ok: false; refusal: ListRefusal };

/** Why a value is not read as a list: `not-a-list` (an object, a boolean), `not-json`, `quotes`, `object-text`. */
export type ListRefusal = 'not-a-list' | 'not-json' | 'quotes' | 'object-text';

/** What ends a cell besides the given separators: a line break (CR, LF or CRLF) or a tab, as a spreadsheet's rows and columns are pasted. */
const CELL_ENDS = '\r\n\t';
/** Quote marks that may open an entry: straight and typographic, single and double. */
const QUOTE_MARKS: ReadonlySet<string> = new Set(['"', "'", '‘', '’', '“', '”', '«', '»']);

export function readList(value: unknown, separators = ','): ListReading {
	if (value === undefined || value === null) return { ok: true, entries: [] };
	if (Array.isArray(value)) return { ok: true, entries: value };
	if (typeof value === 'number') return { ok: true, entries: [value] };
	if (typeof value !== 'string') return { ok: false, refusal: 'not-a-list' };
	if (OBJECT_TEXT.test(value)) return { ok: false, refusal: 'object-text' };
	const text = value.trim();
	if (text === '') return { ok: true, entries: [] };
	if (text.startsWith('[')) {
		const parsed = jsonArray(text);
		return parsed === undefined
			? { ok: false, refusal: 'not-json' }
			: { ok: true, entries: parsed };
	}
	const entries = separatedEntries(text, separators);
	return entries === undefined ? { ok: false, refusal: 'quotes' } : { ok: true, entries };
}

function jsonArray(text: string): unknown[] | undefined {
	try {
		const parsed: unknown = JSON.parse(text);
		return Array.isArray(parsed) ? parsed : undefined;
	} catch {
		return undefined;
	}
}

/** The entries of one CSV record, or undefined where a quote does not enclose a whole entry. Linear in the text's length. */
function separatedEntries(text: string, separators: string): string[] | undefined {
	const isSeparator = (char: string) => separators.includes(char) || CELL_ENDS.includes(char);
	const isSpace = (char: string) => !isSeparator(char) && char.trim() === '';
	const entries: string[] = [];
	let at = 0;
	for (;;) {
		while (at < text.length && isSpace(text[at])) at++;
		let entry = '';
		if (text[at] === '"') {
			at++;
			for (;;) {
				if (at >= text.length) return undefined;
				if (text[at] === '"') {
					if (text[at + 1] !== '"') break;
					at++;
				}
				entry += text[at];
				at++;
			}
			at++;
			while (at < text.length && isSpace(text[at])) at++;
			if (at < text.length && !isSeparator(text[at])) return undefined;
		} else {
			const start = at;
			while (at < text.length && !isSeparator(text[at])) at++;
			entry = text.slice(start, at).trim();
			if (entry.includes('"') || QUOTE_MARKS.has(entry.charAt(0))) return undefined;
		}
		entries.push(entry);
		if (at >= text.length) return entries;
		// CRLF is one line break, not a line break and an empty cell.
		at += text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1;
	}
}

/** The refusal of a list, for a message: what is wrong with it and how to write it instead. */
export function listRefusalText(refusal: ListRefusal): { problem: string; fix: string } {
	const write =
		'Write it as JSON, such as ["PO-1","PO-2"], or as comma-separated text, such as PO-1, PO-2 (an entry that holds a comma in double quotes: "ACME, Inc", PO-7).';
	switch (refusal) {
		case 'not-json':
			return { problem: 'starts with "[" but is not a JSON list', fix: write };
		case 'quotes':
			return {
				problem: 'has a quote mark that does not enclose a whole entry',
				fix: `Quote a whole entry with double quotes, or none. ${write}`,
			};
		case 'object-text':
			return {
				problem: 'holds "[object Object]", an object turned into text',
				fix: 'Map the list itself, such as {{ $json.refs }}, or the text of each object, such as {{ $json.refs.map(ref => ref.number) }}.',
			};
		case 'not-a-list':
			return {
				problem: 'is not a list',
				fix: `Map a list, such as {{ ["PO-1","PO-2"] }}, or text. ${write}`,
			};
	}
}

/**
 * A list of short texts (reference numbers, tags, events, field names) read as `readList` reads
 * it: each entry trimmed of surrounding whitespace, numbers as their digits, entries that show
 * nothing (empty, or only invisible characters such as a zero-width space or a BOM) dropped, repeats kept once in their first place. Refused, naming the field and the fix: a value
 * that is no list, an entry that is neither text nor a number, text holding `[object Object]`.
 */
export function textList(node: INode, value: unknown, field: string, itemIndex?: number): string[] {
	const reading = readList(value);
	if (!reading.ok) {
		const { problem, fix } = listRefusalText(reading.refusal);
		const message =
			reading.refusal === 'not-a-list'
				? `${field} must be a list or comma-separated text, not ${kindOf(value)}`
				: `${field} ${problem}: ${shownValue(String(value).trim())}`;
		throw new NodeOperationError(node, message, { description: fix, itemIndex });
	}
	const list = new Set<string>();
	for (const entry of reading.entries) {
		if (typeof entry !== 'string' && typeof entry !== 'number') {
			throw new NodeOperationError(
				node,
				`${field} must hold only texts, but one of its entries is ${kindOf(entry)}`,
				{
					description: `Map a flat list of texts into "${field}".`,
					itemIndex,
				},
			);
		}
		if (typeof entry === 'string' && OBJECT_TEXT.test(entry)) {
			const { problem, fix } = listRefusalText('object-text');
			throw new NodeOperationError(node, `${field} ${problem}`, { description: fix, itemIndex });
		}
		const text = readText(node, entry, field, itemIndex).trim();
		if (!isBlank(text)) list.add(text);
	}
	return [...list];
}
