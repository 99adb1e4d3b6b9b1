import type { IDataObject } from 'n8n-workflow';

import type { IncludedIndex, JsonApiDocument, JsonApiResource } from '../jsonapi';
import { indexIncluded, resourceKey } from '../jsonapi';
import type { ListOrder } from './listPass';
import { ListPass } from './listPass';
import { ReadStart } from './listStart';
import { ListTotals } from './listTotals';
import { MOVING, ReadProgress } from './listProgress';
import { nextPageOf, pageKey, pageNumber } from './pageLinks';
import type { EachPage, PagesRequest, PagesSummary, PageSource } from './pagerTypes';
import { MAX_CATCH_UP_PASSES } from './pagerTypes';

/**
 * A list read to its real end while it moves: the walk from its first page, then, on a list where
 * a refresh brings a record to the front, as many readings of the front as it takes to find what
 * the walk passed over. What it guarantees, what it assumes and what it costs:
 * docs/rate-limits.md ("A list that moves while it is read" and "A list that shrinks while it is read"). Pure protocol: the pages come from a
 * PageSource (pages.ts asks them of the API).
 */

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

export async function readList(
	source: PageSource,
	request: PagesRequest,
	each: EachPage,
): Promise<PagesSummary> {
	return await new ListRead(source, request, each).toEnd();
}

class ListRead {
	private readonly seen = new Set<string>();
	private readonly totals = new ListTotals();
	private readonly firstQs: IDataObject;
	private readonly listParameters: ReadonlySet<string>;
	private readonly order: ListOrder;
	private readonly progress: ReadProgress;
	private readonly start = new ReadStart();
	private stopped = false;

	constructor(
		private readonly source: PageSource,
		request: PagesRequest,
		private readonly each: EachPage,
	) {
		this.firstQs = {
			...request.qs,
			'page[size]': Math.min(100, request.pageSize ?? 100),
			'page[number]': 1,
		};
		this.listParameters = new Set(Object.keys(request.qs ?? {}));
		this.order = request.order ?? 'refreshed';
		this.progress = new ReadProgress(source, this.totals, () => this.seen.size);
	}

	async toEnd(): Promise<PagesSummary> {
		const walk = new ListPass(this.totals, this.order);
		const end = await this.pass(walk, 'walk');
		this.progress.walked();
		if (end === 'stopped') return this.progress.summary(false);
		if (end === 'whole list on every page') return this.progress.summary(true);
		if (walk.pages > 1) await this.confirmTotals();
		if (this.order === 'created') return this.progress.summary(true);
		const moved = await this.movedToFront(walk);
		if (this.stopped) return this.progress.summary(false);
		const missing = Math.min(moved, this.unreadStartRecordsAtMost());
		return this.progress.summary(missing <= 0 || (await this.catchUp(missing)));
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
			const foundBefore = this.start.found;
			const front = new ListPass(this.totals, this.order);
			const end = await this.pass(
				front,
				'catch-up',
				() => this.start.found - foundBefore >= missing,
			);
			if (end === 'stopped') return false;
			if (end === 'found') return true;
			await this.confirmTotals();
			missing = Math.min(await this.movedToFront(front), this.unreadStartRecordsAtMost());
			if (this.stopped) return false;
			if (missing <= 0) return true;
		}
		throw this.progress.failure(notFound(missing), MOVING);
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
		return this.start.unreadAtMost(this.totals.countAtMost(0));
	}

	/** One pass from the first page, until the list, the read or the pass says it has ended. */
	private async pass(
		pass: ListPass,
		phase: 'walk' | 'catch-up',
		enough?: () => boolean,
	): Promise<PassEnd> {
		let qs = this.firstQs;
		/** The pages this pass asked for, in any spelling, with their numbers. */
		const visited = new Map<string, number | undefined>();
		let firstPage: string[] | undefined;
		for (;;) {
			visited.set(pageKey(qs, this.listParameters), pageNumber(qs));
			const { page, arrival } = await this.readPage(qs);
			const records = Array.isArray(page.data) ? page.data : [];
			const number = pageNumber(qs);
			const next = page.links?.next;
			const last = typeof next !== 'string' || next === '';
			const keys = records.map(resourceKey);
			const mayBeNew = this.take(records, page, phase, arrival);
			if (pass.read(arrival, number ?? pass.pages + 1, this.progress.size, keys, mayBeNew, last))
				this.progress.steppedBack();
			if (this.stopped) return 'stopped';
			this.judgeTotals();
			if (phase === 'walk' && pass.pages === 2 && this.ignoresPageSize(keys, firstPage))
				return 'whole list on every page';
			firstPage ??= keys;
			if (enough?.()) return 'found';
			const step = pass.next(this.progress.size);
			if (step.kind === 'end') return 'end';
			if (number === undefined && pass.movedToFrontAtMost() !== 0) {
				throw this.progress.failure(
					'lost records while it was read, and its pages are not numbered, so the records that moved onto pages already read cannot be read again',
				);
			}
			if (step.kind === 'next' && typeof next === 'string') {
				const nextPage = nextPageOf(next, this.source.baseUrl, this.firstQs);
				if ('problem' in nextPage) throw this.progress.failure(nextPage.problem);
				if (visited.has(pageKey(nextPage.qs, this.listParameters)))
					throw this.progress.failure('pointed to a page that was already fetched');
				qs = nextPage.qs;
			} else {
				const number = step.kind === 'page' ? step.number : pass.pages + 1;
				qs = { ...this.firstQs, 'page[number]': number };
				for (const [key, read] of visited)
					if (read === undefined || read >= number) visited.delete(key);
			}
			this.progress.checkPass(pass);
		}
	}

	/**
	 * A list that ignores `page[size]` answers the whole list on every page (and still links a next
	 * page): its first page is not the size asked for, and its second holds every record of it (the
	 * same, or the list a moment later with records come in). Each is the whole list then, so every
	 * record there throughout is in both. A list that pages answers a short first
	 * page only when that is all of it, with no next link; a full first page is never taken for the
	 * whole list (a list that moves can repeat one on its second).
	 */
	private ignoresPageSize(
		second: readonly string[],
		first: readonly string[] | undefined,
	): boolean {
		if (
			this.totals.given ||
			first === undefined ||
			first.length === 0 ||
			first.length === this.firstQs['page[size]']
		)
			return false;
		const onSecond = new Set(second);
		return first.every((key) => onSecond.has(key));
	}

	/** Fetches one page, its total noted as the read's next answer. */
	private async readPage(
		qs: IDataObject,
	): Promise<{ page: JsonApiDocument<JsonApiResource[]>; arrival: number }> {
		const { document: page, readNoEarlierThan } = await this.source.page(qs);
		const records = Array.isArray(page.data) ? page.data : [];
		const total = totalOf(page);
		this.progress.fetched(records.length, total);
		const arrival = this.totals.answered(total);
		if (arrival === 0) this.start.firstAnswer(readNoEarlierThan);
		return { page, arrival };
	}

	/**
	 * Hands the page's records not read before to `each`, once, and counts those that certainly
	 * stood in the list at the read's start (all of the first answer's; later, those created before
	 * it began). Returns the new records that may have been created during the read.
	 */
	private take(
		records: readonly JsonApiResource[],
		page: JsonApiDocument<JsonApiResource[]>,
		phase: 'walk' | 'catch-up',
		arrival: number,
	): Set<string> {
		const fresh = records.filter((record) => {
			const key = resourceKey(record);
			if (this.seen.has(key)) return false;
			this.seen.add(key);
			return true;
		});
		const mayBeNew = new Set<string>();
		for (const record of fresh)
			if (!this.start.handedOn(record, arrival, phase)) mayBeNew.add(resourceKey(record));
		// After `done()`, an answer asked only for its total hands nothing on.
		if (fresh.length > 0 && !this.stopped) {
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
		throw this.progress.failure(
			`answers a meta.total that counts more records than its pages show (${this.totals.totalAt(last) ?? 'none'} at its last answer)`,
			'A total that counts records no page shows can still count records that left the list while it was read, and cannot say where they stood, so records could be missing; none are returned. This is a fault of the API; try again later.',
		);
	}
}

const notFound = (missing: number): string =>
	`lost ${missing === 1 ? 'a record' : `up to ${missing} records`} while it was read that ${MAX_CATCH_UP_PASSES} more readings of it to its end did not find, and kept moving meanwhile: removed before the read reached ${missing === 1 ? 'it' : 'them'}, or moving to the front unseen, which the list cannot tell apart`;

function totalOf(page: JsonApiDocument<JsonApiResource[]>): number | undefined {
	const total = page.meta?.total;
	return typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 ? total : undefined;
}
