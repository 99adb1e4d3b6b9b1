import type {
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IN8nHttpFullResponse,
	IPollFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';

import type { JsonApiDocument, JsonApiResource } from '../jsonapi';
import { readListDocument } from '../jsonapi';
import type { RequestSubject } from './errors';
import { apiKeyOf, checkBaseUrl } from './baseUrl';
import { networkError, redactSecrets, redirectError, toNodeApiError } from './errors';
import { hostBaseUrl, normaliseBaseUrl } from './paths';
import type { HttpMethod, RequestFailure } from './retryPolicy';
import { decideRetry, parseRetryAfter } from './retryPolicy';
import { bucketOf, limiterFor, RATE_LIMIT_BUCKETS, retryTimings } from './throttle';

export { apiPath, hostBaseUrl, normaliseBaseUrl } from './paths';
export type { RequestSubject } from './errors';

export const CREDENTIAL_TYPE = 'terminal49Api';

/** Every context a Terminal49 request is made from: executions, dropdowns, webhooks, polls. */
export type Terminal49Context =
	| IExecuteFunctions
	| ILoadOptionsFunctions
	| IHookFunctions
	| IWebhookFunctions
	| IPollFunctions;

export const REQUEST_TIMEOUT_MS = 30_000;

/** The API silently truncates larger pages to this size. */
export const MAX_PAGE_SIZE = 100;

const JSON_API = 'application/vnd.api+json';

export interface Terminal49Request {
	method: HttpMethod;
	/** Built with `apiPath` so ids are encoded. */
	path: string;
	qs?: IDataObject;
	body?: IDataObject;
	/** Names the record in a 404 message. */
	subject?: RequestSubject;
	/** The paid feature this request needs ("Routing data"); an account without it gets a 403 that says so. */
	paidFeature?: string;
	itemIndex?: number;
	/**
	 * 'host': `path` is below the API's host, not its version base, and speaks plain JSON (Rails'
	 * direct-upload endpoint). Still the credential's own origin, so it is sent authenticated.
	 */
	base?: 'version' | 'host';
	/** The endpoint takes a plain JSON body, not a JSON:API document (`application/json`, as Terminal49's guides send it). */
	plainJson?: boolean;
}

/**
 * The credential's Base URL, once it is known to be a place the API key may go; otherwise an
 * error naming the field, why, and what to enter, before anything is sent.
 */
function safeBaseUrl(ctx: Terminal49Context, baseUrl: unknown, itemIndex: number | undefined): string {
	const normalised = normaliseBaseUrl(typeof baseUrl === 'string' ? baseUrl : '');
	const check = checkBaseUrl(normalised);
	if (!check.ok) {
		throw new NodeOperationError(ctx.getNode(), `Terminal49 credential: ${check.problem}`, {
			description: check.fix,
			itemIndex,
		});
	}
	return normalised;
}

function parseBody(ctx: Terminal49Context, request: Terminal49Request, body: unknown): unknown {
	if (typeof body !== 'string') return body;
	if (body.trim() === '') return {};
	try {
		return JSON.parse(body) as unknown;
	} catch {
		throw new NodeApiError(
			ctx.getNode(),
			{ message: 'malformed JSON' },
			{
				message: `Terminal49 answered ${request.method} ${request.path} with a body that is not valid JSON`,
				description: 'This is usually a passing fault of the API or of a proxy in between. Try again.',
				itemIndex: request.itemIndex,
			},
		);
	}
}

/**
 * Sends one request to the Terminal49 API and returns its parsed body.
 *
 * The one place that sends HTTP: it authenticates through the credential, waits for the key's
 * shared rate limiter, retries 429s (after `Retry-After`) and, for GET/PATCH/DELETE only, 5xx and
 * network failures with backoff, and turns error answers into errors that keep the API's
 * title and detail.
 */
export async function terminal49Request<T = JsonApiDocument>(
	this: Terminal49Context,
	request: Terminal49Request,
): Promise<T> {
	const credentials = await this.getCredentials(CREDENTIAL_TYPE);
	const baseUrl = safeBaseUrl(this, credentials.baseUrl, request.itemIndex);
	const apiKey = apiKeyOf(credentials);
	const limiter = limiterFor(baseUrl, apiKey);
	const mediaType = request.base === 'host' ? 'application/json' : JSON_API;
	const bodyType = request.base === 'host' || request.plainJson === true ? 'application/json' : JSON_API;
	const options: IHttpRequestOptions = {
		method: request.method,
		url: `${request.base === 'host' ? hostBaseUrl(baseUrl) : baseUrl}${request.path}`,
		qs: request.qs,
		headers: { Accept: mediaType },
		json: true,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		timeout: REQUEST_TIMEOUT_MS,
		// A redirect would carry the key (and a POST body) to wherever it points.
		disableFollowRedirect: true,
		sendCredentialsOnCrossOriginRedirect: false,
	};
	if (request.body !== undefined) {
		options.body = request.body;
		options.headers = { ...options.headers, 'Content-Type': bodyType };
	}

	const bucketName = bucketOf(request.method, request.path);
	const bucket = limiter.bucket(bucketName);
	const timings = retryTimings();
	let serverErrorRetries = 0;
	let firstSentAt: number | undefined;
	// Set once an attempt failed in a way that may have been carried out (5xx, network).
	let mayHaveHappened = false;
	for (;;) {
		await bucket.acquire();
		firstSentAt ??= bucket.now();
		const sent = await sendOnce(this, options);
		let failure: RequestFailure;
		let errorBody: unknown;
		if ('response' in sent) {
			const { response } = sent;
			if (response.statusCode !== 429) bucket.noteAccepted();
			if (response.statusCode < 300) return parseBody(this, request, response.body) as T;
			if (response.statusCode < 400) {
				throw redirectError(this.getNode(), {
					status: response.statusCode,
					location: response.headers.location,
					method: request.method,
					path: request.path,
					baseUrl,
					itemIndex: request.itemIndex,
				});
			}
			// The earlier attempt did delete it; only its answer was lost.
			if (request.method === 'DELETE' && response.statusCode === 404 && mayHaveHappened) {
				return {} as T;
			}
			errorBody = parseErrorBody(response.body);
			failure = {
				kind: 'status',
				status: response.statusCode,
				retryAfterSeconds: parseRetryAfter(
					response.headers['retry-after'] as string | undefined,
					Date.now(),
				),
			};
		} else {
			failure = { kind: 'network', code: sent.networkCode };
		}

		const refused = failure.kind === 'status' && failure.status === 429;
		const decision = decideRetry(
			request.method,
			failure,
			{
				serverErrorRetries,
				refusalsInRow: refused ? bucket.noteRefused() : 0,
				msWithoutAcceptance: bucket.msWithoutAcceptance(firstSentAt),
				msUntilOwnSlotFrees: refused ? bucket.msUntilOwnSlotFrees() : undefined,
			},
			Math.random,
			timings,
		);
		if (!decision.retry) {
			throw failure.kind === 'status'
				? toNodeApiError(this.getNode(), {
						status: failure.status,
						body: errorBody,
						method: request.method,
						path: request.path,
						subject: request.subject,
						paidFeature: request.paidFeature,
						itemIndex: request.itemIndex,
						secrets: [apiKey],
						rateLimit: refused
							? {
									bucket: RATE_LIMIT_BUCKETS[bucketName].label,
									perMinute: RATE_LIMIT_BUCKETS[bucketName].requests,
									withoutAcceptanceMs: bucket.msWithoutAcceptance(firstSentAt),
								}
							: undefined,
					})
				: networkError(this.getNode(), request.method, request.path, failure.code, request.itemIndex);
		}
		if (refused) bucket.pauseFor(decision.delayMs);
		else {
			mayHaveHappened = true;
			serverErrorRetries++;
		}
		await sleep(decision.delayMs);
	}
}

/** One attempt: the answer, whatever its status, or the code of the network failure. */
async function sendOnce(
	ctx: Terminal49Context,
	options: IHttpRequestOptions,
): Promise<{ response: IN8nHttpFullResponse } | { networkCode?: string }> {
	try {
		const response = (await ctx.helpers.httpRequestWithAuthentication.call(
			ctx,
			CREDENTIAL_TYPE,
			options,
		)) as IN8nHttpFullResponse;
		return { response };
	} catch (error) {
		// Only the error code is kept: the error object itself carries the request, key included.
		const candidates = [
			(error as { code?: unknown }).code,
			(error as { cause?: { code?: unknown } }).cause?.code,
		];
		const networkCode = candidates.find(
			(code): code is string => typeof code === 'string' && /^E[A-Z_]+$/.test(code),
		);
		return { networkCode };
	}
}

/** An error answer may be HTML from a proxy; its status still decides what happens. */
function parseErrorBody(body: unknown): unknown {
	if (typeof body !== 'string') return body;
	try {
		return JSON.parse(body) as unknown;
	} catch {
		return body;
	}
}

export interface PagesRequest {
	path: string;
	qs?: IDataObject;
	/** Stop once this many resources are kept. Absent: every page. */
	limit?: number;
	/** Keep only resources that pass; pages are fetched until `limit` of them are kept. */
	keep?: (resource: JsonApiResource, page: JsonApiDocument<JsonApiResource[]>) => boolean;
	/** Checked after each page: true stops reading (what was read is returned). */
	stopWhen?: () => boolean;
	itemIndex?: number;
}

export interface PagesResult {
	data: JsonApiResource[];
	/** `included` of every page fetched, each record once. */
	included: JsonApiResource[];
	pagesFetched: number;
}

/**
 * The query of a `links.next` URL: the next page is always asked of the credential's own Base URL,
 * whatever origin the link names (behind a proxy it names the API's), so the key never follows a
 * link elsewhere. Undefined when the link is not a URL.
 */
function queryOf(link: string, baseUrl: string): IDataObject | undefined {
	let url: URL;
	try {
		url = new URL(link, `${baseUrl}/`);
	} catch {
		return undefined;
	}
	const qs: IDataObject = {};
	url.searchParams.forEach((value, key) => {
		qs[key] = value;
	});
	return qs;
}

function visitKey(qs: IDataObject): string {
	return JSON.stringify(Object.keys(qs).sort().map((key) => [key, String(qs[key])]));
}

/** Pages beyond what `meta.total` allows: records created while the list is read. */
export const EXTRA_PAGES_ALLOWED = 2;

/**
 * Fetches a list endpoint page by page. Follows `links.next` until it is absent or a page brings no
 * record not already read, never trusting the page size asked for (the API caps it at 100 without
 * saying so, and ignores it on some lists); each record is kept once; stops as soon as `limit`
 * resources are kept, without fetching a page it doesn't need. An API that misbehaves (a `next`
 * already fetched, or not a URL, or more pages than `meta.total` allows) fails with what had been
 * read, instead of looping forever.
 */
export async function terminal49RequestPages(
	this: Terminal49Context,
	request: PagesRequest,
): Promise<PagesResult> {
	const { limit, keep } = request;
	const pageSize = limit !== undefined && !keep ? Math.min(MAX_PAGE_SIZE, limit) : MAX_PAGE_SIZE;
	const credentials = await this.getCredentials(CREDENTIAL_TYPE);
	const baseUrl = safeBaseUrl(this, credentials.baseUrl, request.itemIndex);
	const secrets = [apiKeyOf(credentials)];
	const misbehaved = (problem: string, recordsRead: number): NodeApiError =>
		new NodeApiError(
			this.getNode(),
			{ message: problem },
			{
				message: redactSecrets(`Terminal49's list ${request.path} ${problem}; stopped reading it`, secrets),
				description: `${pagesFetched} pages and ${recordsRead} records had been read. This is a fault of the API; try again later.`,
				itemIndex: request.itemIndex,
			},
		);

	const data: JsonApiResource[] = [];
	const included = new Map<string, JsonApiResource>();
	const visited = new Set<string>();
	const seen = new Set<string>();
	let qs: IDataObject = { ...request.qs, 'page[size]': pageSize, 'page[number]': 1 };
	let pagesFetched = 0;
	let recordsRead = 0;
	let largestPage = 0;

	if (limit !== undefined && limit <= 0) return { data, included: [], pagesFetched };

	for (;;) {
		visited.add(visitKey(qs));
		// Read once at the edge: a page of any shape yields resources, or none, never a crash.
		const page = readListDocument(
			await terminal49Request.call<Terminal49Context, [Terminal49Request], Promise<unknown>>(this, {
				method: 'GET',
				path: request.path,
				qs,
				itemIndex: request.itemIndex,
			}),
		);
		pagesFetched++;

		for (const resource of page.included ?? []) {
			included.set(`${resource.type}:${resource.id}`, resource);
		}
		const records = Array.isArray(page.data) ? page.data : [];
		recordsRead += records.length;
		largestPage = Math.max(largestPage, records.length);
		// Each record once: lists that ignore page[size] (shipping lines, custom field definitions) still link pages
		// that repeat what was sent; a page with nothing new is where such a list ends.
		const fresh = records.filter((resource) => {
			const key = `${resource.type}:${resource.id}`;
			if (seen.has(key)) return false;
			seen.add(key);
			return true;
		});
		for (const resource of fresh) {
			if (keep && !keep(resource, page)) continue;
			data.push(resource);
			if (limit !== undefined && data.length >= limit) {
				return { data, included: [...included.values()], pagesFetched };
			}
		}

		const next = page.links?.next;
		// An empty page is the end, whatever its `next` says; so is one that only repeats.
		if (typeof next !== 'string' || next === '' || fresh.length === 0 || request.stopWhen?.()) break;
		const nextQs = queryOf(next, baseUrl);
		if (nextQs === undefined) throw misbehaved('pointed to a next page whose link is not a URL', recordsRead);
		if (visited.has(visitKey(nextQs))) {
			throw misbehaved('pointed to a page that was already fetched', recordsRead);
		}
		const total = page.meta?.total;
		if (typeof total === 'number' && Number.isFinite(total) && total >= 0) {
			const pagesAllowed = Math.ceil(total / largestPage) + EXTRA_PAGES_ALLOWED;
			if (pagesFetched >= pagesAllowed) {
				throw misbehaved(`kept pointing to more pages than its total of ${total} records allows`, recordsRead);
			}
		}
		qs = nextQs;
	}
	return { data, included: [...included.values()], pagesFetched };
}
