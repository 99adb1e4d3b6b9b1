import type { JsonApiResource } from '../jsonapi';
import { readDateTime } from '../helpers/dates';

/**
 * What stood in the list when the read began. A record created while a list is read carries a
 * `created_at` no earlier than the read's start (the API stamps it by its clock when it creates the
 * record), so a record older than that stood in the list when the read began; the read dates its
 * start by the API's own clock (its first answer's `Date`, less the round trip and
 * CLOCK_MARGIN_MS). A record without a time of its own, or created within that margin, cannot be
 * told from a new one, and neither can any record of a read whose first answer gave no time.
 */

/**
 * How far the API's clock for `created_at` may be from the one that writes its `Date` header:
 * a record created during the read is counted as possibly new unless it is older than the read's
 * start by more than this.
 */
export const CLOCK_MARGIN_MS = 60_000;

/** When a record was created, from its `created_at`, as milliseconds; a time without its zone, or none, tells nothing. */
export function readCreatedAt(record: JsonApiResource): number | undefined {
	const value = record.attributes?.created_at;
	if (typeof value !== 'string') return undefined;
	const time = readDateTime(value);
	if (time === undefined || !time.hasZone) return undefined;
	const milliseconds = Date.parse(time.text);
	return Number.isFinite(milliseconds) ? milliseconds : undefined;
}

/** The records a read handed on that certainly stood in the list at its start, and when it began. */
export class ReadStart {
	/** A time no record created during the read is older than. */
	private startedAfter: number | undefined;
	/** Records the walk handed on that certainly stood in the list at the read's start. */
	private readInWalk = 0;
	/** Records a catch-up handed on that certainly stood in the list at the read's start. */
	private foundSince = 0;

	/**
	 * The read's first answer: the API's clock when it read the page. Without it nothing dates the
	 * read's start (a record's own `created_at` cannot: one dated ahead, by a fault or another
	 * clock, would let records created during the read pass for old ones), and no record but the
	 * first answer's counts as having stood in the list then.
	 */
	firstAnswer(readNoEarlierThan: number | undefined): void {
		this.startedAfter =
			readNoEarlierThan === undefined ? undefined : readNoEarlierThan - CLOCK_MARGIN_MS;
	}

	/**
	 * Whether a record handed on at `arrival` certainly stood in the list at the read's start: every
	 * record of the first answer, and one created before the read began. Counted when it does.
	 */
	handedOn(record: JsonApiResource, arrival: number, phase: 'walk' | 'catch-up'): boolean {
		const created = readCreatedAt(record);
		const atStart =
			arrival === 0 ||
			(created !== undefined && this.startedAfter !== undefined && created < this.startedAfter);
		if (atStart && phase === 'walk') this.readInWalk++;
		else if (atStart) this.foundSince++;
		return atStart;
	}

	/** Records a catch-up has found that certainly stood in the list at the read's start. */
	get found(): number {
		return this.foundSince;
	}

	/**
	 * The most records that stood in the list at the read's start and the read has not handed on,
	 * the most it held then being `atStart`. Without a count, no bound.
	 */
	unreadAtMost(atStart: number | undefined): number {
		return atStart === undefined ? Infinity : atStart - this.readInWalk - this.foundSince;
	}
}
