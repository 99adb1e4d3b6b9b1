/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- development script: runs in Node, never inside n8n, where these rules apply */
/**
 * Talking to a running n8n over HTTP: owner setup, login, an API key, the public API, webhooks.
 * node:http with a fresh connection per request: fetch()'s keep-alive pool fails with "other side
 * closed" when n8n drops an idle socket between test steps.
 */
import { request as httpRequest } from 'node:http';

export interface HttpResponse<T = unknown> {
	status: number;
	json: T | undefined;
	text: string;
	headers: Record<string, string | string[] | undefined>;
}

export interface HttpOptions {
	body?: unknown;
	/** Sent as-is (no JSON encoding); set content-type in headers. */
	rawBody?: string | Buffer;
	cookie?: string;
	apiKey?: string;
	headers?: Record<string, string>;
	timeoutMs?: number;
}

export const sleep = (ms: number): Promise<void> =>
	new Promise((resolve) => setTimeout(resolve, ms));

export function http<T = unknown>(
	method: string,
	url: string,
	options: HttpOptions = {},
): Promise<HttpResponse<T>> {
	// The login's JWT is bound to the browser-id it was issued with; always send the same one.
	const headers: Record<string, string | number> = { 'browser-id': 't49-e2e', ...options.headers };
	let payload: Buffer | undefined;
	if (options.rawBody !== undefined) payload = Buffer.from(options.rawBody);
	else if (options.body !== undefined) {
		payload = Buffer.from(JSON.stringify(options.body));
		headers['content-type'] = 'application/json';
	}
	if (payload) headers['content-length'] = payload.length;
	if (options.cookie) headers.cookie = options.cookie;
	if (options.apiKey) headers['X-N8N-API-KEY'] = options.apiKey;
	return new Promise((resolve, reject) => {
		const req = httpRequest(url, { method, headers, agent: false }, (res) => {
			const chunks: Buffer[] = [];
			res.on('data', (chunk: Buffer) => chunks.push(chunk));
			res.on('end', () => {
				const text = Buffer.concat(chunks).toString('utf8');
				let json: T | undefined;
				try {
					json = JSON.parse(text) as T;
				} catch {
					json = undefined;
				}
				resolve({ status: res.statusCode ?? 0, json, text, headers: res.headers });
			});
			res.on('error', reject);
		});
		req.on('error', reject);
		req.setTimeout(options.timeoutMs ?? 60_000, () =>
			req.destroy(new Error(`timeout: ${method} ${url}`)),
		);
		req.end(payload);
	});
}

function must<T>(response: HttpResponse<T>, what: string): HttpResponse<T> {
	if (response.status >= 300)
		throw new Error(`${what}: HTTP ${response.status} ${response.text.slice(0, 500)}`);
	return response;
}

export interface Owner {
	email: string;
	password: string;
	firstName?: string;
	lastName?: string;
}

/**
 * Creates the instance owner on a fresh n8n (POST /rest/owner/setup, 1.x and 2.x). Does nothing
 * when an owner exists. The password needs 8+ characters, a digit and an uppercase letter.
 */
export async function setupOwner(baseUrl: string, owner: Owner): Promise<{ created: boolean }> {
	type Settings = { data?: { userManagement?: { showSetupOnFirstLoad?: boolean } } };
	const settings = await http<Settings>('GET', `${baseUrl}/rest/settings`);
	if (settings.json?.data?.userManagement?.showSetupOnFirstLoad === false)
		return { created: false };
	const { email, password, firstName = 'Demo', lastName = 'Owner' } = owner;
	must(
		await http('POST', `${baseUrl}/rest/owner/setup`, {
			body: { email, password, firstName, lastName },
		}),
		'owner setup',
	);
	return { created: true };
}

/** POST /rest/login; returns the "n8n-auth=…" cookie. */
export async function login(baseUrl: string, owner: Owner): Promise<string> {
	const r = must(
		await http('POST', `${baseUrl}/rest/login`, {
			body: { emailOrLdapLoginId: owner.email, password: owner.password },
		}),
		'login',
	);
	const cookies = ([] as string[]).concat(r.headers['set-cookie'] ?? []);
	const auth = cookies.map((c) => c.split(';')[0]).find((c) => c.startsWith('n8n-auth='));
	if (!auth) throw new Error('login: n8n set no n8n-auth cookie');
	return auth;
}

/** A public-API key with every scope the owner may have. */
export async function createApiKey(
	baseUrl: string,
	cookie: string,
	label = `t49-${Date.now()}`,
): Promise<string> {
	const scopes = must(
		await http<{ data: string[] }>('GET', `${baseUrl}/rest/api-keys/scopes`, { cookie }),
		'api key scopes',
	).json?.data;
	const r = must(
		await http<{ data: { rawApiKey: string } }>('POST', `${baseUrl}/rest/api-keys`, {
			cookie,
			body: { label, scopes, expiresAt: null },
		}),
		'create api key',
	);
	const key = r.json?.data.rawApiKey;
	if (!key) throw new Error('create api key: no rawApiKey in the answer');
	return key;
}

export interface Execution {
	id: string;
	finished: boolean;
	mode: string;
	status: string;
	workflowId: string;
	startedAt: string;
	stoppedAt?: string | null;
	data?: {
		resultData: {
			runData: Record<
				string,
				Array<{ data?: { main?: Array<Array<{ json: Record<string, unknown> }> | null> } }>
			>;
			error?: { message: string };
		};
	};
}

export interface PublicApi {
	get<T = unknown>(p: string): Promise<T>;
	activate(id: string): Promise<{ active: boolean }>;
	deactivate(id: string): Promise<{ active: boolean }>;
	/** Newest first; all of them (pages followed). */
	executions(workflowId: string, includeData?: boolean): Promise<Execution[]>;
	/** The newest execution without its data, or undefined (also when the API did not answer 2xx: pollers try again). */
	newestExecution(workflowId: string): Promise<Execution | undefined>;
}

export function publicApi(baseUrl: string, apiKey: string): PublicApi {
	const get = async <T>(p: string): Promise<T> =>
		must(await http<T>('GET', `${baseUrl}/api/v1${p}`, { apiKey }), `GET ${p}`).json as T;
	const post = async <T>(p: string): Promise<T> =>
		must(await http<T>('POST', `${baseUrl}/api/v1${p}`, { apiKey }), `POST ${p}`).json as T;
	return {
		get,
		activate: (id) => post(`/workflows/${id}/activate`),
		deactivate: (id) => post(`/workflows/${id}/deactivate`),
		async executions(workflowId, includeData = false) {
			const all: Execution[] = [];
			let cursor: string | null | undefined;
			do {
				const qs = `workflowId=${encodeURIComponent(workflowId)}&includeData=${includeData}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
				const page = await get<{ data: Execution[]; nextCursor?: string | null }>(
					`/executions?${qs}`,
				);
				all.push(...page.data);
				cursor = page.nextCursor;
			} while (cursor);
			return all;
		},
		async newestExecution(workflowId) {
			const r = await http<{ data: Execution[] }>(
				'GET',
				`${baseUrl}/api/v1/executions?workflowId=${encodeURIComponent(workflowId)}&limit=1`,
				{ apiKey },
			);
			return r.json?.data[0];
		},
	};
}

/** The path's answer says no active workflow listens there (yet, or any more). */
export function webhookNotRegistered(response: HttpResponse): boolean {
	return (
		response.status === 404 &&
		/not registered|Cannot (POST|GET)|Active version not found/i.test(response.text)
	);
}
