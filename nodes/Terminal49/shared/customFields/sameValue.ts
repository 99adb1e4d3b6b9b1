import { DateTime } from 'luxon';

import type { CustomFieldDataType } from '../catalogue/customFieldDataTypes';
import { isCustomFieldDataType } from '../catalogue/customFieldDataTypes';
import type { ReadDateTime } from '../helpers/dates';
import { readDateTime } from '../helpers/dates';
import { isBlank } from '../helpers/readers/characters';
import { quantityOf } from '../helpers/readers/number';
import { readingHolds } from '../helpers/readers/option';
import type { LookUp } from '../helpers/readers/optionReading';
import { readMany, readOneOf } from '../helpers/readers/optionReading';
import type { CustomFieldValue } from './coercion';

/**
 * Whether writing `value` (read for its field's type) would leave the field as it is: the value
 * the record holds (`current`, as the API answers it; undefined or null for none) is the same by
 * the data type's own rule, exactly. Text to the character, numbers as numbers (1250.50 is
 * 1250.5), booleans, dates and choices as values, date-times as the same instant where both name
 * one (and as the same wall clock where neither has a zone: never one with a zone and one
 * without), several choices as the same set. Anything else differs and is written: a data type
 * this version does not know, a value of another shape.
 * Pure: no requests, no node context.
 */
export function sameCustomFieldValue(
	dataType: string,
	value: CustomFieldValue,
	current: unknown,
): boolean {
	if (value === null || current === null || current === undefined)
		return value === null && (current === null || current === undefined);
	if (!isCustomFieldDataType(dataType)) return false;
	return SAME[dataType](value, current);
}

type Same = (value: Exclude<CustomFieldValue, null>, current: unknown) => boolean;

const identical: Same = (value, current) => typeof value !== 'object' && value === current;

/** A number the API answers as a number, or as text spelling one (readers accept both spellings). */
const sameNumber: Same = (value, current) => {
	if (typeof value !== 'number') return false;
	if (typeof current === 'number') return value === current;
	if (typeof current !== 'string') return false;
	const reading = quantityOf(current);
	return reading.ok && reading.value === value;
};

const sameInstant: Same = (value, current) => {
	if (typeof value !== 'string' || typeof current !== 'string') return false;
	const given = readDateTime(value);
	const stored = readDateTime(current);
	if (given === undefined || stored === undefined || given.hasZone !== stored.hasZone) return false;
	return instantKey(given) === instantKey(stored);
};

const sameSet: Same = (value, current) => {
	if (
		!Array.isArray(value) ||
		!Array.isArray(current) ||
		!current.every((entry) => typeof entry === 'string')
	)
		return false;
	const held = new Set(current as string[]);
	const given = new Set(value);
	return held.size === given.size && [...given].every((entry) => held.has(entry));
};

const SAME: Readonly<Record<CustomFieldDataType, Same>> = {
	short_text: identical,
	reference: identical,
	number: sameNumber,
	boolean: identical,
	date: identical,
	enum: identical,
	datetime: sameInstant,
	enum_multi: sameSet,
};

/**
 * An instant to the last digit written: the UTC date and time to the second (a time without a zone
 * as its wall clock, never moved by a zone or its clock changes), then the fraction without its
 * trailing zeros, so 08:30 is 08:30:00, .5 and .500 are one instant and .1234567 is not .123. The
 * text is readDateTime's: `YYYY-MM-DDTHH:mm`, then `:ss` and `.fff` where written, then the zone.
 */
function instantKey(read: ReadDateTime): string {
	const { text } = read;
	const at = text[16] === ':' ? 19 : 16;
	let fraction = '';
	let whole = text;
	if (text[at] === '.') {
		let end = at + 1;
		while (end < text.length && text[end] >= '0' && text[end] <= '9') end++;
		fraction = text.slice(at + 1, end);
		whole = `${text.slice(0, at)}${text.slice(end)}`;
	}
	while (fraction.endsWith('0')) fraction = fraction.slice(0, -1);
	const utc = DateTime.fromISO(whole, read.hasZone ? { setZone: true } : { zone: 'UTC' })
		.toUTC()
		.toFormat("yyyy-MM-dd'T'HH:mm:ss");
	return `${utc}.${fraction}`;
}

/**
 * The value the record holds (`current`, as the API answers it) where the row gives exactly it
 * (`given`, unread) though Set Many refuses it otherwise: text that shows nothing (spaces) held as
 * it is, to the character; a choice whose option was deleted after the record took it, which the
 * API leaves on the record, read as a choice is read (entries trimmed; several as a list, JSON or
 * separated) but naming only the values held, each to the character: no label, no other case,
 * nothing else. Undefined otherwise, and for other data types.
 */
export function heldValueGiven(
	dataType: string,
	given: unknown,
	current: unknown,
): CustomFieldValue | undefined {
	if (typeof given === 'string' && isBlank(given))
		return given !== '' && given === current ? given : undefined;
	if (dataType === 'enum' && typeof current === 'string') {
		const reading = readOneOf(given, onlyHeld([current]));
		return readingHolds(reading) && reading.values.length === 1 ? current : undefined;
	}
	if (
		dataType === 'enum_multi' &&
		Array.isArray(current) &&
		current.every((entry) => typeof entry === 'string')
	) {
		const held = current as string[];
		const reading = readMany(given, onlyHeld(held));
		return readingHolds(reading) && sameSet(reading.values, held) ? reading.values : undefined;
	}
	return undefined;
}

/** A look-up that knows only the values held, each exactly as the API answers it. */
function onlyHeld(held: readonly string[]): LookUp {
	return (text) => {
		const entry = text.trim();
		return held.includes(entry) ? [entry] : undefined;
	};
}
