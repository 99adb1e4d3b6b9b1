import type { IDataObject } from 'n8n-workflow';

import type { IncludedIndex, JsonApiDocument, JsonApiResource } from '../jsonapi';
import { resourceKey } from '../jsonapi';

/**
 * One pass of a list read over the list from its first page (pages.ts): what it has read so far,
 * and how it ended; and the shapes and bounds of a read.
 */

/** Pages beyond what `meta.total` allows, for records created while the list is read. */
export const EXTRA_PAGES_ALLOWED = 2;

/**
 * Pages a list that gives no `meta.total` may take before its walk is refused. The live lists
 * without a total (webhooks, custom field definitions, shipping lines) hold a few dozen records;
 * `/containers`, the one that runs to thousands of pages, gives one.
 */
export const MAX_PAGES_WITHOUT_TOTAL = 1_000;

/** Times the front is read again after a walk for records that moved there while it read. */
export const MAX_CATCH_UP_PASSES = 5;

/** Pages read again behind the reader, beyond three more readings of the whole list, before a shrinking list is refused. */
export const EXTRA_STEP_BACK_PAGES = 10;

export interface PagesRequest {
	path: string;
	qs?: IDataObject;
	/** Records asked for a page, up to the API's 100 (the default); the API's own size is what counts. */
	pageSize?: number;
	/**
	 * How the list is sorted. 'refreshed' (the default, `/containers`): a record moves to the front
	 * when it is refreshed. 'created' (`/shipments`, `/tracking_requests`): only new records come in
	 * at the front, so no record there throughout moves to it and the front is never read again.
	 */
	order?: 'refreshed' | 'created';
	itemIndex?: number;
}

/** A page's included records by `type:id`, indexed the first time they are asked for. */
export type PageIncluded = () => IncludedIndex;

/** One page as a read hands it on: only its records new to the read, each once in the whole read. */
export interface ListPage {
	records: JsonApiResource[];
	document: JsonApiDocument<JsonApiResource[]>;
	included: PageIncluded;
}

/** Sees each page that brings a record new to the read; `done()` ends the read after this page. */
export type EachPage = (page: ListPage, done: () => void) => void;

export interface PagesSummary {
	/** Every request of the read. */
	pagesFetched: number;
	/** Requests spent reading the front again for records that moved there during the read. */
	catchUpPages: number;
	/** Requests spent reading again behind the reader for records that moved onto pages already read. */
	stepBackPages: number;
	/** True when the list was read to its end; false when `done()` ended it first. */
	complete: boolean;
}

/** How a pass over the list ended. */
export type PassEnd = 'total reached' | 'last page' | 'settled' | 'whole list on every page' | 'restart' | 'stopped';

/** The compiler proves no end of a pass is left unhandled: a new one added to PassEnd fails here. */
export function unreachable(end: never): never {
	throw new Error(`a pass over a list ended in an unknown way: ${String(end)}`);
}

export interface PassReport {
	end: PassEnd;
	repeats: number;
	fresh: number;
	moved: boolean;
}


export const sameRecords = (a: readonly JsonApiResource[], b: readonly JsonApiResource[]): boolean =>
	a.length === b.length && a.every((resource, index) => resourceKey(resource) === resourceKey(b[index]));

export function totalOf(page: JsonApiDocument<JsonApiResource[]>): number | undefined {
	const total = page.meta?.total;
	return typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 ? total : undefined;
}

/** A page as a pass read it: its number and the answer. */
export interface PageAsRead {
	number: number;
	document: JsonApiDocument<JsonApiResource[]>;
}

const recordsOf = (page: PageAsRead): JsonApiResource[] => (Array.isArray(page.document.data) ? page.document.data : []);

/**
 * A step back that costs one request, on a list where records enter only at its front and only as
 * new records (order 'created': /shipments) and leave from anywhere. Page k said the list lost d
 * records since page k-1, the request just before it, so page k-1 is read again. If that page,
 * full both times, now shows the record that ended it exactly d places earlier, and the total is
 * still page k's, then page k holds exactly what it held when it was read: that record did not
 * leave (it is no new record, and none comes back), every record behind it stood behind it then,
 * and it moved forward by d, the most the drop allows, so no record behind it left or came between.
 * Page k's answer is then used again instead of asked for. Otherwise (a removal was ahead of the
 * reader, or anything moved in between) page k is read again. Where a record that was in the list
 * can come back to its front (a refresh in /containers), the same picture can be made by refreshes,
 * so such lists always read page k again. The argument in full: docs/rate-limits.md.
 */
export class StepBackShortcut {
	/** The last page the pass read on from: the page before, when the next one steps back. */
	private previous: PageAsRead | undefined;
	/** After a step back over one page: page k, read once, and what page k-1 must show to stand for it. */
	private pending: { page: PageAsRead; total: number; anchor: string; at: number } | undefined;
	/** Page k, shown unchanged by page k-1 read again: its answer stands for the next request of it. */
	private unchanged: PageAsRead | undefined;

	constructor(private readonly enabled: boolean) {}

	/** The answer of page `number` when the step back showed it unchanged since it was read; given once. */
	answerOf(number: number | undefined): JsonApiDocument<JsonApiResource[]> | undefined {
		const page = this.unchanged;
		this.unchanged = undefined;
		return page !== undefined && page.number === number ? page.document : undefined;
	}

	/** `page` was read (or stood for) and the pass reads on from it; `size` is the page size. */
	readOn(page: PageAsRead, size: number): void {
		const pending = this.pending;
		this.pending = undefined;
		const records = recordsOf(page);
		if (pending?.page.number === page.number + 1 && records.length === size && totalOf(page.document) === pending.total) {
			if (resourceKey(records[pending.at]) === pending.anchor) this.unchanged = pending.page;
		}
		this.previous = page;
	}

	/** Page `page` showed a drop, and the pass steps back to page `target`, to read on from there. */
	steppedBack(page: PageAsRead, target: number, size: number): void {
		const before = this.previous;
		this.previous = this.pending = this.unchanged = undefined;
		if (!this.enabled || before?.number !== target || page.number !== target + 1) return;
		const earlier = recordsOf(before);
		const [totalThen, total] = [totalOf(before.document), totalOf(page.document)];
		if (totalThen === undefined || total === undefined || earlier.length !== size) return;
		const drop = totalThen - total;
		if (drop >= 1 && drop < size) this.pending = { page, total, anchor: resourceKey(earlier[size - 1]), at: size - 1 - drop };
	}
}

/** One pass from the first page: the pages it asked for (in any spelling) and the records it met. */
export class Pass {
	readonly visited = new Set<string>();
	/** Records met in this pass, each with the page it was last met on (its number, or its place in the pass). */
	readonly met = new Map<string, number>();
	pages = 0;
	largestPage = 0;
	repeats = 0;
	fresh = 0;
	moved = false;
	firstPage: JsonApiResource[] | undefined;
	/** The total of this pass's last page: a lower one on the next says records left the list between the two. */
	lastTotal: number | undefined;
	/** Pages up to this number are being read again after a step back: their repeats are expected. */
	rereadUntil = 0;
	/** The place in the list from which on every record not read yet stands (records moved to the front aside). */
	frontier: number | undefined;

	readonly shortcut: StepBackShortcut;

	constructor(
		readonly phase: 'walk' | 'catch-up',
		readonly restartAllowed: boolean,
		shortcuts = false,
	) {
		this.shortcut = new StepBackShortcut(shortcuts);
	}

	ended(end: PassEnd): PassReport {
		return { end, repeats: this.repeats, fresh: this.fresh, moved: this.moved };
	}
}
