import type { IDataObject } from 'n8n-workflow';

import { RESOLVED_STATUSES } from '../catalogue/containerStatuses';
import type { Urgency } from '../catalogue/urgencies';
import { isObject } from '../helpers/objects';
import { ownEntry } from '../helpers/ownEntry';
import { nonEmptyText } from '../helpers/text';
import { DAY_MS } from '../helpers/dates';
import { daysBetween, localDate, todayIn, validZone } from './localDates';

export { addDays, daysBetween, knownZone, localDate, todayIn, validZone } from './localDates';

/**
 * A container's demurrage situation, worked out from its own fields: which last free day counts,
 * how many calendar days are left in the zone that day belongs to, how urgent that is, the holds
 * and the fees the terminal reports. Pure and total: the clock is passed in, and any JSON gives an
 * answer rather than an exception.
 */

export type LfdSource = 'rail' | 'line' | 'terminal' | 'pickup_lfd';

export type UnknownReason = 'no_last_free_day' | 'tracking_stopped' | 'terminal_data_stale';

// Type aliases rather than interfaces, so the view is an IDataObject as n8n items need.
export type FeeTotals = {
	/** Sum of the fees the terminal reports as demurrage; null when it reports none. */
	demurrage: number | null;
	/** The terminal's own `total`; without one, the sum of the fees it lists. */
	total: number;
};

export type Demurrage = {
	/** YYYY-MM-DD in `timezone`. */
	last_free_day: string | null;
	lfd_source: LfdSource | null;
	/** The IANA zone the last free day is local to (UTC when the API gives none or an unknown one). */
	timezone: string | null;
	/** Calendar days from today to the last free day in `timezone`; negative when it has passed. */
	days_left: number | null;
	urgency: Urgency;
	unknown_reason: UnknownReason | null;
	/** Names of the holds in force at the terminal. */
	holds: string[];
	/** Names of holds the terminal reports as pending. */
	pending_holds: string[];
	/** null when the terminal's availability is not known. */
	available_for_pickup: boolean | null;
	/** By ISO 4217 code (`local` when the terminal gives none); empty when no fees are reported. */
	fees_total: Record<string, FeeTotals>;
};

export interface DemurrageOptions {
	/** The instant "today" is taken from. */
	now: number;
	/** A last free day at most this many days ahead is `imminent`. */
	imminentDays: number;
	/** Terminal data older than this makes the urgency unknown. */
	staleAfterDays?: number;
}

export const DEFAULT_STALE_AFTER_DAYS = 7;

interface LfdCandidate {
	value: unknown;
	source: LfdSource;
	zone: unknown;
}

/**
 * The last free days in the order they count. The rail LFD exists only for inland moves, where
 * the container is picked up at the inland destination; then the API's own order for
 * `pickup_lfd`: the line's, then the terminal's; `pickup_lfd` itself when the deadlines are missing.
 */
function lfdCandidates(container: IDataObject): LfdCandidate[] {
	const deadlines = isObject(container.import_deadlines) ? container.import_deadlines : {};
	const pod = container.pod_timezone;
	const destination = nonEmptyText(container.final_destination_timezone) ?? pod;
	return [
		{ value: deadlines.pickup_lfd_rail, source: 'rail', zone: destination },
		{ value: deadlines.pickup_lfd_line, source: 'line', zone: destination },
		{ value: deadlines.pickup_lfd_terminal, source: 'terminal', zone: pod },
		{ value: container.pickup_lfd, source: 'pickup_lfd', zone: pod },
	];
}

interface ChosenLfd {
	date: string;
	source: LfdSource;
	zone: string;
}

/** The first last free day that is a real date. */
function chooseLfd(container: IDataObject): ChosenLfd | undefined {
	for (const candidate of lfdCandidates(container)) {
		if (nonEmptyText(candidate.value) === undefined) continue;
		const zone = validZone(candidate.zone);
		const date = localDate(candidate.value, zone);
		if (date !== undefined) return { date, source: candidate.source, zone };
	}
	return undefined;
}

function holdNames(holds: unknown): { inForce: string[]; pending: string[] } {
	const inForce: string[] = [];
	const pending: string[] = [];
	if (!Array.isArray(holds)) return { inForce, pending };
	for (const hold of holds) {
		if (!isObject(hold)) continue;
		const name =
			typeof hold.name === 'string'
				? hold.name
				: typeof hold.name === 'number'
					? String(hold.name)
					: null;
		if (name === null) continue;
		if (hold.status === 'hold') inForce.push(name);
		else if (hold.status === 'pending') pending.push(name);
	}
	return { inForce, pending };
}

function feeTotals(fees: unknown): Record<string, FeeTotals> {
	const byCurrency: Record<
		string,
		{ demurrage: number | null; reportedTotal: number | null; listed: number }
	> = {};
	if (!Array.isArray(fees)) return {};
	for (const fee of fees) {
		if (!isObject(fee) || typeof fee.amount !== 'number' || !Number.isFinite(fee.amount)) continue;
		const currency =
			typeof fee.currency_code === 'string' && fee.currency_code !== ''
				? fee.currency_code.toUpperCase()
				: 'local';
		const totals =
			ownEntry(byCurrency, currency) ??
			(byCurrency[currency] = { demurrage: null, reportedTotal: null, listed: 0 });
		if (fee.type === 'total') {
			totals.reportedTotal = (totals.reportedTotal ?? 0) + fee.amount;
			continue;
		}
		totals.listed += fee.amount;
		if (fee.type === 'demurrage') totals.demurrage = (totals.demurrage ?? 0) + fee.amount;
	}
	const result: Record<string, FeeTotals> = {};
	for (const [currency, totals] of Object.entries(byCurrency)) {
		result[currency] = {
			demurrage: totals.demurrage,
			total: totals.reportedTotal ?? totals.listed,
		};
	}
	return result;
}

/** Whether the container has left the place its last free day is about, or finished its trip. */
function isResolved(container: IDataObject, source: LfdSource | undefined): boolean {
	if (
		typeof container.current_status === 'string' &&
		RESOLVED_STATUSES.has(container.current_status)
	)
		return true;
	if (nonEmptyText(container.empty_terminated_at)) return true;
	const fullOut =
		source === 'rail' ? container.final_destination_full_out_at : container.pod_full_out_at;
	return nonEmptyText(fullOut) !== undefined;
}

function trackingStopped(container: IDataObject): boolean {
	const shipment = container.shipment;
	return isObject(shipment) && nonEmptyText(shipment.line_tracking_stopped_at) !== undefined;
}

function isStale(checkedAt: unknown, now: number, staleAfterDays: number): boolean {
	if (typeof checkedAt !== 'string') return false;
	const checked = Date.parse(checkedAt);
	return !Number.isNaN(checked) && now - checked > staleAfterDays * DAY_MS;
}

function unknownReason(
	record: IDataObject,
	daysLeft: number | null,
	options: DemurrageOptions,
): UnknownReason | null {
	if (daysLeft === null) return 'no_last_free_day';
	if (trackingStopped(record)) return 'tracking_stopped';
	if (
		isStale(
			record.terminal_checked_at,
			options.now,
			options.staleAfterDays ?? DEFAULT_STALE_AFTER_DAYS,
		)
	) {
		return 'terminal_data_stale';
	}
	return null;
}

function urgencyOf(daysLeft: number, imminentDays: number): Urgency {
	if (daysLeft < 0) return 'overdue';
	if (daysLeft === 0) return 'due_today';
	return daysLeft <= imminentDays ? 'imminent' : 'ok';
}

/**
 * The demurrage view of a flattened container (its attributes at the top level; `shipment`
 * flattened in when it was included, which is what tells whether tracking stopped).
 *
 * Urgency, first rule that applies: `resolved` (picked up, delivered, dropped, empty returned, or
 * out of the LFD's facility); `unknown` (no last free day; tracking stopped; terminal last checked
 * more than 7 days ago); then by days left: `overdue` (< 0), `due_today` (0), `imminent`
 * (≤ imminentDays), `ok`.
 */
export function demurrageOf(container: unknown, options: DemurrageOptions): Demurrage {
	const record = isObject(container) ? container : {};
	const chosen = chooseLfd(record);
	const daysLeft = chosen ? daysBetween(todayIn(chosen.zone, options.now), chosen.date) : null;
	const { inForce, pending } = holdNames(record.holds_at_pod_terminal);

	const resolved = isResolved(record, chosen?.source);
	const reason = resolved ? null : unknownReason(record, daysLeft, options);
	const urgency: Urgency = resolved
		? 'resolved'
		: reason !== null || daysLeft === null
			? 'unknown'
			: urgencyOf(daysLeft, options.imminentDays);

	return {
		last_free_day: chosen?.date ?? null,
		lfd_source: chosen?.source ?? null,
		timezone: chosen?.zone ?? null,
		days_left: daysLeft,
		urgency,
		unknown_reason: reason,
		holds: inForce,
		pending_holds: pending,
		available_for_pickup:
			record.availability_known === false || typeof record.available_for_pickup !== 'boolean'
				? null
				: record.available_for_pickup,
		fees_total: feeTotals(record.fees_at_pod_terminal),
	};
}
