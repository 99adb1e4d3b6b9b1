/**
 * The option-set enumeration in `npm test`: every set of one or two labels of each alphabet
 * (optionSets.ts), and every value of up to two words joined by the separators, each read as a multiple and as a single choice. `npm run test:adversary` (CI) takes
 * sets of up to three labels and values of up to three words (optionSets.adversary.test.ts).
 */
import {
	checkOptionSets,
	fold,
	NUMBERS,
	optionSets,
	readingsOf,
	values,
	WORDS,
} from './optionSets';

it.each([
	['words and lists', WORDS, 66, 876],
	['numbers', NUMBERS, 28, 256],
] as const)(
	'reads every value of %s as its one reading says, or refuses it, for every set of one or two labels',
	(_name, alphabet, setCount, valueCount) => {
		const sets = optionSets(alphabet.labels, [1, 2]);
		const given = values(alphabet.words, alphabet.separators, 2);
		const { reads, mismatches } = checkOptionSets(sets, given);
		expect([sets.length, given.length, reads]).toEqual([
			setCount,
			valueCount,
			2 * setCount * valueCount,
		]);
		expect(mismatches.slice(0, 10)).toEqual([]);
	},
);

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
	expect(readingsOf(colours, "'Red', 'Blue'").sets).toEqual([]);
	expect(readingsOf(colours, 'Red\u3001Blue').sets).toEqual([]);
	expect(readingsOf(colours, 'Red, red').entries).toEqual([2]);
	const states = [
		{ label: 'CA', value: 'o0' },
		{ label: 'OR', value: 'o1' },
	];
	expect(readingsOf(states, 'CA and OR').sets).toEqual([['o0', 'o1']]);
	expect(readingsOf(states, 'CA or OR').sets).toEqual([]);
	expect([fold('1.5 t'), fold('1 - 2'), fold('1 2'), fold('Red - Blue'), fold('\u22121')]).toEqual([
		'1.5t',
		'1-2',
		'1 2',
		'redblue',
		'-1',
	]);
});
