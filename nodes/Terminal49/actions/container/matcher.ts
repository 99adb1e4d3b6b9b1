import type { JsonApiResource } from '../../shared/jsonapi';
import { relatedIdentifier } from '../../shared/jsonapi';
import type { Urgency } from '../../shared/catalogue/urgencies';
import { DEFAULT_IMMINENT_DAYS } from '../../shared/catalogue/urgencies';
import { addDays, demurrageOf, localDate, todayIn, validZone } from '../../shared/demurrage';
import { isObject } from '../../shared/helpers/objects';
import { nonEmptyText } from '../../shared/helpers/text';

/**
 * The filters of "Get Many containers". The API ignores `filter[...]` on /containers, so the node
 * applies them to the pages it reads. Pure: the clock is passed in.
 */
export interface ContainerFilters {
	/** `current_status` values; a container matches one of them. */
	status?: string[];
	/** Last free day from today up to this many days ahead, in the port's time zone. */
	lfdWithinDays?: number;
	/**
	 * Version 2: LFD Within Days also keeps the containers whose last free day has passed and that
	 * are still to be picked up (overdue), judged on the last free day the output shows (`days_left`).
	 */
	lfdWithinIncludesOverdue?: boolean;
	/** Last free day before this calendar date (YYYY-MM-DD), the date itself excluded. */
	lfdBefore?: string;
	availableForPickup?: boolean;
	/** At least one hold whose status is "hold" (a "pending" one doesn't count), or none. */
	hasHolds?: boolean;
	shipmentId?: string;
	/** Container numbers, normalised (ISO 6346); a container matches one of them exactly. */
	numbers?: string[];
	/** Demurrage urgencies (version 2); a container matches one of them, judged from its own fields. */
	urgency?: Urgency[];
	/** Where `imminent` ends, for the urgency filter. */
	imminentDays?: number;
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone; UTC when the zone is absent or unknown. */
export function calendarDateIn(instant: Date, timeZone: unknown): string {
	return todayIn(validZone(timeZone), instant.getTime());
}

/** The local calendar date of an API date-time; a bare date is already one. */
export function lfdDate(value: unknown, timeZone: unknown): string | undefined {
	return localDate(value, validZone(timeZone));
}

export { addDays };

export function hasActiveFilter(filters: ContainerFilters): boolean {
	return (
		(filters.status?.length ?? 0) > 0 ||
		filters.lfdWithinDays !== undefined ||
		filters.lfdBefore !== undefined ||
		filters.availableForPickup !== undefined ||
		filters.hasHolds !== undefined ||
		filters.shipmentId !== undefined ||
		(filters.numbers?.length ?? 0) > 0 ||
		(filters.urgency?.length ?? 0) > 0
	);
}

/**
 * A predicate over raw container resources that is true when every given filter matches, or
 * undefined when no filter is given. Containers without a last free day match no LFD filter;
 * LFD Within Days keeps the overdue ones too when `lfdWithinIncludesOverdue` (version 2);
 * those whose availability is unknown (null) match neither "available" nor "not available".
 */
export function containerMatcher(
	filters: ContainerFilters,
	now: Date,
): ((container: JsonApiResource) => boolean) | undefined {
	if (!hasActiveFilter(filters)) return undefined;
	const {
		status,
		lfdWithinDays,
		lfdBefore,
		availableForPickup,
		hasHolds,
		shipmentId,
		numbers,
		urgency,
	} = filters;
	const demurrage = {
		now: now.getTime(),
		imminentDays: filters.imminentDays ?? DEFAULT_IMMINENT_DAYS,
	};
	// Version 1's window starts today on `pickup_lfd`; version 2's takes in what is overdue.
	const withinIncludingOverdue =
		filters.lfdWithinIncludesOverdue === true ? lfdWithinDays : undefined;
	const withinFromToday = filters.lfdWithinIncludesOverdue === true ? undefined : lfdWithinDays;

	return (container) => {
		const attributes = container.attributes ?? {};
		if (status && status.length > 0) {
			const current = nonEmptyText(attributes.current_status);
			if (current === undefined || !status.includes(current)) return false;
		}
		if (
			availableForPickup !== undefined &&
			attributes.available_for_pickup !== availableForPickup
		) {
			return false;
		}
		if (hasHolds !== undefined) {
			const holds = attributes.holds_at_pod_terminal;
			const held =
				Array.isArray(holds) && holds.some((hold) => isObject(hold) && hold.status === 'hold');
			if (held !== hasHolds) return false;
		}
		if (
			shipmentId !== undefined &&
			relatedIdentifier(container, 'shipment')?.id.toLowerCase() !== shipmentId.toLowerCase()
		) {
			return false;
		}
		if (
			numbers &&
			numbers.length > 0 &&
			!numbers.includes(String(attributes.number ?? '').toUpperCase())
		)
			return false;
		if (
			urgency &&
			urgency.length > 0 &&
			!urgency.includes(demurrageOf(attributes, demurrage).urgency)
		)
			return false;
		if (withinIncludingOverdue !== undefined) {
			const view = demurrageOf(attributes, demurrage);
			if (view.days_left === null || view.days_left > withinIncludingOverdue) return false;
			// A passed last free day counts while the container still costs: not once it is picked up or returned.
			if (view.days_left < 0 && view.urgency === 'resolved') return false;
		}
		if (withinFromToday !== undefined || lfdBefore !== undefined) {
			const timeZone = attributes.pod_timezone;
			const lfd = lfdDate(attributes.pickup_lfd, timeZone);
			if (lfd === undefined) return false;
			if (lfdBefore !== undefined && !(lfd < lfdBefore)) return false;
			if (withinFromToday !== undefined) {
				const today = calendarDateIn(now, timeZone);
				if (lfd < today || lfd > addDays(today, withinFromToday)) return false;
			}
		}
		return true;
	};
}

/**
 * Containers by last free day, soonest first: by the days left, each counted in its own LFD's zone
 * (a New York LFD due today and a Los Angeles one due tomorrow can share a calendar date for a few
 * hours a day, so the date alone would rank them wrong). Equal days keep the order read; those with
 * none, and those already resolved (picked up, returned), come after them in the order read.
 */
export function byLastFreeDay<T extends JsonApiResource>(containers: readonly T[], now: Date): T[] {
	const options = { now: now.getTime(), imminentDays: 0 };
	const keyed = containers.map((container, index) => {
		const view = demurrageOf(container.attributes ?? {}, options);
		const daysLeft = view.urgency === 'resolved' ? null : view.days_left;
		return { container, index, daysLeft };
	});
	keyed.sort((a, b) => {
		if (a.daysLeft !== null && b.daysLeft !== null && a.daysLeft !== b.daysLeft)
			return a.daysLeft - b.daysLeft;
		if ((a.daysLeft === null) !== (b.daysLeft === null)) return a.daysLeft === null ? 1 : -1;
		return a.index - b.index;
	});
	return keyed.map((entry) => entry.container);
}
