import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

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

/** How much of a storage error's body is read and quoted. */
export const ERROR_TEXT_LIMIT = 2_000;

/** The presigned URL, checked: absolute http(s), nothing else. */
export function storageUrl(ctx: IExecuteFunctions, url: string, itemIndex: number): URL {
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

export function storageError(
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

export function unreachable(
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
