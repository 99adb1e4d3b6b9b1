import type { IDataObject } from 'n8n-workflow';

import type { IncludedIndex, JsonApiDocument, JsonApiResource } from '../jsonapi';
import { indexIncluded, resourceKey } from '../jsonapi';
import { readCreatedAt } from './listCreation';
import type { ListOrder } from './listPass';
import { ListPass } from './listPass';
import { ListTotals } from './listTotals';
import { nextPageOf, pageKey, pageNumber } from './pageLinks';

/**
 * A list read to its real end while it moves: the walk from its first page, then, on a list where
 * a refresh brings a record to the front, as many readings of the front as it takes to find what
 * the walk passed over. What it guarantees, what it assumes and what it costs:
 * docs/rate-limits.md ("A list read while it moves"). Pure protocol: the pages come from a
 * PageSource (pages.ts asks them of the API).
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
	order?: ListOrder;
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

/** Where a read's pages come from, and how it fails. */
export interface PageSource {
	/** The origin a `next` link is read against: the page is asked of it, whatever the link names. */
	baseUrl: string;
	/** One page of the list, already read at the door as a list document. */
	page(qs: IDataObject): Promise<PageAnswer>;
	/** The error a read that cannot go on throws: what the list did, how far the read got, what to do. */
	failure(problem: string, progress: string, advice: string): Error;
}

export interface PageAnswer {
	document: JsonApiDocument<JsonApiResource[]>;
	/**
	 * The API's own time when it read the page, at the earliest, in milliseconds: its `Date` header
	 * less the request's round trip. Undefined when the answer gave no time.
	 */
	readNoEarlierThan?: number;
}

/**
 * How far the API's clock for `created_at` may be from the one that writes its `Date` header:
 * a record created during the read is counted as possibly new unless it is older than the read's
 * start by more than this.
 */
export const CLOCK_MARGIN_MS = 60_000;

/** How a pass over the list ended. */
type PassEnd =
	/** `done()` from `each`: the caller has what it wanted. */
	| 'stopped'
	/** The pass read the list to its end: every record there throughout the pass was read. */
	| 'end'
	/** A catch-up found every record the walk could have passed over. */
	| 'found'
	/** The list ignores `page[size]`: its second page repeats its first, which held it all. */
	| 'whole list on every page';

const API_FAULT = 'This is a fault of the API; try again later.';
const MOVING = 'Records could be missing, so none are returned. Try again later, or narrow the read with a filter the API applies.';

export async function readList(source: PageSource, request: PagesRequest, each: EachPage): Promise<PagesSummary> {
	return await new ListRead(source, request, each).toEnd();
}

class ListRead {
	private readonly seen = new Set<string>();
	private readonly totals = new ListTotals();
	private readonly firstQs: IDataObject;
	private readonly listParameters: ReadonlySet<string>;
	private readonly order: ListOrder;
	private size = 0;
	private pagesFetched = 0;
	private recordsRead = 0;
	private walkPages = 0;
	private stepBackPages = 0;
	private largestTotal = 0;
	private stopped = false;
	/**
	 * A time no record created during the read is older than: the latest creation time on the
	 * read's first page, or the API's time when it read that page less CLOCK_MARGIN_MS.
	 */
	private startedAfter: number | undefined;
	/** Records the walk handed on that certainly stood in the list at its start. */
	private startRecordsRead = 0;
	/** Records a catch-up handed on that certainly stood in the list at the read's start. */
	private startRecordsFound = 0;

	constructor(
		private readonly source: PageSource,
		request: PagesRequest,
		private readonly each: EachPage,
	) {
		this.firstQs = { ...request.qs, 'page[size]': Math.min(100, request.pageSize ?? 100), 'page[number]': 1 };
		this.listParameters = new Set(Object.keys(request.qs ?? {}));
		this.order = request.order ?? 'refreshed';
	}

	async toEnd(): Promise<PagesSummary> {
		const walk = new ListPass(this.totals, this.order);
		const end = await this.pass(walk, 'walk');
		this.walkPages = this.pagesFetched;
		if (end === 'stopped') return this.summary(false);
		if (end === 'whole list on every page') return this.summary(true);
		if (this.walkPages > 1) await this.confirmTotals();
		if (this.order === 'created') return this.summary(true);
		const moved = await this.movedToFront(walk);
		const missing = Math.min(moved, this.unreadStartRecordsAtMost());
		return this.summary(missing <= 0 || (await this.catchUp(missing)));
	}

	/**
	 * Reads the front again until the records that stood in the list at the read's start and
	 * moved there unread are found; false when `done()` ended it. A record found counts only when
	 * its creation time shows it stood in the list at the read's start: a record created during the
	 * read, which comes in at the front too, never stands in for one that moved there. A pass that
	 * reads to the list's end has read every record that stood in it throughout, but those that moved
	 * to the front while it read: they are what the next pass looks for.
	 */
	private async catchUp(missingAfterWalk: number): Promise<boolean> {
		let missing = missingAfterWalk;
		for (let catchUp = 1; catchUp <= MAX_CATCH_UP_PASSES; catchUp++) {
			const foundBefore = this.startRecordsFound;
			const front = new ListPass(this.totals, this.order);
			const end = await this.pass(front, 'catch-up', () => this.startRecordsFound - foundBefore >= missing);
			if (end === 'stopped') return false;
			if (end === 'found') return true;
			await this.confirmTotals();
			missing = Math.min(await this.movedToFront(front), this.unreadStartRecordsAtMost());
			if (missing <= 0) return true;
		}
		throw this.misbehaved(
			`kept moving faster than it could be read: ${MAX_CATCH_UP_PASSES} readings of its front after the last page still found records moving there`,
			MOVING,
		);
	}

	/** The most records that moved to the front unread while `pass` read, its counts known both ways. */
	private async movedToFront(pass: ListPass): Promise<number> {
		let moved = pass.movedToFrontAtMost();
		if (moved === undefined) {
			await this.answerAfter(pass.lastArrival);
			moved = pass.movedToFrontAtMost();
		}
		return moved ?? Infinity;
	}

	/**
	 * The most records that stood in the list at the read's start and the read has not handed on:
	 * the most the list held then (either reading of its total), less those handed on that
	 * certainly stood there. Without a total, no count bounds them.
	 */
	private unreadStartRecordsAtMost(): number {
		const atStart = this.totals.countAtMost(0);
		return atStart === undefined ? Infinity : atStart - this.startRecordsRead - this.startRecordsFound;
	}

	/** One pass from the first page, until the list, the read or the pass says it has ended. */
	private async pass(pass: ListPass, phase: 'walk' | 'catch-up', enough?: () => boolean): Promise<PassEnd> {
		let qs = this.firstQs;
		/** The pages this pass asked for, in any spelling, with their numbers. */
		const visited = new Map<string, number | undefined>();
		let firstPage: string[] | undefined;
		for (;;) {
			visited.set(pageKey(qs, this.listParameters), pageNumber(qs));
			const { page, arrival } = await this.readPage(qs);
			const records = Array.isArray(page.data) ? page.data : [];
			this.size = Math.max(this.size, records.length);
			const number = pageNumber(qs);
			const next = page.links?.next;
			const last = typeof next !== 'string' || next === '';
			const keys = records.map(resourceKey);
			const mayBeNew = this.take(records, page, phase, arrival);
			if (pass.read(arrival, number ?? pass.pages + 1, this.size, keys, mayBeNew, last)) this.steppedBack();
			if (this.stopped) return 'stopped';
			this.judgeTotals();
			if (phase === 'walk' && pass.pages === 2 && this.ignoresPageSize(keys, firstPage)) return 'whole list on every page';
			firstPage ??= keys;
			if (enough?.()) return 'found';
			const step = pass.next(this.size);
			if (step.kind === 'end') return 'end';
			if (number === undefined && pass.movedToFrontAtMost() !== 0) {
				throw this.misbehaved('lost records while it was read, and its pages are not numbered, so the records that moved onto pages already read cannot be read again');
			}
			if (step.kind === 'next' && typeof next === 'string') {
				const nextPage = nextPageOf(next, this.source.baseUrl, this.firstQs);
				if ('problem' in nextPage) throw this.misbehaved(nextPage.problem);
				if (visited.has(pageKey(nextPage.qs, this.listParameters))) throw this.misbehaved('pointed to a page that was already fetched');
				qs = nextPage.qs;
			} else {
				const number = step.kind === 'page' ? step.number : pass.pages + 1;
				qs = { ...this.firstQs, 'page[number]': number };
				for (const [key, read] of visited) if (read === undefined || read >= number) visited.delete(key);
			}
			this.checkBound(pass);
		}
	}

	/**
	 * A list that ignores `page[size]` answers the whole list on every page (and still links a next
	 * page): its first page is not the size asked for, and its second repeats it record for record.
	 * A list that moves can repeat a full first page on its second (as many records as a page holds
	 * moved to the front), so a full first page is never taken for the whole list.
	 */
	private ignoresPageSize(second: readonly string[], first: readonly string[] | undefined): boolean {
		return !this.totals.given && first !== undefined && first.length !== this.firstQs['page[size]'] && sameKeys(second, first);
	}

	/** A request reading again what records moving forward may have uncovered, within the read's budget for them. */
	private steppedBack(): void {
		this.stepBackPages++;
		const allowed = 3 * Math.ceil(this.largestTotal / Math.max(this.size, 1)) + EXTRA_STEP_BACK_PAGES;
		if (this.stepBackPages > allowed) {
			throw this.misbehaved(`kept shrinking faster than it could be read: reading again what moved onto pages already read took ${this.stepBackPages} pages`, MOVING);
		}
	}

	/** Fetches one page, its total noted as the read's next answer. */
	private async readPage(qs: IDataObject): Promise<{ page: JsonApiDocument<JsonApiResource[]>; arrival: number }> {
		const { document: page, readNoEarlierThan } = await this.source.page(qs);
		this.pagesFetched++;
		this.recordsRead += Array.isArray(page.data) ? page.data.length : 0;
		const total = totalOf(page);
		if (total !== undefined) this.largestTotal = Math.max(this.largestTotal, total);
		const arrival = this.totals.answered(total);
		if (arrival === 0 && readNoEarlierThan !== undefined) this.startedAfter = readNoEarlierThan - CLOCK_MARGIN_MS;
		return { page, arrival };
	}

	/**
	 * Hands the page's records not read before to `each`, once, and counts those that certainly
	 * stood in the list at the read's start (all of the first answer's; later, those created before
	 * it began). Returns the new records that may have been created during the read.
	 */
	private take(records: readonly JsonApiResource[], page: JsonApiDocument<JsonApiResource[]>, phase: 'walk' | 'catch-up', arrival: number): Set<string> {
		if (arrival === 0) this.startedAfter = Math.max(this.startedAfter ?? -Infinity, latest(records.map(readCreatedAt)) ?? -Infinity);
		const fresh = records.filter((record) => {
			const key = resourceKey(record);
			if (this.seen.has(key)) return false;
			this.seen.add(key);
			return true;
		});
		const mayBeNew = new Set<string>();
		for (const record of fresh) {
			const created = readCreatedAt(record);
			const atStart = arrival === 0 || (created !== undefined && this.startedAfter !== undefined && created < this.startedAfter);
			if (!atStart) mayBeNew.add(resourceKey(record));
			else if (phase === 'walk') this.startRecordsRead++;
			else this.startRecordsFound++;
		}
		if (fresh.length > 0) {
			let index: IncludedIndex | undefined;
			const included = () => (index ??= indexIncluded(page.included));
			this.each({ records: fresh, document: page, included }, () => {
				this.stopped = true;
			});
		}
		return mayBeNew;
	}

	/** Makes sure the answer after `arrival` is known, asking for the first page if it is not. */
	private async answerAfter(arrival: number): Promise<void> {
		if (arrival + 1 < this.totals.arrivals) return;
		const { page, arrival: next } = await this.readPage(this.firstQs);
		this.take(Array.isArray(page.data) ? page.data : [], page, 'catch-up', next);
	}

	/**
	 * The totals must count the list: fit what its pages showed under one reading (current, or one
	 * answer behind). Otherwise they cannot show the records that left it while it was read.
	 */
	private async confirmTotals(): Promise<void> {
		if (this.totals.countTheList() === undefined) await this.answerAfter(this.totals.arrivals - 1);
		this.judgeTotals();
	}

	/**
	 * Totals that count more records than the pages show can still count records that left the list
	 * unseen, and cannot say where they stood: the read fails. Totals that count fewer count no
	 * removal either: the read goes on as on a list without a total (docs/rate-limits.md).
	 */
	private judgeTotals(): void {
		const verdict = this.totals.countTheList();
		if (verdict === 'fewer') this.totals.setAside();
		if (verdict !== 'more') return;
		const last = this.totals.arrivals - 1;
		throw this.misbehaved(
			`answers a meta.total that counts more records than its pages show (${this.totals.totalAt(last) ?? 'none'} at its last answer)`,
			'A total that counts records no page shows can still count records that left the list while it was read, and cannot say where they stood, so records could be missing; none are returned. This is a fault of the API; try again later.',
		);
	}

	/**
	 * Every pass is bounded: by the pages the largest total allows plus EXTRA_PAGES_ALLOWED (and its
	 * step backs), a total set aside as too low included (a list that keeps linking pages past what
	 * it says it holds is refused, not read on), or MAX_PAGES_WITHOUT_TOTAL.
	 */
	private checkBound(pass: ListPass): void {
		if (this.totals.answeredAny) {
			const allowed = Math.ceil(this.largestTotal / Math.max(this.size, 1)) + EXTRA_PAGES_ALLOWED + pass.stepBackPages;
			if (pass.pages >= allowed) throw this.misbehaved(`kept pointing to more pages than its total of ${this.largestTotal} records allows`);
		} else if (pass.pages >= MAX_PAGES_WITHOUT_TOTAL) {
			throw this.misbehaved(`gives no total and kept pointing to more than ${MAX_PAGES_WITHOUT_TOTAL} pages`);
		}
	}

	/** A list that broke the rules it is read by: the read stops, saying how far it got. */
	private misbehaved(problem: string, advice = API_FAULT): Error {
		const progress = `${this.pagesFetched} pages and ${this.recordsRead} records (${this.seen.size} distinct) had been read.`;
		return this.source.failure(problem, progress, advice);
	}

	private summary(complete: boolean): PagesSummary {
		return { pagesFetched: this.pagesFetched, catchUpPages: this.pagesFetched - this.walkPages, stepBackPages: this.stepBackPages, complete };
	}
}

function totalOf(page: JsonApiDocument<JsonApiResource[]>): number | undefined {
	const total = page.meta?.total;
	return typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 ? total : undefined;
}

const sameKeys = (a: readonly string[], b: readonly string[] | undefined): boolean =>
	b !== undefined && a.length > 0 && a.length === b.length && a.every((key, index) => key === b[index]);

function latest(times: ReadonlyArray<number | undefined>): number | undefined {
	const known = times.filter((time): time is number => time !== undefined);
	return known.length === 0 ? undefined : Math.max(...known);
}
