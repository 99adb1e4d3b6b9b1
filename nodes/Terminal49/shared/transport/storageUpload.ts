import type { IExecuteFunctions, IHttpRequestOptions, IN8nHttpFullResponse } from 'n8n-workflow';

import { apiKeyOf } from './baseUrl';
import { CREDENTIAL_TYPE } from './request';
import type { Readable } from './storage';
import {
	ERROR_TEXT_LIMIT,
	STORAGE_TIMEOUT_MS,
	storageError,
	storageUrl,
	unreachable,
} from './storage';

/** An upload to the storage of documents: one presigned PUT of the file, its bytes checked on arrival. */

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
