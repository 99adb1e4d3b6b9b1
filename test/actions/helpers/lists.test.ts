import type { INode } from 'n8n-workflow';

import { textList } from '../../../nodes/Terminal49/actions/helpers/lists';

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
