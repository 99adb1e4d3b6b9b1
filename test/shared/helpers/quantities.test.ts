import {
	quantityAsText,
	readExactQuantity,
	readQuantityText,
} from '../../../nodes/Terminal49/shared/helpers/quantities';
import { coerceCustomFieldValue } from '../../../nodes/Terminal49/shared/customFields/coercion';

describe('readQuantityText: the number a text spells, only when JSON carries it exactly', () => {
	it.each([
		['42', 42],
		['-7', -7],
		['+0.25', 0.25],
		['.5', 0.5],
		['5.', 5],
		['1e3', 1000],
		['1E-7', 1e-7],
		['1,234,567.89', 1234567.89],
		['-0', 0],
		['0.000', 0],
		['9007199254740991', 9007199254740991],
		['0.1', 0.1],
		['123456789012.345', 123456789012.345],
	])('%p → %p', (text, value) => {
		expect(readQuantityText(text)).toEqual({ ok: true, value });
	});

	it.each([
		['1e400', 'too-large'],
		['-1e400', 'too-large'],
		['9007199254740993', 'too-large'],
		['12345678901234567890', 'too-large'],
		['1e-400', 'not-exact'],
		['0.1000000000000000000001', 'not-exact'],
		['1.00000000000000000001', 'not-exact'],
		['', 'not-a-number'],
		['.', 'not-a-number'],
		['1e', 'not-a-number'],
		['1,23', 'not-a-number'],
		['1,234e5', 'not-a-number'],
		['12,34,567', 'not-a-number'],
		['NaN', 'not-a-number'],
		['Infinity', 'not-a-number'],
		['0x1F', 'not-a-number'],
		['1.2.3', 'not-a-number'],
	])('%p is refused: %s', (text, reason) => {
		expect(readQuantityText(text)).toEqual({ ok: false, reason });
	});

	it('reads 100,000 digits and a stray letter as not a number (the input that blocked the event loop)', () => {
		expect(readQuantityText(`${'1'.repeat(100_000)}x`)).toEqual({
			ok: false,
			reason: 'not-a-number',
		});
		const result = coerceCustomFieldValue(`${'1'.repeat(100_000)}x`, {
			apiSlug: 'f',
			dataType: 'number',
		});
		expect(result.ok).toBe(false);
	});
});

describe('readExactQuantity and quantityAsText: numbers from expressions', () => {
	it.each([NaN, Infinity, -Infinity, 2 ** 53, -(2 ** 53), 1e21])('%p is refused', (value) => {
		expect(readExactQuantity(value).ok).toBe(false);
		expect(quantityAsText(value)).toBeUndefined();
	});
	it.each([
		[0, '0'],
		[-0, '0'],
		[1.5, '1.5'],
		[9007199254740991, '9007199254740991'],
	])('%p → %p', (value, text) => {
		expect(quantityAsText(value)).toBe(text);
	});
});
