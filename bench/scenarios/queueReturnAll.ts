/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Scenario 6: n8n 2.x in queue mode (scripts/n8n/queueMode.ts: Postgres, Redis, a main, two
 * workers taking one job each, one webhook process), two Return All executions of the same
 * 30,000 containers on one API key started at once, so they run on the two workers together. Each
 * worker's throttle believes it has the key to itself: the API's 429 + Retry-After is the only
 * coordination between them. The mock enforces the real limit (100 per rolling 60 s per key).
 *
 * Combined floor: ⌊(accepted requests − 1) / 100⌋ × 60 s (600 pages → 300 s). Combined wall: from
 * just before the two webhook calls to the later execution's stoppedAt, as n8n recorded it.
 *
 * Two ways the API can answer a refused request: `Retry-After` exact (the seconds until a slot
 * frees, what Terminal49 sends) and `Retry-After: 1` whatever the real wait (a coarser API, or a
 * proxy in front of it). BENCH_TARBALL measures another build of the package (an older commit).
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { packedTarball } from '../../scripts/n8n/communityPackage';
import type { Execution } from '../../scripts/n8n/http';
import { http, sleep, webhookNotRegistered } from '../../scripts/n8n/http';
import { queueModeUnavailable, startQueueCluster } from '../../scripts/n8n/queueMode';
import { E2E_DIR, VERSIONS, n8nBin, nodeFor } from '../../scripts/n8n/versions';
import { makeTerminal, seedContainers } from '../../test/mock/fixtures';
import { startMockApi } from '../../test/mock/server';
import { mockUuid } from '../../test/mock/state';
import { RETURN_ALL_NODE, RETURN_ALL_PATH, returnAllWorkflow } from '../../test/queue/workflows';
import { API_LIMIT, floorMs, requestCounts, reportProgress } from '../lib/atTheLimit';
import { BENCH_OWNER, n8nRuntime } from '../lib/realN8n';
import type { RunOptions, Scenario } from '../lib/scenario';
import { formatSpread, ratio, seconds, spread } from '../lib/stats';

const CONTAINERS = 30_000;
const SMOKE_CONTAINERS = 2_000;
const TARGET_RATIO = 1.1;
const CREDENTIAL = {
	id: 't49BulkApiKey0001',
	name: 'Terminal49 API (bulk account)',
	type: 'terminal49Api',
};

/** What the mock's 429s say in Retry-After: 'exact', or this many seconds whatever the real wait. */
type RetryAfterVariant = 'exact' | number;
const VARIANTS: RetryAfterVariant[] = ['exact', 1];
const variantLabel = (v: RetryAfterVariant | undefined): string =>
	v === undefined || v === 'exact' ? 'Retry-After exact' : `Retry-After: ${v}`;

interface ExecutionResult {
	id: string;
	worker: string;
	status: string;
	error: string | null;
	items: number;
	unique: number;
	/** Containers of the account missing from this execution's output. */
	missing: number;
	/** stoppedAt − startedAt as n8n recorded it. */
	executionMs: number;
}

export interface QueueReturnAllRun {
	/** Absent in results recorded before the variants existed: exact. */
	retryAfter?: RetryAfterVariant;
	/** Just before the webhook calls → the later execution's stoppedAt. */
	wallMs: number;
	floorMs: number;
	accepted: number;
	arrived: number;
	rateLimited: number;
	failuresSurfaced: string[];
	executions: ExecutionResult[];
	/** Smallest gap between accepted requests n and n+100 (the API allows anything over 60 s). */
	minSpacingMs: number | null;
}

export interface QueueReturnAllData {
	n8n: string;
	runtime: string;
	containers: number;
	/** The retry code on main when measured: what the transport did with the 429s. */
	transport: string;
	runs: QueueReturnAllRun[];
}

function minSpacing(acceptedAt: number[]): number | null {
	let min: number | null = null;
	for (let i = API_LIMIT.requests; i < acceptedAt.length; i++) {
		const gap = acceptedAt[i] - acceptedAt[i - API_LIMIT.requests];
		if (min === null || gap < min) min = gap;
	}
	return min;
}

async function measureOnce(
	containers: number,
	retryAfter: RetryAfterVariant,
	log: RunOptions['log'],
): Promise<QueueReturnAllRun> {
	const mock = await startMockApi({
		apiKey: 'bulk-key-123',
		rateLimit: { ...API_LIMIT, retryAfter },
		seed: (state) => {
			state.terminals.push(
				makeTerminal({}, { id: mockUuid('terminal', 1) }),
				makeTerminal({}, { id: mockUuid('terminal', 2) }),
			);
			seedContainers(state, containers);
		},
	});
	const cluster = await startQueueCluster('2', {
		root: path.join(E2E_DIR, 'bench-queue-return-all'),
		tarball: process.env.BENCH_TARBALL ?? packedTarball(),
		owner: BENCH_OWNER,
		workers: 2,
		webhooks: 1,
		workerConcurrency: 1,
		log: (line) => log(`  ${line}`),
	});
	const stopProgress = reportProgress(mock, log);
	try {
		const workflow = returnAllWorkflow(CREDENTIAL);
		await cluster.importAll({
			credentials: [{ ...CREDENTIAL, data: { apiKey: mock.apiKey, baseUrl: mock.url } }],
			workflows: [workflow],
		});
		await cluster.api.activate(workflow.id);
		const url = `${cluster.webhooks[0].baseUrl}/webhook/${RETURN_ALL_PATH}`;
		mock.reset();
		let startedAt = Date.now();
		let t0 = performance.now();
		// n8n 2.x finishes activating after the API has answered: a 404 starts nothing, so try again.
		for (let i = 0; ; i++) {
			startedAt = Date.now();
			t0 = performance.now();
			const first = await http('POST', url, { body: {} });
			if (first.status === 200) break;
			if (!webhookNotRegistered(first) || i > 120)
				throw new Error(`the webhook answered ${first.status}: ${first.text.slice(0, 300)}`);
			await sleep(500);
		}
		const second = await http('POST', url, { body: {} });
		if (second.status !== 200)
			throw new Error(`the webhook answered ${second.status} to the second call`);
		let list: Execution[] = [];
		for (;;) {
			list = await cluster.api.executions(workflow.id);
			if (
				list.length >= 2 &&
				list.every(
					(e) => e.finished || ['success', 'error', 'crashed', 'canceled'].includes(e.status),
				)
			)
				break;
			if (performance.now() - t0 > 30 * 60_000)
				throw new Error('the two executions did not finish within 30 minutes');
			await sleep(500);
		}
		const expected = new Set(mock.state.containers.map((c) => c.id));
		const executions: ExecutionResult[] = [];
		const failuresSurfaced: string[] = [];
		for (const e of list.sort((a, b) => Number(a.id) - Number(b.id))) {
			const full = await cluster.api.get<Execution>(`/executions/${e.id}?includeData=true`);
			const error = full.data?.resultData.error?.message ?? null;
			if (error) failuresSurfaced.push(error);
			else if (full.status !== 'success')
				failuresSurfaced.push(`execution ${e.id} ended with status ${full.status}`);
			const ids = (full.data?.resultData.runData[RETURN_ALL_NODE] ?? [])
				.flatMap((r) => r.data?.main?.[0] ?? [])
				.map((item) => String(item.json.id));
			const unique = new Set(ids);
			executions.push({
				id: e.id,
				worker: cluster.workerOf(e.id) ?? 'unknown',
				status: full.status,
				error,
				items: ids.length,
				unique: unique.size,
				missing: [...expected].filter((id) => !unique.has(id)).length,
				executionMs: full.stoppedAt
					? Date.parse(full.stoppedAt) - Date.parse(full.startedAt)
					: Number.NaN,
			});
		}
		const lastStop = Math.max(
			...list.map((e) => (e.stoppedAt ? Date.parse(e.stoppedAt) : Date.now())),
		);
		const counts = requestCounts(mock);
		const acceptedAt = mock.requests
			.filter((r) => r.status >= 200 && r.status < 300)
			.map((r) => r.at);
		return {
			retryAfter,
			wallMs: lastStop - startedAt,
			floorMs: floorMs(counts.accepted),
			accepted: counts.accepted,
			arrived: counts.arrived,
			rateLimited: counts.rateLimited,
			failuresSurfaced,
			executions,
			minSpacingMs: minSpacing(acceptedAt),
		};
	} finally {
		stopProgress();
		await cluster.stop();
		await mock.close();
	}
}

function everyContainerOnce(run: QueueReturnAllRun, containers: number): boolean {
	return (
		run.executions.length === 2 &&
		run.executions.every(
			(e) => e.items === containers && e.unique === containers && e.missing === 0,
		)
	);
}

function describeRun(run: QueueReturnAllRun): string {
	return (
		`${variantLabel(run.retryAfter)}: ${seconds(run.wallMs)}, ${ratio(run.wallMs / run.floorMs)} the ${seconds(run.floorMs)} floor; ${run.accepted} pages, ` +
		`${run.rateLimited} × 429, ${run.failuresSurfaced.length} failures surfaced; ` +
		run.executions.map((e) => `${e.id} on ${e.worker}: ${e.unique} unique of ${e.items}`).join(', ')
	);
}

async function measure(options: RunOptions): Promise<QueueReturnAllData> {
	const containers = options.smoke ? SMOKE_CONTAINERS : CONTAINERS;
	const runs: QueueReturnAllRun[] = [];
	for (const variant of VARIANTS) {
		for (let i = 1; i <= options.runs; i++) {
			options.log(
				`  ${variantLabel(variant)}, run ${i}/${options.runs}: 2 × Return All of ${containers} containers on one key, 2 workers`,
			);
			const run = await measureOnce(containers, variant, options.log);
			options.log(`  ${variantLabel(variant)}, run ${i}: ${describeRun(run)}`);
			runs.push(run);
		}
	}
	return {
		n8n: VERSIONS['2'].n8n,
		runtime: n8nRuntime(VERSIONS['2'].n8n),
		containers,
		transport: process.env.BENCH_TRANSPORT_NOTE ?? 'main as checked out',
		runs,
	};
}

function variantsOf(data: QueueReturnAllData): Array<{ label: string; runs: QueueReturnAllRun[] }> {
	const labels = [...new Set(data.runs.map((run) => variantLabel(run.retryAfter)))];
	return labels.map((label) => ({
		label,
		runs: data.runs.filter((run) => variantLabel(run.retryAfter) === label),
	}));
}

function summarize(
	data: QueueReturnAllData,
): ReturnType<Scenario<QueueReturnAllData>['summarize']> {
	const parts = variantsOf(data).map(({ label, runs }) => {
		const ratios = spread(runs.map((run) => run.wallMs / run.floorMs));
		const failures = runs.reduce((sum, run) => sum + run.failuresSurfaced.length, 0);
		const refused = spread(runs.map((run) => run.rateLimited));
		return `${label}: ${formatSpread(ratios, ratio)} × floor, ${formatSpread(refused, (n) => `${n} × 429`)}, ${failures} failures`;
	});
	const complete = data.runs.every((run) => everyContainerOnce(run, data.containers));
	const worst = Math.max(...data.runs.map((run) => run.wallMs / run.floorMs));
	const failures = data.runs.reduce((sum, run) => sum + run.failuresSurfaced.length, 0);
	return {
		target: `≤ ${TARGET_RATIO} × combined floor, 0 failures surfaced, every container once in each`,
		result: `${parts.join('; ')}; ${complete ? 'every container once in each' : 'containers missing or repeated'}`,
		met: worst <= TARGET_RATIO && failures === 0 && complete,
	};
}

function render(data: QueueReturnAllData): string {
	const lines = [
		`n8n ${data.n8n} (${data.runtime}) in queue mode: Postgres, Redis, a main, two \`n8n worker\` processes ` +
			`(\`--concurrency=1\`, so the two executions run on different workers) and one \`n8n webhook\` process. Two ` +
			`executions of Container → Get Many, Return All, over the same ${data.containers.toLocaleString('en-US')} containers ` +
			`with the same API key, started together by two calls to a production webhook. Each worker's throttle counts only its ` +
			`own requests; the mock refuses what goes over 100 per rolling 60 s with a 429 whose \`Retry-After\` is exact (the ` +
			`seconds until a slot frees) or 1 whatever the wait. ` +
			`Transport: ${data.transport}.`,
		'',
		...variantsOf(data).map(
			({ label, runs }) =>
				`**${label}: combined wall ÷ combined floor ${formatSpread(spread(runs.map((run) => run.wallMs / run.floorMs)), ratio)}** (target ≤ ${TARGET_RATIO}).`,
		),
		'',
		'| Run | Retry-After | Combined wall | Floor | ÷ floor | Pages / requests | 429s sent by the API | Failures surfaced | Min gap n → n+100 | Executions (worker: unique of items, execution time) |',
		'|---|---|---|---|---|---|---|---|---|---|',
		...data.runs.map(
			(run, i) =>
				`| ${i + 1} | ${run.retryAfter === undefined || run.retryAfter === 'exact' ? 'exact' : `${run.retryAfter} s`} | ${seconds(run.wallMs)} | ${seconds(run.floorMs)} | ${ratio(run.wallMs / run.floorMs)} | ${run.accepted} / ${run.arrived} | ` +
				`${run.rateLimited} | ${run.failuresSurfaced.length}${run.failuresSurfaced.length ? `: ${run.failuresSurfaced.join('; ')}` : ''} | ` +
				`${run.minSpacingMs === null ? 'n/a' : seconds(run.minSpacingMs)} | ` +
				`${run.executions.map((e) => `${e.worker}: ${e.unique.toLocaleString('en-US')} of ${e.items.toLocaleString('en-US')}, ${seconds(e.executionMs)}`).join('; ')}` +
				`${everyContainerOnce(run, data.containers) ? ' ✓' : ' ✗'} |`,
		),
	];
	return lines.join('\n');
}

export const queueReturnAll: Scenario<QueueReturnAllData> = {
	name: 'queue-return-all',
	title: '6. Two Return All executions of 30,000 containers on one key, on two queue-mode workers',
	defaultRuns: 1,
	unavailable: () => {
		// The binaries, not install()'s marker: worktrees sharing .e2e write the marker with their own paths.
		if (!fs.existsSync(n8nBin('2')) || !fs.existsSync(nodeFor('2')))
			return `needs n8n ${VERSIONS['2'].n8n} installed under .e2e (npm run e2e:install)`;
		return queueModeUnavailable();
	},
	measure,
	summarize,
	render,
};
