import type { CustomFieldDataType } from '../catalogue/customFieldDataTypes';
import { booleanOf, BOOLEAN_ACCEPTED } from '../helpers/readers/boolean';
import { isBlank } from '../helpers/readers/characters';
import type { DateOrder } from '../helpers/readers/date';
import { dateOf, dateTimeOf } from '../helpers/readers/date';
import { quantityOf } from '../helpers/readers/number';
import type { OptionMatcher } from '../helpers/readers/option';
import { choiceRefusal, optionMatcher, readingHolds } from '../helpers/readers/option';
import { textOf, textRefusal } from '../helpers/readers/text';
import { ownEntry } from '../helpers/ownEntry';
import { quantityRefusalText } from '../helpers/quantities';
import type { RefusalText } from '../helpers/valuesInMessages';

/**
 * Turns the value given for a custom field (often the text of a spreadsheet cell) into what the
 * field's definition expects, by the readers every parameter is read by (`helpers/readers/`), so
 * `−5` is −5 and `10²` is refused here as everywhere; or refuses it in their one shape. Pure: no
 * requests, no node context.
 */

export type CustomFieldValue = string | number | boolean | string[] | null;

export interface EnumOption {
	label: string;
	value: string;
}

export interface CoercionTarget {
	apiSlug: string;
	/** The definition's `data_type`: short_text, number, date, datetime, boolean, enum, enum_multi, reference. */
	dataType: string;
	/** The definition's options, for enum and enum_multi. */
	options?: EnumOption[];
}

export type CoercionResult =
	| { ok: true; value: CustomFieldValue }
	| { ok: false; refusal: RefusalText };

/** How the values are written where a parameter says so (Set Many's Date Format); year-month-day dates otherwise. */
export interface ValueWriting {
	dateOrder: DateOrder;
	/** The parameter that says it, named in a refused date's fix. */
	dateOrderParameter: string;
}

/** Nothing to write: nothing, text that shows nothing, or a list of such. */
function isEmpty(value: unknown): boolean {
	if (value === undefined || value === null) return true;
	if (typeof value === 'string') return isBlank(value);
	if (Array.isArray(value)) return value.every(isEmpty);
	return false;
}

function allowedValues(options: readonly EnumOption[]): string {
	return `Allowed: ${options.map((option) => (option.label === option.value ? option.value : `${option.value} (${option.label})`)).join(', ')}`;
}

/** The matcher of a field's options: values before labels, as every option parameter reads them. */
function matcherOf(options: readonly EnumOption[]): OptionMatcher {
	return optionMatcher(options.map((option) => ({ name: option.label, value: option.value })));
}

/** What a data type's reader is given: the value, the field's options, the name its refusal goes by, and how dates are written. */
interface Given {
	raw: unknown;
	target: CoercionTarget;
	parameter: string;
	writing?: ValueWriting;
}

type Coercer = (given: Given) => CoercionResult;

const refused = (given: Given, accepted: string, fix: string, detail?: string): CoercionResult => ({
	ok: false,
	refusal: {
		parameter: given.parameter,
		given: given.raw,
		accepted,
		fix,
		...(detail !== undefined ? { detail } : {}),
	},
});

/**
 * The value read for the field's type, or its refusal naming `parameter` (by default `Custom field
 * "<slug>"`). Empty clears the field (null); a data type this version does not know is sent as given.
 */
export function coerceCustomFieldValue(
	raw: unknown,
	target: CoercionTarget,
	parameter = `Custom field "${target.apiSlug}"`,
	writing?: ValueWriting,
): CoercionResult {
	if (isEmpty(raw)) return { ok: true, value: null };
	const coerce = ownEntry(COERCERS, target.dataType);
	// A data type this version doesn't know: send the value as given and let the API judge it.
	if (coerce === undefined) return { ok: true, value: raw as CustomFieldValue };
	return coerce({ raw, target, parameter, writing });
}

function coerceNumber(given: Given): CoercionResult {
	const reading = quantityOf(given.raw);
	if (reading.ok) return { ok: true, value: reading.value };
	if (reading.reason !== 'not-a-number') {
		return refused(
			given,
			'a number JSON can carry exactly',
			`${quantityRefusalText(reading.reason)} Give a smaller number, or store it in a text field.`,
		);
	}
	return refused(
		given,
		'a number',
		'Give digits with an optional decimal point and sign, such as 42, -5 or 1234.5, without units or currency symbols.',
	);
}

function coerceBoolean(given: Given): CoercionResult {
	const word = booleanOf(given.raw);
	if (word !== undefined) return { ok: true, value: word };
	return refused(given, BOOLEAN_ACCEPTED, 'Accepted: true, false, yes, no, 1 or 0, in any case.');
}

/** How dates are written, as a refusal names it, and the fix's words on the order. */
const DATE_ORDERS: Readonly<Record<DateOrder, { accepted: string; example: string }>> = {
	yearMonthDay: { accepted: 'YYYY-MM-DD', example: '2024-06-28' },
	monthDayYear: { accepted: 'month/day/year or YYYY-MM-DD', example: '6/28/2024' },
	dayMonthYear: { accepted: 'day/month/year or YYYY-MM-DD', example: '28/6/2024' },
};

/** A refused date's fix: the order in force and the parameter that changes it, where one does. */
function dateFix(writing: ValueWriting | undefined): string {
	if (writing === undefined) {
		return 'Write dates as year-month-day, such as 2024-06-28. In a spreadsheet, format the column as plain text, or convert it with TEXT(A2, "yyyy-mm-dd").';
	}
	const { dateOrder, dateOrderParameter } = writing;
	const others =
		dateOrder === 'yearMonthDay' ? 'month/day/year or day/month/year' : 'another order';
	return (
		`${dateOrderParameter} reads dates as ${DATE_ORDERS[dateOrder].example}${dateOrder === 'yearMonthDay' ? '' : ' or 2024-06-28'}; where the sheet writes ${others}, set ${dateOrderParameter} to say which. ` +
		'A spreadsheet cell formatted as a date can come as a number: format the column as plain text.'
	);
}

function coerceDate(given: Given): CoercionResult {
	const order = given.writing?.dateOrder ?? 'yearMonthDay';
	const date = dateOf(given.raw, order);
	if (date !== undefined) return { ok: true, value: date };
	return refused(given, `a date (${DATE_ORDERS[order].accepted})`, dateFix(given.writing));
}

function coerceDateTime(given: Given): CoercionResult {
	const order = given.writing?.dateOrder ?? 'yearMonthDay';
	const dateTime = dateTimeOf(given.raw, order);
	if (dateTime !== undefined) return { ok: true, value: dateTime };
	const dateOnly =
		typeof given.raw === 'string' && dateOf(given.raw, order) !== undefined
			? 'a date without a time'
			: undefined;
	const asWritten =
		order === 'yearMonthDay'
			? ''
			: ` or, as ${given.writing?.dateOrderParameter ?? 'the date order'} says, ${DATE_ORDERS[order].example} 14:30`;
	return refused(
		given,
		'a date and time (ISO 8601)',
		`Write it as 2024-06-28T14:30:00Z or 2024-06-28T10:30:00-04:00${asWritten}: a real day, hours 00-23, minutes and seconds 00-59, an offset within ±14:00. Without Z or an offset, the time is sent as written.`,
		dateOnly,
	);
}

/** Text as written; a reference trimmed, since it names a record. */
function coerceText(given: Given): CoercionResult {
	const reading = textOf(given.raw);
	if (reading.ok)
		return {
			ok: true,
			value: given.target.dataType === 'reference' ? reading.text.trim() : reading.text,
		};
	const refusal = textRefusal(reading, given.raw, {
		parameter: given.parameter,
		accepted: 'text',
		fix: 'Map one text value. To store a list, join it first, for example {{ $json.refs.join(", ") }}; a true/false column as {{ $json.done ? "yes" : "no" }}.',
	});
	return { ok: false, refusal };
}

function noOptions(given: Given): CoercionResult {
	return refused(
		given,
		'one of its options',
		`Add options to the "${given.target.apiSlug}" field in Terminal49 first.`,
		'and the field has no options to choose from',
	);
}

function coerceEnum(given: Given): CoercionResult {
	const options = given.target.options ?? [];
	if (options.length === 0) return noOptions(given);
	const { raw } = given;
	if (Array.isArray(raw) && raw.length > 1) {
		return refused(
			given,
			'one of its options',
			'This field holds a single option. Pick one value, or use an "enum_multi" field for several.',
		);
	}
	const one = Array.isArray(raw) ? raw[0] : raw;
	const matcher = matcherOf(options);
	const reading = matcher.readOne(one);
	if (readingHolds(reading) && reading.values.length === 1)
		return { ok: true, value: reading.values[0] };
	const unknown = readingHolds(reading) ? { ...reading, unknown: [one] } : reading;
	const refusal = choiceRefusal(
		matcher,
		unknown,
		{
			parameter: given.parameter,
			one: 'one of its options',
			allowed: allowedValues(options),
			fix: 'Give the value or the label of one option, as listed.',
		},
		one,
	);
	return { ok: false, refusal };
}

function coerceEnumMulti(given: Given): CoercionResult {
	const options = given.target.options ?? [];
	if (options.length === 0) return noOptions(given);
	const matcher = matcherOf(options);
	const reading = matcher.many(given.raw);
	if (readingHolds(reading))
		return { ok: true, value: reading.values.length > 0 ? reading.values : null };
	const refusal = choiceRefusal(
		matcher,
		reading,
		{
			parameter: given.parameter,
			one: 'a list of its options',
			allowed: allowedValues(options),
			fix: 'Give a list, or the values or labels of its options separated by commas, such as "red, blue" (a label that holds a comma in double quotes).',
		},
		given.raw,
	);
	return { ok: false, refusal };
}

/** Every data type's reader: the catalogue's list, so a new data type cannot be left without one. */
const COERCERS: Readonly<Record<CustomFieldDataType, Coercer>> = {
	short_text: coerceText,
	number: coerceNumber,
	boolean: coerceBoolean,
	date: coerceDate,
	datetime: coerceDateTime,
	enum: coerceEnum,
	enum_multi: coerceEnumMulti,
	reference: coerceText,
};
