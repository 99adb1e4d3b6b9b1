/**
 * Choices checked by enumeration: option sets built from a small alphabet of labels (with commas,
 * dashes, slashes, spaces, case and quotes), and every value made of a few words and separators.
 * Each value's exact readings are worked out here from the rules docs/operations.md states, not
 * from the reader's code: the value as one option (its label or value exactly, in any case, or with
 * spacing and punctuation folded away where that names one option only), and the value as a list
 * (entries ended by `,`, `;` or a line break, a quoted entry kept whole, entries joined by "and").
 * A multiple choice must read the one set its readings name, or be refused when they name none or
 * two (naming both); a single choice must read its one option, or be refused.
 */
import type { OptionMatcher } from '../../../../nodes/Terminal49/shared/helpers/readers/option';
import { optionMatcher } from '../../../../nodes/Terminal49/shared/helpers/readers/option';

export const LABELS = ['Red', 'Blue', 'Red-Blue', 'Red, Blue', 'Red/Blue', 'RED BLUE', 'Red "Blue"', 'Blue; Red'] as const;

export interface Option {
	label: string;
	value: string;
}

/** Every set of `size` labels of the alphabet, each option valued by its place in the alphabet (`o3`), so a value never spells a word. */
export function optionSets(sizes: readonly number[]): Option[][] {
	const sets: Option[][] = [];
	const pick = (from: number, chosen: number[]) => {
		if (sizes.includes(chosen.length)) sets.push(chosen.map((index) => ({ label: LABELS[index], value: `o${index}` })));
		if (chosen.length === Math.max(...sizes)) return;
		for (let index = from; index < LABELS.length; index++) pick(index + 1, [...chosen, index]);
	};
	pick(0, []);
	return sets;
}

/** Every value of up to `words` words, each pair joined by one of the separators, and each such value also inside double quotes. */
export function values(wordsOf: readonly string[], separators: readonly string[], words: number): string[] {
	let level = [...wordsOf];
	const all = [...level];
	for (let count = 2; count <= words; count++) {
		level = level.flatMap((value) => separators.flatMap((separator) => wordsOf.map((word) => value + separator + word)));
		all.push(...level);
	}
	return [...all, ...all.map((value) => `"${value}"`)];
}

// ---------------------------------------------------------------------------------------------
// the rules, written out for this alphabet

/** Case, and the spacing and punctuation of the alphabet (space, `-`, `/`), folded; `,`, `;`, a line break and `"` stay. */
const fold = (text: string) => text.toLowerCase().replace(/[ \-/]/gu, '');

/** The option a text names as a whole: its value or label exactly, then in any case, then folded where one option folds so. */
function named(options: readonly Option[], given: string): string | undefined {
	const text = given.trim();
	const spellings = [...options.map((o) => [o.value, o.value]), ...options.map((o) => [o.label, o.value])];
	const exact = spellings.find(([spelling]) => spelling === text);
	if (exact) return exact[1];
	const lower = spellings.find(([spelling]) => spelling.toLowerCase() === text.toLowerCase());
	if (lower) return lower[1];
	// Folded, a text names an option only where no other option folds the same way.
	const folded = new Set(spellings.filter(([spelling]) => fold(spelling) === fold(text)).map(([, value]) => value));
	return folded.size === 1 ? [...folded][0] : undefined;
}

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
			if (entry.includes('"')) return undefined;
		}
		found.push(entry);
		if (at >= text.length) return found;
		at++;
	}
}

type Reading = string[] | 'two readings';

/** An entry's options: as a whole, or its parts joined by "and"; two different answers are two readings. */
function entryOptions(options: readonly Option[], entry: string): Reading | undefined {
	const whole = named(options, entry);
	const parts = entry.split(/ and /iu).map((part) => named(options, part));
	const joined = parts.length > 1 && parts.every((part) => part !== undefined) ? [...new Set(parts as string[])] : undefined;
	if (whole !== undefined && joined !== undefined && !(joined.length === 1 && joined[0] === whole)) return 'two readings';
	return whole !== undefined ? [whole] : joined;
}

const asSet = (values: readonly string[]) => [...new Set(values)].sort().join('|');

/** Every set of options the value names, as a list and as one option; 'two readings' inside an entry counts as two. */
export function readingsOf(options: readonly Option[], value: string): { sets: string[][]; twoInAnEntry: boolean } {
	const sets: string[][] = [];
	let twoInAnEntry = false;
	const listed = entries(value);
	if (listed !== undefined) {
		const read = listed.filter((entry) => entry !== '').map((entry) => entryOptions(options, entry));
		if (read.includes('two readings')) twoInAnEntry = true;
		else if (read.every((entry) => entry !== undefined)) sets.push([...new Set((read as string[][]).flat())]);
	}
	const whole = named(options, value);
	if (whole !== undefined && !sets.some((set) => asSet(set) === asSet([whole]))) sets.push([whole]);
	return { sets, twoInAnEntry };
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
	if (reading.readings) return `two readings: ${asSet(reading.readings[0])} / ${asSet(reading.readings[1])}`;
	return reading.unknown.length > 0 ? 'refused' : asSet(reading.values);
}

/** Each value read by each option set as a multiple and as a single choice; every reading its rules do not give. */
export function checkOptionSets(sets: readonly Option[][], given: readonly string[]): { sets: number; values: number; reads: number; mismatches: Mismatch[] } {
	const mismatches: Mismatch[] = [];
	let reads = 0;
	for (const options of sets) {
		const matcher = optionMatcher(options.map((option) => ({ name: option.label, value: option.value })));
		const name = options.map((option) => JSON.stringify(option.label)).join(', ');
		for (const value of given) {
			const { sets: readings, twoInAnEntry } = readingsOf(options, value);
			const wanted =
				twoInAnEntry || readings.length > 1
					? readings.length > 1
						? `two readings: ${asSet(readings[0])} / ${asSet(readings[1])}`
						: 'two readings'
					: readings.length === 1
						? asSet(readings[0])
						: 'refused';
			const many = readMany(matcher, value);
			const manyHolds = many === wanted || (wanted === 'two readings' && many.startsWith('two readings'));
			if (!manyHolds) mismatches.push({ options: name, value, reader: 'many', expected: wanted, got: many });
			const one = matcher.one(value) ?? 'refused';
			const oneWanted = readings.length === 1 && !twoInAnEntry && readings[0].length === 1 ? readings[0][0] : 'refused';
			if (one !== oneWanted) mismatches.push({ options: name, value, reader: 'one', expected: oneWanted, got: one });
			reads += 2;
		}
	}
	return { sets: sets.length, values: given.length, reads, mismatches };
}
