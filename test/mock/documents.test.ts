/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import { createHash, createHmac } from 'crypto';
import http from 'http';
import type { AddressInfo } from 'net';

import type { MockApi } from './server';
import { startMockApi } from './server';

/** The mock's direct-upload flow, storage origin and simulated extraction, spoken to over HTTP. */
describe('mock documents', () => {
	let mock: MockApi;
	beforeEach(async () => {
		mock = await startMockApi({ rateLimit: false });
	});
	afterEach(async () => {
		await mock.close();
	});

	const host = () => mock.url.replace(/\/v2$/, '');
	const auth = () => ({
		authorization: `Token ${mock.apiKey}`,
		'content-type': 'application/json',
	});
	const bytes = Buffer.from('%PDF-1.4\nBill of lading OOLU2345678901\n%%EOF\n');
	const md5 = createHash('md5').update(bytes).digest('base64');

	async function announce(
		body: unknown = {
			blob: {
				filename: 'bl.pdf',
				content_type: 'application/pdf',
				byte_size: bytes.length,
				checksum: md5,
			},
		},
	) {
		const response = await fetch(`${host()}/rails/active_storage/direct_uploads`, {
			method: 'POST',
			headers: auth(),
			body: JSON.stringify(body),
		});
		return {
			status: response.status,
			body: (await response.json()) as {
				signed_id: string;
				direct_upload: { url: string; headers: Record<string, string> };
			},
		};
	}

	/** Without a content-length header Node sends the body chunked. */
	function put(
		url: string,
		headers: Record<string, string>,
		body: Buffer,
	): Promise<{ status: number; text: string }> {
		return new Promise((resolve, reject) => {
			const request = http.request(url, { method: 'PUT', headers }, (response) => {
				let text = '';
				response.on('data', (chunk: Buffer) => (text += chunk.toString()));
				response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
			});
			request.on('error', reject);
			request.write(body);
			request.end();
		});
	}

	it('answers a direct-upload request on the API host with a signed id and a URL on another origin', async () => {
		const { status, body } = await announce();
		expect(status).toBe(200);
		expect(body.signed_id).toMatch(/--[0-9a-f]{40}$/);
		expect(new URL(body.direct_upload.url).origin).toBe(mock.storageUrl);
		expect(body.direct_upload.headers).toEqual({
			'Content-Type': 'application/pdf',
			'Content-MD5': md5,
			'Content-Disposition': `inline; filename="bl.pdf"; filename*=UTF-8''bl.pdf`,
		});
		const noKey = await fetch(`${host()}/rails/active_storage/direct_uploads`, {
			method: 'POST',
			body: '{}',
		});
		expect(noKey.status).toBe(401);
		const underV2 = await fetch(`${mock.url}/rails/active_storage/direct_uploads`, {
			method: 'POST',
			headers: auth(),
			body: '{}',
		});
		expect(underV2.status).toBe(404);
	});

	it('refuses a blob without a base64 MD5 checksum', async () => {
		const { status } = await announce({
			blob: { filename: 'bl.pdf', content_type: 'application/pdf', byte_size: 3, checksum: 'abc' },
		});
		expect(status).toBe(422);
	});

	it.each([
		['an Authorization header', { authorization: `Token ${'x'}` }, bytes, 400, 'InvalidArgument'],
		[
			'another Content-MD5',
			{ 'content-md5': createHash('md5').update('other').digest('base64') },
			bytes,
			403,
			'SignatureDoesNotMatch',
		],
		[
			'bytes that do not match the MD5',
			{},
			Buffer.from(bytes.toString().replace('OOLU', 'MSCU')),
			400,
			'BadDigest',
		],
		[
			'no Content-Length (chunked)',
			{ 'content-length': undefined },
			bytes,
			411,
			'MissingContentLength',
		],
	])('the storage origin refuses a PUT with %s', async (_label, change, body, status, code) => {
		const { body: blob } = await announce();
		const headers: Record<string, string> = {
			...blob.direct_upload.headers,
			'content-length': String(bytes.length),
		};
		for (const [name, value] of Object.entries(change)) {
			const existing = Object.keys(headers).find((key) => key.toLowerCase() === name);
			if (existing) delete headers[existing];
			if (value !== undefined) headers[name] = value;
		}
		const result = await put(blob.direct_upload.url, headers, body);
		expect(result.status).toBe(status);
		expect(result.text).toContain(`<Code>${code}</Code>`);
		expect(
			mock.state.documents.blobs.find((candidate) => candidate.signedId === blob.signed_id)
				?.uploaded,
		).toBe(false);
	});

	it('after the upload and POST /documents, sends a signed document.extracted to the webhooks subscribed to it', async () => {
		const received: Array<{ body: string; signature: string | undefined }> = [];
		const receiver = http.createServer((req, res) => {
			let body = '';
			req.on('data', (chunk: Buffer) => (body += chunk.toString()));
			req.on('end', () => {
				received.push({
					body,
					signature: req.headers['x-t49-webhook-signature'] as string | undefined,
				});
				res.writeHead(200).end();
			});
		});
		await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
		try {
			const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
			const registered = await fetch(`${mock.url}/webhooks`, {
				method: 'POST',
				headers: auth(),
				body: JSON.stringify({
					data: {
						type: 'webhook',
						attributes: { url, active: true, events: ['document.extracted'] },
					},
				}),
			});
			const secret = ((await registered.json()) as { data: { attributes: { secret: string } } })
				.data.attributes.secret;

			const { body: blob } = await announce();
			expect(
				(
					await put(
						blob.direct_upload.url,
						{ ...blob.direct_upload.headers, 'content-length': String(bytes.length) },
						bytes,
					)
				).status,
			).toBe(200);
			const created = await fetch(`${mock.url}/documents`, {
				method: 'POST',
				headers: auth(),
				body: JSON.stringify({
					data: { type: 'document', attributes: { name: 'BL', attached_document: blob.signed_id } },
				}),
			});
			expect(created.status).toBe(201);
			const documentId = ((await created.json()) as { data: { id: string } }).data.id;

			const deliveries = mock.state.documents.deliveries;
			for (let waited = 0; deliveries.length === 0 && waited < 5000; waited += 20)
				await new Promise((resolve) => setTimeout(resolve, 20));
			expect(received).toHaveLength(1);
			expect(received[0].signature).toBe(
				createHmac('sha256', secret).update(received[0].body).digest('hex'),
			);
			const notification = JSON.parse(received[0].body) as {
				data: { attributes: { event: string }; relationships: unknown };
				included: Array<{ type: string; attributes: Record<string, unknown> }>;
			};
			expect(notification.data.attributes.event).toBe('document.extracted');
			expect(notification.data.relationships).toEqual({
				document: { data: { id: documentId, type: 'document' } },
			});
			const representation = notification.included.find(
				(record) => record.type === 'document_representation',
			);
			expect(representation?.attributes).toMatchObject({
				schema_version: '2026-03-23',
				payload: { bill_of_lading_number: 'OOLU2345678901' },
			});
			expect(mock.state.documents.deliveries).toEqual([
				expect.objectContaining({ event: 'document.extracted', status: 200, documentId }),
			]);
		} finally {
			await new Promise<void>((resolve) => receiver.close(() => resolve()));
		}
	});

	it('a file with nothing readable gets document.extraction_failed, without a representation', async () => {
		const received: string[] = [];
		const receiver = http.createServer((req, res) => {
			let body = '';
			req.on('data', (chunk: Buffer) => (body += chunk.toString()));
			req.on('end', () => {
				received.push(body);
				res.writeHead(204).end();
			});
		});
		await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
		try {
			const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
			await fetch(`${mock.url}/webhooks`, {
				method: 'POST',
				headers: auth(),
				body: JSON.stringify({
					data: {
						type: 'webhook',
						attributes: {
							url,
							active: true,
							events: ['document.extracted', 'document.extraction_failed'],
						},
					},
				}),
			});
			const scan = Buffer.from('a blurry photo of a pallet');
			const checksum = createHash('md5').update(scan).digest('base64');
			const { body: blob } = await announce({
				blob: {
					filename: 'pallet.jpg',
					content_type: 'image/jpeg',
					byte_size: scan.length,
					checksum,
				},
			});
			await put(
				blob.direct_upload.url,
				{ ...blob.direct_upload.headers, 'content-length': String(scan.length) },
				scan,
			);
			await fetch(`${mock.url}/documents`, {
				method: 'POST',
				headers: auth(),
				body: JSON.stringify({
					data: {
						type: 'document',
						attributes: { name: 'pallet', attached_document: blob.signed_id },
					},
				}),
			});
			const deliveries = mock.state.documents.deliveries;
			for (let waited = 0; deliveries.length === 0 && waited < 5000; waited += 20)
				await new Promise((resolve) => setTimeout(resolve, 20));
			expect(deliveries).toEqual([
				expect.objectContaining({ event: 'document.extraction_failed', status: 204 }),
			]);
			const included = (
				JSON.parse(received[0]) as { included: Array<{ type: string }> }
			).included.map((record) => record.type);
			expect(included).toEqual(['document']);
		} finally {
			await new Promise<void>((resolve) => receiver.close(() => resolve()));
		}
	});

	it('a second document with the same bytes is a 409 duplicate_document naming the first', async () => {
		const { body: first } = await announce();
		await put(
			first.direct_upload.url,
			{ ...first.direct_upload.headers, 'content-length': String(bytes.length) },
			bytes,
		);
		const create = (signedId: string) =>
			fetch(`${mock.url}/documents`, {
				method: 'POST',
				headers: auth(),
				body: JSON.stringify({
					data: { type: 'document', attributes: { name: 'BL', attached_document: signedId } },
				}),
			});
		const made = (await (await create(first.signed_id)).json()) as { data: { id: string } };
		const { body: second } = await announce();
		await put(
			second.direct_upload.url,
			{ ...second.direct_upload.headers, 'content-length': String(bytes.length) },
			bytes,
		);
		const duplicate = await create(second.signed_id);
		expect(duplicate.status).toBe(409);
		expect(await duplicate.json()).toMatchObject({
			errors: [
				{
					code: 'duplicate_document',
					meta: { existing_document_id: made.data.id, existing_document_name: 'BL' },
				},
			],
		});
	});
});
