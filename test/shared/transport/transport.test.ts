/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import type { ServerResponse } from 'node:http';

import { apiPath, terminal49Request } from '../../../nodes/Terminal49/shared/transport';
import { retryTimings } from '../../../nodes/Terminal49/shared/transport/throttle';
import { setThrottleTestSeam } from '../../support/processState';
import { requestContext } from '../../harness/engine';
import { sendJson, startScriptedServer, type SeenRequest } from '../../support/scriptedServer';

const API_KEY = 'sk_live_do_not_leak_1234567890';
const ok = { data: { id: 'x', type: 'shipment', attributes: {} } };

/** Answers from a script, one entry per request, then 200; notes when each request arrived. */
function scripted(script: Array<(res: ServerResponse) => void>, arrivals: number[]) {
	let calls = 0;
	return (_request: SeenRequest, res: ServerResponse) => {
		arrivals.push(performance.now());
		const step = script[calls++];
		if (step) step(res);
		else sendJson(res, 200, ok);
	};
}

const status =
	(code: number, headers: Record<string, string> = {}) =>
	(res: ServerResponse) =>
		sendJson(
			res,
			code,
			{ errors: [{ status: String(code), title: `Status ${code}`, detail: 'scripted' }] },
			headers,
		);
const drop = (res: ServerResponse) => res.socket?.destroy();

async function run(
	script: Array<(res: ServerResponse) => void>,
	method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
) {
	const arrivals: number[] = [];
	const server = await startScriptedServer(scripted(script, arrivals));
	const ctx = requestContext({ apiKey: API_KEY, baseUrl: `${server.baseUrl}/` });
	try {
		const body =
			method === 'GET' || method === 'DELETE' ? undefined : { data: { type: 'x', attributes: {} } };
		const result = await terminal49Request
			.call(ctx, { method, path: apiPath`/shipments/${'a/b'}`, body })
			.then((value) => ({ value, error: undefined }))
			.catch((error: Error) => ({ value: undefined, error }));
		return { ...result, seen: server.seen, arrivals };
	} finally {
		await server.close();
	}
}

describe('terminal49Request', () => {
	// Every wait is a fiftieth of the API's: a second of Retry-After is 20 ms, a backoff 10 to 160 ms.
	beforeEach(() => setThrottleTestSeam({ windowMs: 1_200 }));
	afterEach(() => setThrottleTestSeam(undefined));

	it('authenticates with the Token scheme, sends JSON:API and encodes the path', async () => {
		const { value, seen } = await run([], 'PATCH');
		expect(value).toEqual(ok);
		expect(seen[0].headers.authorization).toBe(`Token ${API_KEY}`);
		expect(seen[0].headers['content-type']).toContain('application/vnd.api+json');
		// a trailing slash on the base URL does not double up
		expect(seen[0].url.pathname).toBe('/v2/shipments/a%2Fb');
		expect(JSON.parse(seen[0].body)).toEqual({ data: { type: 'x', attributes: {} } });
	});

	it('retries a GET through 5xx and a dropped connection', async () => {
		const { value, seen } = await run([status(503), drop, status(502)], 'GET');
		expect(value).toEqual(ok);
		expect(seen).toHaveLength(4);
	});

	it("gives up on a GET after the bounded number of retries, with the API's text", async () => {
		const { error, seen } = await run(
			[status(500), status(500), status(500), status(500), status(500)],
			'GET',
		);
		expect(seen).toHaveLength(5);
		expect(error?.message).toContain('Status 500: scripted');
	});

	it.each([
		['a 500', status(500)],
		['a dropped connection', drop],
	])('never replays a POST after %s', async (_name, failure) => {
		const { error, seen } = await run([failure], 'POST');
		expect(seen).toHaveLength(1);
		expect(error).toBeDefined();
	});

	it('says a POST whose fate is unknown was not sent again', async () => {
		const { error } = await run([drop], 'POST');
		expect((error as Error & { description?: string }).description).toMatch(/not sent again/);
	});

	it('retries a POST refused with 429, after Retry-After', async () => {
		const { value, seen, arrivals } = await run([status(429, { 'Retry-After': '2' })], 'POST');
		expect(value).toEqual(ok);
		expect(seen).toHaveLength(2);
		// Not before the two seconds asked (shortened like every wait here); a timer may fire a
		// millisecond early.
		expect(arrivals[1] - arrivals[0]).toBeGreaterThanOrEqual(2 * retryTimings().secondMs - 1);
	});

	it('a DELETE retried after a lost answer that then finds nothing counts as deleted', async () => {
		const { value, error, seen } = await run([drop, status(404)], 'DELETE');
		expect(seen).toHaveLength(2);
		expect(error).toBeUndefined();
		expect(value).toEqual({});
	});

	it('a DELETE of something that never existed is still a 404', async () => {
		const { error } = await run([status(429, { 'Retry-After': '0' }), status(404)], 'DELETE');
		expect(error?.message).toContain('Status 404: scripted');
	});

	it('does not retry a 4xx other than 429', async () => {
		const { error, seen } = await run([status(422)], 'PATCH');
		expect(seen).toHaveLength(1);
		expect(error?.message).toContain('Status 422: scripted');
	});

	it('fails clearly on a body that is not JSON', async () => {
		const malformed = (res: ServerResponse) => {
			res.writeHead(200, { 'Content-Type': 'application/vnd.api+json' });
			res.end('{"data": [');
		};
		const { error } = await run([malformed], 'GET');
		expect(error?.message).toMatch(/not valid JSON/);
	});

	it('maps an HTML error page from a proxy by its status, not as malformed JSON', async () => {
		const html = (res: ServerResponse) => {
			res.writeHead(403, { 'Content-Type': 'text/html' });
			res.end('<html><body>Forbidden by proxy</body></html>');
		};
		const { error, seen } = await run([html], 'GET');
		expect(seen).toHaveLength(1);
		expect(error?.message).toBe('Terminal49 answered 403 to GET /shipments/a%2Fb');
		expect((error as Error & { description?: string }).description).toMatch(/lacks permission/);
	});

	it('never puts the API key into an error', async () => {
		for (const script of [
			[status(401)],
			[status(500), status(500), status(500), status(500), status(500)],
			[drop],
		]) {
			const { error } = await run(script, script[0] === drop ? 'POST' : 'GET');
			const everything =
				JSON.stringify(error, Object.getOwnPropertyNames(error)) + String(error?.stack);
			expect(everything).not.toContain(API_KEY);
		}
	});
});
