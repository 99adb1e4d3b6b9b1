import type { INode, INodePropertyOptions, NodeOperationError } from 'n8n-workflow';

import type { RefusalText } from '../valuesInMessages';
import { refusalError, shownValue } from '../valuesInMessages';

import { givenPart, lookUpOf, readMany, readOneOf } from './optionReading';
import type { OptionsReading, Synonyms } from './optionReading';

export type { OptionsReading, Synonyms } from './optionReading';

/**
 * Reads the value of an option-like parameter as people, expressions and language models write
 * it: the value (`due_today`), the label (`Due Today`), in any case and spacing (`due today`,
 * `DUE-TODAY`, `dueToday`), or a synonym that names one meaning (`past due`). Built once from the
 * parameter's own options, so the accepted words never drift from what the editor offers. Pure and
 * total: any input gives an answer, never an exception.
 *
 * A value is read two ways: as a list (entries ended by `,`, `;`, `|`, a line break or a tab, or
 * joined by "and", "or", "&"; a quoted entry kept whole) and as one option named by the whole
 * text. It is taken only when the ways agree or one of them names nothing: `Red, Blue` where the
 * options Red, Blue and "Red, Blue" all exist names two sets of options and is refused with both
 * readings. A single choice given several entries (`S, M`) is refused, never read as a third
 * option (`S/M`). A sign or a negation never flips an option (see optionKey.ts).
 */

export interface OptionMatcher {
	/** The values in the options' order. */
	readonly values: readonly string[];
	/** The one value `given` names, or undefined (also when it names several, or reads two ways). */
	one(given: unknown): string | undefined;
	/** What `given` names as a single choice, or why it names none. */
	readOne(given: unknown): OptionsReading;
	/**
	 * The values a list names: an array, JSON array text, or text read as `readList` reads a list
	 * (also ended by `;`, `|`, "and", "or", "&"). Each value once, in the order given; an entry that
	 * shows nothing is no entry; what names no option (or a list that cannot be read, whole) is in
	 * `unknown`, as given; `split` holds the options whose label was cut at a separator into
	 * neighbouring entries (`ACME, Inc`), to be given in double quotes; `readings` the two sets of
	 * values a value names when read as a list and as one option (refused).
	 */
	many(given: unknown): OptionsReading;
	/** "overdue, due_today, …": what a message lists as allowed. */
	readonly allowed: string;
	/** Keys two options share after folding case and spacing; those match only exactly. */
	readonly ambiguous: readonly string[];
}

export function optionMatcher(
	options: readonly INodePropertyOptions[],
	synonyms: Synonyms = {},
): OptionMatcher {
	const values = options.map((option) => String(option.value));
	const { lookUp, ambiguous } = lookUpOf(options, values, synonyms);
	const readOne = (given: unknown) => readOneOf(given, lookUp);
	const one = (given: unknown): string | undefined => {
		const reading = readOne(given);
		return reading.unknown.length === 0 &&
			!reading.readings &&
			!reading.several &&
			reading.values.length === 1
			? reading.values[0]
			: undefined;
	};
	const many = (given: unknown) => readMany(given, lookUp);
	return { values, one, readOne, many, allowed: values.join(', '), ambiguous };
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
	/** What the message lists as allowed, when not the matcher's values: "Allowed: red (Red), blue (Blue)". */
	allowed?: string;
	/** What else the message should say after the allowed values. */
	note?: string;
}

/** `red, blue`: a reading's values as a message lists them. */
const valuesText = (values: readonly string[]) => values.join(', ');

/** How to give each of two readings so that it reads one way: the values themselves (a JSON list for several). */
function readingsFix(readings: readonly [string[], string[]]): string {
	const spelled = readings.map((values) =>
		values.length === 1 ? JSON.stringify(values[0]) : JSON.stringify(values),
	);
	return `To choose the first, give ${spelled[0]}; to choose the second, give ${spelled[1]}.`;
}

/**
 * A choice refused, in the one shape: the entries that name no option (and the fix for a label cut
 * at its comma: double quotes), both sets of options a value names when read as a list and as one
 * option, or the several options a single choice was given.
 */
export function choiceRefusal(
	matcher: OptionMatcher,
	reading: OptionsReading,
	option: OptionParameter,
	given: unknown,
): RefusalText {
	const allowed = `${option.allowed ?? allowedText(matcher, option)}${option.note ?? ''}`;
	const base = { parameter: option.parameter, accepted: option.one, allowed };
	const withFix = (...fixes: Array<string | undefined>) => {
		const parts = fixes.filter((part): part is string => part !== undefined);
		return parts.length > 0 ? parts.join(' ') : undefined;
	};
	if (reading.readings) {
		const [list, whole] = reading.readings;
		const detail = `which names two sets of options: ${valuesText(list)} (read as a list) or ${valuesText(whole)} (read as one option)`;
		return {
			...base,
			given: givenPart(given),
			detail,
			fix: withFix(readingsFix(reading.readings), option.fix),
		};
	}
	if (reading.several && reading.values.length === 1) {
		return {
			...base,
			given: givenPart(given),
			detail: `which names ${reading.values[0]} more than once`,
			fix: withFix('Give it once.', option.fix),
		};
	}
	if (reading.several) {
		return {
			...base,
			given: givenPart(given),
			detail: `which names ${reading.values.length} options: ${valuesText(reading.values)}`,
			fix: withFix('Give one of them.', option.fix),
		};
	}
	const quote = reading.split.map(
		(label) =>
			`To choose ${shownValue(label)}, put it in double quotes: ${shownValue(`"${label}"`)}.`,
	);
	return {
		...base,
		given: reading.unknown.length === 1 ? reading.unknown[0] : reading.unknown,
		fix: withFix(option.fix, ...quote),
	};
}

/** Whether a reading names its values without a refusal. */
export function readingHolds(reading: OptionsReading): boolean {
	return reading.unknown.length === 0 && reading.readings === undefined && reading.several !== true;
}

/** The one value an option parameter names, or its refusal: the parameter, the value as given, what is allowed. */
export function readOption(
	node: INode,
	matcher: OptionMatcher,
	given: unknown,
	option: OptionParameter,
	itemIndex?: number,
): string {
	const reading = matcher.readOne(given);
	if (readingHolds(reading) && reading.values.length === 1) return reading.values[0];
	throw refusalError(
		node,
		choiceRefusal(
			matcher,
			readingHolds(reading) ? { ...reading, unknown: [givenPart(given)] } : reading,
			option,
			given,
		),
		itemIndex,
	);
}

/** The values an options parameter names (each once, in order; none for nothing given), or its refusal. */
export function readOptions(
	node: INode,
	matcher: OptionMatcher,
	given: unknown,
	option: OptionParameter,
	itemIndex?: number,
): string[] {
	const reading = matcher.many(given);
	if (readingHolds(reading)) return reading.values;
	throw optionsRefusal(node, matcher, reading, option, itemIndex, given);
}

/** The refusal of what `many` could not read, in the one shape. */
export function optionsRefusal(
	node: INode,
	matcher: OptionMatcher,
	reading: OptionsReading,
	option: OptionParameter,
	itemIndex?: number,
	given?: unknown,
): NodeOperationError {
	return refusalError(node, choiceRefusal(matcher, reading, option, given), itemIndex);
}
