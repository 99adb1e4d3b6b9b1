import type { ListPass } from './listPass';
import type { ListTotals } from './listTotals';
import type { PagesSummary, PageSource } from './pagerTypes';
import { EXTRA_PAGES_ALLOWED, EXTRA_STEP_BACK_PAGES, MAX_PAGES_WITHOUT_TOTAL } from './pagerTypes';

/**
 * How far a list read has got and how far it may go: the requests and records so far, the bounds
 * every pass and every step back are held to, and the error that says how far the read got when
 * the list breaks the rules it is read by (listRead.ts).
 */

export const API_FAULT = 'This is a fault of the API; try again later.';
export const MOVING =
	'Records could be missing, so none are returned. Try again later, or narrow the read with a filter the API applies.';

export class ReadProgress {
	private pagesFetched = 0;
	private recordsRead = 0;
	private walkPages = 0;
	private stepBackPages = 0;
	private largestTotal = 0;
	/** The records a page holds as the API serves them: the largest page seen. */
	size = 0;

	constructor(
		private readonly source: PageSource,
		private readonly totals: ListTotals,
		private readonly distinct: () => number,
	) {}

	/** One page fetched, with its records and total. */
	fetched(records: number, total: number | undefined): void {
		this.pagesFetched++;
		this.recordsRead += records;
		this.size = Math.max(this.size, records);
		if (total !== undefined) this.largestTotal = Math.max(this.largestTotal, total);
	}

	/** The walk has ended: what is read from now on is a catch-up. */
	walked(): void {
		this.walkPages = this.pagesFetched;
	}

	/** A request read again what records moving forward may have uncovered, within the read's budget for them. */
	steppedBack(): void {
		this.stepBackPages++;
		const allowed =
			3 * Math.ceil(this.largestTotal / Math.max(this.size, 1)) + EXTRA_STEP_BACK_PAGES;
		if (this.stepBackPages > allowed) {
			throw this.failure(
				`kept shrinking faster than it could be read: reading again what moved onto pages already read took ${this.stepBackPages} pages`,
				MOVING,
			);
		}
	}

	/**
	 * Every pass is bounded: by the pages the largest total allows plus EXTRA_PAGES_ALLOWED (and its
	 * step backs), a total set aside as too low included (a list that keeps linking pages past what
	 * it says it holds is refused, not read on), or MAX_PAGES_WITHOUT_TOTAL.
	 */
	checkPass(pass: ListPass): void {
		if (this.totals.answeredAny) {
			const allowed =
				Math.ceil(this.largestTotal / Math.max(this.size, 1)) +
				EXTRA_PAGES_ALLOWED +
				pass.stepBackPages;
			if (pass.pages >= allowed)
				throw this.failure(
					`kept pointing to more pages than its total of ${this.largestTotal} records allows`,
				);
		} else if (pass.pages >= MAX_PAGES_WITHOUT_TOTAL) {
			throw this.failure(
				`gives no total and kept pointing to more than ${MAX_PAGES_WITHOUT_TOTAL} pages`,
			);
		}
	}

	/** A list that broke the rules it is read by: the read stops, saying how far it got. */
	failure(problem: string, advice = API_FAULT): Error {
		const progress = `${this.pagesFetched} pages and ${this.recordsRead} records (${this.distinct()} distinct) had been read.`;
		return this.source.failure(problem, progress, advice);
	}

	summary(complete: boolean): PagesSummary {
		return {
			pagesFetched: this.pagesFetched,
			catchUpPages: this.pagesFetched - this.walkPages,
			stepBackPages: this.stepBackPages,
			complete,
		};
	}
}
