import { DateTime, IANAZone } from 'luxon';

import { DAY_MS, readDate, readDateTime } from '../helpers/dates';

/**
 * Calendar dates where a last free day is counted: in the zone of the place it belongs to (an
 * IANA name the API gives, UTC when it gives none luxon knows), never in the zone the process or
 * the workflow runs in.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const zoneValidity = new Map<string, boolean>();

/** The zone if luxon knows it (the API documents IANA names; anything else is not one), else undefined. */
export function knownZone(zone: unknown): string | undefined {
	if (typeof zone !== 'string' || zone === '' || zone.length > 64) return undefined;
	let valid = zoneValidity.get(zone);
	if (valid === undefined) {
		valid = IANAZone.isValidZone(zone);
		if (zoneValidity.size < 1000) zoneValidity.set(zone, valid);
	}
	return valid ? zone : undefined;
}

/** The zone if luxon knows it, else UTC: where a day must be counted in some zone (days left). */
export function validZone(zone: unknown): string {
	return knownZone(zone) ?? 'UTC';
}

/**
 * Many containers share a last free day and a zone: each distinct pair is converted once. The
 * pair alone decides the answer (the zone is always passed, never luxon's default zone, which n8n
 * sets to the workflow's), so nothing a later setting changes can be kept here.
 */
const localDates = new Map<string, string | null>();
const LOCAL_DATE_CACHE_LIMIT = 10_000;

/**
 * An API date-time as an instant: written with an offset, that offset; without one, a wall time in
 * `zone`. The forms the node's own date parameters take (a space or a lower-case t for the T, an
 * offset without a colon) first, then any other ISO 8601 form (week and ordinal dates, the basic
 * format). Undefined when it is none, even if luxon is set to throw on invalid dates.
 */
function lfdInstant(value: string, zone: string): DateTime | undefined {
	const text = readDateTime(value)?.text ?? value;
	try {
		const instant = DateTime.fromISO(text, { zone, setZone: true });
		return instant.isValid ? instant : undefined;
	} catch {
		return undefined;
	}
}

/**
 * The calendar date (YYYY-MM-DD) of an API date or date-time in `zone`: a bare date is already
 * one; a date-time is the instant seen on a wall clock there, and one without an offset is a wall
 * time there already. Undefined for anything else.
 */
export function localDate(value: unknown, zone: string): string | undefined {
	if (typeof value !== 'string' || value === '' || value.length > 40) return undefined;
	if (DATE_ONLY.test(value)) return readDate(value);
	const key = `${zone}|${value}`;
	let date = localDates.get(key);
	if (date === undefined) {
		date = lfdInstant(value.trim(), zone)?.setZone(zone).toISODate() ?? null;
		if (localDates.size >= LOCAL_DATE_CACHE_LIMIT) localDates.clear();
		localDates.set(key, date);
	}
	return date ?? undefined;
}

/** A page of containers shares one clock reading and a few zones. */
const todays = new Map<string, string>();

/** Today's calendar date in `zone` at instant `now`. */
export function todayIn(zone: string, now: number): string {
	const key = `${zone}|${now}`;
	let today = todays.get(key);
	if (today === undefined) {
		today =
			DateTime.fromMillis(now, { zone }).toISODate() ?? new Date(now).toISOString().slice(0, 10);
		if (todays.size >= 1000) todays.clear();
		todays.set(key, today);
	}
	return today;
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
	return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
	return DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate() ?? date;
}
