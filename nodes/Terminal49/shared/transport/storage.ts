import type { IExecuteFunctions, IHttpRequestOptions, IN8nHttpFullResponse } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { apiKeyOf } from './baseUrl';
import { CREDENTIAL_TYPE } from './request';

/** Node's Readable, named through n8n's helpers: community nodes may not import 'stream'. */
export type Readable = Awaited<ReturnType<IExecuteFunctions['helpers']['getBinaryStream']>>;

/**
 * Requests to the storage of documents (S3 or the like) through the presigned URLs the API hands
 * out. That is another origin than the API's, so these go through n8n's plain `httpRequest`, never
 * the authenticated helper: the API key must not reach it, and a presigned URL needs no key. The
 * URL itself is a capability, so errors name only its host.
 */

/** Uploads of large files take longer than an API answer. */
export const STORAGE_TIMEOUT_MS = 10 * 60_000;

const ERROR_TEXT_LIMIT = 2_000;

/** The presigned URL, checked: absolute http(s), nothing else. */
function storageUrl(ctx: IExecuteFunctions, url: string, itemIndex: number): URL {
	let parsed: URL | undefined;
	try {
		parsed = new URL(url);
	} catch {
		parsed = undefined;
	}
	if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
		throw new NodeOperationError(
			ctx.getNode(),
			'Terminal49 gave a file storage URL that is not an http(s) address',
			{
				description: 'This is a fault of the API. Try again later.',
				itemIndex,
			},
		);
	}
	return parsed;
}

/** S3 answers errors in XML: `<Code>BadDigest</Code><Message>…</Message>`. */
export function storageErrorText(body: string): string {
	const text = body.slice(0, ERROR_TEXT_LIMIT);
	const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
	const message = /<Message>([^<]{1,500})<\/Message>/.exec(text)?.[1];
	if (code || message) return [code, message].filter(Boolean).join(': ');
	return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}

function storageError(
	ctx: IExecuteFunctions,
	action: string,
	host: string,
	status: number,
	body: string,
	hint: string,
	itemIndex: number,
): NodeApiError {
	const detail = storageErrorText(body);
	const message = `The file storage (${host}) refused the ${action} with HTTP ${status}${detail ? `: ${detail}` : ''}`;
	return new NodeApiError(
		ctx.getNode(),
		{ message, httpCode: String(status) },
		{ message, description: hint, httpCode: String(status), itemIndex },
	);
}

function networkCodeOf(error: unknown): string | undefined {
	const candidates = [
		(error as { code?: unknown }).code,
		(error as { cause?: { code?: unknown } }).cause?.code,
	];
	return candidates.find(
		(code): code is string => typeof code === 'string' && /^E[A-Z_]+$/.test(code),
	);
}

function unreachable(
	ctx: IExecuteFunctions,
	action: string,
	host: string,
	error: unknown,
	hint: string,
	itemIndex: number,
): NodeApiError {
	const code = networkCodeOf(error);
	const message = `Could not reach the file storage (${host}) for the ${action}${code ? ` (${code})` : ''}`;
	return new NodeApiError(
		ctx.getNode(),
		{ message, code: code ?? null },
		{ message, description: hint, itemIndex },
	);
}

const BAD_DIGEST_HINT =
	'The bytes that arrived did not match the checksum computed before sending: the file changed while it was uploaded, or was damaged on the way. Run the node again.';

/** What a presigned PUT is signed with; nothing else goes to the storage origin. */
const SIGNED_UPLOAD_HEADERS: ReadonlySet<string> = new Set([
	'content-type',
	'content-md5',
	'content-disposition',
]);

/**
 * The headers the API returned for an upload that a presigned PUT may need: the signed content
 * headers and `x-amz-*` signing headers, never a credential (`x-amz-security-token`) nor any value
 * that holds the API key, whatever the API's answer says. Content-Length is set from the file.
 */
export function uploadHeaders(
	returned: Readonly<Record<string, unknown>>,
	apiKey: string,
): Record<string, string> {
	const headers: Record<string, string> = {};
	for (const [name, value] of Object.entries(returned)) {
		const lower = name.toLowerCase();
		const signed =
			SIGNED_UPLOAD_HEADERS.has(lower) ||
			(lower.startsWith('x-amz-') && lower !== 'x-amz-security-token');
		if (!signed || typeof value !== 'string') continue;
		if (apiKey !== '' && value.includes(apiKey)) continue;
		headers[name] = value;
	}
	return headers;
}

export interface StorageUpload {
	url: string;
	/** The headers the API returned for this upload; only those `uploadHeaders` lets through are sent. */
	headers: Record<string, string>;
	body: Buffer | Readable;
	byteSize: number;
	itemIndex: number;
}

/**
 * PUTs a file to a presigned upload URL with the headers the API signed it with, plus
 * Content-Length (storage takes no chunked upload). Redirects are not followed: a streamed body
 * cannot be sent twice. The credential is read here only to keep its API key out of every header.
 */
export async function putToStorage(ctx: IExecuteFunctions, upload: StorageUpload): Promise<void> {
	const url = storageUrl(ctx, upload.url, upload.itemIndex);
	const apiKey = apiKeyOf(await ctx.getCredentials(CREDENTIAL_TYPE));
	const headers = uploadHeaders(upload.headers, apiKey);
	headers['Content-Length'] = String(upload.byteSize);
	const options: IHttpRequestOptions = {
		method: 'PUT',
		url: url.href,
		headers,
		body: upload.body,
		encoding: 'text',
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		disableFollowRedirect: true,
		timeout: STORAGE_TIMEOUT_MS,
	};
	const hint = 'Run the node again; nothing was created in Terminal49 yet.';
	let response: IN8nHttpFullResponse;
	try {
		response = (await ctx.helpers.httpRequest(options)) as IN8nHttpFullResponse;
	} catch (error) {
		throw unreachable(ctx, 'upload', url.host, error, hint, upload.itemIndex);
	}
	if (response.statusCode >= 200 && response.statusCode < 300) return;
	const body = typeof response.body === 'string' ? response.body : '';
	const badDigest = /<Code>(BadDigest|InvalidDigest)<\/Code>/.test(body.slice(0, ERROR_TEXT_LIMIT));
	throw storageError(
		ctx,
		'upload',
		url.host,
		response.statusCode,
		body,
		badDigest ? BAD_DIGEST_HINT : hint,
		upload.itemIndex,
	);
}

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
