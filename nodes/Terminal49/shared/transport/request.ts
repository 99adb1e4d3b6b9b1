import type {
	ICredentialDataDecryptedObject,
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
import { checkApiKey, checkBaseUrl } from './baseUrl';
import { networkError, redirectError, toNodeApiError } from './errors';
import { secretsInBody } from './secrets';
import { hostBaseUrl, normaliseBaseUrl } from './paths';
import type { HttpMethod, RequestFailure, RetryDecision } from './retryPolicy';
import { decideRetry, parseRetryAfter } from './retryPolicy';
import type { BucketName, KeyLimiter, RollingWindowLimiter } from './throttle';
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
	/** The credential as a longer operation already read it (a list read reads it once for all its pages). */
	credentials?: ICredentialDataDecryptedObject;
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

/**
 * The credential's API key, once it is long enough to be a key (and to be kept out of errors);
 * otherwise an error naming the field and the fix, never the key, before anything is sent.
 */
export function safeApiKey(ctx: Terminal49Context, credentials: { apiKey?: unknown }, itemIndex: number | undefined): string {
	const check = checkApiKey(credentials);
	if (!check.ok) {
		throw new NodeOperationError(ctx.getNode(), `Terminal49 credential: ${check.problem}`, {
			description: check.fix,
			itemIndex,
		});
	}
	return check.apiKey;
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

/** Where a request goes and what no error of it may show, from the credential. */
interface Target {
	/** The credential's Base URL, known to be a place the API key may go. */
	baseUrl: string;
	apiKey: string;
	/** The API key, the request's own secrets and every body field named like a secret. */
	secrets: string[];
}

/**
 * Reads the credential once per request, and refuses an API key too short to be one and a Base
 * URL the key must not go to before anything is sent: every attempt and every error of the
 * request then uses the same target.
 */
async function targetOf(ctx: Terminal49Context, request: Terminal49Request): Promise<Target> {
	const credentials = request.credentials ?? (await ctx.getCredentials<ICredentialDataDecryptedObject>(CREDENTIAL_TYPE));
	const apiKey = safeApiKey(ctx, credentials, request.itemIndex);
	const baseUrl = safeBaseUrl(ctx, credentials.baseUrl, request.itemIndex);
	return { baseUrl, apiKey, secrets: [apiKey, ...(request.secrets ?? []), ...secretsInBody(request.body)] };
}

/**
 * What every attempt sends. Statuses are read here, not thrown by n8n, so a 429 or 5xx can be
 * retried and an error can keep the API's words; redirects are never followed, since one would
 * carry the key (and a POST body) to wherever it points.
 */
function requestOptions(request: Terminal49Request, baseUrl: string): IHttpRequestOptions {
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
		disableFollowRedirect: true,
		sendCredentialsOnCrossOriginRedirect: false,
	};
	if (request.body !== undefined) {
		options.body = request.body;
		options.headers = { ...options.headers, 'Content-Type': bodyType };
	}
	return options;
}

function isRefusal(failure: RequestFailure): boolean {
	return failure.kind === 'status' && failure.status === 429;
}

/**
 * The attempts of one request against its rate-limit bucket: what the retry policy weighs (5xx and
 * network retries spent, how long the API has accepted nothing) and whether an earlier attempt may
 * have been carried out although its answer was lost.
 */
class Attempts {
	/** Set once an attempt failed in a way that may have been carried out (5xx, network). */
	mayHaveHappened = false;

	private readonly bucket: RollingWindowLimiter;

	private readonly timings = retryTimings();

	private serverErrorRetries = 0;

	/** When the first attempt was sent: the earliest the API's silence is counted from. */
	private firstSentAt: number | undefined;

	/** The bucket's name and rate, for the error of a request the limit refused. */
	private readonly rate: (typeof RATE_LIMIT_BUCKETS)[BucketName];

	constructor(
		private readonly method: HttpMethod,
		limiter: KeyLimiter,
		bucketName: BucketName,
	) {
		this.bucket = limiter.bucket(bucketName);
		this.rate = RATE_LIMIT_BUCKETS[bucketName];
	}

	/** Waits for a slot of the key's shared bucket, so that the attempt counts against it. */
	async waitForSlot(): Promise<void> {
		await this.bucket.acquire();
		this.firstSentAt ??= this.bucket.now();
	}

	/** Anything but a 429 proves the API still accepts this bucket's requests. */
	noteAnswer(status: number): void {
		if (status !== 429) this.bucket.noteAccepted();
	}

	/** Whether, and after how long, the failed attempt is sent again; a 429 lowers the bucket's pace first. */
	decide(failure: RequestFailure): RetryDecision {
		const refused = isRefusal(failure);
		return decideRetry(
			this.method,
			failure,
			{
				serverErrorRetries: this.serverErrorRetries,
				refusalsInRow: refused ? this.bucket.noteRefused() : 0,
				msWithoutAcceptance: this.bucket.msWithoutAcceptance(this.sentSince()),
				msUntilOwnSlotFrees: refused ? this.bucket.msUntilOwnSlotFrees() : undefined,
			},
			Math.random,
			this.timings,
		);
	}

	/**
	 * A 429 holds every caller of the bucket, not only this one; any other retried failure may
	 * have been carried out, and spends one of the request's 5xx/network retries.
	 */
	async waitBeforeRetry(failure: RequestFailure, delayMs: number): Promise<void> {
		if (isRefusal(failure)) this.bucket.pauseFor(delayMs);
		else {
			this.mayHaveHappened = true;
			this.serverErrorRetries++;
		}
		await sleep(delayMs);
	}

	/** What a refused request's error says of the limit: the bucket, its rate, and how long nothing was accepted. */
	rateLimit(): { bucket: string; perMinute: number; withoutAcceptanceMs: number } {
		return {
			bucket: this.rate.label,
			perMinute: this.rate.requests,
			withoutAcceptanceMs: this.bucket.msWithoutAcceptance(this.sentSince()),
		};
	}

	/** Set by the first `waitForSlot`, before any answer is weighed. */
	private sentSince(): number {
		return this.firstSentAt ?? this.bucket.now();
	}
}

/** One attempt's outcome: the parsed body to return, or a failure the retry policy weighs. */
type Outcome = { body: unknown } | { failure: RequestFailure; errorBody?: unknown };

/**
 * What an answer means. A success is parsed; a redirect fails at once (following it would send
 * the key elsewhere); a DELETE answered 404 after an attempt that may have been carried out did
 * delete the record, only that answer was lost; any other status is a failure whose body may
 * be HTML from a proxy and whose `Retry-After` is read.
 */
function outcomeOf(
	ctx: Terminal49Context,
	request: Terminal49Request,
	response: IN8nHttpFullResponse,
	baseUrl: string,
	mayHaveHappened: boolean,
): Outcome {
	if (response.statusCode < 300) return { body: parseBody(ctx, request, response.body) };
	if (response.statusCode < 400) {
		throw redirectError(ctx.getNode(), {
			status: response.statusCode,
			location: response.headers.location,
			method: request.method,
			path: request.path,
			baseUrl,
			itemIndex: request.itemIndex,
		});
	}
	if (request.method === 'DELETE' && response.statusCode === 404 && mayHaveHappened) return { body: {} };
	const errorBody = parseErrorBody(response.body);
	return {
		failure: {
			kind: 'status',
			status: response.statusCode,
			retryAfterSeconds: parseRetryAfter(response.headers['retry-after'] as string | undefined, Date.now()),
		},
		errorBody,
	};
}

/**
 * The error of a failure that is not retried: a status keeps the API's title and detail (and, for
 * a 429, what the limit is), with every secret of the request redacted; a network failure keeps
 * only its code.
 */
function failureError(
	ctx: Terminal49Context,
	request: Terminal49Request,
	outcome: { failure: RequestFailure; errorBody?: unknown },
	secrets: readonly string[],
	attempts: Attempts,
): Error {
	const { failure } = outcome;
	if (failure.kind === 'network') {
		return networkError(ctx.getNode(), request.method, request.path, failure.code, request.itemIndex);
	}
	return toNodeApiError(ctx.getNode(), {
		status: failure.status,
		body: outcome.errorBody,
		method: request.method,
		path: request.path,
		subject: request.subject,
		paidFeature: request.paidFeature,
		itemIndex: request.itemIndex,
		secrets,
		rateLimit: isRefusal(failure) ? attempts.rateLimit() : undefined,
	});
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
	const { baseUrl, apiKey, secrets } = await targetOf(this, request);
	const limiter = limiterFor(baseUrl, apiKey);
	const options = requestOptions(request, baseUrl);
	const attempts = new Attempts(request.method, limiter, bucketOf(request.method, request.path));
	for (;;) {
		await attempts.waitForSlot();
		const sent = await sendOnce(this, options);
		let outcome: Outcome;
		if ('response' in sent) {
			attempts.noteAnswer(sent.response.statusCode);
			outcome = outcomeOf(this, request, sent.response, baseUrl, attempts.mayHaveHappened);
		} else {
			outcome = { failure: { kind: 'network', code: sent.networkCode } };
		}
		if ('body' in outcome) return outcome.body as T;
		const decision = attempts.decide(outcome.failure);
		if (!decision.retry) throw failureError(this, request, outcome, secrets, attempts);
		await attempts.waitBeforeRetry(outcome.failure, decision.delayMs);
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
