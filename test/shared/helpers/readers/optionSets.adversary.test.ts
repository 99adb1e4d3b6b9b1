/**
 * The whole option-set enumeration, in `npm run test:adversary` (CI): every set of one, two or three
 * labels of each alphabet (optionSets.ts) against every value of up to two words; the sets of one
 * or two labels of the words against every value of up to three of its plain words (`Red and OR
 * and Blue`, as `CA and OR and WA`); and every set of the numbers against every value
 * of up to three of its words. Each read as a multiple and as a single choice. `npm test` runs the
 * sets of up to two labels and values of up to two words (optionSets.test.ts).
 */
import { checkOptionSets, NUMBERS, optionSets, values, WORDS } from './optionSets';

it.each([1, 2, 3])(
	'every set of %i of the words’ labels reads every value of up to two words as its one reading says, or refuses it',
	(size) => {
		const { mismatches } = checkOptionSets(
			optionSets(WORDS.labels, [size]),
			values(WORDS.words, WORDS.separators, 2),
		);
		expect(mismatches.slice(0, 10)).toEqual([]);
	},
);

it.each([1, 2])(
	'every set of %i of the words’ labels reads every value of up to three words as its one reading says, or refuses it',
	(size) => {
		const { mismatches } = checkOptionSets(
			optionSets(WORDS.labels, [size]),
			values(['Red', 'Blue', 'OR'], WORDS.separators, 3),
		);
		expect(mismatches.slice(0, 10)).toEqual([]);
	},
);

it.each([1, 2, 3])(
	'every set of %i of the numbers’ labels reads every value of up to three words as its one reading says, or refuses it',
	(size) => {
		const { mismatches } = checkOptionSets(
			optionSets(NUMBERS.labels, [size]),
			values(NUMBERS.words, NUMBERS.separators, 3),
		);
		expect(mismatches.slice(0, 10)).toEqual([]);
	},
);
