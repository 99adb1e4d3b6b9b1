import type { IDataObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { JsonApiDocument, JsonApiResource } from '../jsonapi';
import { readListDocument } from '../jsonapi';
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
	/** Keep only resources that pass; pages are fetched until `limit` of them are kept. Sees each record once. */
	keep?: (resource: JsonApiResource, page: JsonApiDocument<JsonApiResource[]>) => boolean;
	/** Checked after each page: true stops reading (what was read is returned, `complete: false`). */
	stopWhen?: () => boolean;
	/** Whether to gather every page's `included` for the result. Default true; a streamed read that uses them in `keep` turns it off. */
	collectIncluded?: boolean;
	itemIndex?: number;
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
	const { limit, keep } = request;
	if (limit !== undefined && !(Number.isSafeInteger(limit) && limit >= 1)) {
		throw new NodeOperationError(this.getNode(), `Limit must be a whole number of 1 or more, not ${String(limit)}`, {
			itemIndex: request.itemIndex,
		});
	}
	const credentials = await this.getCredentials(CREDENTIAL_TYPE);
	const baseUrl = safeBaseUrl(this, credentials.baseUrl, request.itemIndex);
	const secrets = [apiKeyOf(credentials)];
	const pageSize = limit !== undefined && !keep ? Math.min(MAX_PAGE_SIZE, limit) : MAX_PAGE_SIZE;
	const firstQs: IDataObject = { ...request.qs, 'page[size]': pageSize, 'page[number]': 1 };
	const listParameters = new Set(Object.keys(request.qs ?? {}));

	const data: JsonApiResource[] = [];
	const included = new Map<string, JsonApiResource>();
	const seen = new Set<string>();
	let pagesFetched = 0;
	let recordsRead = 0;
	let latestTotal: number | undefined;
	let largestTotal = 0;

	const misbehaved = (problem: string, advice = 'This is a fault of the API; try again later.'): NodeApiError =>
		new NodeApiError(
			this.getNode(),
			{ message: problem },
			{
				message: redactSecrets(`Terminal49's list ${request.path} ${problem}; stopped reading it`, secrets),
				description: `${pagesFetched} pages and ${recordsRead} records (${seen.size} distinct) had been read. ${advice}`,
				itemIndex: request.itemIndex,
			},
		);

	const readPage = async (qs: IDataObject): Promise<JsonApiDocument<JsonApiResource[]>> => {
		// Read once at the edge: a page of any shape yields resources, or none, never a crash.
		const page = readListDocument(
			await terminal49Request.call<Terminal49Context, [Terminal49Request], Promise<unknown>>(this, {
				method: 'GET',
				path: request.path,
				qs,
				itemIndex: request.itemIndex,
			}),
		);
		pagesFetched++;
		if (request.collectIncluded !== false) for (const resource of page.included ?? []) included.set(recordKey(resource), resource);
		const total = totalOf(page);
		if (total !== undefined) {
			latestTotal = total;
			largestTotal = Math.max(largestTotal, total);
		}
		return page;
	};
	const totalReached = (): boolean => latestTotal !== undefined && seen.size >= latestTotal;

	/**
	 * One pass from the first page: the walk, or a catch-up after it. `moved` says a record came
	 * twice in this pass: the list shifted under it.
	 */
	const pass = async (phase: 'walk' | 'catch-up', restartAllowed: boolean): Promise<{ end: PassEnd; repeats: number; fresh: number; moved: boolean }> => {
		const visited = new Set<string>();
		const readInPass = new Set<string>();
		let qs = firstQs;
		let firstPage: JsonApiResource[] | undefined;
		let pages = 0;
		let largestPage = 0;
		let repeats = 0;
		let fresh = 0;
		let moved = false;
		const ended = (end: PassEnd) => ({ end, repeats, fresh, moved });
		for (;;) {
			visited.add(pageKey(qs, listParameters));
			const page = await readPage(qs);
			pages++;
			const records = Array.isArray(page.data) ? page.data : [];
			recordsRead += records.length;
			largestPage = Math.max(largestPage, records.length);

			let freshOnPage = 0;
			let movedOnPage = false;
			for (const resource of records) {
				const key = recordKey(resource);
				if (readInPass.has(key)) movedOnPage = true;
				readInPass.add(key);
				if (seen.has(key)) continue;
				seen.add(key);
				freshOnPage++;
				if (keep && !keep(resource, page)) continue;
				data.push(resource);
				if (limit !== undefined && data.length >= limit) {
					fresh += freshOnPage;
					return ended('stopped');
				}
			}
			repeats += records.length - freshOnPage;
			fresh += freshOnPage;
			moved ||= movedOnPage;
			if (request.stopWhen?.()) return ended('stopped');

			if (totalReached()) return ended('total reached');
			if (records.length === 0) return ended('last page');
			firstPage ??= records;
			if (phase === 'walk' && pages === 2 && latestTotal === undefined && sameRecords(records, firstPage)) {
				return ended('whole list on every page');
			}
			if (phase === 'catch-up' && freshOnPage === 0) {
				if (latestTotal === undefined && freshInCatchUp + fresh >= repeatsInWalk) return ended('settled');
				if (movedOnPage && restartAllowed) return ended('restart');
			}
			const next = page.links?.next;
			if (typeof next !== 'string' || next === '') return ended('last page');

			const nextQs = queryOf(next, baseUrl);
			if (nextQs === undefined) throw misbehaved('pointed to a next page whose link is not a URL');
			if (visited.has(pageKey(nextQs, listParameters))) throw misbehaved('pointed to a page that was already fetched');
			if (latestTotal !== undefined) {
				const pagesAllowed = Math.ceil(largestTotal / Math.max(largestPage, 1)) + EXTRA_PAGES_ALLOWED;
				if (pages >= pagesAllowed) {
					throw misbehaved(`kept pointing to more pages than its total of ${largestTotal} records allows`);
				}
			} else if (pages >= MAX_PAGES_WITHOUT_TOTAL) {
				throw misbehaved(`gives no total and kept pointing to more than ${MAX_PAGES_WITHOUT_TOTAL} pages`);
			}
			qs = nextQs;
		}
	};

	let repeatsInWalk = 0;
	let freshInCatchUp = 0;
	const walk = await pass('walk', false);
	const walkPages = pagesFetched;
	const result = (complete: boolean): PagesResult => ({
		data,
		included: [...included.values()],
		pagesFetched,
		catchUpPages: pagesFetched - walkPages,
		complete,
	});
	if (walk.end === 'stopped') return result(false);
	// One page is one moment of the list. Otherwise every shift of the pages not yet read (a record
	// moved to the front, or a new one put there) shows as a repeat on a later page: none met
	// means nothing was passed over.
	if (walk.end === 'whole list on every page' || walkPages === 1 || walk.repeats === 0 || totalReached()) return result(true);
	repeatsInWalk = walk.repeats;
	for (let catchUp = 1; ; catchUp++) {
		const lastChance = catchUp === MAX_CATCH_UP_PASSES;
		const front = await pass('catch-up', !lastChance);
		freshInCatchUp += front.fresh;
		if (front.end === 'stopped') return result(false);
		if (front.end === 'total reached' || front.end === 'settled') break;
		// At the last page short of the total: if the list shifted during this pass, what it passed
		// over is at the front again; if it did not, the total counts records the list does not
		// show (or some were deleted meanwhile), and the list has been read to its end.
		if (front.end === 'last page' && (!front.moved || latestTotal === undefined)) break;
		if (lastChance) {
			throw misbehaved(
				`kept moving faster than it could be read: ${MAX_CATCH_UP_PASSES} readings of its front after the last page still found records moving there`,
				'Records could be missing, so none are returned. Try again later, or narrow the read with a filter the API applies.',
			);
		}
	}
	return result(true);
}
