/**
 * Choices checked by enumeration: option sets built from small alphabets of labels, and every value
 * made of a few words and separators. Each value's exact readings are worked out here from the
 * rules docs/operations.md states, not from the reader's code: the value as one option (its value
 * or label exactly, then in any case where that names one option only, then folded where that
 * names one option only), and the value as a list (entries ended by `,`, `;` or a line break, a
 * double-quoted entry kept whole, an entry that starts with another quote mark unreadable, entries
 * joined by "and" or "or" unless the word names an option itself). A multiple choice must read the
 * one set its readings name, or be refused when they name none or two (naming both); a single
 * choice must read the one option one entry names, or be refused.
 */
import type { OptionMatcher } from '../../../../nodes/Terminal49/shared/helpers/readers/option';
import { optionMatcher } from '../../../../nodes/Terminal49/shared/helpers/readers/option';

import { documentedFold } from './documentedFold';

/** Labels, the words values are made of, and what joins the words. */
export interface Alphabet {
	labels: readonly string[];
	words: readonly string[];
	separators: readonly string[];
}

/**
 * Words and lists: labels that hold a comma, a dash, a slash, a space, quotes, a semicolon and
 * another script's comma, a joining word (OR, as Oregon) and another case of a label (BLUE);
 * words quoted with other quote marks (`'Red'`, `“Blue”`); separators that end an entry, that
 * only space words apart, that join entries, and other scripts' commas.
 */
export const WORDS: Alphabet = {
	labels: [
		'Red',
		'Blue',
		'Red-Blue',
		'Red, Blue',
		'Red/Blue',
		'RED BLUE',
		'Red "Blue"',
		'Blue; Red',
		'Red、Blue',
		'OR',
		'BLUE',
	],
	words: ['Red', 'Blue', 'red', 'OR', "'Red'", '“Blue”'],
	separators: [', ', '-', '/', ' ', '\n', '; ', ' and ', ' or ', '"', '、', '، ', '\u00AB'],
};

/** Numbers: labels whose digits a point, a dash, a minus or a wave dash (`1〜2`, one to two) sets apart, and the same digits without it. */
export const NUMBERS: Alphabet = {
	labels: ['15 t', '1.5 t', '12', '1-2', '-12', '1 2', '1, 2'],
	words: ['1', '2', '5 t', '-1'],
	separators: ['', '.', '-', ' ', ', ', '/', '\u2212', '\u301C'],
};

export interface Option {
	label: string;
	value: string;
}

/** Every set of `size` labels, each option valued by its place in the alphabet (`o3`), so a value never spells a word. */
export function optionSets(labels: readonly string[], sizes: readonly number[]): Option[][] {
	const sets: Option[][] = [];
	const pick = (from: number, chosen: number[]) => {
		if (sizes.includes(chosen.length))
			sets.push(chosen.map((index) => ({ label: labels[index], value: `o${index}` })));
		if (chosen.length === Math.max(...sizes)) return;
		for (let index = from; index < labels.length; index++) pick(index + 1, [...chosen, index]);
	};
	pick(0, []);
	return sets;
}

/** Every value of up to `words` words, each pair joined by one of the separators, and each such value also inside double quotes. */
export function values(
	wordsOf: readonly string[],
	separators: readonly string[],
	words: number,
): string[] {
	let level = [...wordsOf];
	const all = [...level];
	for (let count = 2; count <= words; count++) {
		level = level.flatMap((value) =>
			separators.flatMap((separator) => wordsOf.map((word) => value + separator + word)),
		);
		all.push(...level);
	}
	return [...new Set([...all, ...all.map((value) => `"${value}"`)])];
}

// ---------------------------------------------------------------------------------------------
// the rules, written out

/** The documented fold (documentedFold.ts), each text's once. */
export function fold(text: string): string {
	const known = folded.get(text);
	if (known !== undefined) return known;
	const key = documentedFold(text);
	folded.set(text, key);
	return key;
}

const folded = new Map<string, string>();

/** The option a text names as a whole: its value or label exactly, then in any case, then folded, each where it names one option only. */
function named(options: readonly Option[], given: string): string | undefined {
	let names = namers.get(options);
	if (names === undefined) {
		names = namer(options);
		namers.set(options, names);
	}
	return names(given.trim());
}

const namers = new WeakMap<readonly Option[], (text: string) => string | undefined>();

function namer(options: readonly Option[]): (text: string) => string | undefined {
	const spellings = [
		...options.map((o) => [o.value, o.value]),
		...options.map((o) => [o.label, o.value]),
	];
	/** The one value the spellings that match name; null where they name several. */
	const only = (matches: string[][]): string | null | undefined => {
		const found = new Set(matches.map(([, value]) => value));
		return found.size === 1 ? [...found][0] : found.size > 1 ? null : undefined;
	};
	return (text) => {
		const exact = spellings.find(([spelling]) => spelling === text);
		if (exact) return exact[1];
		const lower = only(
			spellings.filter(([spelling]) => spelling.toLowerCase() === text.toLowerCase()),
		);
		if (lower !== undefined) return lower ?? undefined;
		return only(spellings.filter(([spelling]) => fold(spelling) === fold(text))) ?? undefined;
	};
}

/** Quote marks that may not open an unquoted entry: the list reader refuses rather than guesses. */
const OTHER_QUOTES = ["'", '‘', '’', '“', '”', '«', '»'];

/** The entries of a list as RFC 4180 reads a record: ended by `,`, `;` or a line break; a quoted entry whole; a stray quote unreadable. */
function entries(text: string): string[] | undefined {
	const found: string[] = [];
	let at = 0;
	for (;;) {
		while (text[at] === ' ') at++;
		let entry = '';
		if (text[at] === '"') {
			at++;
			for (;;) {
				if (at >= text.length) return undefined;
				if (text[at] === '"' && text[at + 1] === '"') entry += text[(at += 2) - 1];
				else if (text[at] === '"') break;
				else entry += text[at++];
			}
			at++;
			while (text[at] === ' ') at++;
			if (at < text.length && !',;\n'.includes(text[at])) return undefined;
		} else {
			const start = at;
			while (at < text.length && !',;\n'.includes(text[at])) at++;
			entry = text.slice(start, at).trim();
			if (entry.includes('"') || OTHER_QUOTES.includes(entry.charAt(0))) return undefined;
		}
		found.push(entry);
		if (at >= text.length) return found;
		at++;
	}
}

type Reading = { values: string[]; parts: number } | 'two readings';

/** An entry's options: as a whole, or its parts joined by "and" or "or" (a joining word that names an option is a word); two different answers are two readings. */
function entryOptions(options: readonly Option[], entry: string): Reading | undefined {
	const whole = named(options, entry);
	// A joining word stands between white space; the words of a part keep the white space between them as written.
	const parts: string[] = [];
	let part = '';
	for (const token of entry.split(/(\s+)/u)) {
		if (['and', 'or'].includes(token.toLowerCase()) && named(options, token) === undefined) {
			if (part.trim() !== '') parts.push(part.trim());
			part = '';
		} else part += token;
	}
	if (part.trim() !== '') parts.push(part.trim());
	const each = parts.map((text) => named(options, text));
	const joined =
		parts.length > 1 && each.every((value) => value !== undefined)
			? [...new Set(each as string[])]
			: undefined;
	if (whole !== undefined && joined !== undefined && !(joined.length === 1 && joined[0] === whole))
		return 'two readings';
	if (whole !== undefined) return { values: [whole], parts: 1 };
	return joined && { values: joined, parts: parts.length };
}

const asSet = (values: readonly string[]) => [...new Set(values)].sort().join('|');

/** Every set of options the value names, as a list and as one option, with how many entries named each; 'two readings' inside an entry counts as two. */
export function readingsOf(
	options: readonly Option[],
	value: string,
): { sets: string[][]; entries: number[]; twoInAnEntry: boolean } {
	const sets: string[][] = [];
	const counts: number[] = [];
	let twoInAnEntry = false;
	const listed = entries(value);
	if (listed !== undefined) {
		const read = listed
			.filter((entry) => entry !== '')
			.map((entry) => entryOptions(options, entry));
		if (read.includes('two readings')) twoInAnEntry = true;
		else if (read.every((entry) => entry !== undefined)) {
			const named = read as Array<{ values: string[]; parts: number }>;
			sets.push([...new Set(named.flatMap((entry) => entry.values))]);
			counts.push(named.reduce((sum, entry) => sum + entry.parts, 0));
		}
	}
	const whole = named(options, value);
	if (whole !== undefined && !sets.some((set) => asSet(set) === asSet([whole]))) {
		sets.push([whole]);
		counts.push(1);
	}
	return { sets, entries: counts, twoInAnEntry };
}

// ---------------------------------------------------------------------------------------------
// the check

export interface Mismatch {
	options: string;
	value: string;
	reader: 'many' | 'one';
	expected: string;
	got: string;
}

function readMany(matcher: OptionMatcher, value: string): string {
	const reading = matcher.many(value);
	if (reading.readings)
		return `two readings: ${asSet(reading.readings[0])} / ${asSet(reading.readings[1])}`;
	return reading.unknown.length > 0 ? 'refused' : asSet(reading.values);
}

/** Each value read by each option set as a multiple and as a single choice; every reading its rules do not give. */
export function checkOptionSets(
	sets: readonly Option[][],
	given: readonly string[],
): { sets: number; values: number; reads: number; mismatches: Mismatch[] } {
	const mismatches: Mismatch[] = [];
	let reads = 0;
	for (const options of sets) {
		const matcher = optionMatcher(
			options.map((option) => ({ name: option.label, value: option.value })),
		);
		const name = options.map((option) => JSON.stringify(option.label)).join(', ');
		for (const value of given) {
			const { sets: readings, entries: counts, twoInAnEntry } = readingsOf(options, value);
			const wanted =
				twoInAnEntry || readings.length > 1
					? readings.length > 1
						? `two readings: ${asSet(readings[0])} / ${asSet(readings[1])}`
						: 'two readings'
					: readings.length === 1
						? asSet(readings[0])
						: 'refused';
			const many = readMany(matcher, value);
			const manyHolds =
				many === wanted || (wanted === 'two readings' && many.startsWith('two readings'));
			if (!manyHolds)
				mismatches.push({ options: name, value, reader: 'many', expected: wanted, got: many });
			const one = matcher.one(value) ?? 'refused';
			const oneWanted =
				readings.length === 1 && !twoInAnEntry && readings[0].length === 1 && counts[0] === 1
					? readings[0][0]
					: 'refused';
			if (one !== oneWanted)
				mismatches.push({ options: name, value, reader: 'one', expected: oneWanted, got: one });
			reads += 2;
		}
	}
	return { sets: sets.length, values: given.length, reads, mismatches };
}
