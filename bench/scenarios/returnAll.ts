/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Scenario 1: the Terminal49 node's Container → Get Many with Return All, over 30,000 containers
 * (300 pages of 100), against the mock enforcing the API's real limit.
 */
import { performance } from 'node:perf_hooks';

import { runWorkflow } from '../../test/harness/engine';
import { makeTerminal, seedContainers } from '../../test/mock/fixtures';
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

const CONTAINERS = 30_000;
const SMOKE_CONTAINERS = 1_000;
const TARGET_RATIO = 1.02;
const NODE_NAME = 'Terminal49';

/** Mid-way through the 300 pages: 5 consecutive 429s, each asking for a 3 s wait. */
const BURST: Burst = { afterRequests: 150, times: 5, retryAfterSeconds: 3 };

export interface ReturnAllRun {
	burst: Burst | null;
	wallMs: number;
	/** stoppedAt − startedAt of the execution, as n8n records it. */
	executionMs: number;
	/** From the accepted requests: the pages the listing needed. */
	floorMs: number;
	pages: number;
	requestsArrived: number;
	/** 429s the mock sent (its limiter and the injected burst). */
	rateLimited: number;
	/** Errors the user saw: the node's error, or the execution not ending in success. */
	failuresSurfaced: string[];
	items: number;
	uniqueIds: number;
	/** Containers of the account missing from the output. */
	missing: number;
	/** Output items beyond the first for the same container. */
	duplicated: number;
	/** user + system CPU of the whole process (n8n, node and mock) during the run. */
	processCpuMs: number;
	timeline: Timeline;
}

export interface ReturnAllData {
	containers: number;
	runs: ReturnAllRun[];
	burstRun: ReturnAllRun | null;
}

function seedAccount(count: number): (state: MockState) => void {
	return (state) => {
		state.terminals.push(
			makeTerminal({}, { id: mockUuid('terminal', 1) }),
			makeTerminal({}, { id: mockUuid('terminal', 2) }),
		);
		seedContainers(state, count);
	};
}

async function measureOnce(
	containers: number,
	burst: Burst | null,
	log: RunOptions['log'],
): Promise<ReturnAllRun> {
	const { mock, credentials } = await startLimitedMock(seedAccount(containers));
	const expectedIds = new Set(mock.state.containers.map((container) => container.id));
	const disarm = burst ? armBurst(mock, burst) : () => {};
	const stopProgress = reportProgress(mock, log);
	try {
		const startedAt = Date.now();
		const cpuBefore = process.cpuUsage();
		const t0 = performance.now();
		const result = await runWorkflow({
			credentials,
			nodes: [
				{
					name: NODE_NAME,
					parameters: { resource: 'container', operation: 'getAll', returnAll: true },
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
		const ids = (node?.items ?? []).map((item) => String(item.json.id));
		const unique = new Set(ids);
		let missing = 0;
		for (const id of expectedIds) if (!unique.has(id)) missing++;

		const counts = requestCounts(mock);
		const { startedAt: runStarted, stoppedAt: runStopped } = result.run;
		return {
			burst,
			wallMs,
			executionMs: runStopped ? runStopped.getTime() - new Date(runStarted).getTime() : Number.NaN,
			floorMs: floorMs(counts.accepted),
			pages: counts.accepted,
			requestsArrived: counts.arrived,
			rateLimited: counts.rateLimited,
			failuresSurfaced,
			items: ids.length,
			uniqueIds: unique.size,
			missing,
			duplicated: ids.length - unique.size,
			processCpuMs: (cpu.user + cpu.system) / 1000,
			timeline: timeline(mock, startedAt, endedAt),
		};
	} finally {
		disarm();
		stopProgress();
		await mock.close();
	}
}

function describeRun(run: ReturnAllRun): string {
	const judged =
		run.floorMs > 0 ? `, ${ratio(run.wallMs / run.floorMs)} the ${seconds(run.floorMs)} floor` : '';
	return (
		`${seconds(run.wallMs)}${judged}; ${run.pages} pages, ${run.rateLimited} × 429, ` +
		`${run.failuresSurfaced.length} failures surfaced; ${run.uniqueIds} unique of ${run.items} items, ${run.missing} missing`
	);
}

async function measure(options: RunOptions): Promise<ReturnAllData> {
	const containers = options.smoke ? SMOKE_CONTAINERS : CONTAINERS;
	const runs: ReturnAllRun[] = [];
	for (let i = 1; i <= options.runs; i++) {
		options.log(`  run ${i}/${options.runs}: Return All of ${containers} containers`);
		const run = await measureOnce(containers, null, options.log);
		options.log(`  run ${i}: ${describeRun(run)}`);
		runs.push(run);
	}
	let burstRun: ReturnAllRun | null = null;
	if (options.burst) {
		const burst = options.smoke ? { ...BURST, afterRequests: 5, retryAfterSeconds: 1 } : BURST;
		options.log(
			`  burst run: ${burst.times} × 429 (Retry-After ${burst.retryAfterSeconds} s) after request ${burst.afterRequests}`,
		);
		burstRun = await measureOnce(containers, burst, options.log);
		options.log(`  burst run: ${describeRun(burstRun)}`);
	}
	return { containers, runs, burstRun };
}

function everyContainerOnce(run: ReturnAllRun, containers: number): boolean {
	return (
		run.items === containers &&
		run.uniqueIds === containers &&
		run.missing === 0 &&
		run.duplicated === 0
	);
}

function summarize(data: ReturnAllData): ReturnType<Scenario<ReturnAllData>['summarize']> {
	const ratios = spread(data.runs.map((run) => run.wallMs / run.floorMs));
	const failures = data.runs.reduce((sum, run) => sum + run.failuresSurfaced.length, 0);
	const complete = data.runs.every((run) => everyContainerOnce(run, data.containers));
	return {
		target: `≤ ${TARGET_RATIO} × floor, 0 failures surfaced, every container once`,
		result:
			`${formatSpread(ratios, ratio)} × floor; ${failures} failures surfaced; ` +
			(complete ? 'every container once' : 'containers missing or repeated'),
		met: ratios.max <= TARGET_RATIO && failures === 0 && complete,
	};
}

function runRow(label: string, run: ReturnAllRun, containers: number): string {
	return [
		label,
		seconds(run.wallMs),
		ratio(run.wallMs / run.floorMs),
		seconds(run.executionMs),
		ratio(run.executionMs / run.floorMs),
		`${run.pages} / ${run.requestsArrived}`,
		String(run.rateLimited),
		String(run.failuresSurfaced.length),
		`${run.uniqueIds.toLocaleString('en-US')} of ${run.items.toLocaleString('en-US')}` +
			(everyContainerOnce(run, containers) ? ' ✓' : ' ✗'),
	].join(' | ');
}

function render(data: ReturnAllData): string {
	const { runs, burstRun, containers } = data;
	const floor = runs[0]?.floorMs ?? 0;
	const median = (pick: (run: ReturnAllRun) => number): number => spread(runs.map(pick)).median;
	const windows = runs[0]?.timeline.windowStartsMs.length ?? 0;
	const lines: string[] = [];
	lines.push(
		`Container → Get Many, Return All, Simplify on, no Include, over ${containers.toLocaleString('en-US')} containers ` +
			`(${runs[0]?.pages ?? '?'} pages of 100). Floor: ⌊(${runs[0]?.pages ?? '?'} − 1) / 100⌋ × 60 s = ${seconds(floor)}.`,
		'',
		`**Wall ÷ floor: ${formatSpread(spread(runs.map((run) => run.wallMs / run.floorMs)), ratio)}** ` +
			`(target ≤ ${TARGET_RATIO}); by n8n's execution time: ` +
			`${formatSpread(spread(runs.map((run) => run.executionMs / run.floorMs)), ratio)}.`,
		'',
		'| Run | Wall | ÷ floor | Execution time | ÷ floor | Pages / requests | 429s sent by the API | Failures surfaced | Unique containers of items |',
		'|---|---|---|---|---|---|---|---|---|',
		...runs.map((run, index) => `| ${runRow(String(index + 1), run, containers)} |`),
	);
	if (burstRun) lines.push(`| ${runRow('burst', burstRun, containers)} |`);
	lines.push(
		'',
		'Where the time goes (medians of the clean runs, from the arrival times the mock logged):',
		'',
		'| | |',
		'|---|---|',
		`| Execution start → first request | ${seconds(median((run) => run.timeline.setupMs))} |`,
	);
	for (let w = 0; w < windows; w++) {
		const start = median((run) => run.timeline.windowStartsMs[w]);
		const span = median((run) => run.timeline.windowSpansMs[w]);
		lines.push(
			`| Window ${w + 1}: opens at +${seconds(start)}, its 100 requests take | ${seconds(span)} |`,
		);
	}
	lines.push(
		`| Last request's arrival → end of execution | ${seconds(median((run) => run.timeline.tailMs))} |`,
		`| Gap between requests n and n+100 (min / median) | ${seconds(median((run) => run.timeline.minSpacingMs ?? Number.NaN))} / ${seconds(median((run) => run.timeline.medianSpacingMs ?? Number.NaN))} |`,
		`| CPU of the process (n8n, node and mock together) | ${seconds(median((run) => run.processCpuMs))} |`,
	);
	if (windows > 0) {
		const last = windows - 1;
		const margin = median((run) => run.timeline.windowStartsMs[last]) - last * 60_000;
		lines.push(
			'',
			`Of the ${seconds(median((run) => run.wallMs) - floor)} over the floor: ${seconds(margin)} is the throttle's wait beyond ` +
				`60 s per window (its 500 ms safety margin, plus any page that came back late), ` +
				`${seconds(median((run) => run.timeline.windowSpansMs[last]))} the last window's requests, one after the other, ` +
				`and ${seconds(median((run) => run.timeline.tailMs + run.timeline.setupMs))} the execution's start and end ` +
				`(after the last page: its answer, flattening every container, n8n's output).`,
		);
	}
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

export const returnAll: Scenario<ReturnAllData> = {
	name: 'return-all',
	title: '1. Return All of 30,000 containers',
	defaultRuns: 3,
	unavailable: () => null,
	measure,
	summarize,
	render,
};
