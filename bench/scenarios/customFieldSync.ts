/* eslint-disable @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Scenario 11: a daily custom-field sync. A sheet of 1,000 containers with 4 mapped fields (text,
 * number, date, single choice) as Add Custom Fields exports them, 5 % of its cells edited since,
 * goes back into an account that holds every one of its values, at the API's real limit. Writing
 * every field (one PATCH per cell, as Set Many did before it compared) against Set Many reading
 * what the records hold: one read per record, the record type's list of values, and rows that
 * give container numbers. Counts requests by purpose, checks that exactly the edited cells were
 * written and that every stored value ends as the sheet says.
 */
import { performance } from 'node:perf_hooks';

import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { runWorkflow } from '../../test/harness/engine';
import { seedContainers } from '../../test/mock/bulkSeed';
import { SEED, seedDefault } from '../../test/mock/fixtures';
import type { MockApi } from '../../test/mock/server';
import { mockUuid, type MockState } from '../../test/mock/state';
import { floorMs, reportProgress, requestCounts, startLimitedMock } from '../lib/atTheLimit';
import type { RunOptions, Scenario } from '../lib/scenario';
import { seconds } from '../lib/stats';

const ROWS = 1_000;
const SMOKE_ROWS = 60;
/** One cell in this many is edited: 5 %. */
const EDITED_EVERY = 20;
const FIELDS = ['trucker_name', 'demurrage_budget_usd', 'planned_pickup_date', 'dispatch_status'] as const;
const STATUSES = ['unassigned', 'scheduled', 'dispatched', 'delivered'];
const TARGETS = { perRecord: 0.3, typeList: 0.1 };
const NODE_NAME = 'Terminal49';

type Variant = 'write every field' | 'one read per record' | 'the type’s list' | 'rows by number';
const VARIANTS: Variant[] = ['write every field', 'one read per record', 'the type’s list', 'rows by number'];

export interface SyncRun {
	variant: Variant;
	wallMs: number;
	floorMs: number;
	/** Accepted requests by purpose. */
	requests: { definitions: number; options: number; lists: number; recordReads: number; lookUps: number; writes: number; refused: number };
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

/** What the account holds for container `index` of the bench (as its API value) and what its row says (as a sheet cell). */
function stored(index: number, field: (typeof FIELDS)[number]): string | number {
	if (field === 'trucker_name') return `Hauler ${index % 50}`;
	if (field === 'demurrage_budget_usd') return 1000 + (index % 7) * 125.5;
	if (field === 'planned_pickup_date') return `2026-12-${String(1 + (index % 28)).padStart(2, '0')}`;
	return STATUSES[index % STATUSES.length];
}

const isEdited = (index: number, fieldIndex: number) => (index * FIELDS.length + fieldIndex) % EDITED_EVERY === 7;

function edited(value: string | number, field: (typeof FIELDS)[number]): string | number {
	if (field === 'trucker_name') return `${String(value)} (new)`;
	if (field === 'demurrage_budget_usd') return Number(value) + 1;
	if (field === 'planned_pickup_date') return String(value).replace(/-(\d\d)$/, (_, day: string) => `-${String(Number(day) + 1).padStart(2, '0')}`);
	return STATUSES[(STATUSES.indexOf(String(value)) + 1) % STATUSES.length];
}

/** The sheet's rows, each cell as the value the account should hold after the sync. */
function sheet(count: number): Array<Record<(typeof FIELDS)[number], string | number>> {
	return Array.from({ length: count }, (_, index) =>
		Object.fromEntries(FIELDS.map((field, f) => [field, isEdited(index, f) ? edited(stored(index, field), field) : stored(index, field)])) as Record<(typeof FIELDS)[number], string | number>,
	);
}

function seedAccount(count: number): (state: MockState) => void {
	return (state) => {
		seedDefault(state);
		const containers = seedContainers(state, count);
		for (const [index, container] of containers.entries()) {
			for (const field of FIELDS) {
				state.customFields.push({
					id: mockUuid('custom_field', 0x80000 + index * FIELDS.length + FIELDS.indexOf(field)),
					entityType: 'container',
					entityId: container.id,
					definitionId: SEED.definitionIds.container[field],
					apiSlug: field,
					value: stored(index, field),
					createdAt: '2026-11-01T00:00:00Z',
					updatedAt: '2026-11-01T00:00:00Z',
				});
			}
		}
	};
}

const mapAutomatically = { mappingMode: 'autoMapInputData', value: null, matchingColumns: [], schema: [], attemptToConvertTypes: false, convertFieldsToString: false };

/** The node and its input items for a variant: the sheet's rows by id (or number), or one item per cell to write every field. */
function workflowFor(variant: Variant, containers: Array<{ id: string; number: string }>, rows: ReturnType<typeof sheet>): { parameters: INodeParameters; items: IDataObject[] } {
	const asCells = (row: ReturnType<typeof sheet>[number]) => Object.fromEntries(Object.entries(row).map(([field, value]) => [field, String(value)]));
	if (variant === 'write every field') {
		return {
			parameters: { resource: 'customField', operation: 'update', entityType: 'container', entityId: { __rl: true, mode: 'id', value: '={{ $json.id }}' }, apiSlug: '={{ $json.slug }}', value: '={{ $json.value }}' },
			items: rows.flatMap((row, index) => Object.entries(asCells(row)).map(([slug, value]) => ({ id: containers[index].id, slug, value }))),
		};
	}
	const byNumber = variant === 'rows by number';
	return {
		parameters: {
			resource: 'customField',
			operation: 'setMany',
			entityType: 'container',
			entityId: { __rl: true, mode: byNumber ? 'number' : 'id', value: byNumber ? '={{ $json.number }}' : '={{ $json.id }}' },
			customFields: mapAutomatically,
		},
		items: rows.map((row, index) => (byNumber ? { number: containers[index].number, ...asCells(row) } : { id: containers[index].id, ...asCells(row) })),
	};
}

function classify(mock: MockApi): SyncRun['requests'] {
	const requests = { definitions: 0, options: 0, lists: 0, recordReads: 0, lookUps: 0, writes: 0, refused: 0 };
	for (const { method, path, status } of mock.requests) {
		if (status < 200 || status >= 300) requests.refused++;
		else if (method === 'PATCH') requests.writes++;
		else if (path === '/custom_field_definitions') requests.definitions++;
		else if (path.endsWith('/options')) requests.options++;
		else if (path === '/custom_fields') requests.lists++;
		else if (path.endsWith('/custom_fields')) requests.recordReads++;
		else requests.lookUps++;
	}
	return requests;
}

async function measureOnce(variant: Variant, count: number, log: RunOptions['log']): Promise<SyncRun> {
	const { mock, credentials } = await startLimitedMock(seedAccount(count));
	const containers = mock.state.containers.slice(-count).map((c) => ({ id: c.id, number: c.attributes.number }));
	const rows = sheet(count);
	// Where the list of the type's values is not to be had: refused, and not retried, so each record is read.
	if (variant === 'one read per record') mock.faults.add({ kind: 'status', status: 403, times: 1_000_000, match: { path: '/custom_fields' } });
	const { parameters, items } = workflowFor(variant, containers, rows);
	const stopProgress = reportProgress(mock, log);
	try {
		const t0 = performance.now();
		const result = await runWorkflow({ credentials, inputItems: items, nodes: [{ name: NODE_NAME, continueOnFail: true, typeVersion: 2, parameters }] });
		const wallMs = performance.now() - t0;
		const node = result.nodes[NODE_NAME];
		const failuresSurfaced = [node?.error?.message, ...(node?.items ?? []).map((item) => item.json.error)].filter((e): e is string => typeof e === 'string');
		if (result.status !== 'success') failuresSurfaced.push(`execution ended with status ${result.status}`);
		const index = new Map(containers.map((c, i) => [c.id, i]));
		const writes = mock.state.customFieldWrites.map((w) => `${index.get(w.entityId)} ${w.apiSlug}`);
		const editedCells = rows.flatMap((_, i) => FIELDS.filter((_f, f) => isEdited(i, f)).map((field) => `${i} ${field}`));
		const held = new Map(mock.state.customFields.map((record) => [`${record.entityId} ${record.apiSlug}`, record.value]));
		const wrongAtTheEnd = rows.reduce((sum, row, i) => sum + FIELDS.filter((field) => held.get(`${containers[i].id} ${field}`) !== row[field]).length, 0);
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
			needless: variant === 'write every field' ? 0 : writes.filter((cell) => !editedCells.includes(cell)).length,
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
			options.log(`  ${variant}: ${run.total} requests, ${seconds(run.wallMs)}, ${run.failuresSurfaced.length} failures, ${run.missed} missed, ${run.needless} needless, ${run.wrongAtTheEnd} wrong`);
			runs.push(run);
		}
	}
	const edited = sheet(count).reduce((sum, _row, i) => sum + FIELDS.filter((_f, f) => isEdited(i, f)).length, 0);
	return { rows: count, cells: count * FIELDS.length, edited, storedValues: count * FIELDS.length, runs };
}

const first = (data: SyncData, variant: Variant) => data.runs.find((run) => run.variant === variant);
const share = (data: SyncData, variant: Variant) => (first(data, variant)?.total ?? Number.NaN) / (first(data, 'write every field')?.total ?? Number.NaN);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const clean = (run: SyncRun) => run.failuresSurfaced.length === 0 && run.missed === 0 && run.needless === 0 && run.wrongAtTheEnd === 0;

/** Reads and writes of a variant over the writes of writing every field, as the targets count them: the look-ups both make (definitions, options) and a refused request left out. */
const readsAndWrites = (data: SyncData, variant: Variant) => {
	const run = first(data, variant);
	const all = first(data, 'write every field');
	return run && all ? (run.requests.lists + run.requests.recordReads + run.requests.writes) / all.requests.writes : Number.NaN;
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
		met: readsAndWrites(data, 'one read per record') <= TARGETS.perRecord && readsAndWrites(data, 'the type’s list') <= TARGETS.typeList && data.runs.every(clean),
	};
}

function render(data: SyncData): string {
	const lines = [
		`A sheet of ${data.rows} containers with ${FIELDS.length} mapped fields (\`${FIELDS.join('`, `')}\`: text, number, date, single choice), ` +
			`each row as Add Custom Fields exports it (every cell text, the container's \`id\`, and its number for the last variant), ` +
			`${data.edited} of its ${data.cells} cells (5 %) edited since; the account holds all ${data.storedValues} values, plus the seed's. ` +
			'Each variant runs on a fresh mock at the real limit. **Write every field**: Custom Field → Update over one item per cell, one PATCH each, ' +
			'which is what Set Many sent before it compared. **One read per record**: Set Many by ID where the record type\'s list of values ' +
			'is refused (a 403, not retried), so each record is read when its row comes. **The type\'s list**: Set Many by ID, which reads ' +
			'`/custom_fields?filter[entity_type]=Cargo` once. **Rows by number**: Set Many by container number, each looked up, then read.',
		'',
		'| Variant | Requests | ÷ write every field | Reads + writes ÷ its writes | Definitions + options | Lists | Record reads | Look-ups | Writes | Refused | Wall | Floor | 429s | Failures | Missed | Needless | Wrong at the end |',
		'|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
		...data.runs.map((run) => {
			const r = run.requests;
			return `| ${run.variant} | ${run.total} | ${percent(share(data, run.variant))} | ${percent(readsAndWrites(data, run.variant))} | ${r.definitions} + ${r.options} | ${r.lists} | ${r.recordReads} | ${r.lookUps} | ${r.writes} | ${r.refused} | ${seconds(run.wallMs)} | ${seconds(run.floorMs)} | ${run.rateLimited} | ${run.failuresSurfaced.length} | ${run.missed} | ${run.needless} | ${run.wrongAtTheEnd} |`;
		}),
		'',
		'Reads + writes ÷ its writes: the lists\' pages, record reads and writes over the writes of writing every field, as the targets count ' +
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
	title: '11. A custom-field sync: 1,000 rows, 4 fields, 5 % of the cells changed',
	defaultRuns: 1,
	unavailable: () => null,
	measure,
	summarize,
	render,
};
