import type { CustomFieldDataType } from '../catalogue/customFieldDataTypes';
import { listRefusalText, readList } from '../helpers/readers/list';
import { optionMatcher } from '../helpers/readers/option';
import { booleanOf } from '../helpers/readers/boolean';
import { ownEntry } from '../helpers/ownEntry';
import { shownValue } from '../helpers/shown';
import { dateObjectText, readDate, readDateTime } from '../helpers/dates';
import { quantityAsText, quantityRefusalText, readExactQuantity, readQuantityText } from '../helpers/quantities';

/**
 * Turns the value given for a custom field (often the text of a spreadsheet cell) into what the
 * field's definition expects, or explains why it can't. Pure: no requests, no node context.
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
	| { ok: false; message: string; description: string };

/** A number given for text whose digits String() would not give back: 1e21, 2^53 + 1, Infinity. */
const INEXACT_NUMBER =
	'This number is beyond what a JSON number carries exactly (integers up to 9,007,199,254,740,991), so its digits are already lost. Give it as text, for example from a text column.';

function isEmpty(value: unknown): boolean {
	if (value === undefined || value === null) return true;
	if (typeof value === 'string') return value.trim() === '';
	if (Array.isArray(value)) return value.every(isEmpty);
	return false;
}

function allowedValues(options: EnumOption[]): string {
	return options
		.map((option) => (option.label === option.value ? option.value : `${option.value} (${option.label})`))
		.join(', ');
}

/** An option by its value, else by its label; exact first, then ignoring case, then spacing and punctuation too. */
export function findOption(options: EnumOption[], given: string): EnumOption | undefined {
	const value = optionMatcher(options.map((option) => ({ name: option.label, value: option.value }))).one(given);
	return value === undefined ? undefined : options.find((option) => option.value === value);
}

type Refusal = (expected: string, description: string, extra?: string) => CoercionResult;

/** How a value becomes one of a data type's: `field` names the field in a message, `fail` refuses the value as given. */
type Coercer = (raw: unknown, target: CoercionTarget, field: string, fail: Refusal) => CoercionResult;

export function coerceCustomFieldValue(raw: unknown, target: CoercionTarget): CoercionResult {
	if (isEmpty(raw)) return { ok: true, value: null };
	const coerce = ownEntry(COERCERS, target.dataType);
	// A data type this version doesn't know: send the value as given and let the API judge it.
	if (coerce === undefined) return { ok: true, value: raw as CustomFieldValue };

	const field = `Custom field "${target.apiSlug}"`;
	const fail: Refusal = (expected, description, extra = '') => ({
		ok: false,
		message: `${field} expects ${expected}, but got ${shownValue(raw)}${extra}`,
		description,
	});
	return coerce(raw, target, field, fail);
}

function coerceNumber(raw: unknown, _target: CoercionTarget, _field: string, fail: Refusal): CoercionResult {
	const reading = typeof raw === 'number' ? readExactQuantity(raw) : typeof raw === 'string' ? readQuantityText(raw.trim()) : undefined;
	if (reading?.ok) return { ok: true, value: reading.value };
	if (reading && reading.reason !== 'not-a-number') {
		return fail('a number JSON can carry exactly', `${quantityRefusalText(reading.reason)} Give a smaller number, or store it in a text field.`);
	}
	return fail('a number', 'Give digits with an optional decimal point, such as 42 or 1234.5, without units or currency symbols.');
}

function coerceBoolean(raw: unknown, _target: CoercionTarget, _field: string, fail: Refusal): CoercionResult {
	const word = booleanOf(raw);
	if (word !== undefined) return { ok: true, value: word };
	return fail('true or false', 'Accepted: true, false, yes, no, 1 or 0, in any case.');
}

function coerceDate(raw: unknown, _target: CoercionTarget, _field: string, fail: Refusal): CoercionResult {
	const text = dateObjectText(raw, 'date') ?? (typeof raw === 'string' ? raw.trim() : '');
	const date = readDate(text) ?? readDateTime(text)?.date;
	if (date !== undefined) return { ok: true, value: date };
	return fail(
		'a date (YYYY-MM-DD)',
		'Write dates as year-month-day, such as 2024-06-28. In a spreadsheet, format the column as plain text, or convert it with TEXT(A2, "yyyy-mm-dd").',
	);
}

function coerceDateTime(raw: unknown, _target: CoercionTarget, _field: string, fail: Refusal): CoercionResult {
	const text = dateObjectText(raw, 'datetime') ?? (typeof raw === 'string' ? raw.trim() : '');
	const dateTime = readDateTime(text);
	if (dateTime) return { ok: true, value: dateTime.text };
	const dateOnly = readDate(text) !== undefined ? ' (a date without a time)' : '';
	return fail(
		'a date and time (ISO 8601)',
		'Write it as 2024-06-28T14:30:00Z or 2024-06-28T10:30:00-04:00: a real day, hours 00-23, minutes and seconds 00-59, an offset within ±14:00. Without Z or an offset, the time is sent as written.',
		dateOnly,
	);
}

/** Text as given; a reference trimmed, since it names a record. */
function coerceText(raw: unknown, target: CoercionTarget, _field: string, fail: Refusal): CoercionResult {
	if (typeof raw === 'string') return { ok: true, value: target.dataType === 'reference' ? raw.trim() : raw };
	if (typeof raw === 'boolean') return { ok: true, value: String(raw) };
	if (typeof raw === 'number') {
		const text = quantityAsText(raw);
		if (text !== undefined) return { ok: true, value: text };
		return fail('text', INEXACT_NUMBER);
	}
	return fail('text', 'Map one text value. To store a list, join it first, for example {{ $json.refs.join(", ") }}.');
}

function noOptions(target: CoercionTarget, field: string): CoercionResult {
	return {
		ok: false,
		message: `${field} has no options to choose from`,
		description: `Add options to the "${target.apiSlug}" field in Terminal49 first.`,
	};
}

function coerceEnum(raw: unknown, target: CoercionTarget, field: string, fail: Refusal): CoercionResult {
	const options = target.options ?? [];
	if (options.length === 0) return noOptions(target, field);
	const given = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
	if (typeof given !== 'string' && typeof given !== 'number') {
		return fail(
			'one of its options',
			Array.isArray(raw)
				? 'This field holds a single option. Pick one value, or use an "enum_multi" field for several.'
				: 'Give the value or the label of one option.',
			`. Allowed values: ${allowedValues(options)}`,
		);
	}
	const text = typeof given === 'number' ? quantityAsText(given) : given;
	if (text === undefined) return fail('one of its options', INEXACT_NUMBER);
	const option = findOption(options, text);
	if (option) return { ok: true, value: option.value };
	return fail(
		'one of its options',
		'Give the value or the label of one option, as listed.',
		`. Allowed values: ${allowedValues(options)}`,
	);
}

function coerceEnumMulti(raw: unknown, target: CoercionTarget, field: string): CoercionResult {
	const options = target.options ?? [];
	if (options.length === 0) return noOptions(target, field);
	const description =
		'Give a list, or the values or labels of its options separated by commas, such as "red, blue".';

	// A label may itself contain a comma: the whole text naming one option wins over splitting it.
	const whole = typeof raw === 'string' ? findOption(options, raw) : undefined;
	const reading = whole ? { ok: true as const, entries: [raw] } : readList(raw);
	if (!reading.ok && reading.refusal !== 'not-a-list') {
		const { problem, fix } = listRefusalText(reading.refusal);
		return { ok: false, message: `${field} ${problem}: ${shownValue(raw)}. Allowed values: ${allowedValues(options)}`, description: fix };
	}
	const parts = reading.ok ? reading.entries : undefined;
	if (!parts || parts.some((part) => typeof part !== 'string' && typeof part !== 'number')) {
		return {
			ok: false,
			message: `${field} expects a list of its options, but got ${shownValue(raw)}. Allowed values: ${allowedValues(options)}`,
			description,
		};
	}

	const values: string[] = [];
	const unknown: string[] = [];
	for (const part of parts as Array<string | number>) {
		const exact = typeof part === 'number' ? quantityAsText(part) : part;
		if (exact === undefined) {
			return {
				ok: false,
				message: `${field} expects a list of its options, but got ${shownValue(part)}, a number JSON cannot carry exactly`,
				description: INEXACT_NUMBER,
			};
		}
		const text = exact.trim();
		if (text === '') continue;
		const option = findOption(options, text);
		if (!option) unknown.push(text);
		else if (!values.includes(option.value)) values.push(option.value);
	}
	if (unknown.length > 0) {
		return {
			ok: false,
			message: `${field} expects a list of its options, but ${unknown.map((u) => shownValue(u)).join(', ')} ${unknown.length === 1 ? 'is not one' : 'are not among them'}. Allowed values: ${allowedValues(options)}`,
			description,
		};
	}
	return { ok: true, value: values.length > 0 ? values : null };
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
