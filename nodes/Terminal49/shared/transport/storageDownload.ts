import type { IExecuteFunctions, IHttpRequestOptions, IN8nHttpFullResponse } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { Readable } from './storage';
import {
	ERROR_TEXT_LIMIT,
	STORAGE_TIMEOUT_MS,
	storageError,
	storageUrl,
	unreachable,
} from './storage';

/** A download from the storage of documents: one presigned GET, bounded in time and in size. */

export interface StorageDownload {
	stream: Readable;
	contentType?: string;
	contentDisposition?: string;
}

/** How long and how large a download may be. */
export interface DownloadLimits {
	/** From the request to the last byte. */
	deadlineMs: number;
	maxBytes: number;
}

export const DEFAULT_DOWNLOAD_TIMEOUT_SECONDS = STORAGE_TIMEOUT_MS / 1000;
/** The longest a Node.js timer can wait (2^31 - 1 ms, about 24.8 days); a longer one fires at once. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;
export const DEFAULT_MAX_FILE_SIZE_MB = 100;
export const BYTES_PER_MB = 1024 * 1024;

function sizeText(bytes: number): string {
	return bytes >= BYTES_PER_MB ? `${(bytes / BYTES_PER_MB).toFixed(1)} MB` : `${bytes} bytes`;
}

function tooLarge(
	ctx: IExecuteFunctions,
	host: string,
	limits: DownloadLimits,
	size: string,
	itemIndex: number,
): NodeOperationError {
	return new NodeOperationError(
		ctx.getNode(),
		`The file from the file storage (${host}) is larger than Max File Size (${sizeText(limits.maxBytes)}): ${size}`,
		{
			description:
				"Nothing was kept. If files this large are expected, raise Max File Size in the node's options.",
			itemIndex,
		},
	);
}

function stalled(
	ctx: IExecuteFunctions,
	host: string,
	limits: DownloadLimits,
	received: number,
	itemIndex: number,
): NodeApiError {
	const seconds = limits.deadlineMs / 1000;
	const message = `The file storage (${host}) did not deliver the file within the Download Timeout of ${seconds} s (${sizeText(received)} received): it stalled or is very slow`;
	return new NodeApiError(
		ctx.getNode(),
		{ message },
		{
			message,
			description:
				"Run the node again: each run asks Terminal49 for a fresh download link. If the file is large and the connection slow, raise Download Timeout in the node's options.",
			itemIndex,
		},
	);
}

async function readSome(stream: Readable): Promise<string> {
	const chunks: Buffer[] = [];
	let length = 0;
	for await (const chunk of stream as AsyncIterable<Buffer | string>) {
		const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
		chunks.push(buffer);
		length += buffer.length;
		if (length >= ERROR_TEXT_LIMIT) break;
	}
	stream.destroy();
	return Buffer.concat(chunks).toString('utf8');
}

function headerText(value: unknown): string | undefined {
	if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
	return typeof value === 'string' ? value : undefined;
}

/**
 * GETs a file from a presigned download URL and hands it to `consume` as a stream, so it reaches
 * n8n's binary store without being held in memory. The whole download, answer and body, must end
 * within `limits.deadlineMs` (the request's own timeout only notices a socket that goes quiet, not
 * one that trickles) and stay within `limits.maxBytes`; either failure names the file storage.
 */
export async function downloadFromStorage<T>(
	ctx: IExecuteFunctions,
	presignedUrl: string,
	limits: DownloadLimits,
	itemIndex: number,
	consume: (download: StorageDownload) => Promise<T>,
): Promise<T> {
	const url = storageUrl(ctx, presignedUrl, itemIndex);
	const deadline = AbortSignal.timeout(limits.deadlineMs);
	const deadlineAt = Date.now() + limits.deadlineMs;
	const options: IHttpRequestOptions = {
		method: 'GET',
		url: url.href,
		encoding: 'stream',
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		timeout: Math.min(STORAGE_TIMEOUT_MS, limits.deadlineMs),
		abortSignal: deadline,
	};
	const hint =
		'The download link is valid for a few minutes only; run the node again to get a fresh one.';
	let received = 0;
	let response: IN8nHttpFullResponse;
	try {
		response = (await ctx.helpers.httpRequest(options)) as IN8nHttpFullResponse;
	} catch (error) {
		if (deadline.aborted || Date.now() >= deadlineAt)
			throw stalled(ctx, url.host, limits, received, itemIndex);
		throw unreachable(ctx, 'download', url.host, error, hint, itemIndex);
	}
	const stream = response.body as Readable;
	if (response.statusCode < 200 || response.statusCode >= 300) {
		throw storageError(
			ctx,
			'download',
			url.host,
			response.statusCode,
			await readSome(stream),
			hint,
			itemIndex,
		);
	}
	const announced = Number(headerText(response.headers['content-length']));
	if (Number.isFinite(announced) && announced > limits.maxBytes) {
		stream.destroy();
		throw tooLarge(ctx, url.host, limits, sizeText(announced), itemIndex);
	}

	// Counted beside whoever reads the stream, without a stream of our own (node code may not
	// import 'stream'): paused first, so this listener does not start the flow before the consumer
	// is attached; every chunk the consumer reads, however it reads, is emitted to it too. A
	// consumer that listens for 'data' would find the stream paused, so it is resumed for it.
	let failure: Error | undefined;
	stream.pause();
	stream.on('data', (chunk: Buffer | string) => {
		received += chunk.length;
		if (received > limits.maxBytes)
			failure = tooLarge(
				ctx,
				url.host,
				limits,
				`more than ${sizeText(received - chunk.length)} sent`,
				itemIndex,
			);
		else if (Date.now() >= deadlineAt)
			failure = stalled(ctx, url.host, limits, received, itemIndex);
		if (failure) stream.destroy(failure);
	});
	stream.on('newListener', (event: string | symbol) => {
		if (event === 'data') stream.resume();
	});
	try {
		return await consume({
			stream,
			contentType: headerText(response.headers['content-type']),
			contentDisposition: headerText(response.headers['content-disposition']),
		});
	} catch (error) {
		if (failure) throw failure;
		if (deadline.aborted || Date.now() >= deadlineAt)
			throw stalled(ctx, url.host, limits, received, itemIndex);
		// A failure of n8n's own binary store is not the storage's.
		if (!(stream as { errored?: unknown }).errored)
			throw new NodeOperationError(ctx.getNode(), error as Error, { itemIndex });
		throw unreachable(ctx, 'download', url.host, error, hint, itemIndex);
	} finally {
		stream.destroy();
	}
}
