/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Scenario 2: 300 custom-field updates in one execution (one per input item, as from a
 * spreadsheet), against the mock enforcing the API's real limit, counting on the mock the writes
 * that were lost or duplicated.
 */
import { performance } from 'node:perf_hooks';

import { runWorkflow } from '../../test/harness/engine';
import { makeTrackingRequest, seedDefault } from '../../test/mock/fixtures';
import type { MockApi } from '../../test/mock/server';
import { mockUuid, type MockState } from '../../test/mock/state';
import type { Burst, Timeline } from '../lib/atTheLimit';
import {
	armBurst,
	burstParagraph,
	floorMs,
	reportProgress,
	requestCounts,
	startLimitedMock,
	timeline,
} from '../lib/atTheLimit';
import type { RunOptions, Scenario } from '../lib/scenario';
import { formatSpread, ratio, seconds, spread } from '../lib/stats';

const UPDATES = 300;
const SMOKE_UPDATES = 30;
const TARGET_RATIO = 1.02;
const NODE_NAME = 'Terminal49';
const SLUG = 'customer_reference_number';
/** Seeded tracking requests for the bench start here, clear of the default seed's. */
const FIRST_TRACKING_REQUEST = 0x2000;

/** Mid-way through the updates: 5 consecutive 429s on writes, each asking for a 3 s wait. */
const BURST: Burst = { afterRequests: 150, times: 5, retryAfterSeconds: 3, method: 'PATCH' };

interface Row {
	trackingRequestId: string;
	value: string;
}

export interface UpdatesRun {
	burst: Burst | null;
	wallMs: number;
	executionMs: number;
	/** Accepted requests, by what they were for. */
	requests: { definitions: number; options: number; updates: number; other: number };
	/** From every accepted request, look-ups included. */
	floorMs: number;
	/** What the floor would be if only the updates counted. */
	updatesOnlyFloorMs: number;
	requestsArrived: number;
	rateLimited: number;
	/** The node's error, or error items (continueOnFail is on, as for a sheet sync). */
	failuresSurfaced: string[];
	/** Expected (entity, slug, value) writes not in the mock's write log. */
	lost: number;
	/** Writes to an (entity, slug) beyond the first. */
	duplicated: number;
	/** Fields whose stored value at the end is not the one sent. */
	wrongFinalValues: number;
	processCpuMs: number;
	timeline: Timeline;
}

export interface UpdatesData {
	updates: number;
	runs: UpdatesRun[];
	burstRun: UpdatesRun | null;
}

function rowsFor(count: number): Row[] {
	return Array.from({ length: count }, (_, i) => ({
		trackingRequestId: mockUuid('tracking_request', FIRST_TRACKING_REQUEST + i),
		value: `PO-${String(i + 1).padStart(5, '0')}`,
	}));
}

function seedAccount(rows: readonly Row[]): (state: MockState) => void {
	return (state) => {
		seedDefault(state);
		for (const [i, row] of rows.entries()) {
			state.trackingRequests.push(
				makeTrackingRequest(
					{ request_number: `BENCH${String(i).padStart(7, '0')}` },
					{ id: row.trackingRequestId },
				),
			);
		}
	};
}

function classify(mock: MockApi): UpdatesRun['requests'] {
	const requests = { definitions: 0, options: 0, updates: 0, other: 0 };
	for (const request of mock.requests) {
		if (request.status < 200 || request.status >= 300) continue;
		if (request.method === 'PATCH' && request.path.includes('/custom_fields/')) requests.updates++;
		else if (request.method === 'GET' && request.path.endsWith('/options')) requests.options++;
		else if (request.method === 'GET' && request.path === '/custom_field_definitions')
			requests.definitions++;
		else requests.other++;
	}
	return requests;
}

/** Compares what was meant to be written with the mock's log of successful writes and its final state. */
function audit(
	mock: MockApi,
	rows: readonly Row[],
): Pick<UpdatesRun, 'lost' | 'duplicated' | 'wrongFinalValues'> {
	const key = (entityId: string, value: unknown): string =>
		`${entityId}\n${SLUG}\n${JSON.stringify(value)}`;
	const writesPerField = new Map<string, number>();
	const written = new Set<string>();
	for (const write of mock.state.customFieldWrites) {
		if (write.entityType !== 'tracking_request' || write.apiSlug !== SLUG) continue;
		written.add(key(write.entityId, write.value));
		writesPerField.set(write.entityId, (writesPerField.get(write.entityId) ?? 0) + 1);
	}
	let lost = 0;
	let wrongFinalValues = 0;
	for (const row of rows) {
		if (!written.has(key(row.trackingRequestId, row.value))) lost++;
		const stored = mock.state.customFields.find(
			(field) =>
				field.entityType === 'tracking_request' &&
				field.entityId === row.trackingRequestId &&
				field.apiSlug === SLUG,
		);
		if (stored?.value !== row.value) wrongFinalValues++;
	}
	let duplicated = 0;
	for (const count of writesPerField.values()) duplicated += count - 1;
	return { lost, duplicated, wrongFinalValues };
}

async function measureOnce(
	count: number,
	burst: Burst | null,
	log: RunOptions['log'],
): Promise<UpdatesRun> {
	const rows = rowsFor(count);
	const { mock, credentials } = await startLimitedMock(seedAccount(rows));
	const disarm = burst ? armBurst(mock, burst) : () => {};
	const stopProgress = reportProgress(mock, log);
	try {
		const startedAt = Date.now();
		const cpuBefore = process.cpuUsage();
		const t0 = performance.now();
		const result = await runWorkflow({
			credentials,
			inputItems: rows.map((row) => ({ ...row })),
			nodes: [
				{
					name: NODE_NAME,
					continueOnFail: true,
					parameters: {
						resource: 'customField',
						operation: 'update',
						entityType: 'trackingRequest',
						entityId: '={{ $json.trackingRequestId }}',
						apiSlug: SLUG,
						value: '={{ $json.value }}',
					},
				},
			],
		});
		const wallMs = performance.now() - t0;
		const cpu = process.cpuUsage(cpuBefore);
		const endedAt = Date.now();

		const node = result.nodes[NODE_NAME];
		const failuresSurfaced: string[] = [];
		if (node?.error) failuresSurfaced.push(node.error.message);
		else if (result.status !== 'success')
			failuresSurfaced.push(`execution ended with status ${result.status}`);
		for (const item of node?.items ?? []) {
			if (item.json.error !== undefined) failuresSurfaced.push(String(item.json.error));
		}

		const requests = classify(mock);
		const counts = requestCounts(mock);
		const { startedAt: runStarted, stoppedAt: runStopped } = result.run;
		return {
			burst,
			wallMs,
			executionMs: runStopped ? runStopped.getTime() - new Date(runStarted).getTime() : Number.NaN,
			requests,
			floorMs: floorMs(counts.accepted),
			updatesOnlyFloorMs: floorMs(requests.updates),
			requestsArrived: counts.arrived,
			rateLimited: counts.rateLimited,
			failuresSurfaced,
			...audit(mock, rows),
			processCpuMs: (cpu.user + cpu.system) / 1000,
			timeline: timeline(mock, startedAt, endedAt),
		};
	} finally {
		disarm();
		stopProgress();
		await mock.close();
	}
}

const accepted = (run: UpdatesRun): number =>
	run.requests.definitions + run.requests.options + run.requests.updates + run.requests.other;

function describeRun(run: UpdatesRun): string {
	return (
		`${seconds(run.wallMs)}, ${ratio(run.wallMs / run.floorMs)} the ${seconds(run.floorMs)} floor of ${accepted(run)} requests; ` +
		`${run.rateLimited} × 429, ${run.failuresSurfaced.length} failures surfaced; ` +
		`${run.lost} lost, ${run.duplicated} duplicated, ${run.wrongFinalValues} wrong at the end`
	);
}

async function measure(options: RunOptions): Promise<UpdatesData> {
	const updates = options.smoke ? SMOKE_UPDATES : UPDATES;
	const runs: UpdatesRun[] = [];
	for (let i = 1; i <= options.runs; i++) {
		options.log(`  run ${i}/${options.runs}: ${updates} custom-field updates`);
		const run = await measureOnce(updates, null, options.log);
		options.log(`  run ${i}: ${describeRun(run)}`);
		runs.push(run);
	}
	let burstRun: UpdatesRun | null = null;
	if (options.burst) {
		const burst = options.smoke ? { ...BURST, afterRequests: 5, retryAfterSeconds: 1 } : BURST;
		options.log(
			`  burst run: ${burst.times} × 429 on PATCH (Retry-After ${burst.retryAfterSeconds} s) after request ${burst.afterRequests}`,
		);
		burstRun = await measureOnce(updates, burst, options.log);
		options.log(`  burst run: ${describeRun(burstRun)}`);
	}
	return { updates, runs, burstRun };
}

const clean = (run: UpdatesRun): boolean =>
	run.failuresSurfaced.length === 0 &&
	run.lost === 0 &&
	run.duplicated === 0 &&
	run.wrongFinalValues === 0;

function summarize(data: UpdatesData): ReturnType<Scenario<UpdatesData>['summarize']> {
	const ratios = spread(data.runs.map((run) => run.wallMs / run.floorMs));
	const lost = data.runs.reduce((sum, run) => sum + run.lost, 0);
	const duplicated = data.runs.reduce((sum, run) => sum + run.duplicated, 0);
	return {
		target: `≤ ${TARGET_RATIO} × floor, none lost, none duplicated`,
		result: `${formatSpread(ratios, ratio)} × floor (of ${data.runs[0] ? accepted(data.runs[0]) : '?'} requests); ${lost} lost, ${duplicated} duplicated`,
		met: ratios.max <= TARGET_RATIO && data.runs.every(clean),
	};
}

function runRow(label: string, run: UpdatesRun): string {
	const { definitions, options, updates } = run.requests;
	return [
		label,
		seconds(run.wallMs),
		ratio(run.wallMs / run.floorMs),
		ratio(run.wallMs / run.updatesOnlyFloorMs),
		`${updates} + ${definitions} + ${options} / ${run.requestsArrived}`,
		String(run.rateLimited),
		String(run.failuresSurfaced.length),
		String(run.lost),
		String(run.duplicated),
		String(run.wrongFinalValues),
	].join(' | ');
}

function render(data: UpdatesData): string {
	const { runs, burstRun } = data;
	const first = runs[0];
	const median = (pick: (run: UpdatesRun) => number): number => spread(runs.map(pick)).median;
	const lines: string[] = [
		`Custom Field → Update with Continue On Fail, ${data.updates} input items: each sets \`${SLUG}\` (short text) ` +
			`of its own tracking request to its own value (\`PO-00001\` …), the ${data.updates} tracking requests seeded in the mock.`,
		'',
		first
			? `The floor is computed from the requests the node actually sent, counted on the mock: ` +
				`${first.requests.updates} updates + ${first.requests.definitions} look-up of the definitions + ` +
				`${first.requests.options} of options = ${accepted(first)}, so ⌊(${accepted(first)} − 1) / 100⌋ × 60 s = ` +
				`**${seconds(first.floorMs)}**. The updates alone would have a floor of ${seconds(first.updatesOnlyFloorMs)}` +
				(first.floorMs > first.updatesOnlyFloorMs
					? `: with the look-up, request ${accepted(first)} is the first of window ${Math.floor((accepted(first) - 1) / 100) + 1}, ` +
						`which costs a whole ${seconds(first.floorMs - first.updatesOnlyFloorMs)} more.`
					: '.')
			: '',
		'',
		`**Wall ÷ floor: ${formatSpread(spread(runs.map((run) => run.wallMs / run.floorMs)), ratio)}** (target ≤ ${TARGET_RATIO}); ` +
			`÷ the updates-only floor: ${formatSpread(spread(runs.map((run) => run.wallMs / run.updatesOnlyFloorMs)), ratio)}.`,
		'',
		'| Run | Wall | ÷ floor | ÷ updates-only floor | Updates + definitions + options / requests | 429s sent by the API | Failures surfaced | Lost | Duplicated | Wrong final value |',
		'|---|---|---|---|---|---|---|---|---|---|',
		...runs.map((run, index) => `| ${runRow(String(index + 1), run)} |`),
	];
	if (burstRun) lines.push(`| ${runRow('burst', burstRun)} |`);
	lines.push(
		'',
		"Lost: an expected (tracking request, slug, value) write absent from the mock's log of successful writes. " +
			'Duplicated: a successful write to a (tracking request, slug) beyond the first. Wrong final value: the stored value at the end differs from the one sent.',
		'',
		'Where the time goes (medians of the clean runs):',
		'',
		'| | |',
		'|---|---|',
		`| Execution start → first request | ${seconds(median((run) => run.timeline.setupMs))} |`,
	);
	const windows = first?.timeline.windowStartsMs.length ?? 0;
	for (let w = 0; w < windows; w++) {
		const size = Math.min(100, (first ? accepted(first) : 0) - w * 100);
		lines.push(
			`| Window ${w + 1}: opens at +${seconds(median((run) => run.timeline.windowStartsMs[w]))}, its ${size} request${size === 1 ? '' : 's'} take | ` +
				`${seconds(median((run) => run.timeline.windowSpansMs[w]))} |`,
		);
	}
	lines.push(
		`| Last request's arrival → end of execution | ${seconds(median((run) => run.timeline.tailMs))} |`,
		`| Gap between requests n and n+100 (min / median) | ${seconds(median((run) => run.timeline.minSpacingMs ?? Number.NaN))} / ${seconds(median((run) => run.timeline.medianSpacingMs ?? Number.NaN))} |`,
	);
	if (burstRun?.burst)
		lines.push(
			'',
			burstParagraph(
				burstRun.burst,
				burstRun,
				describeRun(burstRun),
				median((run) => run.wallMs),
			),
		);
	return lines.join('\n');
}

export const updates: Scenario<UpdatesData> = {
	name: 'updates',
	title: '2. 300 custom-field updates in one execution',
	defaultRuns: 3,
	unavailable: () => null,
	measure,
	summarize,
	render,
};
