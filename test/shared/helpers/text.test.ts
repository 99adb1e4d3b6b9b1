import fc from 'fast-check';

import { kindOf, truncate } from '../../../nodes/Terminal49/shared/helpers/text';

describe('truncate: text quoted in a message', () => {
	it('keeps text within the limit as it is', () => {
		expect(truncate('MSKU2431002', 11)).toBe('MSKU2431002');
		expect(truncate('')).toBe('');
	});

	it('cuts longer text and marks the cut with an ellipsis, within the limit', () => {
		expect(truncate('MSKU2431002', 6)).toBe('MSKU2…');
		expect(truncate('x'.repeat(81))).toBe(`${'x'.repeat(79)}…`);
	});

	it('never exceeds the limit and always starts as the text does', () => {
		fc.assert(
			fc.property(fc.string(), fc.integer({ min: 1, max: 200 }), (text, max) => {
				const cut = truncate(text, max);
				expect(cut.length).toBeLessThanOrEqual(Math.max(max, 0));
				if (text.length <= max) expect(cut).toBe(text);
				else expect(cut).toBe(`${text.slice(0, max - 1)}…`);
			}),
		);
	});
});

describe('kindOf: what a value is, where a message expected text', () => {
	it.each<[unknown, string]>([
		[['a'], 'a list'],
		[null, 'null'],
		[{ a: 1 }, 'an object'],
		[true, 'a boolean'],
		[7, 'a number'],
	])('%p is %p', (value, kind) => {
		expect(kindOf(value)).toBe(kind);
	});
});
