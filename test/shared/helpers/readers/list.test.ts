import fc from 'fast-check';

import type { INode } from 'n8n-workflow';

import { readList, textList } from '../../../../nodes/Terminal49/shared/helpers/readers/list';

describe('readList: a list as users and expressions give it, read exactly or refused', () => {
	it.each<[string, unknown, unknown[]]>([
		['nothing', undefined, []],
		['null', null, []],
		['empty text', '  ', []],
		['a list', ['a', 2], ['a', 2]],
		['one number', 7, [7]],
		['comma-separated text, each entry trimmed', ' a, b ,c ', ['a', 'b', 'c']],
		['a JSON array in text', ' ["a, b", 3] ', ['a, b', 3]],
		['an entry in double quotes holds a comma', '"ACME, Inc", "PO-7"', ['ACME, Inc', 'PO-7']],
		['quoted and plain entries mixed', '"ACME, Inc", PO-7', ['ACME, Inc', 'PO-7']],
		[
			'a quoted entry keeps its inner spaces, a doubled quote is one',
			'" a ", "12"" pipe"',
			[' a ', '12" pipe'],
		],
		['an apostrophe inside an entry', "O'Brien, PO-1", ["O'Brien", 'PO-1']],
		['a bracket inside an entry', 'PO-1 [old], PO-2', ['PO-1 [old]', 'PO-2']],
		['braces without quotes: one plain entry', '{a:1}', ['{a:1}']],
		['empty entries stay for the caller to drop', 'a,,b,', ['a', '', 'b', '']],
	])('%s', (_name, value, expected) => {
		expect(readList(value)).toEqual({ ok: true, entries: expected });
	});

	it.each<[string, unknown, string]>([
		['brackets without JSON quotes', '[PO-1, PO-2]', 'not-json'],
		['a Python list', "['priority', 'west-coast']", 'not-json'],
		['text that only starts like a list', '[fragile', 'not-json'],
		['a JSON object in text', '{"a":1}', 'quotes'],
		['a quote inside a plain entry', 'PO "7", PO-8', 'quotes'],
		['an unclosed quote', '"ACME, Inc, PO-7', 'quotes'],
		['text after a closing quote', '"ACME" Inc, PO-7', 'quotes'],
		['single-quoted entries', "'priority', 'west-coast'", 'quotes'],
		['typographic quotes', '“PO-1”, “PO-2”', 'quotes'],
		['an object turned into text', '[object Object]', 'object-text'],
		['objects joined into text', 'PO-1, [object Object]', 'object-text'],
		['an object', { a: 1 }, 'not-a-list'],
		['a boolean', true, 'not-a-list'],
	])('refuses %s', (_name, value, refusal) => {
		expect(readList(value)).toEqual({ ok: false, refusal });
	});

	it('cuts text at the separators it is given, quotes holding them', () => {
		expect(readList('a; b | c\nd', ',;|\n')).toEqual({ ok: true, entries: ['a', 'b', 'c', 'd'] });
		expect(readList('"a; b"; c', ';')).toEqual({ ok: true, entries: ['a; b', 'c'] });
		expect(readList('["a; b"]', ';')).toEqual({ ok: true, entries: ['a; b'] });
	});

	it('reads any JSON array written as text as that array', () => {
		fc.assert(
			fc.property(fc.array(fc.jsonValue()), (list) => {
				fc.pre(!JSON.stringify(list).includes('[object '));
				expect(readList(JSON.stringify(list))).toEqual({
					ok: true,
					entries: JSON.parse(JSON.stringify(list)),
				});
			}),
		);
	});

	it('never throws, and reads any text or refuses it', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string(), fc.jsonValue(), fc.constant(undefined)), (value) => {
				const reading = readList(value);
				if (typeof value === 'string')
					expect(reading.ok || reading.refusal !== 'not-a-list').toBe(true);
			}),
		);
	});
});

const node = { name: 'Terminal49' } as INode;
const list = (value: unknown) => textList(node, value, 'Tags', 0);

/** Entries as people write them: any text without surrounding whitespace, including commas, quotes and brackets. */
const safeEntry = fc
	.string({ minLength: 1, maxLength: 12 })
	.filter((text) => text === text.trim() && !text.includes('[object '));
const CSV_QUOTE = (entry: string) => `"${entry.replaceAll('"', '""')}"`;
const MARKS = ['[', ']', '"', "'", '‘', '’', '“', '”', '«', '»'];
const count = (text: string, mark: string) => text.split(mark).length - 1;

describe('textList: reference numbers and tags as users hand them over', () => {
	it.each([
		['comma-separated text, trimmed', ' PO-1 , PO-2,PO-3 ', ['PO-1', 'PO-2', 'PO-3']],
		['a JSON array in text', '["a", "b, c"]', ['a', 'b, c']],
		['an entry holding a comma, in double quotes', '"ACME, Inc", "PO-7"', ['ACME, Inc', 'PO-7']],
		['an array from an expression, numbers as text', ['x', 42, ' y '], ['x', '42', 'y']],
		['a single number', 7, ['7']],
		['repeats kept once, first place wins', 'b, a, b', ['b', 'a']],
		['empty entries dropped', 'a,, ,b,', ['a', 'b']],
		['empty text: an empty list', '', []],
		['nothing: an empty list', undefined, []],
		['null: an empty list', null, []],
	])('%s', (_name, given, expected) => {
		expect(list(given)).toEqual(expected);
	});

	it.each([
		[{ a: 1 }, 'Tags must be a list or comma-separated text, not an object'],
		[[['nested']], 'Tags must hold only texts, but one of its entries is a list'],
		[[true], 'Tags must hold only texts, but one of its entries is a boolean'],
		[[{ number: 'PO-1' }], 'Tags must hold only texts, but one of its entries is an object'],
		['[PO-1, PO-2]', 'Tags starts with "[" but is not a JSON list: "[PO-1, PO-2]"'],
		[
			"['priority', 'west-coast']",
			'Tags starts with "[" but is not a JSON list: "[\'priority\', \'west-coast\']"',
		],
		['[fragile', 'Tags starts with "[" but is not a JSON list: "[fragile"'],
		[
			'ACME "Inc", PO-7',
			'Tags has a quote mark that does not enclose a whole entry: "ACME \\"Inc\\", PO-7"',
		],
		['[object Object]', 'Tags holds "[object Object]", an object turned into text'],
		[['PO-1', '[object Object]'], 'Tags holds "[object Object]", an object turned into text'],
	])('refuses %p, naming the field', (given, message) => {
		expect(() => list(given)).toThrow(message);
	});

	it('says how to write the list instead', () => {
		expect(() => list('[PO-1, PO-2]')).toThrow(
			expect.objectContaining({
				description: expect.stringContaining(
					'Write it as JSON, such as ["PO-1","PO-2"], or as comma-separated text, such as PO-1, PO-2',
				),
			}),
		);
	});

	it('any list of entries round-trips through JSON text and through quoted comma-separated text', () => {
		fc.assert(
			fc.property(fc.uniqueArray(safeEntry, { maxLength: 8 }), (entries) => {
				expect(list(entries)).toEqual(entries);
				expect(list(JSON.stringify(entries))).toEqual(entries);
				expect(list(entries.map(CSV_QUOTE).join(', '))).toEqual(entries);
			}),
		);
	});

	it('entries without commas or quote marks round-trip as plain comma-separated text', () => {
		const plain = safeEntry.filter(
			(entry) => !entry.includes(',') && !entry.includes('"') && !MARKS.includes(entry.charAt(0)),
		);
		fc.assert(
			fc.property(fc.uniqueArray(plain, { maxLength: 8 }), (entries) => {
				fc.pre(!entries.join(', ').startsWith('['));
				expect(list(entries.join(', '))).toEqual(entries);
			}),
		);
	});

	it('no entry read holds a bracket or quote mark more often than a written entry did: each form is read or refused, never decorated', () => {
		/** How people, Code nodes and models write a list, right and wrong. */
		const forms = (entries: string[]) => [
			JSON.stringify(entries),
			entries.map(CSV_QUOTE).join(', '),
			entries.join(', '),
			`[${entries.join(', ')}]`,
			`[${entries.map((entry) => `'${entry}'`).join(', ')}]`,
			entries.map((entry) => `'${entry}'`).join(', '),
			entries.map((entry) => `“${entry}”`).join(', '),
		];
		fc.assert(
			fc.property(fc.uniqueArray(safeEntry, { minLength: 1, maxLength: 6 }), (entries) => {
				for (const written of forms(entries)) {
					let read: string[];
					try {
						read = list(written);
					} catch {
						continue;
					}
					for (const entry of read) {
						for (const mark of MARKS)
							expect(count(entry, mark)).toBeLessThanOrEqual(
								Math.max(...entries.map((original) => count(original, mark))),
							);
					}
				}
			}),
		);
	});
});

describe('a column or a row pasted from a spreadsheet is one entry per cell (RFC 4180 records)', () => {
	it.each<[string, unknown, string[]]>([
		['a column (LF)', 'PO-1\nPO-2', ['PO-1', 'PO-2']],
		['a column (CRLF)', 'PO-1\r\nPO-2\r\n', ['PO-1', 'PO-2']],
		['a column (CR)', 'PO-1\rPO-2', ['PO-1', 'PO-2']],
		['a row (tabs)', 'PO-1\tPO-2\tPO-3', ['PO-1', 'PO-2', 'PO-3']],
		['a block of rows and columns', 'PO-1\tPO-2\r\nPO-3\tPO-4', ['PO-1', 'PO-2', 'PO-3', 'PO-4']],
		['a quoted cell keeps its comma', '"ACME, Inc"\nPO-2', ['ACME, Inc', 'PO-2']],
		[
			'a quoted cell keeps its line break',
			'"line one\nline two", PO-2',
			['line one\nline two', 'PO-2'],
		],
		['blank lines are no entries', 'PO-1\n\n\nPO-2\n', ['PO-1', 'PO-2']],
		[
			'an entry of invisible characters only is no entry',
			'PO-1, \u200B, \uFEFF,\u200D\u2060, PO-2',
			['PO-1', 'PO-2'],
		],
	])('%s', (_name, value, expected) => {
		expect(list(value)).toEqual(expected);
	});

	it('any cells joined by line breaks or tabs read back as those cells (property)', () => {
		const cell = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/);
		fc.assert(
			fc.property(
				fc.uniqueArray(cell, { minLength: 1, maxLength: 8 }),
				fc.array(fc.constantFrom('\n', '\r\n', '\t', ', ', '\r'), { minLength: 8, maxLength: 8 }),
				(cells, ends) => {
					const text = cells
						.map((entry, index) => (index === 0 ? entry : ends[index] + entry))
						.join('');
					expect(list(text)).toEqual(cells);
				},
			),
		);
	});
});
