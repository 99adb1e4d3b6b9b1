import fc from 'fast-check';

import { isObject } from '../../../nodes/Terminal49/shared/helpers/objects';

describe('isObject: a JSON object', () => {
	it.each([
		['an object', {}, true],
		['an object with fields', { a: 1 }, true],
		['null', null, false],
		['a list', [], false],
		['text', 'x', false],
		['a number', 1, false],
		['undefined', undefined, false],
	])('%s', (_name, value, expected) => {
		expect(isObject(value)).toBe(expected);
	});

	it('is true for exactly the JSON values that are objects', () => {
		fc.assert(
			fc.property(fc.jsonValue(), (value) => {
				expect(isObject(value)).toBe(
					typeof value === 'object' && value !== null && !Array.isArray(value),
				);
			}),
		);
	});
});
