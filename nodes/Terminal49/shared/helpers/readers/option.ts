import type { INode, INodePropertyOptions, NodeOperationError } from 'n8n-workflow';

import { isBlank, withPlainMinus } from './characters';
import { readList } from './list';
import { refusalError, shownValue } from '../shown';

/**
 * Reads the value of an option-like parameter as people, expressions and language models write
 * it: the value (`due_today`), the label (`Due Today`), in any case and spacing (`due today`,
 * `DUE-TODAY`, `dueToday`), or a synonym that names one meaning (`past due`). Built once from the
 * parameter's own options, so the accepted words never drift from what the editor offers. Pure and
 * total: any input gives an answer, never an exception.
 *
 * A sign or a negation never flips an option: a leading minus (any character of Unicode's dash and
 * minus classes, as word processors, spreadsheets and PDFs write it: `−`, `–`, `‒`, `—`, `﹣`, `－`)
 * matches only an option that starts with one, and
 * `!`, `¬` or `not ` in front of a word match only an option spelled with them: `!available` and
 * `not overdue` name nothing, `−18 °C` names `-18 °C`, never `18 °C`.
 */

export interface OptionMatcher {
	/** The values in the options' order. */
	readonly values: readonly string[];
	/** The one value `given` names, or undefined (also when it names several, as some synonyms do). */
	one(given: unknown): string | undefined;
	/**
	 * The values a list names: an array, JSON array text, or text separated by commas, semicolons,
	 * "|", line breaks, "and" or "or" (read as `readList` reads a list: an entry holding a separator in
	 * double quotes). Each value once, in the order given; an entry that shows nothing (only white
	 * space or invisible characters) is no entry; what names no option (or a list that cannot be
	 * read, whole) is in `unknown`, as given; `split` holds the options whose label was cut at a
	 * separator into neighbouring entries (`ACME, Inc`), to be given in double quotes.
	 */
	many(given: unknown): OptionsReading;
	/** "overdue, due_today, …": what a message lists as allowed. */
	readonly allowed: string;
	/** Keys two options share after folding case and spacing; those match only exactly. */
	readonly ambiguous: readonly string[];
}

/** What `many` read: the values named, the entries that name none, and labels cut apart at a separator. */
export interface OptionsReading {
	values: string[];
	unknown: unknown[];
	split: string[];
}

/** Synonyms: a word or phrase to the value(s) it names. A phrase naming several values only works in `many`. */
export type Synonyms = Readonly<Record<string, string | readonly string[]>>;

const NEGATION_MARKS: ReadonlySet<string> = new Set(['!', '¬']);

/**
 * Case, spaces, `_`, `-`, `.` and other punctuation folded away: `Due Today` → `duetoday`. What
 * turns a meaning around stays: a leading minus (any of its spellings, as "-": in a sort it means
 * descending, in a temperature below zero) and a leading `!` or `¬` (as "!"). Brackets and braces
 * stay too, so `[fragile` is not `fragile`.
 */
export function optionKey(text: string): string {
	const normal = withPlainMinus(text.normalize('NFKC')).trim();
	const first = normal.charAt(0);
	const mark = first === '-' ? '-' : NEGATION_MARKS.has(first) ? '!' : '';
	return mark + normal.toLowerCase().replace(/[^\p{L}\p{N}[\]{}]+/gu, '');
}

/** "not overdue": a negation in words, which matches only an option or a synonym spelled with it. */
function negatedInWords(text: string): boolean {
	return /^not\s/i.test(text.normalize('NFKC').trim());
}

/** An option spelled with a negation in words: "Not Due", and also `not_available`, whose "not" is its own word too. */
function spelledNegated(text: string): boolean {
	return /^not(?![\p{L}\p{N}])/iu.test(text.normalize('NFKC').trim());
}

const LIST_SEPARATORS = ',;|';
const JOINING_WORDS: ReadonlySet<string> = new Set(['and', 'or', '&']);

function textOf(given: unknown): string | undefined {
	if (typeof given === 'string') return given;
	if (typeof given === 'number' && Number.isFinite(given)) return String(given);
	if (typeof given === 'boolean') return String(given);
	return undefined;
}

/** An entry as a refusal shows it: text trimmed, anything else as it is. */
function givenPart(given: unknown): unknown {
	return typeof given === 'string' ? given.trim() : given;
}

export function optionMatcher(options: readonly INodePropertyOptions[], synonyms: Synonyms = {}): OptionMatcher {
	const values = options.map((option) => String(option.value));
	const exact = new Map<string, string>();
	const lower = new Map<string, string>();
	const keyed = new Map<string, readonly string[] | null>();
	const ambiguous = new Set<string>();
	const negatedKeys = new Set<string>();

	// Values before labels, then the same folded: what matches more exactly wins.
	const spellings = [
		...options.map((_, index) => ({ text: values[index], value: values[index] })),
		...options.map((option, index) => ({ text: option.name, value: values[index] })),
	];
	for (const { text, value } of spellings) {
		if (!exact.has(text)) exact.set(text, value);
		if (!lower.has(text.toLowerCase())) lower.set(text.toLowerCase(), value);
		const key = optionKey(text);
		if (spelledNegated(text)) negatedKeys.add(key);
		const known = keyed.get(key);
		if (known === undefined) keyed.set(key, [value]);
		else if (known !== null && known[0] !== value) {
			keyed.set(key, null);
			ambiguous.add(key);
		}
	}
	for (const [word, meaning] of Object.entries(synonyms)) {
		const named = (typeof meaning === 'string' ? [meaning] : [...meaning]).filter((value) => values.includes(value));
		const key = optionKey(word);
		// An option's own words win over a synonym that happens to fold to the same key.
		if (named.length > 0 && !keyed.has(key)) {
			keyed.set(key, named);
			if (spelledNegated(word)) negatedKeys.add(key);
		}
	}

	const lookUp = (given: unknown): readonly string[] | undefined => {
		const text = textOf(given)?.trim();
		if (text === undefined || text === '') return undefined;
		const found = exact.get(text) ?? lower.get(text.toLowerCase());
		if (found) return [found];
		const key = optionKey(text);
		if (negatedInWords(text) && !negatedKeys.has(key)) return undefined;
		return keyed.get(key) ?? undefined;
	};

	const one = (given: unknown): string | undefined => {
		const found = lookUp(given);
		return found?.length === 1 ? found[0] : undefined;
	};

	const many = (given: unknown): OptionsReading => {
		const chosen: string[] = [];
		const unknown: unknown[] = [];
		const add = (found: readonly string[]) => {
			for (const value of found) if (!chosen.includes(value)) chosen.push(value);
		};
		const read = (part: unknown) => {
			const text = textOf(part)?.trim();
			if (text !== undefined && isBlank(text)) return;
			const whole = lookUp(part);
			if (whole) return add(whole);
			const words = text === undefined ? [] : splitOnJoiningWords(text);
			const found = words.length > 1 ? words.map(lookUp) : [];
			if (found.length > 0 && found.every((entry) => entry !== undefined)) {
				for (const entry of found) add(entry as readonly string[]);
				return;
			}
			unknown.push(givenPart(part));
		};
		const parts = listParts(given, lookUp);
		for (const part of parts) read(part);
		return { values: chosen, unknown, split: unknown.length > 0 ? labelsCutApart(parts, lookUp) : [] };
	};

	return { values, one, many, allowed: values.join(', '), ambiguous: [...ambiguous] };
}

/** Neighbouring entries that name an option only together (`ACME` and `Inc` of `ACME, Inc`), as that option's words. */
function labelsCutApart(parts: readonly unknown[], lookUp: (part: unknown) => readonly string[] | undefined): string[] {
	const cut: string[] = [];
	for (let at = 0; at + 1 < parts.length; at++) {
		const [left, right] = [textOf(parts[at])?.trim(), textOf(parts[at + 1])?.trim()];
		if (left === undefined || right === undefined || (lookUp(left) && lookUp(right))) continue;
		const joined = `${left}, ${right}`;
		if (lookUp(joined)?.length === 1) cut.push(joined);
	}
	return cut;
}

/** "overdue or due today" → ["overdue", "due today"]; split token by token, so any length reads in linear time. */
function splitOnJoiningWords(text: string): string[] {
	const parts: string[] = [];
	let words: string[] = [];
	for (const token of text.split(/\s/)) {
		if (token === '') continue;
		if (JOINING_WORDS.has(token.toLowerCase())) {
			if (words.length > 0) parts.push(words.join(' '));
			words = [];
		} else words.push(token);
	}
	if (words.length > 0) parts.push(words.join(' '));
	return parts;
}

/** The parts of a list given in any of its forms; text that as a whole names an option stays whole, a list that cannot be read is one unknown part. */
function listParts(given: unknown, lookUp: (part: unknown) => readonly string[] | undefined): readonly unknown[] {
	if (typeof given === 'string' && lookUp(given)) return [given];
	const reading = readList(given, LIST_SEPARATORS);
	return reading.ok ? reading.entries : [given];
}

/** The part of a message that says what to give instead: brief, since a tool's caller reads only the message. */
export function allowedText(matcher: OptionMatcher, options: { labels?: boolean } = {}): string {
	return `Allowed: ${matcher.allowed}${options.labels === false ? '' : ' (labels and any case work too)'}`;
}

/** `"a", "b"`: what was not understood, each shown as a message shows a value. */
export function quotedList(parts: readonly unknown[]): string {
	return parts.map(shownValue).join(', ');
}

/** What an option parameter's refusal says besides the value: its display name, what one option is, how to go on. */
export interface OptionParameter {
	/** The parameter's display name: "Status filter". */
	parameter: string;
	/** What one option is, with its article: "a container status". */
	one: string;
	/** How to go on, for the error's description. */
	fix?: string;
	/** Whether labels and any case are read too (they are, unless the parameter says otherwise). */
	labels?: boolean;
	/** What else the message should say after the allowed values. */
	note?: string;
}

function acceptedText(option: OptionParameter): string {
	return option.one;
}

function allowedList(matcher: OptionMatcher, option: OptionParameter): string {
	return `${allowedText(matcher, option)}${option.note ?? ''}`;
}

/** The description of an options refusal: the parameter's fix, and double quotes for a label that was cut at its comma. */
function optionsFix(option: OptionParameter, split: readonly string[]): string | undefined {
	const quote = split.map((label) => `To choose ${shownValue(label)}, put it in double quotes: ${shownValue(`"${label}"`)}.`);
	const parts = [option.fix, ...quote].filter((part): part is string => part !== undefined);
	return parts.length > 0 ? parts.join(' ') : undefined;
}

/** The one value an option parameter names, or its refusal: the parameter, the value as given, what is allowed. */
export function readOption(node: INode, matcher: OptionMatcher, given: unknown, option: OptionParameter, itemIndex?: number): string {
	const value = matcher.one(given);
	if (value !== undefined) return value;
	throw refusalError(node, { parameter: option.parameter, given: givenPart(given), accepted: acceptedText(option), allowed: allowedList(matcher, option), fix: option.fix }, itemIndex);
}

/** The values an options parameter names (each once, in order; none for nothing given), or its refusal naming the entries that name none. */
export function readOptions(node: INode, matcher: OptionMatcher, given: unknown, option: OptionParameter, itemIndex?: number): string[] {
	const reading = matcher.many(given);
	if (reading.unknown.length === 0) return reading.values;
	throw optionsRefusal(node, matcher, reading, option, itemIndex);
}

/** The refusal of what `many` could not read, in the one shape. */
export function optionsRefusal(node: INode, matcher: OptionMatcher, reading: OptionsReading, option: OptionParameter, itemIndex?: number): NodeOperationError {
	const given = reading.unknown.length === 1 ? reading.unknown[0] : reading.unknown;
	return refusalError(node, { parameter: option.parameter, given, accepted: acceptedText(option), allowed: allowedList(matcher, option), fix: optionsFix(option, reading.split) }, itemIndex);
}
