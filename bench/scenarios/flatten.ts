/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Scenario 3: the CPU time and memory Simplify (version 1) and All Fields with the demurrage view
 * (version 2) cost on 30,000 containers with their included shipments, against JSON.parse of the
 * same bodies alone. Each measurement runs in a forked
 * process (flattenWorker.ts) so that its heap starts empty.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { makeTerminal, seedContainers } from '../../test/mock/fixtures';
import { startMockApi } from '../../test/mock/server';
import { mockUuid, type MockState } from '../../test/mock/state';
import type { RunOptions, Scenario } from '../lib/scenario';
import { formatSpread, mebibytes, milliseconds, ratio, spread } from '../lib/stats';
import type { WorkerMode, WorkerReport } from './flattenWorker';

const CONTAINERS = 30_000;
const PAGE_SIZE = 100;
const TARGET_CPU_MS_PER_100 = 1;
const TARGET_MEMORY_RATIO = 3;

export interface FlattenRun {
	parse: WorkerReport;
	simplify: WorkerReport;
	demurrage: WorkerReport;
}

export interface FlattenData {
	containers: number;
	pages: number;
	shipments: number;
	rawBytes: number;
	runs: FlattenRun[];
}

function seedAccount(state: MockState): void {
	state.terminals.push(
		makeTerminal({}, { id: mockUuid('terminal', 1) }),
		makeTerminal({}, { id: mockUuid('terminal', 2) }),
	);
	seedContainers(state, CONTAINERS);
}

/** The pages exactly as the mock sends them for Get Many with Include: Shipment. */
async function fetchBodies(): Promise<string[]> {
	const mock = await startMockApi({ seed: seedAccount, rateLimit: false });
	try {
		const bodies: string[] = [];
		for (let page = 1; page <= CONTAINERS / PAGE_SIZE; page++) {
			const response = await fetch(
				`${mock.url}/containers?page[size]=${PAGE_SIZE}&page[number]=${page}&include=shipment`,
				{
					headers: { Authorization: `Token ${mock.apiKey}`, Accept: 'application/vnd.api+json' },
				},
			);
			if (!response.ok) throw new Error(`The mock answered ${response.status} for page ${page}`);
			bodies.push(await response.text());
		}
		return bodies;
	} finally {
		await mock.close();
	}
}

function runWorker(file: string, mode: WorkerMode): Promise<WorkerReport> {
	return new Promise((resolve, reject) => {
		const child = fork(path.join(__dirname, 'flattenWorker.ts'), [file, mode], {
			execArgv: ['--expose-gc', '--require', 'ts-node/register/transpile-only'],
			stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
		});
		let report: WorkerReport | null = null;
		child.on('message', (message) => (report = message as WorkerReport));
		child.on('error', reject);
		child.on('exit', (code) => {
			if (code === 0 && report) resolve(report);
			else
				reject(new Error(`The flatten worker (${mode}) exited with code ${code} without a report`));
		});
	});
}

async function measure(options: RunOptions): Promise<FlattenData> {
	const bodies = await fetchBodies();
	const rawBytes = bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
	const shipments = new Set(
		bodies.flatMap((body) =>
			((JSON.parse(body) as { included?: Array<{ id: string }> }).included ?? []).map((r) => r.id),
		),
	).size;
	const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-flatten-'));
	const file = path.join(dir, 'bodies.json');
	writeFileSync(file, JSON.stringify(bodies));
	options.log(
		`  ${bodies.length} pages, ${CONTAINERS} containers, ${shipments} shipments included, ${mebibytes(rawBytes)} of JSON`,
	);
	try {
		const runs: FlattenRun[] = [];
		const count = options.runs;
		for (let i = 1; i <= count; i++) {
			const parse = await runWorker(file, 'parse');
			const simplified = await runWorker(file, 'simplify');
			const withDemurrage = await runWorker(file, 'demurrage');
			options.log(
				`  run ${i}/${count}: JSON.parse ${milliseconds(parse.warmParseCpuMs)}, flatten ${milliseconds(simplified.warmFlattenCpuMs, 2)}, ` +
					`flatten + demurrage ${milliseconds(withDemurrage.warmFlattenCpuMs, 2)} CPU; peak live heap ${mebibytes(withDemurrage.liveBytes)} ` +
					`(flatten ${mebibytes(simplified.liveBytes)}, parse alone ${mebibytes(parse.liveBytes)})`,
			);
			runs.push({ parse, simplify: simplified, demurrage: withDemurrage });
		}
		return { containers: CONTAINERS, pages: bodies.length, shipments, rawBytes, runs };
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

const per100 = (data: FlattenData, ms: number): number => ms / (data.containers / 100);

function summarize(data: FlattenData): ReturnType<Scenario<FlattenData>['summarize']> {
	const cpu = spread(data.runs.map((run) => per100(data, run.demurrage.warmFlattenCpuMs)));
	const live = spread(data.runs.map((run) => run.demurrage.liveBytes / data.rawBytes));
	const highWater = spread(
		data.runs.map((run) => run.demurrage.heapHighWaterBytes / data.rawBytes),
	);
	return {
		target: `≤ ${TARGET_CPU_MS_PER_100} ms CPU per 100 containers; peak memory ≤ ${TARGET_MEMORY_RATIO} × the raw JSON`,
		result:
			`flatten + demurrage ${formatSpread(cpu, (ms) => milliseconds(ms, 3))} per 100 containers; peak live heap ` +
			`${formatSpread(live, ratio)} the raw JSON (heap growth without GC: ${ratio(highWater.median)})`,
		met: cpu.max <= TARGET_CPU_MS_PER_100 && live.max <= TARGET_MEMORY_RATIO,
	};
}

function render(data: FlattenData): string {
	const { runs } = data;
	const cells = (
		pick: (report: WorkerReport) => number,
		format: (value: number) => string,
	): string[] =>
		(['parse', 'simplify', 'demurrage'] as const).map((mode) =>
			formatSpread(spread(runs.map((run) => pick(run[mode]))), format),
		);
	const row = (
		label: string,
		[parse, simplified, demurrage]: string[],
		skipParse = false,
	): string => `| ${label} | ${skipParse ? '–' : parse} | ${simplified} | ${demurrage} |`;
	const ms = (value: number): string => milliseconds(value, 2);
	const ofRaw = (value: number): string => ratio(value / data.rawBytes);
	const checked = runs.every(
		(run) =>
			run.parse.checked === data.containers &&
			run.simplify.checked === data.containers &&
			run.demurrage.checked === data.containers,
	);
	const per100Of = (mode: 'simplify' | 'demurrage'): string =>
		formatSpread(spread(runs.map((run) => per100(data, run[mode].warmFlattenCpuMs))), (value) =>
			milliseconds(value, 3),
		);
	const per100Cpu = per100Of('demurrage');
	const live = formatSpread(
		spread(runs.map((run) => run.demurrage.liveBytes / data.rawBytes)),
		ratio,
	);
	const growthOf = (mode: 'parse' | 'simplify' | 'demurrage'): string =>
		ratio(spread(runs.map((run) => run[mode].heapHighWaterBytes / data.rawBytes)).median);
	const noGc = runs.every((run) => run.demurrage.gcsDuringMeasuredRun === 0);
	return [
		`${data.pages} pages of Container → Get Many with Include: Shipment, as the mock sends them: ` +
			`${data.containers.toLocaleString('en-US')} containers, ${data.shipments} shipments in \`included\`, ` +
			`**${mebibytes(data.rawBytes)} of raw JSON**. ` +
			`"Parse" is \`JSON.parse\` of the bodies alone; "Simplify" is what version 1 does with them: parse each page, keep ` +
			`its data and included records once each, then the node's own \`flattenResource\` on every container with its ` +
			`shipment merged in (${checked ? 'every container came out with its shipment merged' : '**some containers came out without their shipment**'}); ` +
			`"All Fields + demurrage" is version 2's All Fields: the same, then the output module's \`shapeRecord\`, ` +
			`which adds each container's \`demurrage\` view (zone arithmetic in luxon).`,
		'',
		`**Flattening + demurrage: ${per100Cpu} of CPU per 100 containers** (target ≤ ${TARGET_CPU_MS_PER_100} ms; flattening alone ` +
			`${per100Of('simplify')}). ` +
			`**Peak live heap: ${live} the raw JSON** (target ≤ ${TARGET_MEMORY_RATIO}×). Nothing is released before the end of ` +
			`the step, so the live heap at the end is its peak. Counting garbage too, the heap grew by ${growthOf('demurrage')} the ` +
			`raw JSON (\`JSON.parse\` alone ${growthOf('parse')})` +
			(noGc ? ': V8 ran no GC during the step, so that is every byte it allocated.' : '.'),
		'',
		`| Per ${data.containers.toLocaleString('en-US')} containers | Parse | Simplify (v1) | All Fields + demurrage (v2) |`,
		'|---|---|---|---|',
		row(
			'CPU, warm: JSON.parse',
			cells((r) => r.warmParseCpuMs, ms),
		),
		row(
			'CPU, warm: flattening',
			cells((r) => r.warmFlattenCpuMs, ms),
			true,
		),
		row(
			'CPU, first run in the process: JSON.parse',
			cells((r) => r.coldParseCpuMs, ms),
		),
		row(
			'CPU, first run in the process: flattening',
			cells((r) => r.coldFlattenCpuMs, ms),
			true,
		),
		row(
			'Heap growth over baseline, garbage included (high-water)',
			cells((r) => r.heapHighWaterBytes, mebibytes),
		),
		row(
			'… ÷ raw JSON',
			cells((r) => r.heapHighWaterBytes, ofRaw),
		),
		row(
			'Peak live heap (at the end, after a full GC)',
			cells((r) => r.liveBytes, mebibytes),
		),
		row(
			'… ÷ raw JSON',
			cells((r) => r.liveBytes, ofRaw),
		),
		row(
			'GCs during the memory measurement',
			cells((r) => r.gcsDuringMeasuredRun, String),
		),
	].join('\n');
}

export const flatten: Scenario<FlattenData> = {
	name: 'flatten',
	title: '3. Flattening cost',
	defaultRuns: 10,
	unavailable: () => null,
	measure,
	summarize,
	render,
};
