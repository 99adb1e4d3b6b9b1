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

import type { JsonApiDocument } from '../jsonapi';
import type { RequestSubject } from './errors';
import { apiKeyOf, checkBaseUrl } from './baseUrl';
import { networkError, redirectError, secretsInBody, toNodeApiError } from './errors';
import { hostBaseUrl, normaliseBaseUrl } from './paths';
import type { HttpMethod, RequestFailure } from './retryPolicy';
import { decideRetry, parseRetryAfter } from './retryPolicy';
import { bucketOf, limiterFor, RATE_LIMIT_BUCKETS, retryTimings } from './throttle';

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
	/**
	 * Values this request sends that no error may show, besides the API key and every body field
	 * named like a secret (which are redacted without being named here).
	 */
	secrets?: readonly string[];
}

/**
 * The credential's Base URL, once it is known to be a place the API key may go; otherwise an
 * error naming the field, why, and what to enter, before anything is sent.
 */
export function safeBaseUrl(ctx: Terminal49Context, baseUrl: unknown, itemIndex: number | undefined): string {
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
	const secrets = [apiKey, ...(request.secrets ?? []), ...secretsInBody(request.body)];
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
						secrets,
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
