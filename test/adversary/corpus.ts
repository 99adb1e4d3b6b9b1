/**
 * The values the adversary feeds a parameter, generated per kind from a value the parameter
 * accepts (its probe): the characters of Unicode classes (found by scanning the code points with
 * property escapes, not listed by hand: dashes, bidi and other format characters, controls,
 * spaces, and digits that are not 0-9) put before, inside and after it; the probe JSON-escaped
 * and URL-encoded; pasted rows and columns; huge, empty and blank values; expressions that give a
 * number, an array, an object or a luxon DateTime where text is expected; and, for every kind, what
 * a loose check reads backwards (the text "false", "no", "0", objects holding false).
 */
import type { Kind } from './parameters';

/** What a family of cases attacks; the fast slice takes one case of each family a parameter has. */
export type Family =
	| 'dash'
	| 'digitlike'
	| 'bidi'
	| 'invisible'
	| 'control'
	| 'whitespace'
	| 'escaped'
	| 'pasted'
	| 'size'
	| 'typed'
	| 'loose'
	| 'spelling';

/** How the value reaches the parameter: the item's own JSON value, or a luxon DateTime built from an ISO text. */
export type Given = { json: unknown } | { dateTime: string };

export interface Case {
	family: Family;
	/** A short name for titles: `dash U+2012 before`. */
	label: string;
	given: Given;
}

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** Every BMP code point of a class; the astral planes add nothing these attacks need. */
function scan(pattern: RegExp): number[] {
	const found: number[] = [];
	for (let code = 0; code <= 0xffff; code++) {
		if (code >= 0xd800 && code <= 0xdfff) continue;
		if (pattern.test(String.fromCharCode(code))) found.push(code);
	}
	return found;
}

/** The character classes, computed once. */
export const CLASSES = {
	/** Dash punctuation and the minus signs (math symbols named as such are in Sm: U+2212, U+207B, U+208B, U+FE63). */
	dash: [
		...scan(/^\p{Pd}$/u),
		...scan(/^\p{Sm}$/u).filter((code) =>
			/MINUS|[\u2212\u207b\u208b\ufe63]/u.test(String.fromCharCode(code)),
		),
	],
	bidi: scan(/^\p{Bidi_Control}$/u),
	/** Format characters: zero-width spaces and joiners, the BOM, soft hyphen, tags' bases. */
	invisible: scan(/^\p{Cf}$/u).filter(
		(code) => !/^\p{Bidi_Control}$/u.test(String.fromCharCode(code)),
	),
	/** C0, DEL and C1 controls, NUL included. */
	control: scan(/^\p{Cc}$/u),
	/** Digits that are not 0-9: other scripts' (Nd), superscripts, subscripts, circled and fractions (No), which NFKC reads as digits. */
	digitlike: scan(/^[\p{Nd}\p{No}]$/u).filter((code) => code > 0x7f),
	whitespace: scan(/^\p{White_Space}$/u).filter(
		(code) => !/^\p{Cc}$/u.test(String.fromCharCode(code)),
	),
} as const;

const POSITIONS = ['before', 'inside', 'after'] as const;

function place(probe: string, char: string, position: (typeof POSITIONS)[number]): string {
	if (position === 'before') return char + probe;
	if (position === 'after') return probe + char;
	const middle = Math.max(1, Math.floor(probe.length / 2));
	return probe.slice(0, middle) + char + probe.slice(middle);
}

/** One case per class member, the position turning with the member so every position is tried. */
function classCases(probe: string): Case[] {
	const cases: Case[] = [];
	for (const [family, codes] of Object.entries(CLASSES) as Array<[Family, readonly number[]]>) {
		codes.forEach((code, index) => {
			const position = POSITIONS[index % POSITIONS.length];
			const char = String.fromCharCode(code);
			cases.push({
				family,
				label: `${family} ${hex(code)} ${position}`,
				given: { json: place(probe, char, position) },
			});
			if (family === 'dash' && /^\d/u.test(probe))
				cases.push({
					family,
					label: `${family} ${hex(code)} as a sign`,
					given: { json: char + probe },
				});
		});
	}
	return cases;
}

/** The probe written another way that must not be taken for it: escaped, encoded, pasted, huge, empty. */
function spellingCases(probe: string, second: string): Case[] {
	const json = (family: Family, label: string, value: unknown): Case => ({
		family,
		label,
		given: { json: value },
	});
	const escaped = JSON.stringify(probe);
	return [
		json('escaped', 'JSON-quoted', escaped),
		json(
			'escaped',
			'JSON \\u escapes',
			probe.replace(/./gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
		),
		json('escaped', 'quote and backslash inside', `${probe}"\\${probe.slice(0, 1)}`),
		json(
			'escaped',
			'URL-encoded',
			encodeURIComponent(probe).replace(
				/[A-Za-z0-9]/gu,
				(c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
			),
		),
		json('escaped', 'slash, query and hash', `${probe}/../x?y=1#z`),
		json('escaped', 'percent-encoded slash and NUL', `${probe}%2F%00`),
		json('pasted', 'a column, LF', `${probe}\n${second}`),
		json('pasted', 'a column, CRLF', `${probe}\r\n${second}\r\n`),
		json('pasted', 'a row, tab', `${probe}\t${second}`),
		json('pasted', 'a lone CR', `${probe}\r${second}`),
		json('pasted', 'a quoted cell with a line break', `"${probe}\n${second}",${second}`),
		json('pasted', 'a trailing line break', `${probe}\n`),
		json('size', 'empty', ''),
		json('size', 'blank', '   '),
		json('size', 'only invisible', '\u200b\ufeff\u2060'),
		json(
			'size',
			'huge (100,000 characters)',
			probe.repeat(Math.ceil(100_000 / Math.max(1, probe.length))).slice(0, 100_000),
		),
		json('size', 'long (1,001 characters)', probe.padEnd(1001, probe.slice(-1) || 'x')),
		json('whitespace', 'padded with spaces', `  ${probe}  `),
		json('whitespace', 'padded with tabs and line breaks', `\t\n${probe}\r\n`),
	];
}

/** Values of other JavaScript types, as an expression gives them. */
function typedCases(probe: string, second: string): Case[] {
	const json = (label: string, value: unknown): Case => ({
		family: 'typed',
		label,
		given: { json: value },
	});
	const asNumber = Number(probe);
	return [
		json('a number', Number.isFinite(asNumber) && probe.trim() !== '' ? asNumber : 42),
		json('a fraction', 0.30000000000000004),
		json('a number past 2^53', 2 ** 53 + 2),
		json('a negative number', -7),
		json('an array of two', [probe, second]),
		json('an array of one', [probe]),
		json('an empty array', []),
		json('an object', { id: probe, name: second }),
		json('an empty object', {}),
		// What n8n makes of an object mapped inside other text (`{{ probe }} {{ $json.order }}`).
		json('an object inside text', `${probe} [object Object]`),
		json('true', true),
		json('false', false),
		json('null', null),
		{
			family: 'typed',
			label: 'a luxon DateTime',
			given: { dateTime: '2024-07-15T10:00:00.000+05:30' },
		},
	];
}

/**
 * What a loose check reads backwards, for every kind: the text "false", "no", "off" and "0"
 * (`!== false` takes each as true, `=== true` the text "true" as false), and objects holding a
 * false. A reader reads each as its kind says or refuses it; the judge holds a boolean's run to
 * the run of the boolean the text means.
 */
function looseCases(): Case[] {
	const json = (label: string, value: unknown): Case => ({
		family: 'loose',
		label,
		given: { json: value },
	});
	return [
		json('the text "false"', 'false'),
		json('the text "no"', 'no'),
		json('the text "off"', 'off'),
		json('the text "0"', '0'),
		json('the text "true"', 'true'),
		json('an object holding false', { value: false }),
		json('a list holding false', [false]),
	];
}

/** Text a boolean, number, option or date must read exactly or refuse. */
function wordCases(kind: Kind, optionValues: string[]): Case[] {
	const json = (label: string, value: unknown): Case => ({
		family: 'spelling',
		label,
		given: { json: value },
	});
	const words: string[] = [];
	if (kind === 'boolean')
		words.push(
			'true',
			'FALSE',
			'False',
			'yes',
			'no',
			'1',
			'0',
			'on',
			'off',
			' true ',
			'truE\u200b',
		);
	if (kind === 'number')
		words.push(
			'7',
			' 7 ',
			'7.5',
			'1e3',
			'1e400',
			'0x10',
			'7abc',
			'1,000',
			'1 000',
			'\u0667',
			'Infinity',
			'NaN',
			'-0',
			'+7',
		);
	if (kind === 'dateTime')
		words.push(
			'2024-07-15',
			'2024-07-15T10:00:00Z',
			'2024-07-15 10:00:00+0530',
			'2024-02-30',
			'2024-07-15T99:99:99Z',
			'15/07/2024',
			'1721037600000',
			'now',
			'garbage 2024',
		);
	for (const option of optionValues) {
		words.push(
			option.toUpperCase(),
			` ${option} `,
			`${option}\u200b`,
			option.replace(/[_-]/gu, ' '),
		);
	}
	return words.map((word) => json(`${JSON.stringify(word)}`, word));
}

/** Every case for a parameter of this kind whose accepted value is `probe` (`second` is another one, for lists). */
export function corpusFor(
	kind: Kind,
	probe: string,
	second: string,
	optionValues: string[] = [],
): Case[] {
	return [
		...classCases(probe),
		...spellingCases(probe, second),
		...typedCases(probe, second),
		...looseCases(),
		...wordCases(kind, optionValues),
	];
}

/** One case of each family, picked by a seed so runs differ in order but repeat for the same seed. */
export function sliceOf(cases: Case[], seed: number): Case[] {
	const byFamily = new Map<Family, Case[]>();
	for (const c of cases) byFamily.set(c.family, [...(byFamily.get(c.family) ?? []), c]);
	return [...byFamily.values()].map(
		(members, index) => members[(seed + index * 7919) % members.length],
	);
}
