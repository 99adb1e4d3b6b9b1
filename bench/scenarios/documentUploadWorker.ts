/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Forked by the document-upload scenario, once per run, with --expose-gc: a fresh process whose
 * memory holds only n8n's engine and this package. Puts a file from disk into n8n's binary store
 * (filesystem mode, n8n's default) as a trigger would, runs Document → Upload on it through the
 * engine against the parent's mock, and samples the process's memory meanwhile.
 */
import { createReadStream } from 'node:fs';

import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';

import { useFilesystemBinaryData } from '../../test/harness/binaryStore';
import { registerNodeType, runWorkflow } from '../../test/harness/engine';

export interface UploadWorkerReport {
	fileBytes: number;
	/** Largest RSS sampled during the run, over the RSS after a full GC before it. */
	peakRssBytes: number;
	/** Largest heap + external (Buffers) sampled, over the same baseline. */
	peakHeapAndExternalBytes: number;
	wallMs: number;
	samples: number;
	documentId: string | null;
	error: string | null;
}

/** Streams a file from disk into n8n's binary store: nothing of it is held in memory. */
class FileSource implements INodeType {
	description = {
		displayName: 'File Source',
		name: 'fileSource',
		group: ['input'],
		version: 1,
		description: 'Reads a file into a binary property',
		defaults: { name: 'File' },
		inputs: ['main'],
		outputs: ['main'],
		properties: [{ displayName: 'Path', name: 'path', type: 'string', default: '' }],
	} as INodeTypeDescription;

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const path = this.getNodeParameter('path', 0) as string;
		const binary = await this.helpers.prepareBinaryData(
			createReadStream(path),
			'scan.pdf',
			'application/pdf',
		);
		return [[{ json: {}, binary: { data: binary } }]];
	}
}

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

async function upload(
	path: string,
	baseUrl: string,
	apiKey: string,
): Promise<{ documentId: string | null; error: string | null }> {
	const result = await runWorkflow({
		credentials: { apiKey, baseUrl },
		nodes: [
			{ type: 'bench.fileSource', parameters: { path } },
			{ parameters: { resource: 'document', operation: 'upload' }, typeVersion: 2 },
		],
	});
	const run = result.nodes['Node 2'];
	return {
		documentId: (run?.items[0]?.json.id as string | undefined) ?? null,
		error: run?.error?.message ?? null,
	};
}

async function main(): Promise<void> {
	const [bigFile, warmFile, baseUrl, apiKey, fileBytes] = process.argv.slice(2);
	await useFilesystemBinaryData();
	registerNodeType('bench.fileSource', new FileSource());
	await upload(warmFile, baseUrl, apiKey);

	gc();
	await new Promise((resolve) => setTimeout(resolve, 50));
	gc();
	const base = process.memoryUsage();
	let peakRss = 0;
	let peakHeap = 0;
	let samples = 0;
	const sample = (): void => {
		const now = process.memoryUsage();
		peakRss = Math.max(peakRss, now.rss - base.rss);
		peakHeap = Math.max(peakHeap, now.heapUsed + now.external - base.heapUsed - base.external);
		samples++;
	};
	const timer = setInterval(sample, 2);
	const started = performance.now();
	const outcome = await upload(bigFile, baseUrl, apiKey);
	const wallMs = performance.now() - started;
	clearInterval(timer);
	sample();
	const report: UploadWorkerReport = {
		fileBytes: Number(fileBytes),
		peakRssBytes: peakRss,
		peakHeapAndExternalBytes: peakHeap,
		wallMs,
		samples,
		...outcome,
	};
	process.send?.(report);
}

main().catch((error: unknown) => {
	process.stderr.write(`${String(error)}\n`);
	process.exit(1);
});
