/* eslint-disable @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Scenario 12: a daily custom-field sync. A sheet of 1,000 containers with 4 mapped fields (text,
 * number, date, single choice) as Add Custom Fields exports them, 5 % of its cells edited since,
 * goes back into an account that holds every one of its values, at the API's real limit. Writing
 * every field (one PATCH per cell, as Set Many did before it compared) against Set Many reading
 * what the records hold: one read per record, the record type's list of values, and rows that
 * give container numbers. Counts requests by purpose, checks that exactly the edited cells were
 * written and that every stored value ends as the sheet says.
 */
import { performance } from 'node:perf_hooks';

import { runWorkflow } from '../../test/harness/engine';
import { floorMs, reportProgress, requestCounts, startLimitedMock } from '../lib/atTheLimit';
import type { RunOptions, Scenario } from '../lib/scenario';
import { seconds } from '../lib/stats';
import type { RequestsByPurpose, Variant } from './customFieldSyncSheet';
import {
	classify,
	FIELDS,
	isEdited,
	seedAccount,
	sheet,
	VARIANTS,
	workflowFor,
} from './customFieldSyncSheet';

const ROWS = 1_000;
const SMOKE_ROWS = 60;
const TARGETS = { perRecord: 0.3, typeList: 0.1 };
const NODE_NAME = 'Terminal49';

export interface SyncRun {
	variant: Variant;
	wallMs: number;
	floorMs: number;
	/** Accepted requests by purpose. */
	requests: RequestsByPurpose;
	total: number;
	rateLimited: number;
	failuresSurfaced: string[];
	/** Writes to a cell that was not edited, and edited cells not written. */
	needless: number;
	missed: number;
	/** Stored values that differ from the sheet at the end. */
	wrongAtTheEnd: number;
}

export interface SyncData {
	rows: number;
	cells: number;
	edited: number;
	storedValues: number;
	runs: SyncRun[];
}

async function measureOnce(
	variant: Variant,
	count: number,
	log: RunOptions['log'],
): Promise<SyncRun> {
	const { mock, credentials } = await startLimitedMock(seedAccount(count));
	const containers = mock.state.containers
		.slice(-count)
		.map((c) => ({ id: c.id, number: c.attributes.number }));
	const rows = sheet(count);
	// Where the list of the type's values is not to be had: refused, and not retried, so each record is read.
	if (variant === 'one read per record')
		mock.faults.add({
			kind: 'status',
			status: 403,
			times: 1_000_000,
			match: { path: '/custom_fields' },
		});
	const { parameters, items } = workflowFor(variant, containers, rows);
	const stopProgress = reportProgress(mock, log);
	try {
		const t0 = performance.now();
		const result = await runWorkflow({
			credentials,
			inputItems: items,
			nodes: [{ name: NODE_NAME, continueOnFail: true, typeVersion: 2, parameters }],
		});
		const wallMs = performance.now() - t0;
		const node = result.nodes[NODE_NAME];
		const failuresSurfaced = [
			node?.error?.message,
			...(node?.items ?? []).map((item) => item.json.error),
		].filter((e): e is string => typeof e === 'string');
		if (result.status !== 'success')
			failuresSurfaced.push(`execution ended with status ${result.status}`);
		const index = new Map(containers.map((c, i) => [c.id, i]));
		const writes = mock.state.customFieldWrites.map((w) => `${index.get(w.entityId)} ${w.apiSlug}`);
		const editedCells = rows.flatMap((_, i) =>
			FIELDS.filter((_f, f) => isEdited(i, f)).map((field) => `${i} ${field}`),
		);
		const held = new Map(
			mock.state.customFields.map((record) => [
				`${record.entityId} ${record.apiSlug}`,
				record.value,
			]),
		);
		const wrongAtTheEnd = rows.reduce(
			(sum, row, i) =>
				sum +
				FIELDS.filter((field) => held.get(`${containers[i].id} ${field}`) !== row[field]).length,
			0,
		);
		const requests = classify(mock);
		const counts = requestCounts(mock);
		return {
			variant,
			wallMs,
			floorMs: floorMs(counts.accepted),
			requests,
			total: counts.arrived,
			rateLimited: counts.rateLimited,
			failuresSurfaced,
			needless:
				variant === 'write every field'
					? 0
					: writes.filter((cell) => !editedCells.includes(cell)).length,
			missed: editedCells.filter((cell) => !writes.includes(cell)).length,
			wrongAtTheEnd,
		};
	} finally {
		stopProgress();
		await mock.close();
	}
}

async function measure(options: RunOptions): Promise<SyncData> {
	const count = options.smoke ? SMOKE_ROWS : ROWS;
	const runs: SyncRun[] = [];
	for (let i = 1; i <= options.runs; i++) {
		for (const variant of VARIANTS) {
			options.log(`  run ${i}/${options.runs}: ${variant}, ${count} rows`);
			const run = await measureOnce(variant, count, options.log);
			options.log(
				`  ${variant}: ${run.total} requests, ${seconds(run.wallMs)}, ${run.failuresSurfaced.length} failures, ${run.missed} missed, ${run.needless} needless, ${run.wrongAtTheEnd} wrong`,
			);
			runs.push(run);
		}
	}
	const edited = sheet(count).reduce(
		(sum, _row, i) => sum + FIELDS.filter((_f, f) => isEdited(i, f)).length,
		0,
	);
	return {
		rows: count,
		cells: count * FIELDS.length,
		edited,
		storedValues: count * FIELDS.length,
		runs,
	};
}

const first = (data: SyncData, variant: Variant) =>
	data.runs.find((run) => run.variant === variant);
const share = (data: SyncData, variant: Variant) =>
	(first(data, variant)?.total ?? Number.NaN) /
	(first(data, 'write every field')?.total ?? Number.NaN);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const clean = (run: SyncRun) =>
	run.failuresSurfaced.length === 0 &&
	run.missed === 0 &&
	run.needless === 0 &&
	run.wrongAtTheEnd === 0;

/** Reads and writes of a variant over the writes of writing every field, as the targets count them: the look-ups both make (definitions, options) and a refused request left out. */
const readsAndWrites = (data: SyncData, variant: Variant) => {
	const run = first(data, variant);
	const all = first(data, 'write every field');
	return run && all
		? (run.requests.lists + run.requests.recordReads + run.requests.writes) / all.requests.writes
		: Number.NaN;
};

function summarize(data: SyncData): ReturnType<Scenario<SyncData>['summarize']> {
	const all = first(data, 'write every field');
	const part = (variant: Variant) => {
		const run = first(data, variant);
		const r = run?.requests;
		return `${variant}: ${run?.total ?? '?'} (${percent(share(data, variant))}; ${r ? r.lists + r.recordReads : '?'} reads + ${r?.writes ?? '?'} writes = ${percent(readsAndWrites(data, variant))} of the ${all?.requests.writes ?? '?'} writes)`;
	};
	return {
		target: `by ID, reads + writes: one read per record ≤ ${percent(TARGETS.perRecord)}, the type’s list ≤ ${percent(TARGETS.typeList)} of the writes of writing every field; only the edited cells written`,
		result: `requests of ${data.rows} rows, ${data.edited} of ${data.cells} cells edited: write every field ${all?.total ?? '?'}; ${part('one read per record')}; ${part('the type’s list')}; ${part('rows by number')} (plus ${first(data, 'rows by number')?.requests.lookUps ?? '?'} look-ups); every run ${data.runs.every(clean) ? 'wrote exactly the edited cells' : '**wrote other cells or missed some**'}`,
		met:
			readsAndWrites(data, 'one read per record') <= TARGETS.perRecord &&
			readsAndWrites(data, 'the type’s list') <= TARGETS.typeList &&
			data.runs.every(clean),
	};
}

function render(data: SyncData): string {
	const lines = [
		`A sheet of ${data.rows} containers with ${FIELDS.length} mapped fields (\`${FIELDS.join('`, `')}\`: text, number, date, single choice), ` +
			`each row as Add Custom Fields exports it (every cell text, the container's \`id\`, and its number for the last variant), ` +
			`${data.edited} of its ${data.cells} cells (5 %) edited since; the account holds all ${data.storedValues} values, plus the seed's. ` +
			'Each variant runs on a fresh mock at the real limit. **Write every field**: Custom Field → Update over one item per cell, one PATCH each, ' +
			"which is what Set Many sent before it compared. **One read per record**: Set Many by ID where the record type's list of values " +
			"is refused (a 403, not retried), so each record is read when its row comes. **The type's list**: Set Many by ID, which reads " +
			'`/custom_fields?filter[entity_type]=Cargo` once. **Rows by number**: Set Many by container number, each looked up, then read.',
		'',
		'| Variant | Requests | ÷ write every field | Reads + writes ÷ its writes | Definitions + options | Lists | Record reads | Look-ups | Writes | Refused | Wall | Floor | 429s | Failures | Missed | Needless | Wrong at the end |',
		'|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
		...data.runs.map((run) => {
			const r = run.requests;
			return `| ${run.variant} | ${run.total} | ${percent(share(data, run.variant))} | ${percent(readsAndWrites(data, run.variant))} | ${r.definitions} + ${r.options} | ${r.lists} | ${r.recordReads} | ${r.lookUps} | ${r.writes} | ${r.refused} | ${seconds(run.wallMs)} | ${seconds(run.floorMs)} | ${run.rateLimited} | ${run.failuresSurfaced.length} | ${run.missed} | ${run.needless} | ${run.wrongAtTheEnd} |`;
		}),
		'',
		"Reads + writes ÷ its writes: the lists' pages, record reads and writes over the writes of writing every field, as the targets count " +
			'them (1,000 reads and 200 writes of 4,000 is 30 %); the look-ups of definitions and options, which every variant makes, and a refused ' +
			'request are left out of it, and counted in Requests.',
		'',
		'Missed: an edited cell not written. Needless: a write to a cell that was not edited (writing every field writes all of them by design). ' +
			'Wrong at the end: a stored value that differs from the sheet once the run is over. Look-ups: the search for a container number, and the ' +
			'container filter for a number the search does not know.',
	];
	return lines.join('\n');
}

export const customFieldSync: Scenario<SyncData> = {
	name: 'custom-field-sync',
	title: '12. A custom-field sync: 1,000 rows, 4 fields, 5 % of the cells changed',
	defaultRuns: 1,
	unavailable: () => null,
	measure,
	summarize,
	render,
};
