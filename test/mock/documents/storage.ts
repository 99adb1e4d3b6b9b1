/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-restricted-globals -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * The storage origin of the direct-upload flow, standing in for S3: a second loopback server, so a
 * different origin from the API. Like a presigned S3 URL it needs no credentials and refuses any
 * Authorization header; it refuses a PUT without Content-Length (S3 takes no chunked upload), with
 * a Content-Type or Content-MD5 other than the signed ones, or whose bytes don't match the MD5.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import {
	KEEP_BYTES_LIMIT,
	type DocumentStore,
	type StorageRequest,
	type StoredBlob,
} from './store';

export interface StorageServer {
	origin: string;
	close(): Promise<void>;
}

/** The presigned URL of a blob: PUT to upload it, GET to download it. */
export function blobUrl(
	store: DocumentStore,
	blob: StoredBlob,
	purpose: 'upload' | 'download',
): string {
	const query = `X-Amz-Expires=300&X-Amz-Signature=${blob.signature}${purpose === 'download' ? '&response-content-disposition=attachment' : ''}`;
	return `${store.storageOrigin}/blobs/${blob.key}?${query}`;
}

function s3Error(code: string, message: string): string {
	return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
	const flat: Record<string, string> = {};
	for (const [name, value] of Object.entries(headers)) {
		if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
	}
	return flat;
}

interface Answer {
	status: number;
	body: Buffer | string;
	headers?: Record<string, string>;
}

function refuse(status: number, code: string, message: string): Answer {
	return { status, body: s3Error(code, message), headers: { 'content-type': 'application/xml' } };
}

/** Reads the body while hashing it, keeping the bytes only when the blob is small. */
async function receive(
	req: http.IncomingMessage,
	keep: boolean,
): Promise<{ md5: string; length: number; bytes: Buffer | null }> {
	const hash = createHash('md5');
	const chunks: Buffer[] = [];
	let length = 0;
	for await (const chunk of req as AsyncIterable<Buffer>) {
		hash.update(chunk);
		length += chunk.length;
		if (keep && length <= KEEP_BYTES_LIMIT) chunks.push(chunk);
	}
	return {
		md5: hash.digest('base64'),
		length,
		bytes: keep && length <= KEEP_BYTES_LIMIT ? Buffer.concat(chunks) : null,
	};
}

async function drain(req: http.IncomingMessage): Promise<number> {
	let length = 0;
	for await (const chunk of req as AsyncIterable<Buffer>) length += (chunk as Buffer).length;
	return length;
}

async function answer(
	store: DocumentStore,
	req: http.IncomingMessage,
	url: URL,
	record: StorageRequest,
): Promise<Answer> {
	const method = (req.method ?? 'GET').toUpperCase();
	const match = /^\/blobs\/([0-9a-f]+)$/.exec(url.pathname);
	const blob = match ? store.blobs.find((candidate) => candidate.key === match[1]) : undefined;
	if (req.headers.authorization !== undefined) {
		await drain(req);
		return refuse(
			400,
			'InvalidArgument',
			'Only one auth mechanism allowed; only the X-Amz-Signature query parameter should be specified',
		);
	}
	if (!blob || url.searchParams.get('X-Amz-Signature') !== blob.signature) {
		await drain(req);
		return refuse(403, 'AccessDenied', 'Request has an invalid or missing signature');
	}
	if (method === 'GET') {
		if (!blob.uploaded || !blob.bytes)
			return refuse(404, 'NoSuchKey', 'The specified key does not exist.');
		return {
			status: 200,
			body: blob.bytes,
			headers: {
				'content-type': blob.contentType,
				'content-disposition': `attachment; filename="${blob.filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(blob.filename)}`,
			},
		};
	}
	if (method !== 'PUT') {
		await drain(req);
		return refuse(
			405,
			'MethodNotAllowed',
			'The specified method is not allowed against this resource.',
		);
	}
	if (req.headers['content-length'] === undefined) {
		await drain(req);
		return refuse(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
	}
	if (
		req.headers['content-type'] !== blob.contentType ||
		req.headers['content-md5'] !== blob.checksum
	) {
		await drain(req);
		return refuse(
			403,
			'SignatureDoesNotMatch',
			'The Content-Type and Content-MD5 must be those the upload URL was signed with',
		);
	}
	const received = await receive(req, true);
	record.bytes = received.length;
	if (received.md5 !== blob.checksum) {
		return refuse(
			400,
			'BadDigest',
			'The Content-MD5 you specified did not match what we received.',
		);
	}
	if (received.length !== blob.byteSize) {
		return refuse(
			400,
			'IncompleteBody',
			'You did not provide the number of bytes specified by the Content-Length HTTP header',
		);
	}
	blob.uploaded = true;
	blob.bytes = received.bytes;
	return { status: 200, body: '' };
}

/** Writes `body` a few bytes at a time, as a slow or stalled storage does, until the client goes away. */
function pace(
	res: http.ServerResponse,
	body: Buffer,
	{ chunkBytes, everyMs, stopAfterBytes }: NonNullable<DocumentStore['downloadPace']>,
): void {
	let sent = 0;
	const timer = setInterval(() => {
		if (sent >= body.length) {
			clearInterval(timer);
			res.end();
			return;
		}
		if (stopAfterBytes !== undefined && sent >= stopAfterBytes) return;
		res.write(body.subarray(sent, sent + chunkBytes));
		sent += chunkBytes;
	}, everyMs);
	res.on('close', () => clearInterval(timer));
}

export async function startStorage(store: DocumentStore): Promise<StorageServer> {
	const server = http.createServer((req, res) => {
		const url = new URL(req.url ?? '/', store.storageOrigin);
		const record: StorageRequest = {
			method: (req.method ?? 'GET').toUpperCase(),
			path: url.pathname,
			headers: flatHeaders(req.headers),
			status: 0,
			bytes: 0,
		};
		store.storageRequests.push(record);
		const fault = store.storageFault;
		const pending: Promise<Answer> = fault
			? drain(req).then(() => {
					store.storageFault = null;
					return {
						status: fault.status,
						body: fault.body,
						headers: { 'content-type': 'application/xml' },
					};
				})
			: answer(store, req, url, record);
		pending
			.then((reply) => {
				record.status = reply.status;
				const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
				const isDownload = record.method === 'GET' && reply.status === 200;
				const lengthHeader =
					isDownload && store.downloadWithoutLength
						? {}
						: { 'content-length': String(body.length) };
				res.writeHead(reply.status, { ...lengthHeader, ...reply.headers });
				if (isDownload && store.downloadPace) pace(res, body, store.downloadPace);
				else res.end(body);
			})
			.catch(() => res.destroy());
	});
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			server.off('error', reject);
			resolve();
		});
	});
	const { port } = server.address() as AddressInfo;
	store.storageOrigin = `http://127.0.0.1:${port}`;
	return {
		origin: store.storageOrigin,
		close: () =>
			new Promise<void>((resolve, reject) => {
				server.close((error) => (error ? reject(error) : resolve()));
				server.closeAllConnections();
			}),
	};
}
