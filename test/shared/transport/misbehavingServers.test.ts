/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * The transport attacked through n8n's engine (its credential injection, its HTTP client) against
 * scripted servers and the mock: where the API key may go, what an error says, and how a
 * misbehaving list ends. Retries wait a fiftieth of the API's times (`setThrottleTestSeam`).
 */
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

import type { IDataObject } from 'n8n-workflow';

import { setThrottleTestSeam } from '../../support/processState';
import { runWorkflow, testCredential, type TestCredentials } from '../../harness/engine';
import { startMockApi } from '../../mock/server';
import { sendJson, startScriptedServer, type SeenRequest } from '../../support/scriptedServer';

const API_KEY = 'sk_live_transport_key_0123456789';

type Script = (request: SeenRequest, res: ServerResponse) => void;
type Scripted = Awaited<ReturnType<typeof startScriptedServer>>;

const servers: Scripted[] = [];
async function server(script: Script): Promise<Scripted> {
	const started = await startScriptedServer(script);
	servers.push(started);
	return started;
}

beforeEach(() => setThrottleTestSeam({ windowMs: 1_200 }));
afterEach(async () => {
	setThrottleTestSeam(undefined);
	await Promise.all(servers.splice(0).map(async (s) => await s.close()));
});

async function run(
	credentials: TestCredentials,
	parameters: Record<string, unknown>,
	inputItems?: IDataObject[],
) {
	const result = await runWorkflow({
		credentials,
		inputItems,
		nodes: [{ parameters: parameters as never }],
	});
	return { ...result.nodes['Node 1'], status: result.status };
}

const listContainers = { resource: 'container', operation: 'getAll', returnAll: true };
const createTrackingRequest = {
	resource: 'trackingRequest',
	operation: 'create',
	requestType: 'bill_of_lading',
	requestNumber: 'MEDUFR030802',
	scac: 'MSCU',
};

/** Everything an error carries, as n8n would store or show it. */
function everything(error: unknown): string {
	return JSON.stringify(error, Object.getOwnPropertyNames(error)) + String((error as Error)?.stack);
}

describe('the key never follows a redirect', () => {
	it.each([301, 302, 303, 307, 308])(
		'a %i from the API to another origin: not followed, the error names the origin',
		async (status) => {
			const elsewhere = await server((_request, res) => sendJson(res, 200, { data: [] }));
			const api = await server((_request, res) => {
				res.writeHead(status, { Location: `${elsewhere.origin}/steal?x=1` });
				res.end();
			});
			const result = await run({ apiKey: API_KEY, baseUrl: api.baseUrl }, listContainers);
			expect(elsewhere.seen).toHaveLength(0);
			expect(api.seen).toHaveLength(1);
			expect(result.error?.message).toContain(`redirect (${status}) to ${elsewhere.origin}`);
			expect(result.error?.description).toMatch(/never follows a redirect/);
		},
	);

	it('a 307 on POST /tracking_requests: the body is not replayed anywhere, and the request is not repeated', async () => {
		const elsewhere = await server((_request, res) =>
			sendJson(res, 201, { data: { id: 'x', type: 'tracking_request' } }),
		);
		const api = await server((_request, res) => {
			res.writeHead(307, { Location: `${elsewhere.origin}/v2/tracking_requests` });
			res.end();
		});
		const result = await run({ apiKey: API_KEY, baseUrl: api.baseUrl }, createTrackingRequest);
		expect(elsewhere.seen).toHaveLength(0);
		expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(1);
		expect(result.error?.message).toContain(elsewhere.origin);
	});

	it('a redirect to the same origin is not followed either, and a Location that is not a URL is named so', async () => {
		const api = await server((request, res) => {
			res.writeHead(302, {
				Location: request.url.pathname.endsWith('/containers') ? 'http://[' : '/v2/containers',
			});
			res.end();
		});
		const result = await run({ apiKey: API_KEY, baseUrl: api.baseUrl }, listContainers);
		expect(api.seen).toHaveLength(1);
		expect(result.error?.message).toContain('a location that is not a URL');
	});

	it('the credential test does not follow a redirect with the key', async () => {
		const elsewhere = await server((_request, res) => sendJson(res, 200, { data: [] }));
		const api = await server((_request, res) => {
			res.writeHead(302, { Location: `${elsewhere.origin}/v2/containers` });
			res.end();
		});
		const result = await testCredential({ apiKey: API_KEY, baseUrl: api.baseUrl });
		expect(elsewhere.seen).toHaveLength(0);
		expect(result.status).toBe('Error');
	});
});

describe('a Base URL the key must not go to', () => {
	const userinfo = (api: Scripted) => api.baseUrl.replace('http://', 'http://user:pass@');

	it('user:pass@ in the Base URL: the credential test refuses it, says why and what to enter, sends nothing', async () => {
		const api = await server((_request, res) => sendJson(res, 200, { data: [] }));
		const result = await testCredential({ apiKey: API_KEY, baseUrl: userinfo(api) });
		expect(result.status).toBe('Error');
		expect(result.message).toMatch(
			/user name or password \(user:pass@\).*Basic authentication.*Remove them/,
		);
		expect(api.seen).toHaveLength(0);
	});

	it('user:pass@ in the Base URL: every request is refused before it is sent, naming the credential field', async () => {
		const api = await server((_request, res) => sendJson(res, 200, { data: [] }));
		const result = await run({ apiKey: API_KEY, baseUrl: userinfo(api) }, listContainers);
		expect(result.error?.message).toMatch(
			/^Terminal49 credential: The Base URL contains a user name or password/,
		);
		expect(result.error?.description).toMatch(/Remove them from the Base URL/);
		expect(api.seen).toHaveLength(0);
		expect(everything(result.error)).not.toContain(API_KEY);
	});

	it.each([
		'http://api.terminal49.com/v2',
		'http://10.0.0.8:8080/v2',
		'http://example.localhost.evil.com/v2',
	])(
		'plain http to %s is refused, in the credential test and on every request',
		async (baseUrl) => {
			const tested = await testCredential({ apiKey: API_KEY, baseUrl });
			expect(tested.status).toBe('Error');
			expect(tested.message).toMatch(/plain http:\/\/.*unencrypted.*Use https:\/\//);
			const result = await run({ apiKey: API_KEY, baseUrl }, listContainers);
			expect(result.error?.message).toMatch(/plain http:\/\/ to .* unencrypted/);
			expect(result.error?.description).toMatch(
				/Use https:\/\/ \(the API's own address is https:\/\/api\.terminal49\.com\/v2\)/,
			);
		},
	);

	it('plain http to this machine (a mock or a local proxy) is accepted', async () => {
		const api = await server((_request, res) => sendJson(res, 200, { data: [] }));
		expect((await testCredential({ apiKey: API_KEY, baseUrl: api.baseUrl })).status).toBe('OK');
		expect(api.seen[0].headers.authorization).toBe(`Token ${API_KEY}`);
	});
});

describe('after a 5xx, the hint depends on whether the request creates something', () => {
	it('a 502 on POST /tracking_requests says to check in Terminal49 whether it was created, never to try again', async () => {
		const mock = await startMockApi({ rateLimit: false });
		try {
			mock.faults.add({
				kind: 'status',
				status: 502,
				match: { method: 'POST', path: '/tracking_requests' },
			});
			const result = await run({ apiKey: mock.apiKey, baseUrl: mock.url }, createTrackingRequest);
			expect(mock.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
			expect(result.error?.description).toMatch(/Check in Terminal49 whether it was created/);
			expect(result.error?.description).not.toMatch(/try again/i);
		} finally {
			await mock.close();
		}
	});

	it('a 503 on a GET, retried and still failing, says it was retried and to try again later', async () => {
		const mock = await startMockApi({ rateLimit: false });
		try {
			mock.faults.add({ kind: 'status', status: 503, times: 5, match: { method: 'GET' } });
			const result = await run({ apiKey: mock.apiKey, baseUrl: mock.url }, listContainers);
			// the first attempt and four retries
			expect(mock.requests.filter((r) => r.method === 'GET')).toHaveLength(5);
			expect(result.error?.description).toMatch(
				/retried where that was safe. Try again in a few minutes/,
			);
		} finally {
			await mock.close();
		}
	});
});

describe('a network error keeps what failed', () => {
	async function closedPort(): Promise<number> {
		const probe = createServer();
		await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
		const { port } = probe.address() as AddressInfo;
		await new Promise<void>((resolve) => probe.close(() => resolve()));
		return port;
	}

	it('ECONNREFUSED on a GET: the message names the method and path', async () => {
		const port = await closedPort();
		const result = await run(
			{ apiKey: API_KEY, baseUrl: `http://127.0.0.1:${port}/v2` },
			listContainers,
		);
		expect(result.error?.message).toBe(
			'Could not reach Terminal49 for GET /containers (ECONNREFUSED)',
		);
	});

	it('ECONNRESET on a POST: the message names the method and path, and it was sent once', async () => {
		const api = await server((_request, res) => res.socket?.destroy());
		const result = await run({ apiKey: API_KEY, baseUrl: api.baseUrl }, createTrackingRequest);
		expect(api.seen).toHaveLength(1);
		expect(result.error?.message).toBe(
			'Could not reach Terminal49 for POST /tracking_requests (ECONNRESET)',
		);
		expect(result.error?.description).toMatch(
			/not sent again.*Check in Terminal49 whether it was created/,
		);
	});
});

/** A list page as the API would answer it. */
function page(ids: string[], next: string | null, total?: number) {
	return {
		data: ids.map((id) => ({ id, type: 'container', attributes: { number: id } })),
		links: next === null ? {} : { next },
		...(total === undefined ? {} : { meta: { total } }),
	};
}

describe('pagination is bounded', () => {
	it('an empty page ends the list, however many next links follow', async () => {
		const api = await server((request, res) => {
			const n = Number(request.url.searchParams.get('page[number]') ?? 1);
			sendJson(
				res,
				200,
				page(n === 1 ? ['c-1', 'c-2'] : [], `${'/v2/containers'}?page[number]=${n + 1}`),
			);
		});
		const result = await run({ apiKey: API_KEY, baseUrl: api.baseUrl }, listContainers);
		expect(result.status).toBe('success');
		expect(result.items.map((item) => item.json.id)).toEqual(['c-1', 'c-2']);
		expect(api.seen).toHaveLength(2);
	});

	it('pages beyond what meta.total allows fail with what was read', async () => {
		// A total of 5, and pages that only ever bring the same 4 records: never the end by the total.
		const api = await server((request, res) => {
			const n = Number(request.url.searchParams.get('page[number]') ?? 1);
			sendJson(
				res,
				200,
				page(
					n % 2 === 1 ? ['c-1', 'c-2'] : ['c-3', 'c-4'],
					`/v2/containers?page[number]=${n + 1}`,
					5,
				),
			);
		});
		const result = await run({ apiKey: API_KEY, baseUrl: api.baseUrl }, listContainers);
		expect(result.status).toBe('error');
		// 5 records in pages of 2: 3 pages, plus the margin of 2.
		expect(api.seen).toHaveLength(5);
		expect(result.error?.message).toBe(
			"Terminal49's list /containers kept pointing to more pages than its total of 5 records allows; stopped reading it",
		);
		expect(result.error?.description).toMatch(
			/^5 pages and 10 records \(4 distinct\) had been read/,
		);
	});

	it('a list without meta.total that keeps linking new pages fails at 1,000 pages, with what was read', async () => {
		setThrottleTestSeam({ windowMs: 20, safetyMarginMs: 0 });
		const api = await server((request, res) => {
			const n = Number(request.url.searchParams.get('page[number]') ?? 1);
			sendJson(res, 200, page([`c-${n}`], `/v2/containers?page[number]=${n + 1}`));
		});
		const result = await run({ apiKey: API_KEY, baseUrl: api.baseUrl }, listContainers);
		expect(api.seen).toHaveLength(1_000);
		expect(result.status).toBe('error');
		expect(result.error?.message).toBe(
			"Terminal49's list /containers gives no total and kept pointing to more than 1000 pages; stopped reading it",
		);
		expect(result.error?.description).toMatch(
			/^1000 pages and 1000 records \(1000 distinct\) had been read/,
		);
	});

	it('without meta.total, a second page that repeats the first exactly is a list that ignores paging: it ends there', async () => {
		// As the live API's lists that ignore page[size] do (shipping lines, custom field definitions).
		const api = await server((request, res) => {
			const n = Number(request.url.searchParams.get('page[number]') ?? 1);
			sendJson(res, 200, page(['c-1', 'c-2'], `/v2/containers?page[number]=${n + 1}`));
		});
		const result = await run({ apiKey: API_KEY, baseUrl: api.baseUrl }, listContainers);
		expect(api.seen).toHaveLength(2);
		expect(result.status).toBe('success');
		expect(result.items.map((item) => item.json.id)).toEqual(['c-1', 'c-2']);
	});

	it('a page of repeats is skipped, not taken for the end: the records that moved to the front are read there', async () => {
		// Four records in pages of 2; before page 2 is read, c-3 and c-4 are refreshed to the front,
		// so page 2 (the last) only repeats page 1, and the front is read again.
		const answers = [
			page(['c-1', 'c-2'], '/v2/containers?page[number]=2', 4),
			page(['c-1', 'c-2'], null, 4),
			page(['c-3', 'c-4'], '/v2/containers?page[number]=2', 4),
			page(['c-1', 'c-2'], null, 4),
		];
		const api = await server((_request, res) =>
			sendJson(res, 200, answers[Math.min(api.seen.length - 1, answers.length - 1)]),
		);
		const result = await run({ apiKey: API_KEY, baseUrl: api.baseUrl }, listContainers);
		expect(result.status).toBe('success');
		expect(result.items.map((item) => item.json.id)).toEqual(['c-1', 'c-2', 'c-3', 'c-4']);
	});

	it.each([
		['another page size', '/v2/containers?page[size]=50&page[number]=1'],
		['an encoded spelling and a leading zero', '/v2/containers?page%5Bnumber%5D=01'],
		['a cache buster', '/v2/containers?page[number]=1&_=1764115200'],
	])(
		'a next link back to a page already read, in %s, fails instead of ending quietly',
		async (_title, back) => {
			const api = await server((request, res) => {
				const n = Number(request.url.searchParams.get('page[number]') ?? 1);
				sendJson(
					res,
					200,
					n === 1
						? page(['c-1', 'c-2'], '/v2/containers?page[number]=2', 6)
						: page(['c-3', 'c-4'], back, 6),
				);
			});
			const result = await run({ apiKey: API_KEY, baseUrl: api.baseUrl }, listContainers);
			expect(api.seen).toHaveLength(2);
			expect(result.status).toBe('error');
			expect(result.error?.message).toBe(
				"Terminal49's list /containers pointed to a page that was already fetched; stopped reading it",
			);
		},
	);

	it('records a later page repeats are kept once', async () => {
		// A record created at the front before page 2 pushes c-2 onto it; the read hands c-2 on once.
		const answers = [
			page(['c-1', 'c-2'], '/v2/containers?page[number]=2'),
			page(['c-2', 'c-3'], null),
			page(['c-0', 'c-1'], '/v2/containers?page[number]=2'),
			page(['c-2', 'c-3'], null),
		];
		const api = await server((_request, res) =>
			sendJson(res, 200, answers[Math.min(api.seen.length - 1, answers.length - 1)]),
		);
		const result = await run({ apiKey: API_KEY, baseUrl: api.baseUrl }, listContainers);
		expect(result.items.map((item) => item.json.id)).toEqual(['c-1', 'c-2', 'c-3', 'c-0']);
	});
});

describe('links.next', () => {
	it.each(['http://[', 'https://exa mple.com/x', 'http://:99999/'])(
		'a next link %p that is not a URL fails clearly',
		async (next) => {
			const api = await server((_request, res) => sendJson(res, 200, page(['c-1'], next)));
			const result = await run({ apiKey: API_KEY, baseUrl: api.baseUrl }, listContainers);
			expect(result.error?.message).toBe(
				"Terminal49's list /containers pointed to a next page whose link is not a URL; stopped reading it",
			);
			expect(result.error?.name).toBe('NodeApiError');
		},
	);

	it('a next link on another origin is asked of the Base URL: the other origin never gets the key', async () => {
		const elsewhere = await server((_request, res) => sendJson(res, 200, page(['stolen'], null)));
		const api = await server((request, res) => {
			const n = Number(request.url.searchParams.get('page[number]') ?? 1);
			sendJson(
				res,
				200,
				n === 1
					? page(['c-1'], `${elsewhere.origin}/v2/containers?page[number]=2`)
					: page(['c-2'], null),
			);
		});
		const result = await run({ apiKey: API_KEY, baseUrl: api.baseUrl }, listContainers);
		expect(elsewhere.seen).toHaveLength(0);
		expect(result.items.map((item) => item.json.id)).toEqual(['c-1', 'c-2']);
	});
});

describe('an API error that echoes the key', () => {
	it.each([
		['as is', API_KEY],
		['in an Authorization header', `Token ${API_KEY}`],
		['URL-encoded', encodeURIComponent(`${API_KEY}/+`)],
		['base64', Buffer.from(API_KEY).toString('base64')],
	])(
		'%s: redacted from message, description and everything the error carries',
		async (_name, echoed) => {
			const key = echoed.includes('%2F') ? `${API_KEY}/+` : API_KEY;
			const api = await server((_request, res) =>
				sendJson(res, 401, {
					errors: [
						{
							status: '401',
							title: `Bad key ${echoed}`,
							detail: `${'x'.repeat(480)} The key ${echoed} is invalid`,
							source: { parameter: echoed },
						},
					],
				}),
			);
			const result = await run({ apiKey: key, baseUrl: api.baseUrl }, listContainers);
			expect(result.error?.message).toContain('[redacted]');
			expect(everything(result.error)).not.toContain(key);
			expect(everything(result.error)).not.toContain(encodeURIComponent(key));
			expect(everything(result.error)).not.toContain(Buffer.from(key).toString('base64'));
			// and no part of it left behind by the cut of a long detail
			expect(everything(result.error)).not.toContain(key.slice(0, 12));
		},
	);
});
