import { readDate, readDateTime } from '../../../nodes/Terminal49/shared/helpers/dates';
import { quantityAsText, readExactQuantity, readQuantityText } from '../../../nodes/Terminal49/shared/helpers/quantities';
import { coerceCustomFieldValue } from '../../../nodes/Terminal49/shared/helpers/coercion';

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
		expect(readQuantityText(`${'1'.repeat(100_000)}x`)).toEqual({ ok: false, reason: 'not-a-number' });
		const result = coerceCustomFieldValue(`${'1'.repeat(100_000)}x`, { apiSlug: 'f', dataType: 'number' });
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

describe('readDate and readDateTime: real days, times and offsets', () => {
	it.each(['2024-02-29', '2000-02-29', '1999-12-31'])('date %p', (text) => {
		expect(readDate(text)).toBe(text);
	});
	it.each(['2023-02-29', '1900-02-29', '2024-02-30', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00', '2024-7-1', '2024-07-15 garbage', '2024-07-15x', ''])(
		'not a date: %p',
		(text) => {
			expect(readDate(text)).toBeUndefined();
		},
	);
	it.each([
		['2024-06-28T14:30', '2024-06-28T14:30'],
		['2024-06-28 14:30:05', '2024-06-28T14:30:05'],
		['2024-06-28t14:30:05z', '2024-06-28T14:30:05Z'],
		['2024-06-28T14:30:05.123456789Z', '2024-06-28T14:30:05.123456789Z'],
		['2024-06-28T14:30+05', '2024-06-28T14:30+05:00'],
		['2024-06-28T14:30-0930', '2024-06-28T14:30-09:30'],
		['2024-06-28T14:30+14:00', '2024-06-28T14:30+14:00'],
		['2024-06-28T00:00:00-12:00', '2024-06-28T00:00:00-12:00'],
	])('date-time %p → %p', (text, canonical) => {
		expect(readDateTime(text)?.text).toBe(canonical);
	});
	it.each([
		'2024-07-15T99:99:99Z',
		'2024-07-15T24:00:00Z',
		'2024-07-15T23:60:00Z',
		'2024-07-15T23:59:60Z',
		'2024-07-15T10:00:00+99:99',
		'2024-07-15T10:00:00+14:01',
		'2024-07-15T10:00:00+05:60',
		'2024-07-15T10:00:00+5',
		'2024-07-15T10:00:00+05:3',
		'2024-07-15T10:00:00Z garbage',
		'2024-07-15 garbage',
		'2024-02-30T10:00:00Z',
		'2024-07-15T10',
		'2024-07-15T10:00:00.',
		'2024-07-15T10:00:00.1234567890Z',
		'2024-07-15',
	])('not a date-time: %p', (text) => {
		expect(readDateTime(text)).toBeUndefined();
	});
});
