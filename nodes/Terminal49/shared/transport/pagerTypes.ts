import type { IDataObject } from 'n8n-workflow';

import type { IncludedIndex, JsonApiDocument, JsonApiResource } from '../jsonapi';
import type { ListOrder } from './listPass';

/**
 * What a list read is asked, what it hands on, what it returns, where its pages come from, and the
 * bounds it is read within (listRead.ts reads it).
 */

/** Pages beyond what `meta.total` allows, for records created while the list is read. */
export const EXTRA_PAGES_ALLOWED = 2;

/**
 * Pages a list that gives no `meta.total` may take before its walk is refused. The live lists
 * without a total (webhooks, custom field definitions, shipping lines) hold a few dozen records;
 * `/containers`, the one that runs to thousands of pages, gives one.
 */
export const MAX_PAGES_WITHOUT_TOTAL = 1_000;

/**
 * Times a catch-up reads the list again from its front, to its end unless it finds what it looks
 * for first. A record removed before the read reached it cannot be told from one that moved to the
 * front unseen: a reading to the end settles it when the list stood still meanwhile, and a second
 * one finds a record that moved again while the first read. Past that, on a live list, the record
 * looked for is all but certainly removed, and each further reading costs the whole list: the read
 * fails instead.
 */
export const MAX_CATCH_UP_PASSES = 2;

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
