import fc from 'fast-check';
import type { INode } from 'n8n-workflow';

import {
	numberOf,
	readNumber,
	readWholeNumber,
	wholeNumberOf,
} from '../../../../nodes/Terminal49/shared/helpers/readers/number';

const node = { name: 'Terminal49' } as INode;
const LIMIT = { parameter: 'Limit', accepted: 'a whole number of 1 or more', min: 1 };

describe('the whole-number reader', () => {
	it.each<[unknown, number]>([
		[7, 7],
		['7', 7],
		[' 7 ', 7],
		['+7', 7],
		[5.0, 5],
		['\u2212' + '3', -3],
		['\u2012' + '3', -3],
		['\uFF13', 3],
		['1e3', 1000],
		['1,000', 1000],
		['5.0', 5],
	])('%p is %p', (given, value) => {
		expect(wholeNumberOf(given)).toBe(value);
	});

	it.each<unknown>([
		true,
		false,
		'true',
		'',
		' ',
		null,
		undefined,
		[5],
		{ a: 5 },
		'2.5',
		2.5,
		'1.5e0',
		'0x5A',
		'0b1',
		'ten',
		Number.NaN,
		Infinity,
		'9007199254740993',
	])('%p is no whole number', (given) => {
		expect(wholeNumberOf(given)).toBeUndefined();
	});

	it('refuses out of range with the parameter’s name, the value as given and what is accepted', () => {
		expect(() => readWholeNumber(node, 0, LIMIT, 0)).toThrow(
			'Limit must be a whole number of 1 or more, not 0',
		);
		expect(() => readWholeNumber(node, '-5', LIMIT, 0)).toThrow(
			'Limit must be a whole number of 1 or more, not "-5"',
		);
		expect(() => readWholeNumber(node, true, LIMIT, 0)).toThrow(
			'Limit must be a whole number of 1 or more, not true',
		);
		expect(readWholeNumber(node, '7', LIMIT, 0)).toBe(7);
	});

	it('reads every safe integer written as digits as itself, with any minus (property)', () => {
		fc.assert(
			fc.property(
				fc.maxSafeInteger(),
				fc.constantFrom('-', '\u2212', '\u2012', '\u2013', '\u2014', '\uFE63', '\uFF0D'),
				(value, minus) => {
					expect(wholeNumberOf(String(value))).toBe(value);
					expect(wholeNumberOf(String(value).replace('-', minus))).toBe(value === 0 ? 0 : value);
				},
			),
		);
	});
});

describe('the number reader', () => {
	it.each<[unknown, number]>([
		['-118.27', -118.27],
		['\u2212118.27', -118.27],
		[33.74, 33.74],
		['1,234.5', 1234.5],
		['1e2', 100],
	])('%p is %p', (given, value) => {
		expect(numberOf(given)).toBe(value);
	});

	it.each<unknown>([true, '0x10', '', 'NaN', '0.1000000000000000001', '1e400', [1], null])(
		'%p is no number',
		(given) => {
			expect(numberOf(given)).toBeUndefined();
		},
	);

	it('refuses outside its range in the one shape', () => {
		const latitude = {
			parameter: 'Latitude',
			accepted: 'decimal degrees between -90 and 90',
			min: -90,
			max: 90,
		};
		expect(() => readNumber(node, '91', latitude, 0)).toThrow(
			'Latitude must be decimal degrees between -90 and 90, not "91"',
		);
		expect(readNumber(node, '\u201290', latitude, 0)).toBe(-90);
	});
});
