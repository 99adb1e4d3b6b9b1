/**
 * The whole option-set enumeration, in `npm run test:adversary` (CI): every set of one, two or
 * three labels of the alphabet (optionSets.ts), and every value of up to three words, in two cases,
 * joined by nine separators, each read as a multiple and as a single choice. `npm test` runs the
 * sets of up to two labels (optionSets.test.ts).
 */
import { checkOptionSets, optionSets, values } from './optionSets';

const SEPARATORS = [', ', ',', '-', '/', ' ', '\n', '; ', ' and ', '"'];

it.each([1, 2, 3])('every set of %i of the labels reads every value as its one reading says, or refuses it', (size) => {
	const { mismatches } = checkOptionSets(optionSets([size]), values(['Red', 'Blue', 'red', 'BLUE'], SEPARATORS, 3));
	expect(mismatches.slice(0, 10)).toEqual([]);
});
