/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Forked by the flatten scenario, once per measurement, with --expose-gc: a fresh process, so the
 * heap holds nothing but the bodies when it starts. Measures JSON.parse of the bodies alone
 * ('parse'), what version 1 does with them for Simplify ('simplify'), or what version 2 does for
 * All Fields, flattening plus each container's demurrage view ('demurrage'), then reports to its parent.
 */
import { readFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

import type { JsonApiDocument, JsonApiResource } from '../../nodes/Terminal49/shared/jsonapi';
import {
	flattenResource,
	indexIncluded,
	readListDocument,
} from '../../nodes/Terminal49/shared/jsonapi';
import type { OutputChoice } from '../../nodes/Terminal49/shared/output';
import { shapeRecord } from '../../nodes/Terminal49/shared/output';

export type WorkerMode = 'parse' | 'simplify' | 'demurrage';

export interface WorkerReport {
	mode: WorkerMode;
	containers: number;
	/** Output records whose shipment was merged in (simplify) or containers parsed (parse). */
	checked: number;
	/** CPU of the first run in this process (JIT not warmed up), parse and flatten phases. */
	coldParseCpuMs: number;
	coldFlattenCpuMs: number;
	/** Medians of the warm runs. */
	warmParseCpuMs: number;
	warmFlattenCpuMs: number;
	/**
	 * Measured once warm, over a baseline taken after a full GC with only the bodies loaded. Live: after a full GC
	 * at the end, with everything still referenced; as nothing is released before the end, this is the peak of
	 * live memory.
	 */
	liveBytes: number;
	/** The largest heap sampled after each page and at the end, without forcing GC: garbage included. */
	heapHighWaterBytes: number;
	/** Garbage collections V8 ran during the memory measurement. */
	gcsDuringMeasuredRun: number;
}

const WARM_UP = 10;
const WARM_RUNS = 50;

interface StepResult {
	/** Everything the step produced, referenced until its memory has been measured. */
	kept: unknown;
	checked: number;
	parseCpuMs: number;
	flattenCpuMs: number;
}

const cpuMs = (since: NodeJS.CpuUsage): number => {
	const used = process.cpuUsage(since);
	return (used.user + used.system) / 1000;
};

/** JSON.parse of every body, nothing else: the cost any client pays to read these pages. */
function parseOnly(bodies: readonly string[], sample: () => void): StepResult {
	const start = process.cpuUsage();
	const documents = bodies.map((body) => {
		const document = JSON.parse(body) as JsonApiDocument<JsonApiResource[]>;
		sample();
		return document;
	});
	return {
		kept: documents,
		checked: documents.reduce((sum, document) => sum + document.data.length, 0),
		parseCpuMs: cpuMs(start),
		flattenCpuMs: 0,
	};
}

/**
 * What Get Many with Simplify does with the same bodies: parse each page, keep its data and its
 * included records once each (as terminal49RequestPages does), then flatten every container with
 * its shipment merged in (as the getAll operation does). Everything stays referenced to the end,
 * as it does in the node until the items are returned.
 */
function simplify(bodies: readonly string[], sample: () => void): StepResult {
	return flattenEach(bodies, sample, (flat) => flat);
}

/** Version 2's All Fields: the same flattening, then the output module adds `demurrage`. */
function demurrage(bodies: readonly string[], sample: () => void): StepResult {
	const choice: OutputChoice = {
		mode: 'allFields',
		fields: [],
		nodeVersion: 2,
		imminentDays: 3,
		now: Date.now(),
	};
	return flattenEach(bodies, sample, (flat) => shapeRecord(flat, choice));
}

function flattenEach(
	bodies: readonly string[],
	sample: () => void,
	shape: (flat: ReturnType<typeof flattenResource>) => ReturnType<typeof flattenResource>,
): StepResult {
	const start = process.cpuUsage();
	const data: JsonApiResource[] = [];
	const included = new Map<string, JsonApiResource>();
	for (const body of bodies) {
		// Read as terminal49RequestPages reads each page: the envelope through zod, each resource through its guard.
		const page = readListDocument(JSON.parse(body));
		for (const resource of page.included ?? [])
			included.set(`${resource.type}:${resource.id}`, resource);
		for (const resource of page.data) data.push(resource);
		sample();
	}
	const parseCpuMs = cpuMs(start);
	const flattenStart = process.cpuUsage();
	const index = indexIncluded([...included.values()]);
	const records = data.map((container) => shape(flattenResource(container, index)));
	const flattenCpuMs = cpuMs(flattenStart);
	sample();
	const checked = records.filter((record) => {
		const shipment = record.shipment as { bill_of_lading_number?: unknown } | null;
		return typeof shipment?.bill_of_lading_number === 'string';
	}).length;
	return { kept: { data, included, records }, checked, parseCpuMs, flattenCpuMs };
}

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function fullGc(): void {
	if (typeof global.gc !== 'function') throw new Error('The flatten worker needs --expose-gc');
	global.gc();
	global.gc();
}

async function main(): Promise<void> {
	const [file, mode] = process.argv.slice(2) as [string, WorkerMode];
	const step = mode === 'parse' ? parseOnly : mode === 'simplify' ? simplify : demurrage;
	const bodies = JSON.parse(readFileSync(file, 'utf8')) as string[];
	const containers = bodies.reduce(
		(sum, body) => sum + (JSON.parse(body) as JsonApiDocument<unknown[]>).data.length,
		0,
	);

	const noSample = (): void => {};
	// The first run in this process pays for compiling the code, as the first execution in a fresh n8n does.
	const cold = step(bodies, noSample);
	for (let i = 0; i < WARM_UP; i++) step(bodies, noSample);
	const parse: number[] = [];
	const flatten: number[] = [];
	for (let i = 0; i < WARM_RUNS; i++) {
		const warm = step(bodies, noSample);
		parse.push(warm.parseCpuMs);
		flatten.push(warm.flattenCpuMs);
	}

	// Memory once warm, so that the compiler's own allocations don't blur it.
	let gcs = 0;
	const observer = new PerformanceObserver((list) => (gcs += list.getEntries().length));
	fullGc();
	const baseline = v8.getHeapStatistics().used_heap_size;
	let highWater = 0;
	const sample = (): void => {
		highWater = Math.max(highWater, v8.getHeapStatistics().used_heap_size - baseline);
	};
	observer.observe({ entryTypes: ['gc'] });
	const measured = step(bodies, sample);
	// GC entries are delivered asynchronously: let them arrive before counting.
	await new Promise((resolve) => setImmediate(resolve));
	observer.disconnect();
	fullGc();
	const liveBytes = v8.getHeapStatistics().used_heap_size - baseline;
	// Read after the measurement, so that the results are certainly still referenced during it.
	const { checked } = measured;

	const report: WorkerReport = {
		mode,
		containers,
		checked,
		coldParseCpuMs: cold.parseCpuMs,
		coldFlattenCpuMs: cold.flattenCpuMs,
		warmParseCpuMs: median(parse),
		warmFlattenCpuMs: median(flatten),
		liveBytes,
		heapHighWaterBytes: highWater,
		gcsDuringMeasuredRun: gcs,
	};
	process.send?.(report);
}

main().catch((error: unknown) => {
	process.stderr.write(
		`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
	);
	process.exit(1);
});
