import fc from 'fast-check';
import { NodeApiError } from 'n8n-workflow';

import { checkBaseUrl, isLoopbackHost } from '../../../nodes/Terminal49/shared/transport/baseUrl';
import { apiErrorsOf } from '../../../nodes/Terminal49/shared/transport/apiErrors';
import { redactSecrets, toNodeApiError } from '../../../nodes/Terminal49/shared/transport/errors';
import { actionNode } from '../../support/node';

const node = actionNode(1);

/** Everything an error carries, as n8n would store or show it. */
function everything(error: unknown): string {
	return JSON.stringify(error, Object.getOwnPropertyNames(error)) + String((error as Error).stack);
}

// API keys are long random tokens; a short English word would match the node's own texts.
const secretArb = fc.stringMatching(/^[A-Za-z0-9_]{16,40}$/);

/** A value anywhere in an error body: the secret, text around it, or any JSON. */
function bodyWith(secret: string) {
	const textArb = fc.oneof(
		fc.string(),
		fc.constant(secret),
		fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}${secret}${b}`),
		fc.constant(`Token ${secret}`),
		fc.constant(Buffer.from(secret).toString('base64')),
		fc.constant(encodeURIComponent(secret)),
	);
	const entryArb = fc.oneof(
		fc.record(
			{
				status: fc.oneof(textArb, fc.integer(), fc.constant(null)),
				title: fc.oneof(textArb, fc.anything()),
				detail: fc.oneof(textArb, fc.anything()),
				code: fc.oneof(textArb, fc.anything()),
				source: fc.oneof(
					fc.record({ pointer: textArb, parameter: textArb }, { requiredKeys: [] }),
					fc.anything(),
				),
			},
			{ requiredKeys: [] },
		),
		fc.anything(),
	);
	return fc.oneof(
		fc.record({ errors: fc.array(entryArb, { maxLength: 20 }) }),
		fc.record({ errors: fc.anything() }),
		fc.anything(),
		textArb,
	);
}

describe('toNodeApiError over any error body, properties', () => {
	it('never throws, always a NodeApiError with a message, and never carries the key', () => {
		fc.assert(
			fc.property(
				secretArb.chain((secret) =>
					fc.tuple(
						fc.constant(secret),
						bodyWith(secret),
						fc.integer({ min: 300, max: 599 }),
						fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'),
					),
				),
				([secret, body, status, method]) => {
					const error = toNodeApiError(node, {
						status,
						body,
						method,
						path: '/containers',
						secrets: [secret],
					});
					expect(error).toBeInstanceOf(NodeApiError);
					expect(typeof error.message).toBe('string');
					expect(error.message.length).toBeGreaterThan(0);
					const all = everything(error);
					expect(all).not.toContain(secret);
					expect(all).not.toContain(Buffer.from(secret).toString('base64'));
				},
			),
			{ numRuns: 1_000 },
		);
	});

	it('a 5xx on a POST never says to try again; on a GET it does', () => {
		fc.assert(
			fc.property(fc.integer({ min: 500, max: 599 }), bodyWith('k'.repeat(10)), (status, body) => {
				const post = toNodeApiError(node, {
					status,
					body,
					method: 'POST',
					path: '/tracking_requests',
				});
				const get = toNodeApiError(node, { status, body, method: 'GET', path: '/containers' });
				expect(post.description).toMatch(/whether it was created/);
				expect(post.description).not.toMatch(/try again/i);
				expect(get.description).toMatch(/Try again/);
			}),
			{ numRuns: 300 },
		);
	});

	it('reads a huge body: the first entries only, each text cut after the key is redacted', () => {
		const many = apiErrorsOf({
			errors: Array.from({ length: 100_000 }, (_, i) => ({ detail: `e${i}` })),
		});
		expect(many.map((entry) => entry.detail)).toEqual([
			'e0',
			'e1',
			'e2',
			'e3',
			'e4',
			'e5',
			'e6',
			'e7',
			'e8',
			'e9',
		]);
		const error = toNodeApiError(node, {
			status: 422,
			body: { errors: [{ detail: `${'y'.repeat(495)}abcdefghij${'y'.repeat(1_000_000)}` }] },
			method: 'GET',
			path: '/x',
			secrets: ['abcdefghij'],
		});
		expect(error.message).toBe(`Terminal49 answered 422: ${'y'.repeat(495)}[reda`);
	});
});

describe('apiErrorsOf', () => {
	it.each([
		['not an object', 'oops', []],
		['errors not an array', { errors: { title: 'x' } }, []],
		['null entries skipped', { errors: [null, 'x', 3, { title: 'T' }] }, [{ title: 'T' }]],
		[
			'a numeric status read as text',
			{ errors: [{ status: 422, detail: 'bad' }] },
			[{ status: '422', detail: 'bad' }],
		],
		['odd fields absent', { errors: [{ title: 5, detail: { a: 1 }, source: 'x' }] }, [{}]],
		[
			'source read where it is an object',
			{ errors: [{ source: { pointer: '/data/attributes/value', parameter: 7 } }] },
			[{ source: { pointer: '/data/attributes/value' } }],
		],
	])('%s', (_name, body, expected) => {
		expect(apiErrorsOf(body)).toEqual(expected);
	});

	it('an error body with no readable entry still gives a clear generic message', () => {
		const error = toNodeApiError(node, {
			status: 500,
			body: { errors: [null] },
			method: 'GET',
			path: '/containers',
		});
		expect(error.message).toBe('Terminal49 answered 500 to GET /containers');
	});
});

describe('redactSecrets', () => {
	it('replaces each secret, URL-encoded and base64 spellings too, and leaves short ones alone', () => {
		expect(redactSecrets('key abc/def+1 and abc%2Fdef%2B1', ['abc/def+1'])).toBe(
			'key [redacted] and [redacted]',
		);
		expect(
			redactSecrets(`b64 ${Buffer.from('supersecret').toString('base64')}`, ['supersecret']),
		).toBe('b64 [redacted]');
		expect(redactSecrets('the abc', ['abc'])).toBe('the abc');
	});
});

describe('checkBaseUrl', () => {
	it.each([
		['https://api.terminal49.com/v2', true],
		['https://proxy.internal:8443/terminal49/v2', true],
		['http://127.0.0.1:4010/v2', true],
		['http://localhost:4010/v2', true],
		['http://[::1]:4010/v2', true],
		['http://127.1/v2', true],
		['http://api.terminal49.com/v2', false],
		['http://192.168.1.5/v2', false],
		['https://user:pass@api.terminal49.com/v2', false],
		['https://user@api.terminal49.com/v2', false],
		['ftp://api.terminal49.com/v2', false],
		['api.terminal49.com/v2', false],
		['', false],
	])('%p → may carry the key: %p', (url, ok) => {
		expect(checkBaseUrl(url).ok).toBe(ok);
	});

	it('knows loopback hosts', () => {
		expect(
			['localhost', 'a.localhost', '127.0.0.1', '127.255.0.9', '[::1]'].every(isLoopbackHost),
		).toBe(true);
		expect(
			['localhost.com', '128.0.0.1', '127.0.0.256', '[::2]', 'example.com'].some(isLoopbackHost),
		).toBe(false);
	});
});
