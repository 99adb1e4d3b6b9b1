/**
 * Where the code-space check (codeSpace.ts) puts a code point for each reader, and what each class
 * may make of it there: alone and inside a value the reader accepts.
 */
import type { INode } from 'n8n-workflow';

import { booleanOf } from '../../../../nodes/Terminal49/shared/helpers/readers/boolean';
import { dateOf } from '../../../../nodes/Terminal49/shared/helpers/readers/date';
import { textList } from '../../../../nodes/Terminal49/shared/helpers/readers/list';
import {
	numberOf,
	wholeNumberOf,
} from '../../../../nodes/Terminal49/shared/helpers/readers/number';
import {
	checkContainerNumber,
	requireShippingNumber,
} from '../../../../nodes/Terminal49/shared/helpers/readers/shippingNumbers';
import { textOf } from '../../../../nodes/Terminal49/shared/helpers/readers/text';

import { isMinusSign as isMinus, plain } from './codeClasses';
import { OPTION_PROBES } from './codeSpaceOptionProbes';
import type { Outcome, Probe } from './codeSpaceProbe';
import { blank, digitOf, isAsciiListEnd, REFUSED } from './codeSpaceProbe';

const NODE = { name: 'Terminal49', typeVersion: 2, parameters: {} } as unknown as INode;

function numberProbes(reader: string, read: (text: string) => Outcome, whole: boolean): Probe[] {
	const point = (char: string) => plain(char) === '.';
	return [
		{
			reader,
			position: '⟨c⟩',
			read: (c) => read(c),
			allowed: (c, k) => [k === 'digit' ? digitOf(c) : REFUSED],
		},
		{
			reader,
			position: '1⟨c⟩0',
			read: (c) => read(`1${c}0`),
			// A point (1.0) or an exponent (1e0) reads 1.
			allowed: (c, k) => [
				k === 'digit' ? 100 + 10 * digitOf(c) : point(c) || /^[eE]$/u.test(plain(c)) ? 1 : REFUSED,
			],
		},
		{
			reader,
			position: '⟨c⟩5',
			read: (c) => read(`${c}5`),
			allowed: (c, k) =>
				k === 'digit'
					? [10 * digitOf(c) + 5]
					: isMinus(c)
						? [-5]
						: plain(c) === '+'
							? [5]
							: point(c)
								? [whole ? REFUSED : 0.5]
								: blank(k, c)
									? [5, REFUSED]
									: [REFUSED],
		},
		{
			reader,
			position: '5⟨c⟩',
			read: (c) => read(`5${c}`),
			allowed: (c, k) =>
				k === 'digit' ? [50 + digitOf(c)] : point(c) ? [5] : blank(k, c) ? [5, REFUSED] : [REFUSED],
		},
	];
}

const BOOLEANS: Probe[] = [
	{
		reader: 'boolean',
		position: '⟨c⟩',
		read: (c) => booleanOf(c),
		allowed: (c) => [c === '1' ? true : c === '0' ? false : REFUSED],
	},
	{
		reader: 'boolean',
		position: '⟨c⟩true',
		read: (c) => booleanOf(`${c}true`),
		allowed: (c, k) => (blank(k, c) ? [true, REFUSED] : [REFUSED]),
	},
	{
		reader: 'boolean',
		position: 'no⟨c⟩',
		read: (c) => booleanOf(`no${c}`),
		allowed: (c, k) => (blank(k, c) ? [false, REFUSED] : [REFUSED]),
	},
	{
		reader: 'boolean',
		position: 'tr⟨c⟩ue',
		read: (c) => booleanOf(`tr${c}ue`),
		allowed: () => [REFUSED],
	},
	{
		reader: 'boolean',
		position: '0⟨c⟩',
		read: (c) => booleanOf(`0${c}`),
		allowed: (c, k) => (blank(k, c) ? [false, REFUSED] : [REFUSED]),
	},
];

const LISTS: Probe[] = [
	{
		reader: 'list',
		position: '⟨c⟩',
		read: (c) => textList(NODE, c, 'Tags'),
		allowed: (c, k) => (blank(k, c) || isAsciiListEnd(c) ? [[], [c], REFUSED] : [[c], REFUSED]),
	},
	{
		reader: 'list',
		position: 'Red⟨c⟩Blue',
		read: (c) => textList(NODE, `Red${c}Blue`, 'Tags'),
		allowed: (c) => (isAsciiListEnd(c) ? [['Red', 'Blue']] : [[`Red${c}Blue`], REFUSED]),
	},
	{
		reader: 'list',
		position: '⟨c⟩Red',
		read: (c) => textList(NODE, `${c}Red`, 'Tags'),
		allowed: (c, k) =>
			blank(k, c) || isAsciiListEnd(c) ? [['Red'], [`${c}Red`]] : [[`${c}Red`], REFUSED],
	},
	{
		reader: 'list',
		position: 'Red⟨c⟩',
		read: (c) => textList(NODE, `Red${c}`, 'Tags'),
		allowed: (c, k) =>
			blank(k, c) || isAsciiListEnd(c) ? [['Red'], [`Red${c}`]] : [[`Red${c}`], REFUSED],
	},
];

const DAY = '2024-07-15';
const DATES: Probe[] = [
	{
		reader: 'date',
		position: '⟨c⟩date',
		read: (c) => dateOf(`${c}${DAY}`),
		allowed: (c, k) => (blank(k, c) ? [DAY, REFUSED] : [REFUSED]),
	},
	{
		reader: 'date',
		position: 'date⟨c⟩',
		read: (c) => dateOf(`${DAY}${c}`),
		allowed: (c, k) => (blank(k, c) ? [DAY, REFUSED] : [REFUSED]),
	},
	{
		reader: 'date',
		position: '2024-07-1⟨c⟩',
		read: (c) => dateOf(`2024-07-1${c}`),
		allowed: (c, k) => (k === 'digit' ? [`2024-07-1${digitOf(c)}`, REFUSED] : [REFUSED]),
	},
	{
		reader: 'date',
		position: '2024⟨c⟩07-15',
		read: (c) => dateOf(`2024${c}07-15`),
		allowed: (c) => (isMinus(c) ? [DAY, REFUSED] : [REFUSED]),
	},
	// Month/day/year as a Set Many option says: only the ASCII digits and slash make a date.
	{
		reader: 'date',
		position: '7/1⟨c⟩/2024 (month/day/year)',
		read: (c) => dateOf(`7/1${c}/2024`, 'monthDayYear'),
		allowed: (c) => (/^[0-9]$/u.test(c) ? [`2024-07-1${c}`] : [REFUSED]),
	},
	{
		reader: 'date',
		position: '7⟨c⟩15/2024 (month/day/year)',
		read: (c) => dateOf(`7${c}15/2024`, 'monthDayYear'),
		allowed: (c) => (c === '/' ? [DAY] : [REFUSED]),
	},
	{
		reader: 'date',
		position: '⟨c⟩15/7/2024 (day/month/year)',
		read: (c) => dateOf(`${c}15/7/2024`, 'dayMonthYear'),
		allowed: (c, k) => (blank(k, c) ? [DAY, REFUSED] : [REFUSED]),
	},
];

const TEXTS: Probe[] = ['⟨c⟩', 'Red⟨c⟩Blue', '⟨c⟩5', '5⟨c⟩'].map((position) => {
	const value = (c: string) => position.replace('⟨c⟩', c);
	return {
		reader: 'text',
		position,
		read: (c: string) =>
			(({ ok, ...rest }) => (ok ? (rest as { text: string }).text : REFUSED))(textOf(value(c))),
		allowed: (c: string) => [value(c)],
	};
});

/** ISO 6346's example MSCU1234566: a code point in place of its S, or inside it, is read as written or refused. */
const CONTAINER = 'MSCU1234566';
const container = (text: string) =>
	(({ valid, number }) => (valid ? number : REFUSED))(checkContainerNumber(text));
/** A bill of lading is sent as written, its ASCII letters upper-cased: the rule written out here, a-z to A-Z. */
const asciiUpper = (text: string) =>
	text.replace(/[a-z]/gu, (letter) => String.fromCharCode(letter.charCodeAt(0) - 32));
const SHIPPING_NUMBERS: Probe[] = [
	// In place of its S: another letter may spell another valid number, so as written or refused; never ſ or ß read as S.
	{
		reader: 'container number',
		position: 'M⟨c⟩CU1234566',
		read: (c) => container(`M${c}CU1234566`),
		allowed: (c) => [asciiUpper(`M${c}CU1234566`), REFUSED],
	},
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
	...OPTION_PROBES,
	...LISTS,
	...DATES,
	...TEXTS,
	...SHIPPING_NUMBERS,
];
