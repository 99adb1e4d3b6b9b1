/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
	method: string;
	url: URL;
	headers: IncomingMessage['headers'];
	body: string;
}

export type Handler = (request: SeenRequest, res: ServerResponse) => void;

/**
 * A loopback server whose answers a test writes by hand, for misbehaviour the mock of the API
 * doesn't model (a repeating next link, say).
 */
export async function startScriptedServer(handler: Handler) {
	const seen: SeenRequest[] = [];
	const server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const request: SeenRequest = {
				method: req.method ?? 'GET',
				url: new URL(req.url ?? '/', 'http://127.0.0.1'),
				headers: req.headers,
				body: Buffer.concat(chunks).toString('utf8'),
			};
			seen.push(request);
			handler(request, res);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		baseUrl: `http://127.0.0.1:${port}/v2`,
		origin: `http://127.0.0.1:${port}`,
		seen,
		close: async () => await new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

export function sendJson(
	res: ServerResponse,
	status: number,
	body: unknown,
	headers: Record<string, string> = {},
) {
	res.writeHead(status, { 'Content-Type': 'application/vnd.api+json', ...headers });
	res.end(JSON.stringify(body));
}
