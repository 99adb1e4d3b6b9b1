/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Scenario 5: peak memory of Document → Upload for a 50 MB file. Each run is a forked process
 * (documentUploadWorker.ts) that streams the file into n8n's binary store on disk and uploads it
 * through the engine; the mock API and its storage origin run here, so the worker's memory is the
 * node's. The mock checks the MD5 of what arrived.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startMockApi } from '../../test/mock/server';
import type { RunOptions, Scenario } from '../lib/scenario';
import { formatSpread, mebibytes, ratio, seconds, spread } from '../lib/stats';
import type { UploadWorkerReport } from './documentUploadWorker';

const FILE_MB = 50;
const SMOKE_FILE_MB = 5;
const TARGET_RATIO = 1.5;

export interface DocumentUploadData {
	fileBytes: number;
	runs: UploadWorkerReport[];
	/** Runs whose blob arrived on the storage origin whole, its MD5 checked there. */
	verified: number;
}

function writeFile(file: string, megabytes: number): number {
	const handle = openSync(file, 'w');
	try {
		writeSync(handle, Buffer.from('%PDF-1.4\nBL MSCU2468024\n'));
		for (let i = 0; i < megabytes; i++) writeSync(handle, randomBytes(1024 * 1024));
	} finally {
		closeSync(handle);
	}
	return Buffer.byteLength('%PDF-1.4\nBL MSCU2468024\n') + megabytes * 1024 * 1024;
}

function runWorker(args: string[]): Promise<UploadWorkerReport> {
	return new Promise((resolve, reject) => {
		const child = fork(path.join(__dirname, 'documentUploadWorker.ts'), args, {
			execArgv: ['--expose-gc', '--require', 'ts-node/register/transpile-only'],
			stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
		});
		let report: UploadWorkerReport | null = null;
		child.on('message', (message) => (report = message as UploadWorkerReport));
		child.on('error', reject);
		child.on('exit', (code) => {
			if (code === 0 && report) resolve(report);
			else reject(new Error(`The upload worker exited with code ${code} without a report`));
		});
	});
}

async function measure(options: RunOptions): Promise<DocumentUploadData> {
	const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
	const mock = await startMockApi({ rateLimit: false });
	mock.state.documents.extractionDelayMs = null;
	try {
		const big = path.join(dir, 'big.pdf');
		const warm = path.join(dir, 'warm.pdf');
		const fileBytes = writeFile(big, options.smoke ? SMOKE_FILE_MB : FILE_MB);
		writeFile(warm, 1);
		const runs: UploadWorkerReport[] = [];
		let verified = 0;
		for (let i = 1; i <= options.runs; i++) {
			const report = await runWorker([big, warm, mock.url, mock.apiKey, String(fileBytes)]);
			const document = mock.state.documents.documents.find(
				(candidate) => candidate.id === report.documentId,
			);
			const blob = mock.state.documents.blobs.find(
				(candidate) => candidate.key === document?.blobKey,
			);
			if (blob?.uploaded && blob.byteSize === fileBytes) verified++;
			options.log(
				`  run ${i}/${options.runs}: peak RSS +${mebibytes(report.peakRssBytes)} (${ratio(report.peakRssBytes / fileBytes)} the file), ` +
					`heap+external +${mebibytes(report.peakHeapAndExternalBytes)}, ${seconds(report.wallMs)}${report.error ? `, error: ${report.error}` : ''}`,
			);
			runs.push(report);
			// The same bytes again would be a duplicate: a new run needs the first document gone.
			if (document) document.discarded = true;
		}
		return { fileBytes, runs, verified };
	} finally {
		await mock.close();
		rmSync(dir, { recursive: true, force: true });
	}
}

function summarize(
	data: DocumentUploadData,
): ReturnType<Scenario<DocumentUploadData>['summarize']> {
	const rss = spread(data.runs.map((run) => run.peakRssBytes / data.fileBytes));
	return {
		target: `Document → Upload of a ${FILE_MB} MB file: peak memory ≤ ${TARGET_RATIO} × the file`,
		result: `peak RSS growth ${formatSpread(rss, ratio)} the file; ${data.verified}/${data.runs.length} uploads verified by MD5 on arrival`,
		met: rss.max <= TARGET_RATIO && data.verified === data.runs.length,
	};
}

function render(data: DocumentUploadData): string {
	const rss = formatSpread(spread(data.runs.map((run) => run.peakRssBytes)), mebibytes);
	const rssRatio = formatSpread(
		spread(data.runs.map((run) => run.peakRssBytes / data.fileBytes)),
		ratio,
	);
	const heap = formatSpread(
		spread(data.runs.map((run) => run.peakHeapAndExternalBytes)),
		mebibytes,
	);
	const wall = formatSpread(spread(data.runs.map((run) => run.wallMs)), seconds);
	return [
		`A ${mebibytes(data.fileBytes)} file, read from disk into n8n's binary store (filesystem mode, n8n 2.x's default) by a ` +
			'source node, then Document → Upload through the engine: hashed as a stream, `POST /rails/active_storage/direct_uploads`, ' +
			'streamed to the storage origin with Content-Length and Content-MD5, `POST /documents`. Each run is a fresh process ' +
			'(after a 1 MB warm-up upload and a full GC); its memory is sampled every 2 ms. The mock API and storage run in the ' +
			`parent process; the storage checked the MD5 of ${data.verified} of ${data.runs.length} uploads on arrival.`,
		'',
		`**Peak RSS growth: ${rss}, ${rssRatio} the file** (target ≤ ${TARGET_RATIO}×).`,
		'',
		'| Per run | Value |',
		'|---|---|',
		`| Peak RSS growth over the baseline | ${rss} |`,
		`| … ÷ file size | ${rssRatio} |`,
		`| Peak heap + external (Buffers) growth | ${heap} |`,
		`| Wall time of the workflow (loopback) | ${wall} |`,
		'',
		"In n8n's in-memory binary mode (`N8N_DEFAULT_BINARY_DATA_MODE=default`, n8n 1.x's default) the file is in memory as " +
			'base64 before the node runs, so that mode is not what this measures: there the node decodes it to one buffer and sends that.',
	].join('\n');
}

export const documentUpload: Scenario<DocumentUploadData> = {
	name: 'document-upload',
	title: '5. Document upload memory',
	defaultRuns: 3,
	unavailable: () => null,
	measure,
	summarize,
	render,
};
