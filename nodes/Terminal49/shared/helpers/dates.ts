import { DateTime } from 'luxon';

/**
 * Dates and date-times from items, checked before they are sent: a real calendar day, a real time
 * of day and a real UTC offset, or nothing. Fixed-position reading, so the cost is linear in the
 * text whatever it holds. Pure: no requests, no node context.
 */

export interface ReadDateTime {
	/** `YYYY-MM-DDTHH:mm[:ss[.fff]][Z|±hh:mm]`: a T, a capital Z, offsets with a colon. */
	text: string;
	date: string;
	/** False when the text gave no zone: the time is as written, in no zone. */
	hasZone: boolean;
}

/** A calendar day's length in UTC, which has no clock changes. */
export const DAY_MS = 86_400_000;

/** Offsets in use around the world run from -12:00 to +14:00. */
const MAX_OFFSET_MINUTES = 14 * 60;

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

function digitsAt(text: string, at: number, count: number): string | undefined {
	if (at + count > text.length) return undefined;
	for (let i = at; i < at + count; i++) if (!isDigit(text.charCodeAt(i))) return undefined;
	return text.slice(at, at + count);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A day that exists: 2024-02-29 yes, 2023-02-29 and 2024-06-31 no. Plain arithmetic: luxon's
 * answer would depend on its settings (it throws on an invalid date when told to).
 */
export function isCalendarDate(year: number, month: number, day: number): boolean {
	if (
		!Number.isInteger(year) ||
		!Number.isInteger(month) ||
		!Number.isInteger(day) ||
		month < 1 ||
		month > 12 ||
		day < 1
	)
		return false;
	const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
	return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]);
}

function dateAt(text: string): string | undefined {
	const year = digitsAt(text, 0, 4);
	const month = digitsAt(text, 5, 2);
	const day = digitsAt(text, 8, 2);
	if (year === undefined || month === undefined || day === undefined) return undefined;
	if (text[4] !== '-' || text[7] !== '-') return undefined;
	return isCalendarDate(Number(year), Number(month), Number(day)) ? text.slice(0, 10) : undefined;
}

/** `YYYY-MM-DD` and nothing else. */
export function readDate(text: string): string | undefined {
	return text.length === 10 ? dateAt(text) : undefined;
}

/** `Z`, `±hh`, `±hhmm` or `±hh:mm` within ±14:00, as `Z` or `±hh:mm`; undefined otherwise. */
function offsetOf(zone: string): string | undefined {
	if (zone === 'Z' || zone === 'z') return 'Z';
	if (zone[0] !== '+' && zone[0] !== '-') return undefined;
	const hours = digitsAt(zone, 1, 2);
	if (hours === undefined) return undefined;
	let minutes: string | undefined = '00';
	if (zone.length === 5) minutes = digitsAt(zone, 3, 2);
	else if (zone.length === 6) minutes = zone[3] === ':' ? digitsAt(zone, 4, 2) : undefined;
	else if (zone.length !== 3) return undefined;
	if (minutes === undefined || Number(minutes) >= 60) return undefined;
	if (Number(hours) * 60 + Number(minutes) > MAX_OFFSET_MINUTES) return undefined;
	return `${zone[0]}${hours}:${minutes}`;
}

/**
 * `2024-06-28T14:30`, `…T14:30:00`, `…T14:30:00.123`, each with an optional `Z` or offset; a
 * space for the T and lower case are accepted. Hours 00–23, minutes and seconds 00–59.
 */
export function readDateTime(text: string): ReadDateTime | undefined {
	const date = dateAt(text);
	if (date === undefined || (text[10] !== 'T' && text[10] !== 't' && text[10] !== ' '))
		return undefined;
	const hour = digitsAt(text, 11, 2);
	const minute = digitsAt(text, 14, 2);
	if (hour === undefined || minute === undefined || text[13] !== ':') return undefined;
	if (Number(hour) > 23 || Number(minute) > 59) return undefined;
	let at = 16;
	let time = `${hour}:${minute}`;
	if (text[at] === ':') {
		const second = digitsAt(text, at + 1, 2);
		if (second === undefined || Number(second) > 59) return undefined;
		time += `:${second}`;
		at += 3;
		if (text[at] === '.') {
			let end = at + 1;
			while (end < text.length && isDigit(text.charCodeAt(end))) end++;
			if (end === at + 1 || end - at - 1 > 9) return undefined;
			time += text.slice(at, end);
			at = end;
		}
	}
	const zone = text.slice(at);
	const offset = zone === '' ? '' : offsetOf(zone);
	if (offset === undefined) return undefined;
	return { text: `${date}T${time}${offset}`, date, hasZone: offset !== '' };
}

/**
 * A date-time written with `Z` or an offset as the instant in UTC, ending in `Z`
 * (`2026-11-02T18:30:00+08:00` → `2026-11-02T10:30:00Z`); undefined for anything else, a time
 * without an offset included: it names no instant.
 */
export function utcInstant(text: string): string | undefined {
	const read = readDateTime(text);
	if (read === undefined || !read.hasZone) return undefined;
	const instant = DateTime.fromISO(read.text, { setZone: true });
	return instant.isValid
		? (instant.toUTC().toISO({ suppressMilliseconds: true }) ?? undefined)
		: undefined;
}

/** Dates handed over by expressions: a JS Date or a Luxon DateTime (`$now`, `$today`). */
export function dateObjectText(value: unknown, part: 'date' | 'datetime'): string | undefined {
	if (value instanceof Date) {
		if (Number.isNaN(value.getTime())) return undefined;
		const iso = value.toISOString();
		return part === 'date' ? iso.slice(0, 10) : iso;
	}
	if (typeof value === 'object' && value !== null) {
		const method = part === 'date' ? 'toISODate' : 'toISO';
		const format = (value as Record<string, unknown>)[method];
		if (typeof format === 'function') {
			const text: unknown = format.call(value);
			return typeof text === 'string' ? text : undefined;
		}
	}
	return undefined;
}

/** A date-time parameter (a picked moment, text, a Date or a Luxon DateTime) as checked text. */
export function dateTimeParameter(value: unknown): ReadDateTime | undefined {
	const text =
		dateObjectText(value, 'datetime') ?? (typeof value === 'string' ? value.trim() : undefined);
	return text === undefined ? undefined : readDateTime(text);
}

/** A date parameter: `YYYY-MM-DD`, or a date-time whose date part is taken. */
export function dateParameter(value: unknown): string | undefined {
	const text =
		dateObjectText(value, 'date') ?? (typeof value === 'string' ? value.trim() : undefined);
	if (text === undefined) return undefined;
	return readDate(text) ?? readDateTime(text)?.date;
}

/** A moment for a filter: a date-time as checked text, or a bare `YYYY-MM-DD` as given. */
export function momentParameter(value: unknown): string | undefined {
	const dateTime = dateTimeParameter(value);
	if (dateTime) return dateTime.text;
	return typeof value === 'string' ? readDate(value.trim()) : undefined;
}

/** Why a moment could not be read: not a date-time, or a local time the zone skips (clocks go forward). */
export type MomentProblem = 'not-a-moment' | 'skipped';

/**
 * A moment a user gives (a picked date-time, text, a Date or a Luxon DateTime) as UTC ISO text
 * (`2026-03-01T01:00:00.000Z`). Text without `Z` or an offset, as n8n's date picker saves it, and a
 * bare `YYYY-MM-DD` (its midnight), are read in `zone`, the workflow's time zone, never in the
 * server's: so the same workflow asks for the same instant on every server. A local time that does
 * not exist in `zone` (skipped when clocks go forward) is refused rather than moved.
 */
export function readMoment(
	value: unknown,
	zone: string,
): { utc: string } | { problem: MomentProblem } {
	const text =
		dateObjectText(value, 'datetime') ?? (typeof value === 'string' ? value.trim() : undefined);
	if (text === undefined) return { problem: 'not-a-moment' };
	const date = readDate(text);
	const read =
		date === undefined ? readDateTime(text) : { text: `${date}T00:00`, date, hasZone: false };
	if (read === undefined) return { problem: 'not-a-moment' };
	const moment = DateTime.fromISO(read.text, read.hasZone ? { setZone: true } : { zone });
	if (!moment.isValid) return { problem: 'not-a-moment' };
	if (read.hasZone) return { utc: moment.toUTC().toISO() ?? '' };
	// Luxon moves a skipped local time forward; what it read back must be what was written.
	if (wallTime(moment) !== read.text.slice(0, 16)) return { problem: 'skipped' };
	return { utc: laterReading(moment).toUTC().toISO() ?? '' };
}

function wallTime(moment: DateTime): string {
	return moment.toFormat("yyyy-MM-dd'T'HH:mm");
}

/**
 * When clocks go back a local time happens twice. Luxon picks one by the offset in force on the
 * day the code runs, so the same text would name one instant in summer and another in winter:
 * this takes the later, the one in standard time, on every day. The offsets a day either side of
 * the moment are the two in play (no zone changes its offset twice in two days).
 */
function laterReading(moment: DateTime): DateTime {
	const wallAsUtc = moment.toMillis() + moment.offset * 60_000;
	let later = moment;
	for (const near of [moment.toMillis() - DAY_MS, moment.toMillis() + DAY_MS]) {
		const reading = DateTime.fromMillis(wallAsUtc - moment.zone.offset(near) * 60_000, {
			zone: moment.zone,
		});
		if (reading > later && wallTime(reading) === wallTime(moment)) later = reading;
	}
	return later;
}
