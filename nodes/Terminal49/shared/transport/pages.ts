import type { IDataObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { IncludedIndex, JsonApiDocument, JsonApiResource } from '../jsonapi';
import { indexIncluded, readListDocument } from '../jsonapi';
import { apiKeyOf } from './baseUrl';
import { redactSecrets } from './errors';
import type { Terminal49Context, Terminal49Request } from './request';
import { CREDENTIAL_TYPE, MAX_PAGE_SIZE, safeBaseUrl, terminal49Request } from './request';

/** Pages beyond what `meta.total` allows, for records created while the list is read. */
export const EXTRA_PAGES_ALLOWED = 2;

/**
 * Pages a list that gives no `meta.total` may take before its walk is refused. The live lists
 * without a total (webhooks, custom field definitions, shipping lines) hold a few dozen records;
 * `/containers`, the one that runs to thousands of pages, gives one.
 */
export const MAX_PAGES_WITHOUT_TOTAL = 1_000;

export interface PagesRequest {
	path: string;
	qs?: IDataObject;
	/** Stop once this many resources are kept: a whole number from 1. Absent: every page. */
	limit?: number;
	/**
	 * Keep only resources that pass; pages are fetched until `limit` of them are kept. Sees each
	 * record once, with its page and that page's included records by `type:id` (`included()`).
	 */
	keep?: (resource: JsonApiResource, page: JsonApiDocument<JsonApiResource[]>, included: PageIncluded) => boolean;
	/**
	 * Called once for each page that brings a record new to the read, before `keep` sees it: a
	 * streamed read sets up there what the page's records share, and gathers what it keeps of it.
	 */
	onPage?: (page: JsonApiDocument<JsonApiResource[]>, included: PageIncluded) => void;
	/** Checked after each page: true stops reading (what was read is returned, `complete: false`). */
	stopWhen?: () => boolean;
	/** Whether to gather every page's `included` for the result. Default true; a streamed read that uses them in `keep` turns it off. */
	collectIncluded?: boolean;
	itemIndex?: number;
}

/**
 * A page's included records by `type:id`: indexed the first time they are asked for, once per
 * page, so a streamed read finds a record's related ones without indexing each page itself, and a
 * read that never asks indexes nothing.
 */
export type PageIncluded = () => IncludedIndex;

function includedOnPage(page: JsonApiDocument<JsonApiResource[]>): PageIncluded {
	let index: IncludedIndex | undefined;
	return () => (index ??= indexIncluded(page.included));
}

export interface PagesResult {
	data: JsonApiResource[];
	/** `included` of every page fetched, each record once. */
	included: JsonApiResource[];
	/** Every request of the read, the catch-up's included. */
	pagesFetched: number;
	/** Requests spent reading the front of the list again for records that moved there during the read. */
	catchUpPages: number;
	/** True when the list was read to its end; false when `limit` or `stopWhen` ended the read first. */
	complete: boolean;
}

/**
 * Times the front is read again after a walk: a catch-up begins again at the front when records
 * moved there while it read (a page brings nothing new but repeats one it read itself); the last
 * one reads on to the total or the end of the list instead.
 */
export const MAX_CATCH_UP_PASSES = 5;

/** How a pass over the list ended. */
type PassEnd =
	/** As many distinct records as the list's total have been read. */
	| 'total reached'
	/** No next page, or an empty page. */
	| 'last page'
	/** A catch-up without a total found what the walk's repeats said had moved, and a page brought nothing new. */
	| 'settled'
	/** A list that ignores paging: its second page repeats its first, so the first held it all. */
	| 'whole list on every page'
	/** A catch-up met records moving to the front behind it: it begins again there. */
	| 'restart'
	/** `limit` resources kept, or `stopWhen` said so. */
	| 'stopped';

/**
 * The query of a `links.next` URL: the next page is always asked of the credential's own Base URL,
 * whatever origin the link names (behind a proxy it names the API's), so the key never follows a
 * link elsewhere. Undefined when the link is not a URL.
 */
function queryOf(link: string, baseUrl: string): IDataObject | undefined {
	let url: URL;
	try {
		url = new URL(link, `${baseUrl}/`);
	} catch {
		return undefined;
	}
	const qs: IDataObject = {};
	url.searchParams.forEach((value, key) => {
		qs[key] = value;
	});
	return qs;
}

/** '02', ' 2' and '2' are one page; anything that is not digits is kept as written. */
function pageNumberOf(value: unknown): string {
	if (value === undefined) return '1';
	const text = String(value).trim();
	return /^\d{1,15}$/.test(text) ? String(Number(text)) : text;
}

/**
 * Which page of which list a query asks for, whatever its spelling: the page number (and any other
 * `page[...]` cursor) and the values of the parameters the read began with (filters, include).
 * The page size is left out (a link may spell it otherwise), and so is anything the read did not
 * send (a cache buster), so a link back to a page already read is known as one.
 */
export function pageKey(qs: IDataObject, listParameters: ReadonlySet<string>): string {
	const entries: Array<[string, string]> = [['page[number]', pageNumberOf(qs['page[number]'])]];
	for (const name of Object.keys(qs).sort()) {
		if (name === 'page[number]' || name === 'page[size]') continue;
		if (name.startsWith('page[') || listParameters.has(name)) entries.push([name, String(qs[name])]);
	}
	return JSON.stringify(entries);
}

function totalOf(page: JsonApiDocument<JsonApiResource[]>): number | undefined {
	const total = page.meta?.total;
	return typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 ? total : undefined;
}

function recordKey(resource: JsonApiResource): string {
	return `${resource.type}:${resource.id}`;
}

function sameRecords(a: readonly JsonApiResource[], b: readonly JsonApiResource[]): boolean {
	return a.length === b.length && a.every((resource, index) => recordKey(resource) === recordKey(b[index]));
}

/**
 * Reads a list endpoint to its real end, each record once, while the list moves.
 *
 * Terminal49 lists containers with the most recently refreshed first, and a long read waits on
 * the rate limit while refreshes go on: a record refreshed during the read jumps from a page not
 * yet read to the front, and pushes every record it passed one place back. So:
 * - a list ends only when it has ended: no `next`, an empty page, or as many distinct records as
 *   its `meta.total`. A page that only repeats records already read is skipped, never taken for
 *   the end: the shift that made it is what repeats it;
 * - after the last page, if the walk met a repeat and the total is not reached, the front of the
 *   list is read again until every record the total counts is read (without a total: until as
 *   many records as the walk met repeats are found and a page brings nothing new). Every shift
 *   of the pages not yet read shows as a repeat, so a walk with none passed nothing over. A
 *   catch-up that meets records moving to the front behind it begins again there, up to
 *   MAX_CATCH_UP_PASSES times, and a list still moving then fails saying so;
 * - a list that ignores `page[size]` (the live shipping lines and custom field definitions answer
 *   the whole list on every page, give no total, and still link a next one) is recognised when its
 *   second page repeats its first exactly: the first held it all;
 * - every pass is bounded: by the pages the largest `meta.total` allows plus EXTRA_PAGES_ALLOWED,
 *   or MAX_PAGES_WITHOUT_TOTAL; a `next` back to a page already read (in any spelling) or one that
 *   is not a URL fails too. Each failure says how many pages and records had been read.
 *
 * The page size asked for is never trusted (the API caps it at 100 without saying so). With
 * `limit`, reading stops as soon as that many records are kept, without a page it does not need;
 * `keep` sees each record once, the walk's and the catch-up's alike.
 */
export async function terminal49RequestPages(this: Terminal49Context, request: PagesRequest): Promise<PagesResult> {
	const { limit } = request;
	if (limit !== undefined && !(Number.isSafeInteger(limit) && limit >= 1)) {
		throw new NodeOperationError(this.getNode(), `Limit must be a whole number of 1 or more, not ${String(limit)}`, {
			itemIndex: request.itemIndex,
		});
	}
	const credentials = await this.getCredentials(CREDENTIAL_TYPE);
	const baseUrl = safeBaseUrl(this, credentials.baseUrl, request.itemIndex);
	return await new ListRead(this, request, baseUrl, [apiKeyOf(credentials)]).toEnd();
}

/** What a pass over the list reports when it ends. `moved` says a record came twice in it: the list shifted under it. */
interface PassReport {
	end: PassEnd;
	repeats: number;
	fresh: number;
	moved: boolean;
}

/** What one pass from the first page has read so far: the pages it asked for (in any spelling) and the records it met. */
class Pass {
	/** Page keys asked for: a `next` back to one of them is a loop. */
	readonly visited = new Set<string>();

	/** Records met in this pass: one met twice moved while it read. */
	readonly met = new Set<string>();

	pages = 0;

	largestPage = 0;

	repeats = 0;

	fresh = 0;

	moved = false;

	firstPage: JsonApiResource[] | undefined;

	constructor(
		readonly phase: 'walk' | 'catch-up',
		/** Whether a catch-up may begin again at the front when records move there behind it. */
		readonly restartAllowed: boolean,
	) {}

	ended(end: PassEnd): PassReport {
		return { end, repeats: this.repeats, fresh: this.fresh, moved: this.moved };
	}
}

/** What one page brought to the read: records not read before, whether one came twice in the pass, whether `limit` was reached. */
interface PageTake {
	fresh: number;
	moved: boolean;
	limitReached: boolean;
}

/**
 * One read of a list to its end: every record read (each once), what was kept, the included
 * records gathered, and the totals the API gave. Its passes share this; each pass keeps its own
 * pages in a `Pass`.
 */
class ListRead {
	private readonly data: JsonApiResource[] = [];

	private readonly included = new Map<string, JsonApiResource>();

	/** Every distinct record read, kept or not. */
	private readonly seen = new Set<string>();

	private pagesFetched = 0;

	private recordsRead = 0;

	private latestTotal: number | undefined;

	private largestTotal = 0;

	private walkPages = 0;

	private repeatsInWalk = 0;

	private freshInCatchUp = 0;

	private readonly firstQs: IDataObject;

	/** The parameters the read began with: part of a page's key, whatever spelling a link gives them. */
	private readonly listParameters: ReadonlySet<string>;

	constructor(
		private readonly ctx: Terminal49Context,
		private readonly request: PagesRequest,
		private readonly baseUrl: string,
		private readonly secrets: readonly string[],
	) {
		const { limit, keep } = request;
		const pageSize = limit !== undefined && !keep ? Math.min(MAX_PAGE_SIZE, limit) : MAX_PAGE_SIZE;
		this.firstQs = { ...request.qs, 'page[size]': pageSize, 'page[number]': 1 };
		this.listParameters = new Set(Object.keys(request.qs ?? {}));
	}

	/**
	 * The walk, then as many catch-ups as the list's movement asks for. One page is one moment of
	 * the list; otherwise every shift of the pages not yet read (a record moved to the front, or a
	 * new one put there) shows as a repeat on a later page: a walk that met none passed nothing over.
	 */
	async toEnd(): Promise<PagesResult> {
		const walk = await this.pass(new Pass('walk', false));
		this.walkPages = this.pagesFetched;
		if (walk.end === 'stopped') return this.result(false);
		if (walk.end === 'whole list on every page' || this.walkPages === 1 || walk.repeats === 0 || this.totalReached()) {
			return this.result(true);
		}
		this.repeatsInWalk = walk.repeats;
		return this.result(await this.catchUp());
	}

	/**
	 * Reads the front again until what the walk passed over is found; true when the list was read
	 * to its end, false when `limit` or `stopWhen` ended it. A list still moving after
	 * MAX_CATCH_UP_PASSES fails rather than return a list that may miss records.
	 */
	private async catchUp(): Promise<boolean> {
		for (let catchUp = 1; ; catchUp++) {
			const lastChance = catchUp === MAX_CATCH_UP_PASSES;
			const front = await this.pass(new Pass('catch-up', !lastChance));
			this.freshInCatchUp += front.fresh;
			if (front.end === 'stopped') return false;
			if (front.end === 'total reached' || front.end === 'settled') return true;
			// At the last page short of the total: if the list shifted during this pass, what it passed
			// over is at the front again; if it did not, the total counts records the list does not
			// show (or some were deleted meanwhile), and the list has been read to its end.
			if (front.end === 'last page' && (!front.moved || this.latestTotal === undefined)) return true;
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
			const page = await this.readPage(qs);
			pass.pages++;
			const records = Array.isArray(page.data) ? page.data : [];
			this.recordsRead += records.length;
			pass.largestPage = Math.max(pass.largestPage, records.length);

			const taken = this.take(records, page, pass);
			pass.fresh += taken.fresh;
			if (taken.limitReached) return pass.ended('stopped');
			pass.repeats += records.length - taken.fresh;
			pass.moved ||= taken.moved;
			if (this.request.stopWhen?.()) return pass.ended('stopped');

			const end = this.endAfter(records, taken, pass);
			if (end !== undefined) return pass.ended(end);
			const nextQs = this.nextPageQuery(page, pass);
			if (nextQs === undefined) return pass.ended('last page');
			qs = nextQs;
		}
	}

	/** Fetches one page, read once at the edge: a page of any shape yields resources, or none, never a crash. */
	private async readPage(qs: IDataObject): Promise<JsonApiDocument<JsonApiResource[]>> {
		const page = readListDocument(
			await terminal49Request.call<Terminal49Context, [Terminal49Request], Promise<unknown>>(this.ctx, {
				method: 'GET',
				path: this.request.path,
				qs,
				itemIndex: this.request.itemIndex,
			}),
		);
		this.pagesFetched++;
		if (this.request.collectIncluded !== false) {
			for (const resource of page.included ?? []) this.included.set(recordKey(resource), resource);
		}
		const total = totalOf(page);
		if (total !== undefined) {
			this.latestTotal = total;
			this.largestTotal = Math.max(this.largestTotal, total);
		}
		return page;
	}

	/**
	 * Hands each record not read before to `keep`, once, and keeps what passes, up to `limit`; the
	 * first such record of the page is announced by `onPage`. A record already met in this pass
	 * means the list moved under it.
	 */
	private take(records: readonly JsonApiResource[], page: JsonApiDocument<JsonApiResource[]>, pass: Pass): PageTake {
		const { keep, limit, onPage } = this.request;
		const included = includedOnPage(page);
		const taken: PageTake = { fresh: 0, moved: false, limitReached: false };
		for (const resource of records) {
			const key = recordKey(resource);
			if (pass.met.has(key)) taken.moved = true;
			pass.met.add(key);
			if (this.seen.has(key)) continue;
			this.seen.add(key);
			if (taken.fresh++ === 0) onPage?.(page, included);
			if (keep && !keep(resource, page, included)) continue;
			this.data.push(resource);
			if (limit !== undefined && this.data.length >= limit) {
				taken.limitReached = true;
				break;
			}
		}
		return taken;
	}

	/**
	 * Whether the pass ends at this page: the total is reached, the page is empty, the list answers
	 * whole on every page, or (in a catch-up, on a page that brought nothing new) what the walk
	 * passed over is found or the front moved behind it.
	 */
	private endAfter(records: JsonApiResource[], taken: PageTake, pass: Pass): PassEnd | undefined {
		if (this.totalReached()) return 'total reached';
		if (records.length === 0) return 'last page';
		pass.firstPage ??= records;
		if (pass.phase === 'walk' && pass.pages === 2 && this.latestTotal === undefined && sameRecords(records, pass.firstPage)) {
			return 'whole list on every page';
		}
		if (pass.phase === 'catch-up' && taken.fresh === 0) {
			if (this.latestTotal === undefined && this.freshInCatchUp + pass.fresh >= this.repeatsInWalk) return 'settled';
			if (taken.moved && pass.restartAllowed) return 'restart';
		}
		return undefined;
	}

	/**
	 * The query of the page `links.next` points to; undefined at the last page. A link that is not a
	 * URL, one back to a page this pass read, or one past the pass's bound fails with what was read.
	 */
	private nextPageQuery(page: JsonApiDocument<JsonApiResource[]>, pass: Pass): IDataObject | undefined {
		const next = page.links?.next;
		if (typeof next !== 'string' || next === '') return undefined;
		const nextQs = queryOf(next, this.baseUrl);
		if (nextQs === undefined) throw this.misbehaved('pointed to a next page whose link is not a URL');
		if (pass.visited.has(pageKey(nextQs, this.listParameters))) throw this.misbehaved('pointed to a page that was already fetched');
		this.checkBound(pass);
		return nextQs;
	}

	/** Every pass is bounded: by the pages the largest total allows plus EXTRA_PAGES_ALLOWED, or MAX_PAGES_WITHOUT_TOTAL. */
	private checkBound(pass: Pass): void {
		if (this.latestTotal !== undefined) {
			const pagesAllowed = Math.ceil(this.largestTotal / Math.max(pass.largestPage, 1)) + EXTRA_PAGES_ALLOWED;
			if (pass.pages >= pagesAllowed) {
				throw this.misbehaved(`kept pointing to more pages than its total of ${this.largestTotal} records allows`);
			}
		} else if (pass.pages >= MAX_PAGES_WITHOUT_TOTAL) {
			throw this.misbehaved(`gives no total and kept pointing to more than ${MAX_PAGES_WITHOUT_TOTAL} pages`);
		}
	}

	private totalReached(): boolean {
		return this.latestTotal !== undefined && this.seen.size >= this.latestTotal;
	}

	/** A list that broke the rules it is read by: the read stops, saying how far it got, the key redacted. */
	private misbehaved(problem: string, advice = 'This is a fault of the API; try again later.'): NodeApiError {
		return new NodeApiError(
			this.ctx.getNode(),
			{ message: problem },
			{
				message: redactSecrets(`Terminal49's list ${this.request.path} ${problem}; stopped reading it`, this.secrets),
				description: `${this.pagesFetched} pages and ${this.recordsRead} records (${this.seen.size} distinct) had been read. ${advice}`,
				itemIndex: this.request.itemIndex,
			},
		);
	}

	private result(complete: boolean): PagesResult {
		return {
			data: this.data,
			included: [...this.included.values()],
			pagesFetched: this.pagesFetched,
			catchUpPages: this.pagesFetched - this.walkPages,
			complete,
		};
	}
}
