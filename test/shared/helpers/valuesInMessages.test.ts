import fc from 'fast-check';

import {
	SHOWN_LENGTH,
	shownValue,
} from '../../../nodes/Terminal49/shared/helpers/valuesInMessages';
import {
	isBlank,
	withPlainMinus,
} from '../../../nodes/Terminal49/shared/helpers/readers/characters';

describe('shownValue: the one way a message shows a value', () => {
	it.each<[unknown, string]>([
		['ten', '"ten"'],
		['PO-1\nPO-2', '"PO-1\\nPO-2"'],
		[5, '5'],
		[true, 'true'],
		[null, 'null'],
		[undefined, 'nothing'],
		[['a'], '["a"]'],
		[{ a: 1 }, '{"a":1}'],
	])('%p is shown as %s', (value, shown) => {
		expect(shownValue(value)).toBe(shown);
	});

	it('cuts long text at one length, marked, and quotes it the one way (property)', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 200 }), (text) => {
				const shown = shownValue(text);
				const inner = JSON.parse(shown) as string;
				expect(inner.length).toBeLessThanOrEqual(SHOWN_LENGTH);
				if (text.length <= SHOWN_LENGTH) expect(inner).toBe(text);
				else expect(inner.endsWith('…')).toBe(true);
			}),
		);
	});
});

describe('characters by class', () => {
	it.each([
		'-',
		'\u2010',
		'\u2011',
		'\u2012',
		'\u2013',
		'\u2014',
		'\u2015',
		'\u2212',
		'\uFE58',
		'\uFE63',
		'\uFF0D',
		'\u2796',
		'\u02D7',
	])('%p is a minus', (minus) => {
		expect(withPlainMinus(`${minus}18`)).toBe('-18');
	});

	// Dashes by Unicode's Dash property that mean something else: about, an omission, a word joined, a superscript.
	it.each([
		'\u301C',
		'\u3030',
		'\u2053',
		'\u2E3A',
		'\u2E3B',
		'\u30A0',
		'\u058A',
		'\u05BE',
		'\uFE31',
		'\u207B',
		'\u208B',
	])('%p is no minus', (dash) => {
		expect(withPlainMinus(`${dash}18`)).toBe(`${dash}18`);
	});

	it.each([
		'',
		' ',
		'\u200B',
		'\uFEFF',
		'\u200D\u200C',
		'\u2060',
		'\u00AD',
		'\u200E\u202A',
		' \u200B\t',
	])('%p shows nothing', (text) => {
		expect(isBlank(text)).toBe(true);
	});

	it.each(['a', '.', '\u200Ba', '0'])('%p shows something', (text) => {
		expect(isBlank(text)).toBe(false);
	});
});
