/**
 * The option readers' probes of the code-space check (codeSpace.ts): where a code point goes in a
 * choice, and what each class may make of it there (docs/operations.md, Option and Options).
 */
import { optionMatcher } from '../../../../nodes/Terminal49/shared/helpers/readers/option';

import type { CharClass } from './codeClasses';
import { isMinusSign as isMinus, plain } from './codeClasses';
import type { Outcome, Probe } from './codeSpaceProbe';
import { blank, isChoiceListEnd, REFUSED } from './codeSpaceProbe';

const COLOURS = optionMatcher([
	{ name: 'Red', value: 'red' },
	{ name: 'Blue', value: 'blue' },
	{ name: 'Red-Blue', value: 'red_blue' },
]);
const many = (text: string) => {
	const reading = COLOURS.many(text);
	return reading.unknown.length === 0 && !reading.readings ? reading.values : REFUSED;
};
const one = (text: string) => COLOURS.one(text);

/**
 * The classes an option's fold may take away between words (docs/operations.md, Option): white
 * space, invisible characters, dashes and connectors of any script, and ASCII's punctuation. Never
 * a separator, a quote, a joiner, a bracket, a sign but the minus, or another script's punctuation.
 */
const FOLDS: readonly CharClass[] = ['space', 'invisible', 'minus', 'dash', 'ASCII punctuation'];
const folds = (charClass: CharClass) => FOLDS.includes(charClass);
const endsAnEntry = (charClass: CharClass) =>
	charClass === 'separator' || charClass === 'line break';

/** What `Red⟨c⟩Blue` may name: the two options where c ends an entry, the one option Red-Blue where c only spaces words apart. */
function redBlue(charClass: CharClass, single: boolean): Outcome[] {
	if (endsAnEntry(charClass)) return single ? [REFUSED] : [['red', 'blue'], REFUSED];
	if (folds(charClass)) return [single ? 'red_blue' : ['red_blue'], REFUSED];
	return [REFUSED];
}

/** Beside a digit only white space folds: `1⟨c⟩5 t` is never the option `15 t`, nor `⟨c⟩15 t` or `15⟨c⟩t` but for white space. */
const TONNES = optionMatcher([
	{ name: '15 t', value: 't15' },
	{ name: 'Red', value: 'red' },
]);
const beside = (c: string, k: CharClass) => (blank(k, c) ? ['t15', REFUSED] : [REFUSED]);

export const OPTION_PROBES: Probe[] = [
	{ reader: 'option, one', position: '⟨c⟩', read: (c) => one(c), allowed: () => [REFUSED] },
	{
		reader: 'options, many',
		position: '⟨c⟩',
		read: (c) => many(c),
		allowed: (c, k) =>
			blank(k, c) || isChoiceListEnd(c) || k === 'separator' ? [[], REFUSED] : [REFUSED],
	},
	{
		reader: 'option, one',
		position: 'Red⟨c⟩Blue',
		read: (c) => one(`Red${c}Blue`),
		allowed: (_c, k) => redBlue(k, true),
	},
	{
		reader: 'options, many',
		position: 'Red⟨c⟩Blue',
		read: (c) => many(`Red${c}Blue`),
		allowed: (_c, k) => redBlue(k, false),
	},
	{
		reader: 'option, one',
		position: '⟨c⟩Red',
		read: (c) => one(`${c}Red`),
		// A leading minus or negation turns a meaning around: never read as the plain option.
		allowed: (c, k) =>
			isMinus(c) || ['!', '¬'].includes(plain(c)) || !(folds(k) || endsAnEntry(k))
				? [REFUSED]
				: ['red', REFUSED],
	},
	{
		reader: 'options, many',
		position: 'Red⟨c⟩',
		read: (c) => many(`Red${c}`),
		allowed: (_c, k) => (folds(k) || endsAnEntry(k) ? [['red'], REFUSED] : [REFUSED]),
	},
	{
		reader: 'option, one',
		position: '1⟨c⟩5 t',
		read: (c) => TONNES.one(`1${c}5 t`),
		allowed: () => [REFUSED],
	},
	// A separator in front ends an empty entry (`,15 t` is one entry).
	{
		reader: 'option, one',
		position: '⟨c⟩15 t',
		read: (c) => TONNES.one(`${c}15 t`),
		allowed: (c, k) => (endsAnEntry(k) ? ['t15', REFUSED] : beside(c, k)),
	},
	{
		reader: 'option, one',
		position: '15⟨c⟩t',
		read: (c) => TONNES.one(`15${c}t`),
		allowed: (c, k) => beside(c, k),
	},
];
