/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { cancelExtractions, DIRECT_UPLOADS_PATH, documentRoutes } from './documents/routes';
import { startStorage } from './documents/storage';
import { FaultQueue, type FaultSpec, type MockFaults } from './faults';
import { JSON_API_CONTENT_TYPE, errorDocument, errorResponse, notFound } from './jsonapi';
import { bucketOfRequest, RollingWindowLimiter, type RateLimitConfig } from './rateLimit';
import { moveOnArrival } from './movingList';
import {
	matchRoute,
	type MockResponse,
	type OutboundOutcome,
	type OutboundRequest,
	type Route,
} from './router';
import { containerRoutes } from './routes/containers';
import { customFieldDefinitionWriteRoutes } from './routes/customFieldDefinitionWrites';
import { customFieldDefinitionRoutes } from './routes/customFieldDefinitions';
import { customFieldRoutes } from './routes/customFields';
import { partyRoutes } from './routes/parties';
import { vesselRoutes } from './routes/vessels';
import { referenceRoutes } from './routes/reference';
import { searchRoutes } from './routes/search';
import { shipmentRoutes } from './routes/shipments';
import { trackingRequestRoutes } from './routes/trackingRequests';
import { webhookToolRoutes } from './routes/webhookTools';
import { webhookRoutes } from './routes/webhooks';
import { seedDefault } from './seed';
import { spelledAs } from './spelling';
import {
	createMockState,
	resetStats,
	type KeyStats,
	type MockSpelling,
	type MockState,
} from './state';

export type { FaultSpec, MockFaults } from './faults';
export type { MockState } from './state';

export const DEFAULT_API_KEY = 'test-key-123';
/** Any key with this prefix authenticates, but only for GET: writes get 403. */
export const READONLY_KEY_PREFIX = 'readonly-';
/**
 * The API key with this prefix is the same account without the paid routing-data feature: routes,
 * maps and vessel positions get the vendor's 403 "not enabled", everything else as usual. The demo
 * gives it its own credential, to show what such an account gets.
 */
export const NO_ROUTING_KEY_PREFIX = 'norouting-';
const DEFAULT_RATE_LIMIT: RateLimitConfig = { requests: 100, windowMs: 60_000 };
const API_PREFIX = '/v2';
/** As long as Terminal49 waits for the receiver of a test delivery. */
const OUTBOUND_TIMEOUT_MS = 10_000;

const ROUTES: readonly Route[] = [
	...vesselRoutes,
	...partyRoutes,
	...containerRoutes,
	...shipmentRoutes,
	...trackingRequestRoutes,
	...customFieldRoutes,
	...customFieldDefinitionRoutes,
	...customFieldDefinitionWriteRoutes,
	...webhookToolRoutes,
	...webhookRoutes,
	...referenceRoutes,
	...searchRoutes,
	...documentRoutes,
];

export interface StartMockOptions {
	/** 0 (default) picks a free port. */
	port?: number;
	/** Default 'test-key-123'. */
	apiKey?: string;
	/**
	 * Default: the API's four buckets per key (default 100, POST /tracking_requests 100,
	 * infer_number 200, container refresh 10) per rolling 60 s, counted at arrival, Retry-After
	 * exact; false disables it.
	 */
	rateLimit?: RateLimitConfig | false;
	/** Default seedDefault. */
	seed?: (state: MockState) => void;
	/** Default 'live': see MockState.spelling. */
	spelling?: MockSpelling;
}

export interface RecordedRequest {
	method: string;
	/** Raw pathname below /v2 as received, e.g. '/shipments/a%2Fb'. */
	path: string;
	/** Decoded query parameters ('page[size]' → '100'). */
	query: Record<string, string>;
	/** Lower-cased header names. */
	headers: Record<string, string>;
	/** Parsed JSON, the raw string when it was not JSON, or undefined when empty. */
	body: unknown;
	/** Arrival time, ms since epoch. */
	at: number;
	/** Status the mock answered; 0 while pending or when the connection was dropped. */
	status: number;
}

export interface MockApi {
	/** 'http://127.0.0.1:<port>/v2' */
	url: string;
	apiKey: string;
	/** The key of the same account without the paid routing-data feature (NO_ROUTING_KEY_PREFIX). */
	apiKeyWithoutRouting: string;
	state: MockState;
	faults: MockFaults;
	/** Every request in arrival order. */
	requests: RecordedRequest[];
	/** The direct-upload storage, another loopback origin: 'http://127.0.0.1:<port>'. */
	storageUrl: string;
	/** Clears the request log, faults, rate-limit windows and request stats; keeps the data. */
	reset(): void;
	close(): Promise<void>;
}

const MALFORMED_BODY = '{"data":[{"id":"c0000000-0000-4000-8000-00000000000';

function readBody(req: http.IncomingMessage): Promise<string> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
		req.on('error', reject);
	});
}

function parseForRecord(raw: string): unknown {
	if (raw.length === 0) return undefined;
	try {
		return JSON.parse(raw) as unknown;
	} catch {
		return raw;
	}
}

function flattenHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
	const flat: Record<string, string> = {};
	for (const [name, value] of Object.entries(headers)) {
		if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
	}
	return flat;
}

function tokenFrom(authorization: string | undefined): string | null {
	const match = /^Token (\S+)$/i.exec(authorization?.trim() ?? '');
	return match ? match[1] : null;
}

/** Splits the path below /v2 into segments, each decoded once; null when it cannot be a route. */
function routeSegments(path: string): string[] | null {
	const segments = path.split('/').slice(1);
	if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
	try {
		return segments.map((segment) => decodeURIComponent(segment));
	} catch {
		return null;
	}
}

function faultResponse(fault: Exclude<FaultSpec, { kind: 'drop' | 'slow' }>): MockResponse {
	switch (fault.kind) {
		case 'status': {
			const headers =
				fault.retryAfter === undefined ? undefined : { 'retry-after': String(fault.retryAfter) };
			const body =
				fault.body ?? errorDocument(fault.status, { detail: `Injected ${fault.status} fault` });
			return { status: fault.status, body, headers };
		}
		case '429burst':
			return errorResponse(
				429,
				{ detail: 'Rate limit exceeded. Please try again later.', code: 'rate_limited' },
				{ 'retry-after': String(fault.retryAfter) },
			);
		case 'malformed':
			return { status: 200, body: MALFORMED_BODY };
	}
}

/** Sends a request the mock makes itself (a test delivery) and reports what came back, never throwing. */
async function sendOutbound(request: OutboundRequest): Promise<OutboundOutcome> {
	try {
		const response = await fetch(request.url, {
			method: 'POST',
			headers: request.headers,
			body: request.body,
			redirect: 'manual',
			signal: AbortSignal.timeout(OUTBOUND_TIMEOUT_MS),
		});
		return {
			status: response.status,
			headers: Object.fromEntries(response.headers),
			body: await response.text(),
		};
	} catch (error) {
		const cause = (error as { cause?: { code?: string } }).cause?.code;
		return { error: cause ?? (error as Error).message };
	}
}

export async function startMockApi(options: StartMockOptions = {}): Promise<MockApi> {
	const apiKey = options.apiKey ?? DEFAULT_API_KEY;
	const state = createMockState();
	state.spelling = options.spelling ?? 'live';
	(options.seed ?? seedDefault)(state);
	const faults = new FaultQueue();
	const limiter =
		options.rateLimit === false
			? null
			: new RollingWindowLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
	const requests: RecordedRequest[] = [];
	const pendingDelays = new Set<() => void>();
	let baseUrl = '';

	function delay(ms: number): Promise<void> {
		return new Promise((resolve) => {
			const finish = (): void => {
				clearTimeout(timer);
				pendingDelays.delete(finish);
				resolve();
			};
			const timer = setTimeout(finish, ms);
			pendingDelays.add(finish);
		});
	}

	function statsFor(token: string | null): KeyStats {
		return (state.stats.byKey[token ?? ''] ??= { requests: 0, rateLimited: 0 });
	}

	function send(
		res: http.ServerResponse,
		record: RecordedRequest,
		token: string | null,
		response: MockResponse,
	): void {
		record.status = response.status;
		if (response.status === 429) {
			state.stats.rateLimited += 1;
			statsFor(token).rateLimited += 1;
		}
		if (res.destroyed || res.writableEnded) return;
		if (response.body === undefined || response.status === 204) {
			res.writeHead(response.status, response.headers);
			res.end();
			return;
		}
		const payload =
			typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
		res.writeHead(response.status, {
			'content-type': JSON_API_CONTENT_TYPE,
			'content-length': Buffer.byteLength(payload),
			...response.headers,
		});
		res.end(payload);
	}

	/** Auth, rate limit, routing, permissions, body parsing and the handler, in that order. */
	function answer(
		method: string,
		url: URL,
		path: string | null,
		token: string | null,
		rawBody: string,
		arrivedAt: number,
	): MockResponse {
		if (path === null) return notFound(`No route matches ${url.pathname}`);
		const readonly =
			token !== null &&
			token.startsWith(READONLY_KEY_PREFIX) &&
			token.length > READONLY_KEY_PREFIX.length;
		const withoutRouting = token === `${NO_ROUTING_KEY_PREFIX}${apiKey}`;
		if (token === null || (token !== apiKey && !readonly && !withoutRouting)) {
			return errorResponse(401, {
				title: 'Unauthorized',
				detail: 'The API key is invalid',
				code: 'unauthorized',
			});
		}
		const segments = routeSegments(path);
		if (limiter) {
			const decision = limiter.tryAcquire(
				token,
				arrivedAt,
				bucketOfRequest(method, segments ?? []),
			);
			if (!decision.allowed) {
				return errorResponse(
					429,
					{ detail: 'Rate limit exceeded. Please try again later.', code: 'rate_limited' },
					{ 'retry-after': String(decision.retryAfterSeconds) },
				);
			}
		}
		const match = segments && matchRoute(ROUTES, method, segments);
		if (!match) return notFound(`No route matches ${method} ${url.pathname}`);
		if (readonly && method !== 'GET') {
			return errorResponse(403, {
				title: 'Forbidden',
				detail: 'This API key is read-only: it does not have update permission for this request',
				code: 'forbidden',
			});
		}
		let body: unknown;
		if (rawBody.length > 0) {
			try {
				body = JSON.parse(rawBody) as unknown;
			} catch {
				return errorResponse(400, {
					detail: 'The request body is not valid JSON',
					code: 'invalid_json',
				});
			}
		}
		const searchParams = new URLSearchParams(
			[...url.searchParams].filter(([name]) => !state.ignoredQuery.has(name)),
		);
		const response = match.route.handler({
			state,
			method,
			params: match.params,
			query: Object.fromEntries(searchParams),
			searchParams,
			body,
			baseUrl,
			path,
			requestUrl: `${baseUrl}${path}${url.search}`,
			now: arrivedAt,
			routingEnabled: state.routingEnabled && !withoutRouting,
		});
		return { ...response, body: spelledAs(state.spelling, response.body) };
	}

	async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
		const arrivedAt = Date.now();
		const rawBody = await readBody(req);
		const method = (req.method ?? 'GET').toUpperCase();
		const url = new URL(req.url ?? '/', baseUrl);
		// Rails' direct-upload endpoint lives on the API host outside /v2; it is the one route there.
		const railsUpload = url.pathname === DIRECT_UPLOADS_PATH;
		const underApi =
			(url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) &&
			!url.pathname.startsWith(`${API_PREFIX}/rails/`);
		const path = underApi ? url.pathname.slice(API_PREFIX.length) : url.pathname;
		const record: RecordedRequest = {
			method,
			path,
			query: Object.fromEntries(url.searchParams),
			headers: flattenHeaders(req.headers),
			body: parseForRecord(rawBody),
			at: arrivedAt,
			status: 0,
		};
		requests.push(record);
		const token = tokenFrom(req.headers.authorization);
		state.stats.requests += 1;
		statsFor(token).requests += 1;

		moveOnArrival(state, arrivedAt);
		const fault = faults.take(method, path, record.query);
		if (fault?.kind === 'drop') {
			req.socket.destroy();
			return;
		}
		if (fault && fault.kind !== 'slow') {
			send(res, record, token, faultResponse(fault));
			return;
		}
		let response: MockResponse;
		try {
			response = answer(
				method,
				url,
				underApi || railsUpload ? path : null,
				token,
				rawBody,
				arrivedAt,
			);
		} catch (error) {
			response = errorResponse(500, { detail: `Mock handler failed: ${String(error)}` });
		}
		while (response.outbound)
			response = response.outbound.answer(await sendOutbound(response.outbound));
		if (fault?.kind === 'slow') await delay(fault.delayMs);
		send(res, record, token, response);
	}

	const server = http.createServer((req, res) => {
		handle(req, res).catch(() => res.destroy());
	});
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(options.port ?? 0, '127.0.0.1', () => {
			server.off('error', reject);
			resolve();
		});
	});
	const { port } = server.address() as AddressInfo;
	baseUrl = `http://127.0.0.1:${port}${API_PREFIX}`;
	const storage = await startStorage(state.documents);

	return {
		url: baseUrl,
		apiKey,
		apiKeyWithoutRouting: `${NO_ROUTING_KEY_PREFIX}${apiKey}`,
		state,
		faults,
		requests,
		storageUrl: storage.origin,
		reset() {
			requests.length = 0;
			faults.clear();
			limiter?.reset();
			resetStats(state.stats);
		},
		async close() {
			for (const finish of [...pendingDelays]) finish();
			cancelExtractions(state.documents);
			await storage.close();
			await new Promise<void>((resolve, reject) => {
				server.close((error) => (error ? reject(error) : resolve()));
				server.closeAllConnections();
			});
		},
	};
}
