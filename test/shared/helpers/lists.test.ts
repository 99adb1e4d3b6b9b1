import fc from 'fast-check';

import type { INode } from 'n8n-workflow';

import { listEntries, textEntries, textList } from '../../../nodes/Terminal49/shared/helpers/lists';

describe('listEntries: a list as users and expressions give it', () => {
	it.each<[string, unknown, unknown[] | undefined]>([
		['nothing', undefined, []],
		['null', null, []],
		['a list', ['a', 2], ['a', 2]],
		['one number', 7, [7]],
		['comma-separated text', ' a, b ,c ', ['a', ' b ', 'c']],
		['a JSON array in text', ' ["a, b", 3] ', ['a, b', 3]],
		['text that only starts like JSON', '[a, b', ['[a', ' b']],
		['a JSON object in text', '{"a":1}', ['{"a":1}']],
		['an object', { a: 1 }, undefined],
		['a boolean', true, undefined],
	])('%s', (_name, value, expected) => {
		expect(listEntries(value)).toEqual(expected);
	});

	it('cuts text with the separator it is given', () => {
		expect(listEntries('a; b', (text) => text.split(';'))).toEqual(['a', ' b']);
		expect(listEntries('["a; b"]', (text) => text.split(';'))).toEqual(['a; b']);
	});

	it('reads any JSON array written as text as that array', () => {
		fc.assert(
			fc.property(fc.array(fc.jsonValue()), (list) => {
				expect(listEntries(JSON.stringify(list))).toEqual(JSON.parse(JSON.stringify(list)));
			}),
		);
	});

	it('never throws, and gives a list for any text', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string(), fc.jsonValue(), fc.constant(undefined)), (value) => {
				const entries = listEntries(value);
				if (typeof value === 'string') expect(Array.isArray(entries)).toBe(true);
			}),
		);
	});
});

describe('textEntries: names picked from a list', () => {
	it.each<[string, unknown, string[]]>([
		['a list, trimmed', [' container.updated ', 'container.created'], ['container.updated', 'container.created']],
		['comma-separated text', 'container.updated, container.created', ['container.updated', 'container.created']],
		['a JSON array in text', '["number", "status"]', ['number', 'status']],
		['repeats kept once, in their first place', 'b, a, b', ['b', 'a']],
		['empty entries left out', ',a,, ,', ['a']],
		['numbers as written', [1, 2.5], ['1', '2.5']],
		['entries that name nothing left out', ['a', null, {}, ['b'], true], ['a']],
		['no list at all', { a: 1 }, []],
		['nothing', undefined, []],
	])('%s', (_name, value, expected) => {
		expect(textEntries(value)).toEqual(expected);
	});

	it('gives trimmed, non-empty, distinct texts for any input', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string(), fc.array(fc.oneof(fc.string(), fc.integer(), fc.jsonValue()))), (value) => {
				const texts = textEntries(value);
				expect(new Set(texts).size).toBe(texts.length);
				for (const text of texts) expect(text === text.trim() && text !== '').toBe(true);
			}),
		);
	});

	it('keeps every name of a list written with commas', () => {
		const name = fc.stringMatching(/^[a-z_.]{1,12}$/);
		fc.assert(
			fc.property(fc.uniqueArray(name, { maxLength: 8 }), (names) => {
				expect(textEntries(names.join(', '))).toEqual(names);
				expect(textEntries(names)).toEqual(names);
			}),
		);
	});
});

const node = { name: 'Terminal49' } as INode;
const list = (value: unknown) => textList(node, value, 'Tags', 0);

describe('textList: reference numbers and tags as users hand them over', () => {
	it.each([
		['comma-separated text, trimmed', ' PO-1 , PO-2,PO-3 ', ['PO-1', 'PO-2', 'PO-3']],
		['a JSON array in text', '["a", "b, c"]', ['a', 'b, c']],
		['text that only looks like JSON', '[draft', ['[draft']],
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
		[[true], 'Tags must hold only texts, but one of its entries is boolean'],
	])('refuses %p, naming the field', (given, message) => {
		expect(() => list(given)).toThrow(message);
	});
});
