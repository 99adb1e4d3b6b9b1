import type { INodePropertyOptions } from 'n8n-workflow';

import { isBlank } from './characters';
import { readList } from './list';
import { negatedInWords, optionKey, spelledNegated } from './optionKey';

/**
 * How option.ts reads a choice: the option words of a matcher (exact, in lower case, folded), a
 * value read as a list and as one option, and the two compared. Pure and total.
 */

/** What a choice reading found: the values named, the entries that name none, labels cut apart, two readings, several for one. */
export interface OptionsReading {
	values: string[];
	unknown: unknown[];
	split: string[];
	/** Two ways the value reads, each a set of values (a list first): refused, naming both. */
	readings?: [string[], string[]];
	/** A single choice given several entries that each name an option: refused. */
	several?: boolean;
}

/** Synonyms: a word or phrase to the value(s) it names. A phrase naming several values only works in `many`. */
export type Synonyms = Readonly<Record<string, string | readonly string[]>>;

const LIST_SEPARATORS = ',;|';
const JOINING_WORDS: ReadonlySet<string> = new Set(['and', 'or', '&']);

export function textOfChoice(given: unknown): string | undefined {
	if (typeof given === 'string') return given;
	if (typeof given === 'number' && Number.isFinite(given)) return String(given);
	if (typeof given === 'boolean') return String(given);
	return undefined;
}

/** An entry as a refusal shows it: text trimmed, anything else as it is. */
export function givenPart(given: unknown): unknown {
	return typeof given === 'string' ? given.trim() : given;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
	a.length === b.length && a.every((value) => b.includes(value));

export type LookUp = (text: string) => readonly string[] | undefined;

/** Where two spellings name different options, the spelling names none: null. */
function addSpelling<K>(
	map: Map<K, readonly string[] | null>,
	key: K,
	value: string,
	ambiguous?: Set<K>,
): void {
	const known = map.get(key);
	if (known === undefined) map.set(key, [value]);
	else if (known !== null && known[0] !== value) {
		map.set(key, null);
		ambiguous?.add(key);
	}
}

/**
 * The option words of a matcher: exact (values before labels, so what the editor saves is always
 * its own option), then in lower case, then folded; then synonyms. A spelling that two options
 * share in lower case or folded names neither (`hot` where Hot and HOT are options, `high` where
 * one option's value is `high` and another's label `High`): only the exact spelling names one.
 */
export function lookUpOf(
	options: readonly INodePropertyOptions[],
	values: readonly string[],
	synonyms: Synonyms,
): { lookUp: LookUp; ambiguous: string[] } {
	const exact = new Map<string, string>();
	const lower = new Map<string, readonly string[] | null>();
	const keyed = new Map<string, readonly string[] | null>();
	const ambiguous = new Set<string>();
	const negatedKeys = new Set<string>();
	const spellings = [
		...options.map((_, index) => ({ text: values[index], value: values[index] })),
		...options.map((option, index) => ({ text: option.name, value: values[index] })),
	];
	for (const { text, value } of spellings) {
		if (!exact.has(text)) exact.set(text, value);
		addSpelling(lower, text.toLowerCase(), value);
		const key = optionKey(text);
		if (spelledNegated(text)) negatedKeys.add(key);
		addSpelling(keyed, key, value, ambiguous);
	}
	for (const [word, meaning] of Object.entries(synonyms)) {
		const named = (typeof meaning === 'string' ? [meaning] : [...meaning]).filter((value) =>
			values.includes(value),
		);
		const key = optionKey(word);
		// An option's own words win over a synonym that happens to fold to the same key.
		if (named.length > 0 && !keyed.has(key)) {
			keyed.set(key, named);
			if (spelledNegated(word)) negatedKeys.add(key);
		}
	}
	const lookUp: LookUp = (given) => {
		const text = given.trim();
		if (text === '') return undefined;
		const found = exact.get(text);
		if (found !== undefined) return [found];
		const lowered = lower.get(text.toLowerCase());
		if (lowered !== undefined) return lowered ?? undefined;
		const key = optionKey(text);
		if (negatedInWords(text) && !negatedKeys.has(key)) return undefined;
		return keyed.get(key) ?? undefined;
	};
	return { lookUp, ambiguous: [...ambiguous] };
}

/**
 * One entry of a list: the option it names whole, or the options its parts joined by "and"/"or"
 * name (`parts`: how many); both, when they differ, are two readings.
 */
function entryReading(
	text: string,
	lookUp: LookUp,
): { values?: readonly string[]; parts: number; readings?: [string[], string[]] } {
	const whole = lookUp(text);
	const words = splitOnJoiningWords(text, lookUp);
	const parts = words.length > 1 ? words.map(lookUp) : [];
	const joined =
		parts.length > 0 && parts.every((part) => part !== undefined)
			? [...new Set(parts.flatMap((part) => part!))]
			: undefined;
	if (whole && joined && !sameSet(whole, joined))
		return { parts: 1, readings: [joined, [...whole]] };
	return whole ? { values: whole, parts: 1 } : { values: joined, parts: parts.length };
}

/** A look-up that reads each text once: a value is looked up whole and as its entries, often the same text. */
function remembering(lookUp: LookUp): LookUp {
	const seen = new Map<string, readonly string[] | undefined>();
	return (text) => {
		if (!seen.has(text)) seen.set(text, lookUp(text));
		return seen.get(text);
	};
}

/** A value read as a list and as one option, with how many entries named its values (a label named whole is one). */
function readChoices(
	given: unknown,
	lookUpAny: LookUp,
): { reading: OptionsReading; entries: number } {
	const lookUp = remembering(lookUpAny);
	const list = readList(given, LIST_SEPARATORS);
	const whole = typeof given === 'string' ? lookUp(given) : undefined;
	const one = (values: readonly string[]) => ({
		reading: { values: [...values], unknown: [], split: [] },
		entries: 1,
	});
	if (!list.ok)
		return whole
			? one(whole)
			: { reading: { values: [], unknown: [givenPart(given)], split: [] }, entries: 0 };
	const values: string[] = [];
	const unknown: unknown[] = [];
	let entries = 0;
	for (const part of list.entries) {
		const text = textOfChoice(part);
		if (text !== undefined && isBlank(text)) continue;
		const read = text === undefined ? { parts: 1 } : entryReading(text, lookUp);
		if (read.readings)
			return { reading: { values: [], unknown: [], split: [], readings: read.readings }, entries };
		entries += read.parts;
		if (read.values === undefined) unknown.push(givenPart(part));
		else for (const value of read.values) if (!values.includes(value)) values.push(value);
	}
	if (unknown.length === 0) {
		if (whole && !sameSet(whole, values))
			return {
				reading: { values: [], unknown: [], split: [], readings: [values, [...whole]] },
				entries,
			};
		return { reading: { values, unknown, split: [] }, entries };
	}
	if (whole) return one(whole);
	return { reading: { values, unknown, split: labelsCutApart(list.entries, lookUp) }, entries };
}

export function readMany(given: unknown, lookUp: LookUp): OptionsReading {
	return readChoices(given, lookUp).reading;
}

/** A single choice: one entry naming one option. Several entries are refused, also when they name one option twice (`Scheduled, scheduled`), as a list of them is. */
export function readOneOf(given: unknown, lookUp: LookUp): OptionsReading {
	const text = Array.isArray(given) ? undefined : textOfChoice(given);
	if (text === undefined || isBlank(text))
		return { values: [], unknown: [givenPart(given)], split: [] };
	const { reading, entries } = readChoices(given, lookUp);
	if (reading.readings || reading.unknown.length > 0) return reading;
	if (reading.values.length > 1 || entries > 1)
		return { values: reading.values, unknown: [], split: [], several: true };
	return reading;
}

/** Neighbouring entries that name an option only together (`ACME` and `Inc` of `ACME, Inc`), as that option's words. */
function labelsCutApart(parts: readonly unknown[], lookUp: LookUp): string[] {
	const cut: string[] = [];
	for (let at = 0; at + 1 < parts.length; at++) {
		const [left, right] = [textOfChoice(parts[at])?.trim(), textOfChoice(parts[at + 1])?.trim()];
		if (left === undefined || right === undefined || (lookUp(left) && lookUp(right))) continue;
		const joined = `${left}, ${right}`;
		if (lookUp(joined)?.length === 1) cut.push(joined);
	}
	return cut;
}

/**
 * "overdue or due today" → ["overdue", "due today"]: cut at each joining word standing between
 * white space, every other character kept as written (a line break inside a quoted entry stays a
 * line break, never becomes a space that folds away). A joining word that names an option itself
 * (`OR`, as Oregon) is a word, never a joint: `CA and OR and WA` is three states. Token by token:
 * linear in any length.
 */
function splitOnJoiningWords(text: string, lookUp: LookUp): string[] {
	const parts: string[] = [];
	let part = '';
	// Words at even places, the white space between them at odd ones.
	const tokens = text.split(/(\s+)/u);
	tokens.forEach((token, index) => {
		if (index % 2 === 0 && JOINING_WORDS.has(token.toLowerCase()) && lookUp(token) === undefined) {
			if (part.trim() !== '') parts.push(part.trim());
			part = '';
		} else part += token;
	});
	if (part.trim() !== '') parts.push(part.trim());
	return parts;
}
