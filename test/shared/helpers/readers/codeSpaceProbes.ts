/**
 * Where the code-space check (codeSpace.ts) puts a code point for each reader, and what each class
 * may make of it there: alone and inside a value the reader accepts.
 */
import type { INode } from 'n8n-workflow';

import { booleanOf } from '../../../../nodes/Terminal49/shared/helpers/readers/boolean';
import { dateOf } from '../../../../nodes/Terminal49/shared/helpers/readers/date';
import { textList } from '../../../../nodes/Terminal49/shared/helpers/readers/list';
import { numberOf, wholeNumberOf } from '../../../../nodes/Terminal49/shared/helpers/readers/number';
import { optionMatcher } from '../../../../nodes/Terminal49/shared/helpers/readers/option';
import { checkContainerNumber, requireShippingNumber } from '../../../../nodes/Terminal49/shared/helpers/readers/shippingNumbers';
import { textOf } from '../../../../nodes/Terminal49/shared/helpers/readers/text';

import type { CharClass } from './codeClasses';
import { isMinusSign as isMinus, plain } from './codeClasses';

export const REFUSED = 'refused';
export type Outcome = unknown;

/** The reader's answer, or REFUSED when it names none or throws. */
export const attempt = (read: () => unknown): Outcome => {
	try {
		const value = read();
		return value === undefined ? REFUSED : value;
	} catch {
		return REFUSED;
	}
};

const NODE = { name: 'Terminal49', typeVersion: 2, parameters: {} } as unknown as INode;
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

/** One way a reader is given a code point, and the outcomes each class allows. */
export interface Probe {
	reader: string;
	position: string;
	read(char: string): Outcome;
	allowed(char: string, charClass: CharClass): Outcome[];
}

const digitOf = (char: string) => Number(plain(char));
const isAsciiListEnd = (char: string) => [',', '\t', '\n', '\r'].includes(char);
const isChoiceListEnd = (char: string) => [',', ';', '|', '\t', '\n', '\r'].includes(char);
/** What a reader may trim from around a value: spaces, line breaks, invisibles, and the tab (a separator that is also white space). */
const blank = (charClass: CharClass, char = '') => charClass === 'space' || charClass === 'line break' || charClass === 'invisible' || char === '\t';

function numberProbes(reader: string, read: (text: string) => Outcome, whole: boolean): Probe[] {
	const point = (char: string) => plain(char) === '.';
	return [
		{ reader, position: '⟨c⟩', read: (c) => read(c), allowed: (c, k) => [k === 'digit' ? digitOf(c) : REFUSED] },
		{
			reader,
			position: '1⟨c⟩0',
			read: (c) => read(`1${c}0`),
			// A point (1.0) or an exponent (1e0) reads 1.
			allowed: (c, k) => [k === 'digit' ? 100 + 10 * digitOf(c) : point(c) || /^[eE]$/u.test(plain(c)) ? 1 : REFUSED],
		},
		{
			reader,
			position: '⟨c⟩5',
			read: (c) => read(`${c}5`),
			allowed: (c, k) =>
				k === 'digit' ? [10 * digitOf(c) + 5] : isMinus(c) ? [-5] : plain(c) === '+' ? [5] : point(c) ? [whole ? REFUSED : 0.5] : blank(k, c) ? [5, REFUSED] : [REFUSED],
		},
		{
			reader,
			position: '5⟨c⟩',
			read: (c) => read(`5${c}`),
			allowed: (c, k) => (k === 'digit' ? [50 + digitOf(c)] : point(c) ? [5] : blank(k, c) ? [5, REFUSED] : [REFUSED]),
		},
	];
}

const BOOLEANS: Probe[] = [
	{ reader: 'boolean', position: '⟨c⟩', read: (c) => booleanOf(c), allowed: (c) => [c === '1' ? true : c === '0' ? false : REFUSED] },
	{ reader: 'boolean', position: '⟨c⟩true', read: (c) => booleanOf(`${c}true`), allowed: (c, k) => (blank(k, c) ? [true, REFUSED] : [REFUSED]) },
	{ reader: 'boolean', position: 'no⟨c⟩', read: (c) => booleanOf(`no${c}`), allowed: (c, k) => (blank(k, c) ? [false, REFUSED] : [REFUSED]) },
	{ reader: 'boolean', position: 'tr⟨c⟩ue', read: (c) => booleanOf(`tr${c}ue`), allowed: () => [REFUSED] },
	{ reader: 'boolean', position: '0⟨c⟩', read: (c) => booleanOf(`0${c}`), allowed: (c, k) => (blank(k, c) ? [false, REFUSED] : [REFUSED]) },
];

/** What `Red⟨c⟩Blue` may name: the two options where c ends an entry, the one option Red-Blue where c is spacing or punctuation folded away. */
function redBlue(charClass: CharClass, single: boolean): Outcome[] {
	if (charClass === 'separator' || charClass === 'line break') return single ? [REFUSED] : [['red', 'blue'], REFUSED];
	if (['space', 'sign', 'invisible', 'punctuation', 'quote'].includes(charClass)) return [single ? 'red_blue' : ['red_blue'], REFUSED];
	return [REFUSED];
}

const OPTIONS: Probe[] = [
	{ reader: 'option, one', position: '⟨c⟩', read: (c) => one(c), allowed: () => [REFUSED] },
	{ reader: 'options, many', position: '⟨c⟩', read: (c) => many(c), allowed: (c, k) => (blank(k, c) || isChoiceListEnd(c) || k === 'separator' ? [[], REFUSED] : [REFUSED]) },
	{ reader: 'option, one', position: 'Red⟨c⟩Blue', read: (c) => one(`Red${c}Blue`), allowed: (_c, k) => redBlue(k, true) },
	{ reader: 'options, many', position: 'Red⟨c⟩Blue', read: (c) => many(`Red${c}Blue`), allowed: (_c, k) => redBlue(k, false) },
	{
		reader: 'option, one',
		position: '⟨c⟩Red',
		read: (c) => one(`${c}Red`),
		// A leading minus or negation turns a meaning around: never read as the plain option.
		allowed: (c, k) => (isMinus(c) || ['!', '¬'].includes(plain(c)) || k === 'everything else' || k === 'digit' ? [REFUSED] : ['red', REFUSED]),
	},
	{
		reader: 'options, many',
		position: 'Red⟨c⟩',
		read: (c) => many(`Red${c}`),
		allowed: (_c, k) => (k === 'everything else' || k === 'digit' ? [REFUSED] : [['red'], REFUSED]),
	},
];

const LISTS: Probe[] = [
	{ reader: 'list', position: '⟨c⟩', read: (c) => textList(NODE, c, 'Tags'), allowed: (c, k) => (blank(k, c) || isAsciiListEnd(c) ? [[], [c], REFUSED] : [[c], REFUSED]) },
	{
		reader: 'list',
		position: 'Red⟨c⟩Blue',
		read: (c) => textList(NODE, `Red${c}Blue`, 'Tags'),
		allowed: (c) => (isAsciiListEnd(c) ? [['Red', 'Blue']] : [[`Red${c}Blue`], REFUSED]),
	},
	{ reader: 'list', position: '⟨c⟩Red', read: (c) => textList(NODE, `${c}Red`, 'Tags'), allowed: (c, k) => (blank(k, c) || isAsciiListEnd(c) ? [['Red'], [`${c}Red`]] : [[`${c}Red`], REFUSED]) },
	{ reader: 'list', position: 'Red⟨c⟩', read: (c) => textList(NODE, `Red${c}`, 'Tags'), allowed: (c, k) => (blank(k, c) || isAsciiListEnd(c) ? [['Red'], [`Red${c}`]] : [[`Red${c}`], REFUSED]) },
];

const DAY = '2024-07-15';
const DATES: Probe[] = [
	{ reader: 'date', position: '⟨c⟩date', read: (c) => dateOf(`${c}${DAY}`), allowed: (c, k) => (blank(k, c) ? [DAY, REFUSED] : [REFUSED]) },
	{ reader: 'date', position: 'date⟨c⟩', read: (c) => dateOf(`${DAY}${c}`), allowed: (c, k) => (blank(k, c) ? [DAY, REFUSED] : [REFUSED]) },
	{ reader: 'date', position: '2024-07-1⟨c⟩', read: (c) => dateOf(`2024-07-1${c}`), allowed: (c, k) => (k === 'digit' ? [`2024-07-1${digitOf(c)}`, REFUSED] : [REFUSED]) },
	{ reader: 'date', position: '2024⟨c⟩07-15', read: (c) => dateOf(`2024${c}07-15`), allowed: (c) => (isMinus(c) ? [DAY, REFUSED] : [REFUSED]) },
];

const TEXTS: Probe[] = ['⟨c⟩', 'Red⟨c⟩Blue', '⟨c⟩5', '5⟨c⟩'].map((position) => {
	const value = (c: string) => position.replace('⟨c⟩', c);
	return { reader: 'text', position, read: (c: string) => (({ ok, ...rest }) => (ok ? (rest as { text: string }).text : REFUSED))(textOf(value(c))), allowed: (c: string) => [value(c)] };
});

/** ISO 6346's example MSCU1234566: a code point in place of its S, or inside it, is read as written or refused. */
const CONTAINER = 'MSCU1234566';
const container = (text: string) => (({ valid, number }) => (valid ? number : REFUSED))(checkContainerNumber(text));
/** A bill of lading is sent as written, its ASCII letters upper-cased: the rule written out here, a-z to A-Z. */
const asciiUpper = (text: string) => text.replace(/[a-z]/gu, (letter) => String.fromCharCode(letter.charCodeAt(0) - 32));
const SHIPPING_NUMBERS: Probe[] = [
	// In place of its S: another letter may spell another valid number, so as written or refused; never ſ or ß read as S.
	{ reader: 'container number', position: 'M⟨c⟩CU1234566', read: (c) => container(`M${c}CU1234566`), allowed: (c) => [asciiUpper(`M${c}CU1234566`), REFUSED] },
	{
		reader: 'container number',
		position: 'MSCU⟨c⟩1234566',
		read: (c) => container(`MSCU${c}1234566`),
		// Spaces, dashes and dots are what people write inside the number.
		allowed: (c, k) => (blank(k, c) || c === '-' || c === '.' ? [CONTAINER, REFUSED] : [REFUSED]),
	},
	{
		reader: 'bill of lading number',
		position: 'MEDU⟨c⟩FR030802',
		read: (c) => requireShippingNumber(NODE, `MEDU${c}FR030802`, 'Number', 0),
		allowed: (c) => [asciiUpper(`MEDU${c}FR030802`).trim(), REFUSED],
	},
];

export const PROBES: readonly Probe[] = [
	...numberProbes('number', numberOf, false),
	...numberProbes('whole number', (text) => wholeNumberOf(text), true),
	...BOOLEANS,
	...OPTIONS,
	...LISTS,
	...DATES,
	...TEXTS,
	...SHIPPING_NUMBERS,
];

