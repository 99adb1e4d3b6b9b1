import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { IncludedIndex, JsonApiDocument, JsonApiResource } from '../jsonapi';
import { indexIncluded, resourceKey } from '../jsonapi';
import { apiKeyOf } from './baseUrl';
import { requestList } from './documents';
import { redactSecrets } from './errors';
import { nextPageOf, pageKey, pageNumber } from './pageLinks';
import type { EachPage, PageAsRead, PagesRequest, PagesSummary, PassEnd, PassReport } from './pagePass';
import {
	EXTRA_PAGES_ALLOWED,
	EXTRA_STEP_BACK_PAGES,
	MAX_CATCH_UP_PASSES,
	MAX_PAGES_WITHOUT_TOTAL,
	Pass,
	sameRecords,
	totalOf,
	unreachable,
} from './pagePass';

import type { Terminal49Context } from './request';
import { CREDENTIAL_TYPE, MAX_PAGE_SIZE, safeBaseUrl } from './request';

/**
 * Reads a list endpoint to its real end while it moves, and hands each page's records new to the
 * read to `each`, each record once; `done()` from `each` ends the read after that page. The
 * credential is read once for the whole read. What the read guarantees, and what it costs, is in
 * docs/rate-limits.md ("A list read while it moves"):
 * - records move back (a refresh or a creation puts one at the front): a page that only repeats is
 *   skipped, never taken for the end; after the last page, if the walk met a repeat, the front is
 *   read again until what it passed over is found (up to MAX_CATCH_UP_PASSES passes);
 * - records move forward (one removed ahead of the reader pulls the ones behind it onto pages
 *   already read): a page whose `meta.total` is lower than the one before says so, and the reader
 *   steps back by as many pages as that drop can span and reads on from there;
 * - `meta.total` is a hint while `next` links on: the walk ends at the last page, within the pages
 *   the largest total allows plus EXTRA_PAGES_ALLOWED, or fails naming the total and what was read;
 * - every page keeps the read's own query (pageLinks.ts);
 * - a list that ignores `page[size]` (its second page repeats its first) is read from its first.
 */
export async function terminal49Paginate(this: Terminal49Context, request: PagesRequest, each: EachPage): Promise<PagesSummary> {
	const credentials = await this.getCredentials(CREDENTIAL_TYPE);
	const baseUrl = safeBaseUrl(this, credentials.baseUrl, request.itemIndex);
	return await new ListRead(this, request, each, credentials, baseUrl).toEnd();
}

class ListRead {
	private readonly seen = new Set<string>();
	private pagesFetched = 0;
	private recordsRead = 0;
	private latestTotal: number | undefined;
	private largestTotal = 0;
	/** Records that left the list during the read, at most: the sum of every drop of `meta.total`. */
	private leftAtMost = 0;
	private walkPages = 0;
	private stepBackPages = 0;
	/** Records that may have moved to the front unread: each walk repeat, and each drop a step back did not explain. */
	private movedToFrontAtMost = 0;
	/** Records the drops since the last step back can have hidden moving to the front (a removal ahead of one offsets its shift). */
	private unexplainedDrop = 0;
	private freshInCatchUp = 0;
	private stopped = false;
	private readonly firstQs: IDataObject;
	private readonly readQuery: IDataObject;
	private readonly listParameters: ReadonlySet<string>;
	private readonly secrets: readonly string[];

	constructor(
		private readonly ctx: Terminal49Context,
		private readonly request: PagesRequest,
		private readonly each: EachPage,
		private readonly credentials: ICredentialDataDecryptedObject,
		private readonly baseUrl: string,
	) {
		this.readQuery = { ...request.qs };
		this.firstQs = { ...request.qs, 'page[size]': Math.min(MAX_PAGE_SIZE, request.pageSize ?? MAX_PAGE_SIZE), 'page[number]': 1 };
		this.listParameters = new Set(Object.keys(request.qs ?? {}));
		this.secrets = [apiKeyOf(credentials)];
	}

	/** The walk, then as many catch-ups at the front as records moving there ask for. */
	async toEnd(): Promise<PagesSummary> {
		const walk = await this.pass(new Pass('walk', false, this.request.order === 'created'));
		this.walkPages = this.pagesFetched;
		switch (walk.end) {
			case 'stopped':
				return this.summary(false);
			case 'whole list on every page':
			case 'total reached':
			case 'settled':
			case 'restart':
				return this.summary(true);
			case 'last page':
				this.movedToFrontAtMost = walk.repeats + this.unexplainedDrop;
				if (this.request.order === 'created' || this.walkPages === 1 || this.movedToFrontAtMost === 0 || this.countedAll()) {
					return this.summary(true);
				}
				return this.summary(await this.catchUp());
			default:
				return unreachable(walk.end);
		}
	}

	/** Reads the front again until what the walk passed over is found; false when `done()` ended it. */
	private async catchUp(): Promise<boolean> {
		for (let catchUp = 1; ; catchUp++) {
			const lastChance = catchUp === MAX_CATCH_UP_PASSES;
			const front = await this.pass(new Pass('catch-up', !lastChance));
			this.freshInCatchUp += front.fresh;
			switch (front.end) {
				case 'stopped':
					return false;
				case 'total reached':
				case 'settled':
				case 'whole list on every page':
					return true;
				case 'last page':
					// Short of the total: if the list shifted during this pass, what it passed over is at the front again.
					if (!front.moved || !this.countable()) return true;
					break;
				case 'restart':
					break;
				default:
					return unreachable(front.end);
			}
			if (lastChance) {
				throw this.misbehaved(
					`kept moving faster than it could be read: ${MAX_CATCH_UP_PASSES} readings of its front after the last page still found records moving there`,
					'Records could be missing, so none are returned. Try again later, or narrow the read with a filter the API applies.',
				);
			}
		}
	}

	/** One pass from the first page, page by page, until the list, the read or the pass says it has ended. */
	private async pass(pass: Pass): Promise<PassReport> {
		let qs = this.firstQs;
		for (;;) {
			pass.visited.add(pageKey(qs, this.listParameters));
			const number = pageNumber(qs);
			const reread = number !== undefined && number <= pass.rereadUntil;
			// A page that a step back showed unchanged since it was read is not asked for again (StepBackShortcut).
			const page = pass.shortcut.answerOf(number) ?? (await this.readPage(qs, pass, reread));
			const records = Array.isArray(page.data) ? page.data : [];
			pass.largestPage = Math.max(pass.largestPage, records.length);
			const fresh = this.take(records, page, pass, number ?? pass.pages, reread);
			if (this.stopped) return pass.ended('stopped');

			const total = totalOf(page);
			const drop = pass.lastTotal !== undefined && total !== undefined ? Math.max(0, pass.lastTotal - total) : 0;
			pass.lastTotal = total ?? pass.lastTotal;
			if (pass.phase === 'walk') {
				// A drop may hide a record moved to the front (a removal ahead of it offsets its shift); one a step back finds hid nothing.
				this.unexplainedDrop = Math.max(0, this.unexplainedDrop + drop - (reread ? fresh : 0));
			}
			if (drop > 0 && number === undefined) {
				throw this.misbehaved(`lost ${drop} records while it was read, and its pages are not numbered, so the records that moved onto pages already read cannot be read again`);
			}
			if (number !== undefined) {
				const size = Math.max(pass.largestPage, 1);
				// Every record not read yet (and not moved to the front) stood at `frontier` or behind it; `drop` removals ahead moved it that much forward.
				const lowest = (pass.frontier ?? (number - 1) * size) - drop;
				pass.frontier = number * size;
				if (lowest < (number - 1) * size) {
					qs = this.stepBack(qs, { number, document: page }, Math.max(0, lowest), pass);
					continue;
				}
				pass.shortcut.readOn({ number, document: page }, size);
			}
			const end = this.endAfter(records, fresh, pass);
			if (end !== undefined) return pass.ended(end);
			const next = page.links?.next;
			if (typeof next !== 'string' || next === '') return pass.ended('last page');
			const nextPage = nextPageOf(next, this.baseUrl, this.readQuery);
			if ('problem' in nextPage) throw this.misbehaved(nextPage.problem);
			if (pass.visited.has(pageKey(nextPage.qs, this.listParameters))) throw this.misbehaved('pointed to a page that was already fetched');
			this.checkBound(pass);
			qs = nextPage.qs;
		}
	}

	/** Records left the list: what was behind the reader moved forward to `lowest` at most; the pass reads on from the page holding it, at its number now. */
	private stepBack(qs: IDataObject, page: PageAsRead, lowest: number, pass: Pass): IDataObject {
		const size = Math.max(pass.largestPage, 1);
		const target = Math.floor(lowest / size) + 1;
		const allowed = 3 * Math.ceil(this.largestTotal / size) + EXTRA_STEP_BACK_PAGES;
		if (this.stepBackPages + page.number - target + 1 > allowed) {
			const problem = `kept shrinking faster than it could be read: ${this.leftAtMost} records left it while it was read, and reading again what moved onto pages already read took ${this.stepBackPages} pages`;
			throw this.misbehaved(problem, 'Records could be missing, so none are returned. Try again later, or narrow the read with a filter the API applies.');
		}
		pass.frontier = lowest;
		pass.shortcut.steppedBack(page, target, size);
		pass.rereadUntil = Math.max(pass.rereadUntil, page.number);
		for (let n = target; n <= page.number; n++) pass.visited.delete(pageKey({ ...qs, 'page[number]': n }, this.listParameters));
		return { ...qs, 'page[number]': target };
	}

	/** Fetches one page, read at the door: a body that is no list document fails naming its request; a record of no shape is left out. */
	private async readPage(qs: IDataObject, pass: Pass, reread: boolean): Promise<JsonApiDocument<JsonApiResource[]>> {
		const page = await requestList.call(this.ctx, {
			method: 'GET',
			path: this.request.path,
			qs,
			itemIndex: this.request.itemIndex,
			credentials: this.credentials,
		});
		this.pagesFetched++;
		pass.pages++;
		if (reread) this.stepBackPages++;
		this.recordsRead += Array.isArray(page.data) ? page.data.length : 0;
		const total = totalOf(page);
		if (total !== undefined) {
			if (this.latestTotal !== undefined && total < this.latestTotal) this.leftAtMost += this.latestTotal - total;
			this.latestTotal = total;
			this.largestTotal = Math.max(this.largestTotal, total);
		}
		return page;
	}

	/**
	 * Hands the page's records not read before to `each`, once. A record already met in this pass
	 * means the list moved back under it; on a page read again after a step back (`reread`), only one
	 * met last on an earlier page does: records moving forward are why it is read again.
	 */
	private take(records: readonly JsonApiResource[], page: JsonApiDocument<JsonApiResource[]>, pass: Pass, at: number, reread: boolean): number {
		const fresh: JsonApiResource[] = [];
		for (const resource of records) {
			const key = resourceKey(resource);
			const metOn = pass.met.get(key);
			if (metOn !== undefined && (!reread || metOn < at)) {
				pass.moved = true;
				pass.repeats++;
			}
			pass.met.set(key, at);
			if (this.seen.has(key)) continue;
			this.seen.add(key);
			fresh.push(resource);
		}
		pass.fresh += fresh.length;
		if (fresh.length > 0) {
			let index: IncludedIndex | undefined;
			const included = () => (index ??= indexIncluded(page.included));
			this.each({ records: fresh, document: page, included }, () => {
				this.stopped = true;
			});
		}
		return fresh.length;
	}

	/** Whether the pass ends at this page (besides its last page). */
	private endAfter(records: JsonApiResource[], fresh: number, pass: Pass): PassEnd | undefined {
		if (records.length === 0) return 'last page';
		pass.firstPage ??= records;
		if (pass.phase === 'walk') {
			return pass.pages === 2 && this.latestTotal === undefined && sameRecords(records, pass.firstPage) ? 'whole list on every page' : undefined;
		}
		if (this.countedAll()) return 'total reached';
		if (fresh > 0) return undefined;
		if (!this.countable() && this.freshInCatchUp + pass.fresh >= this.movedToFrontAtMost) return 'settled';
		return pass.moved && pass.restartAllowed ? 'restart' : undefined;
	}

	/** The records read can be counted against the total: it is given, and none left the list during the read. */
	private countable(): boolean {
		return this.latestTotal !== undefined && this.leftAtMost === 0;
	}

	/** As many distinct records read as the total counts, none having left the list during the read. */
	private countedAll(): boolean {
		return this.countable() && this.seen.size >= (this.latestTotal ?? Infinity);
	}

	/** Every pass is bounded: by the pages the largest total allows plus EXTRA_PAGES_ALLOWED (and its step backs), or MAX_PAGES_WITHOUT_TOTAL. */
	private checkBound(pass: Pass): void {
		if (this.latestTotal !== undefined) {
			const pagesAllowed = Math.ceil(this.largestTotal / Math.max(pass.largestPage, 1)) + EXTRA_PAGES_ALLOWED + this.stepBackPages;
			if (pass.pages >= pagesAllowed) {
				const lastSaid = this.latestTotal === this.largestTotal ? '' : ` (its last page said ${this.latestTotal})`;
				throw this.misbehaved(`kept pointing to more pages than its total of ${this.largestTotal} records allows${lastSaid}`);
			}
		} else if (pass.pages >= MAX_PAGES_WITHOUT_TOTAL) {
			throw this.misbehaved(`gives no total and kept pointing to more than ${MAX_PAGES_WITHOUT_TOTAL} pages`);
		}
	}

	/** A list that broke the rules it is read by: the read stops, saying how far it got, the key redacted. */
	private misbehaved(problem: string, advice = 'This is a fault of the API; try again later.'): NodeApiError {
		const message = redactSecrets(`Terminal49's list ${this.request.path} ${problem}; stopped reading it`, this.secrets);
		const description = `${this.pagesFetched} pages and ${this.recordsRead} records (${this.seen.size} distinct) had been read. ${advice}`;
		return new NodeApiError(this.ctx.getNode(), { message: problem }, { message, description, itemIndex: this.request.itemIndex });
	}

	private summary(complete: boolean): PagesSummary {
		return { pagesFetched: this.pagesFetched, catchUpPages: this.pagesFetched - this.walkPages, stepBackPages: this.stepBackPages, complete };
	}
}
