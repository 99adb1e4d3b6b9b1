import fc from 'fast-check';
import type { INode } from 'n8n-workflow';

import {
	booleanOf,
	readBoolean,
} from '../../../../nodes/Terminal49/shared/helpers/readers/boolean';

const node = { name: 'Terminal49' } as INode;

describe('the boolean reader: one set of words everywhere, never a silent false', () => {
	it.each<[unknown, boolean]>([
		[true, true],
		[false, false],
		['true', true],
		['FALSE', false],
		[' True ', true],
		['yes', true],
		['No', false],
		['1', true],
		['0', false],
		[1, true],
		[0, false],
	])('%p is %p', (given, meant) => {
		expect(booleanOf(given)).toBe(meant);
		expect(readBoolean(node, given, 'Return All', 0)).toBe(meant);
	});

	it.each<unknown>(['maybe', '', 'yes please', 2, -1, null, undefined, [], {}, 'truee', 'y'])(
		'%p is refused by the parameter’s name, the value as given and what is accepted',
		(given) => {
			expect(booleanOf(given)).toBeUndefined();
			expect(() => readBoolean(node, given, 'Include Containers', 0)).toThrow(
				/^Include Containers must be true or false \(yes\/no and 1\/0 work too\), not /,
			);
		},
	);

	it('any case of the accepted words reads the same, anything else is refused (property)', () => {
		const words = fc.constantFrom('true', 'false', 'yes', 'no', '1', '0');
		fc.assert(
			fc.property(
				words,
				fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
				fc.constantFrom('', ' ', '\t'),
				(word, upper, pad) => {
					const spelled =
						pad +
						[...word].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join('') +
						pad;
					expect(booleanOf(spelled)).toBe(booleanOf(word));
				},
			),
		);
		fc.assert(
			fc.property(fc.string(), (text) => {
				const meant = booleanOf(text);
				if (meant !== undefined)
					expect(['true', 'false', 'yes', 'no', '1', '0']).toContain(text.trim().toLowerCase());
			}),
		);
	});
});
