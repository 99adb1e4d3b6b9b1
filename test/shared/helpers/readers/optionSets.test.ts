/**
 * The option-set enumeration in `npm test`: every set of one or two labels of the alphabet
 * (optionSets.ts), and every value of up to three words joined by the separators, each read as a
 * multiple and as a single choice. `npm run test:adversary` (CI) takes sets of up to three labels
 * and more spellings (optionSets.adversary.test.ts).
 */
import { checkOptionSets, LABELS, optionSets, readingsOf, values } from './optionSets';

const SEPARATORS = [', ', '-', '/', ' ', '\n', '; ', ' and ', '"'];

it('reads every value as its one reading says, or refuses it, for every set of one or two labels', () => {
	const sets = optionSets([1, 2]);
	const given = values(['Red', 'Blue', 'red'], SEPARATORS, 3);
	const { reads, mismatches } = checkOptionSets(sets, given);
	expect([sets.length, given.length, reads]).toEqual([LABELS.length + (LABELS.length * (LABELS.length - 1)) / 2, 3_606, 2 * 36 * 3_606]);
	expect(mismatches.slice(0, 10)).toEqual([]);
});

it('works out the readings the rules give, which the check holds the reader to', () => {
	const colours = [
		{ label: 'Red', value: 'o0' },
		{ label: 'Blue', value: 'o1' },
		{ label: 'Red-Blue', value: 'o2' },
		{ label: 'Red, Blue', value: 'o3' },
	];
	expect(readingsOf(colours, 'Red-Blue').sets).toEqual([['o2']]);
	expect(readingsOf(colours, 'Red\nBlue').sets).toEqual([['o0', 'o1']]);
	expect(readingsOf(colours, 'Red, Blue').sets).toEqual([['o0', 'o1'], ['o3']]);
	expect(readingsOf(colours, '"Red, Blue"').sets).toEqual([['o3']]);
	expect(readingsOf(colours, 'Red, "Blue').sets).toEqual([]);
});
