import type { INode } from 'n8n-workflow';

import { dateParameter, dateTimeParameter, momentParameter, readMoment } from '../dates';
import { refusalError } from '../shown';

/**
 * Date and date-time parameters, read by the rules of dates.ts (a real calendar day, hours 00-23,
 * an offset within ±14:00; a picked date, an ISO text or an n8n DateTime alike), refused in the
 * one shape otherwise.
 */

/** A date as YYYY-MM-DD (a picked date, `YYYY-MM-DD`, the date of a date-time, a Date or an n8n DateTime), or undefined. */
export function dateOf(given: unknown): string | undefined {
	return dateParameter(given);
}

/** A date and time as checked ISO 8601 text (an offset kept, none added), or undefined; a bare date is none. */
export function dateTimeOf(given: unknown): string | undefined {
	return dateTimeParameter(given)?.text;
}

const MOMENT_FIX = 'Pick a moment, or give one in ISO 8601 with a real day, hours 00-23 and an offset within ±14:00, for example {{ $now.minus(7, "days").toISO() }}.';

/** A date parameter as YYYY-MM-DD, or the refusal naming it. */
export function readDateValue(node: INode, given: unknown, parameter: string, itemIndex?: number): string {
	const date = dateOf(given);
	if (date !== undefined) return date;
	throw refusalError(node, {
		parameter,
		given,
		accepted: 'a date',
		fix: 'Pick a date, or give a real day as YYYY-MM-DD, for example {{ $today.plus(7, "days").toISODate() }}.',
	}, itemIndex);
}

/** A date-time parameter as written (an offset kept, none added), or the refusal naming it. */
export function readDateTimeAsWritten(node: INode, given: unknown, parameter: string, itemIndex?: number): string {
	const moment = momentParameter(given);
	if (moment !== undefined) return moment;
	throw refusalError(node, { parameter, given, accepted: 'a date and time', fix: MOMENT_FIX }, itemIndex);
}

/** A date-time parameter as the UTC instant it means, a time without an offset read in `zone`; or the refusal naming it. */
export function readInstant(node: INode, given: unknown, parameter: string, zone: string, itemIndex?: number): string {
	const moment = readMoment(given, zone);
	if ('utc' in moment) return moment.utc;
	if (moment.problem === 'skipped') {
		throw refusalError(node, {
			parameter,
			given,
			accepted: `a moment that exists in the workflow's time zone (${zone})`,
			fix: 'The clocks skip this time there. Give a time after the clocks go forward, or one with its offset, for example 2026-03-29T03:30:00+02:00.',
		}, itemIndex);
	}
	throw refusalError(node, {
		parameter,
		given,
		accepted: 'a date and time',
		fix: `${MOMENT_FIX} Without an offset it is read in the workflow's time zone (${zone}).`,
	}, itemIndex);
}
