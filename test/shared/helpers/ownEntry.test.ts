import fc from 'fast-check';

import { ownEntry } from '../../../nodes/Terminal49/shared/helpers/ownEntry';

const TABLE: Readonly<Record<string, string>> = { shipment: 'Shipment', container: 'Container' };

describe('ownEntry: a lookup table read with a key from outside', () => {
	const table: Array<[string, string, string | undefined]> = [
		['its own key', 'shipment', 'Shipment'],
		['a key it lacks', 'vessel', undefined],
		['toString (on every object)', 'toString', undefined],
		['constructor', 'constructor', undefined],
		['__proto__', '__proto__', undefined],
		['hasOwnProperty', 'hasOwnProperty', undefined],
		['the empty string', '', undefined],
	];

	it.each(table)('%s', (_case, key, expected) => {
		expect(ownEntry(TABLE, key)).toBe(expected);
	});

	it('gives one of the table’s own values or undefined, whatever the key', () => {
		const values = new Set(Object.values(TABLE));
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string(),
					fc.constantFrom(...Object.getOwnPropertyNames(Object.prototype), ...Object.keys(TABLE)),
				),
				(key) => {
					const found = ownEntry(TABLE, key);
					return found === undefined || values.has(found);
				},
			),
			{ numRuns: 2000 },
		);
	});
});
