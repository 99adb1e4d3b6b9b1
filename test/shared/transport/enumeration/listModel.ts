import type { IDataObject } from 'n8n-workflow';

import type { JsonApiDocument, JsonApiResource } from '../../../../nodes/Terminal49/shared/jsonapi';
import type { PageAnswer } from '../../../../nodes/Terminal49/shared/transport/pagerTypes';

/**
 * The API's lists, in a few lines, for the exhaustive check of the pager: a list of records that
 * moves between any two answers, answered in offset pages with `meta.total` and a `next` link.
 *
 * - 'refreshed' (`/containers`): the most recently refreshed first. A new record comes in at the
 *   front; a refresh takes a record from anywhere to the front; a removal takes one from anywhere.
 * - 'created' (`/shipments?filter[tracking_stopped]=false`): the newest first, by creation. A new
 *   record comes in at the front; a stop takes one out where it stands; a resume brings a stopped
 *   one back where its creation puts it.
 *
 * `meta.total` is answered as the live API may: the count now ('exact'), the count at the request
 * before ('lagging', one answer behind), a count stuck one above or below the list's count at the
 * start ('too high', 'too low'), or none at all ('none'). The `next` link is the list's own: given
 * while records stand beyond the page. A 429 is answered below the pager (the transport waits and
 * asks again), so to the pager it is only more time between two answers: the events between two
 * answers already cover whatever happens in it.
 *
 * Records that play the same part are alike: every record in the list at the start was created in
 * the same second an hour before the read, but one (the newest, a second before the read began,
 * within the pager's clock margin), and every record created during the read in the read's first
 * second. A record gets its id when it is first served (`s1`, `s2`, … in that order), so two
 * histories that differ only in which of two alike records an event took serve the same answers.
 */

export type ModelOrder = 'refreshed' | 'created';
export type TotalMode = 'exact' | 'lagging' | 'too high' | 'too low' | 'none';
/** Where the start record created a second before the read stands: at the front, or at the back. */
export type CreationLayout = 'newest first' | 'oldest first';
/**
 * What the answers tell of time: records' `created_at` and the API's clock when it read the page
 * ('creation and clock'), `created_at` only ('creation only'), or neither ('none').
 */
export type TimeKnown = 'creation and clock' | 'creation only' | 'none';

export interface ModelSetup {
	order: ModelOrder;
	/** Records in the list at the start. */
	records: number;
	/** Stopped records beside them (created lists): the ones a resume can bring back. */
	stopped: number;
	pageSize: number;
	totals: TotalMode;
	layout: CreationLayout;
	times: TimeKnown;
}

export type ModelEvent =
	| { kind: 'create' }
	/** Removal (refreshed lists) or stop (created lists) of the record at `at` in the list as it stands. */
	| { kind: 'remove'; at: number }
	| { kind: 'refresh'; at: number }
	/** The stopped record at `at` among all records, in creation order, comes back. */
	| { kind: 'resume'; at: number };

/** Creation times, in seconds from the read's start. */
const OLD = -3600;
const NEWEST = -1;
const DURING = 0;

interface ModelRecord {
	internal: string;
	/** The id it is served by, once served. */
	served?: string;
	created: number;
	/** In a created list: false while its tracking is stopped (it is out of the list then). */
	listed: boolean;
	/** In the list from the read's start, and never out of it since. */
	throughout: boolean;
}

const EPOCH = Date.UTC(2026, 0, 1);
export const MODEL_BASE_URL = 'https://api.test/v2';

/** An answer as the checker keeps it, beside what the page showed of the list then. */
export interface ModelAnswer extends PageAnswer {
	/** The list's count when the page was read, and the total the answer gave. */
	count: number;
	total: number | undefined;
}

export class ModelList {
	/** Refreshed: the list, front first. Created: every record, newest first, listed or not. */
	private readonly records: ModelRecord[] = [];
	private readonly counts: number[] = [];
	private readonly startCount: number;
	private servedSoFar = 0;
	private created = 0;
	/** Records that left the list since the last answer: a resume never brings one back at once. */
	private leftNow = new Set<ModelRecord>();

	constructor(readonly setup: ModelSetup) {
		const all = setup.records + setup.stopped;
		// Stopped records sit spread among the listed ones.
		const stoppedAt = new Set(
			Array.from({ length: setup.stopped }, (_, j) =>
				Math.floor(((j + 0.5) * all) / setup.stopped),
			),
		);
		const newestAt = setup.layout === 'newest first' ? 0 : all - 1;
		for (let i = 0; i < all; i++) {
			const listed = !stoppedAt.has(i);
			this.records.push({
				internal: `r${i + 1}`,
				created: i === newestAt ? NEWEST : OLD,
				listed,
				throughout: listed,
			});
		}
		this.startCount = this.listed().length;
	}

	/** The records there from the start to now that were never served: the ones a read missed. */
	get unservedThroughout(): string[] {
		return this.records
			.filter((record) => record.throughout && record.served === undefined)
			.map((record) => record.internal);
	}

	/** Served ids of the records there from the start to now. */
	get servedThroughout(): Set<string> {
		return new Set(
			this.records
				.filter((record) => record.throughout && record.served !== undefined)
				.map((record) => record.served as string),
		);
	}

	listed(): ModelRecord[] {
		return this.records.filter((record) => record.listed);
	}

	/** The events a read's adversary may take now, in the canonical order of one interval. */
	eventsAfter(sinceAnswer: readonly ModelEvent[]): ModelEvent[] {
		const last = sinceAnswer[sinceAnswer.length - 1];
		const stage = last === undefined ? 0 : STAGE[last.kind];
		const listed = this.listed();
		const events: ModelEvent[] = [];
		// Removals first, from the back to the front: any interval's removals are one such sequence.
		if (stage <= STAGE.remove) {
			const below = last?.kind === 'remove' ? last.at : listed.length;
			for (let at = below - 1; at >= 0; at--) events.push({ kind: 'remove', at });
		}
		if (this.setup.order === 'refreshed') {
			// Then refreshes and creations in any order, each record moved once (its last move is the
			// one that counts): the records they moved stand at the front, the others behind them.
			const front = sinceAnswer.filter((event) => event.kind !== 'remove').length;
			for (let at = Math.max(front, 1); at < listed.length; at++)
				events.push({ kind: 'refresh', at });
			events.push({ kind: 'create' });
			return events;
		}
		// Created lists: resumes in creation order (of records stopped before this interval), then
		// creations, which commute with them.
		if (stage <= STAGE.resume) {
			const after = last?.kind === 'resume' ? last.at : -1;
			for (let at = after + 1; at < this.records.length; at++) {
				const record = this.records[at];
				if (!record.listed && !this.leftNow.has(record)) events.push({ kind: 'resume', at });
			}
		}
		events.push({ kind: 'create' });
		return events;
	}

	apply(event: ModelEvent): void {
		switch (event.kind) {
			case 'create': {
				this.created++;
				// Without the API's clock, as old as the newest record ever in the list: a creation time
				// that ties, the hardest case.
				const created = this.setup.times === 'creation and clock' ? DURING : NEWEST;
				this.records.unshift({
					internal: `n${this.created}`,
					created,
					listed: true,
					throughout: false,
				});
				return;
			}
			case 'remove': {
				const record = this.listed()[event.at];
				record.throughout = false;
				this.leftNow.add(record);
				if (this.setup.order === 'refreshed') this.records.splice(this.records.indexOf(record), 1);
				else record.listed = false;
				return;
			}
			case 'refresh': {
				const record = this.listed()[event.at];
				this.records.splice(this.records.indexOf(record), 1);
				this.records.unshift(record);
				return;
			}
			case 'resume': {
				this.records[event.at].listed = true;
				return;
			}
		}
	}

	/** The answer to a page request arriving now. */
	answer(qs: IDataObject): ModelAnswer {
		const listed = this.listed();
		this.counts.push(listed.length);
		this.leftNow = new Set();
		const size = Number(qs['page[size]']);
		const number = Number(qs['page[number]'] ?? 1);
		const data: JsonApiResource[] = listed
			.slice((number - 1) * size, number * size)
			.map((record) => {
				record.served ??= `s${++this.servedSoFar}`;
				return {
					id: record.served,
					type: 'record',
					attributes:
						this.setup.times === 'none'
							? {}
							: { created_at: new Date(EPOCH + record.created * 1000).toISOString() },
				};
			});
		const document: JsonApiDocument<JsonApiResource[]> = { data, links: {} };
		if (number * size < listed.length)
			document.links = {
				next: `${MODEL_BASE_URL}/list?page[number]=${number + 1}&page[size]=${size}`,
			};
		const total = this.total();
		if (total !== undefined) document.meta = { total };
		const answer: ModelAnswer = { document, count: listed.length, total };
		if (this.setup.times === 'creation and clock') answer.readNoEarlierThan = EPOCH;
		return answer;
	}

	/** What the future of the read depends on, with alike records alike: for the checker's memory of states it has explored. */
	state(): string {
		const entries = this.records.map((record) => {
			const name =
				record.served ?? (record.created === OLD ? 'o' : record.created === NEWEST ? 'y' : 'n');
			return `${name}${record.listed ? '' : '-'}${record.throughout ? '' : '!'}`;
		});
		return `${entries.join(' ')}|${this.counts[this.counts.length - 1] ?? ''}|${this.servedSoFar}`;
	}

	private total(): number | undefined {
		const now = this.counts[this.counts.length - 1];
		switch (this.setup.totals) {
			case 'exact':
				return now;
			case 'lagging':
				return this.counts.length > 1 ? this.counts[this.counts.length - 2] : now;
			case 'too high':
				return this.startCount + 1;
			case 'too low':
				return Math.max(0, this.startCount - 1);
			case 'none':
				return undefined;
		}
	}
}

const STAGE = { remove: 0, resume: 1, refresh: 2, create: 2 } as const;
