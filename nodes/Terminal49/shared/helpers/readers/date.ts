import type { INode } from 'n8n-workflow';

import type { ReadDateTime } from '../dates';
import {
	dateParameter,
	dateTimeParameter,
	isCalendarDate,
	momentParameter,
	readDateTime,
	readMoment,
} from '../dates';
import { refusalError } from '../valuesInMessages';

/**
 * Date and date-time parameters, read by the rules of dates.ts (a real calendar day, hours 00-23,
 * an offset within ±14:00; a picked date, an ISO text or an n8n DateTime alike), refused in the
 * one shape otherwise. Where a parameter says a sheet writes its dates month/day/year or
 * day/month/year, those are read too, exactly in that order: never guessed from the digits.
 */

/** How a row writes its dates: year-month-day (ISO 8601), month/day/year or day/month/year. */
export type DateOrder = 'yearMonthDay' | 'monthDayYear' | 'dayMonthYear';

/**
 * A date as YYYY-MM-DD (a picked date, `YYYY-MM-DD`, the date of a date-time, a Date or an n8n
 * DateTime; under another order also `3/15/2026` or `15/3/2026` as it says, and the date of such
 * a date-time), or undefined. Year-month-day is read under every order: it cannot be misread.
 */
export function dateOf(given: unknown, order: DateOrder = 'yearMonthDay'): string | undefined {
	const date = dateParameter(given);
	if (date !== undefined || order === 'yearMonthDay' || typeof given !== 'string') return date;
	const text = given.trim();
	return slashDate(text, order) ?? slashDateTime(text, order)?.date;
}

/**
 * A date and time as checked ISO 8601 text (an offset kept, none added), or undefined; a bare date
 * is none. Under another order also `3/15/2026 14:30` (`8:30`, an hour in one digit, as sheets
 * write it), its date read in that order.
 */
export function dateTimeOf(given: unknown, order: DateOrder = 'yearMonthDay'): string | undefined {
	const read = dateTimeParameter(given);
	if (read !== undefined || order === 'yearMonthDay' || typeof given !== 'string')
		return read?.text;
	return slashDateTime(given.trim(), order)?.text;
}

const ONE_OR_TWO_DIGITS = /^\d{1,2}$/;
const FOUR_DIGITS = /^\d{4}$/;

/** `M/D/YYYY` or `D/M/YYYY` as `order` says (one or two digits for month and day, four for the year) as YYYY-MM-DD, when it is a real day. */
function slashDate(text: string, order: Exclude<DateOrder, 'yearMonthDay'>): string | undefined {
	if (text.length > 10) return undefined;
	const parts = text.split('/');
	if (parts.length !== 3) return undefined;
	const [first, second, year] = parts;
	if (!ONE_OR_TWO_DIGITS.test(first) || !ONE_OR_TWO_DIGITS.test(second) || !FOUR_DIGITS.test(year))
		return undefined;
	const [month, day] = order === 'monthDayYear' ? [first, second] : [second, first];
	if (!isCalendarDate(Number(year), Number(month), Number(day))) return undefined;
	return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A slash date, one space, then a time as an ISO date-time's (`14:30`, `8:30:05`, with an optional offset). */
function slashDateTime(
	text: string,
	order: Exclude<DateOrder, 'yearMonthDay'>,
): ReadDateTime | undefined {
	const space = text.indexOf(' ');
	if (space === -1) return undefined;
	const date = slashDate(text.slice(0, space), order);
	if (date === undefined) return undefined;
	const time = text.slice(space + 1);
	return readDateTime(`${date}T${time[1] === ':' ? '0' : ''}${time}`);
}

const MOMENT_FIX =
	'Pick a moment, or give one in ISO 8601 with a real day, hours 00-23 and an offset within ±14:00, for example {{ $now.minus(7, "days").toISO() }}.';

/** A date parameter as YYYY-MM-DD, or the refusal naming it. */
export function readDateValue(
	node: INode,
	given: unknown,
	parameter: string,
	itemIndex?: number,
): string {
	const date = dateOf(given);
	if (date !== undefined) return date;
	throw refusalError(
		node,
		{
			parameter,
			given,
			accepted: 'a date',
			fix: 'Pick a date, or give a real day as YYYY-MM-DD, for example {{ $today.plus(7, "days").toISODate() }}.',
		},
		itemIndex,
	);
}

/** A date-time parameter as written (an offset kept, none added), or the refusal naming it. */
export function readDateTimeAsWritten(
	node: INode,
	given: unknown,
	parameter: string,
	itemIndex?: number,
): string {
	const moment = momentParameter(given);
	if (moment !== undefined) return moment;
	throw refusalError(
		node,
		{ parameter, given, accepted: 'a date and time', fix: MOMENT_FIX },
		itemIndex,
	);
}

/** A date-time parameter as the UTC instant it means, a time without an offset read in `zone`; or the refusal naming it. */
export function readInstant(
	node: INode,
	given: unknown,
	parameter: string,
	zone: string,
	itemIndex?: number,
): string {
	const moment = readMoment(given, zone);
	if ('utc' in moment) return moment.utc;
	if (moment.problem === 'skipped') {
		throw refusalError(
			node,
			{
				parameter,
				given,
				accepted: `a moment that exists in the workflow's time zone (${zone})`,
				fix: 'The clocks skip this time there. Give a time after the clocks go forward, or one with its offset, for example 2026-03-29T03:30:00+02:00.',
			},
			itemIndex,
		);
	}
	throw refusalError(
		node,
		{
			parameter,
			given,
			accepted: 'a date and time',
			fix: `${MOMENT_FIX} Without an offset it is read in the workflow's time zone (${zone}).`,
		},
		itemIndex,
	);
}
