import type { IDataObject } from 'n8n-workflow';

import type { JsonApiDocument, JsonApiResource } from '../../../../nodes/Terminal49/shared/jsonapi';
import { readList } from '../../../../nodes/Terminal49/shared/transport/listRead';
import type { PageAnswer } from '../../../../nodes/Terminal49/shared/transport/pagerTypes';

/**
 * A list a test scripts answer by answer, for shapes the enumeration's model does not offer: a
 * total chosen per answer from the count history (lagging sometimes, or for longer), pages served
 * shorter than asked, creation times and a clock a test sets. Records are plain ids.
 */

export const BASE_URL = 'https://api.test/v2';
/** The read's start by the API's clock. */
export const READ_START = Date.UTC(2026, 0, 1);

export interface ScriptedRecord {
	id: string;
	/** created_at in ms, or undefined for none. */
	created?: number;
	/** Created lists: false while stopped (out of the list). */
	listed: boolean;
	/** In the list from the read's start, never out of it since. */
	throughout: boolean;
}

export interface Script {
	order: 'refreshed' | 'created';
	/** The list front first (created: every record newest first, listed or not). */
	records: ScriptedRecord[];
	pageSize: number;
	/** What happens before answer `arrival` (1 for the second answer) is given. */
	before?: (arrival: number, list: ScriptedList) => void;
	/** The total answer `arrival` gives, from the list's count at every answer so far (counts[arrival] now). */
	total?: (counts: readonly number[], arrival: number) => number | undefined;
	/** How many records the API serves on a page asked for at `size` (default: as asked). */
	served?: (size: number, arrival: number) => number;
	/** Whether the API links a next page by the list's count (default) or by the total it answers, as a paginator that counts pages from its total does. */
	nextFrom?: 'count' | 'total';
	/** The API's clock at each answer (readNoEarlierThan); default READ_START. */
	clock?: (arrival: number) => number | undefined;
}

export class ScriptedList {
	readonly counts: number[] = [];
	private created = 0;

	constructor(readonly script: Script) {}

	get records(): ScriptedRecord[] {
		return this.script.records;
	}

	listed(): ScriptedRecord[] {
		return this.records.filter((record) => record.listed);
	}

	create(created = READ_START + 1000): ScriptedRecord {
		const record = { id: `new${++this.created}`, created, listed: true, throughout: false };
		this.records.unshift(record);
		return record;
	}

	/** Removes (refreshed) or stops (created) the listed record `id`. */
	remove(id: string): void {
		const record = this.find(id);
		record.throughout = false;
		if (this.script.order === 'refreshed') this.records.splice(this.records.indexOf(record), 1);
		else record.listed = false;
	}

	refresh(id: string): void {
		const record = this.find(id);
		this.records.splice(this.records.indexOf(record), 1);
		this.records.unshift(record);
	}

	/** A record that was not in the list comes into it at the front, with its own (old) creation time. */
	enter(record: ScriptedRecord): void {
		this.records.unshift(record);
	}

	resume(id: string): void {
		this.find(id).listed = true;
	}

	/** The listed id at place `at` (0 the front). */
	at(at: number): string {
		return this.listed()[at].id;
	}

	private find(id: string): ScriptedRecord {
		const record = this.records.find((candidate) => candidate.id === id);
		if (record === undefined) throw new Error(`no record ${id}`);
		return record;
	}

	answer(qs: IDataObject, arrival: number): PageAnswer {
		if (arrival > 0) this.script.before?.(arrival, this);
		const listed = this.listed();
		this.counts.push(listed.length);
		const size = Number(qs['page[size]']);
		const number = Number(qs['page[number]'] ?? 1);
		const served = this.script.served?.(size, arrival) ?? size;
		const start = (number - 1) * served;
		const data: JsonApiResource[] = listed.slice(start, start + served).map((record) => ({
			id: record.id,
			type: 'record',
			attributes:
				record.created === undefined ? {} : { created_at: new Date(record.created).toISOString() },
		}));
		const document: JsonApiDocument<JsonApiResource[]> = { data, links: {} };
		const total =
			this.script.total === undefined ? listed.length : this.script.total(this.counts, arrival);
		const beyond = this.script.nextFrom === 'total' ? (total ?? 0) : listed.length;
		if (start + served < beyond)
			document.links = { next: `${BASE_URL}/list?page[number]=${number + 1}&page[size]=${size}` };
		if (total !== undefined) document.meta = { total };
		const clock = this.script.clock === undefined ? READ_START : this.script.clock(arrival);
		return clock === undefined ? { document } : { document, readNoEarlierThan: clock };
	}
}

export class ScriptedFailure extends Error {}

export interface ScriptedRun {
	requests: Array<number>;
	failed?: string;
	out: string[];
	/** Records there throughout the read that it did not hand on. */
	missing: string[];
	duplicates: string[];
}

/** Old records: created an hour before the read. */
export function oldRecords(count: number, prefix = 'r', listed = true): ScriptedRecord[] {
	return Array.from({ length: count }, (_, i) => ({
		id: `${prefix}${i + 1}`,
		created: READ_START - 3_600_000,
		listed,
		throughout: listed,
	}));
}

export async function runScript(script: Script): Promise<ScriptedRun> {
	const list = new ScriptedList(script);
	const out: string[] = [];
	const requests: number[] = [];
	let failed: string | undefined;
	try {
		await readList(
			{
				baseUrl: BASE_URL,
				page: async (qs) => {
					requests.push(Number(qs['page[number]']));
					return await Promise.resolve(list.answer(qs, requests.length - 1));
				},
				failure: (problem, progress) => new ScriptedFailure(`${problem} ${progress}`),
			},
			{ path: '/list', pageSize: script.pageSize, order: script.order },
			(page) => {
				for (const record of page.records) out.push(record.id);
			},
		);
	} catch (error) {
		// A loud failure is the list's; anything else is the pager breaking, which the run reports as a loss.
		if (!(error instanceof ScriptedFailure))
			return { requests, out, missing: [`the pager threw ${String(error)}`], duplicates: [] };
		failed = error.message;
	}
	const handed = new Set(out);
	const missing = failed
		? []
		: list.records
				.filter((record) => record.throughout && !handed.has(record.id))
				.map((record) => record.id);
	const duplicates = out.filter((id, index) => out.indexOf(id) !== index);
	return { requests, failed, out, missing, duplicates };
}
