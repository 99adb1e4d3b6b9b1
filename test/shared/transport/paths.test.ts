import fc from 'fast-check';

import {
	apiPath,
	normaliseBaseUrl,
	trimTrailingSlashes,
} from '../../../nodes/Terminal49/shared/transport/paths';

describe('apiPath', () => {
	it.each([
		[
			'a plain uuid',
			'0b7c3f5e-2b4d-4f8a-9c1e-1a2b3c4d5e6f',
			'/shipments/0b7c3f5e-2b4d-4f8a-9c1e-1a2b3c4d5e6f',
		],
		['a slash', 'a/b', '/shipments/a%2Fb'],
		['a parent reference with a slash', '../x', '/shipments/..%2Fx'],
		['a query', 'x?include=all', '/shipments/x%3Finclude%3Dall'],
		['a fragment', 'x#y', '/shipments/x%23y'],
		['spaces and unicode', 'ref ü', '/shipments/ref%20%C3%BC'],
		['a percent sign', '%2F', '/shipments/%252F'],
	])('encodes %s as one segment', (_name, id, expected) => {
		expect(apiPath`/shipments/${id}`).toBe(expected);
	});

	it('encodes every segment of a nested path', () => {
		expect(apiPath`/tracking_requests/${'a/b'}/custom_fields/${'../slug'}`).toBe(
			'/tracking_requests/a%2Fb/custom_fields/..%2Fslug',
		);
	});

	it.each(['', '  ', '.', '..', '%2e', '%2E%2e'])(
		'refuses %p, which would leave the path',
		(id) => {
			expect(() => apiPath`/shipments/${id}`).toThrow();
		},
	);

	it('refuses a missing id', () => {
		expect(() => apiPath`/shipments/${undefined}`).toThrow('empty');
	});
});

describe('normaliseBaseUrl', () => {
	it.each([
		['https://api.terminal49.com/v2', 'https://api.terminal49.com/v2'],
		['https://api.terminal49.com/v2/', 'https://api.terminal49.com/v2'],
		['https://api.terminal49.com/v2///', 'https://api.terminal49.com/v2'],
		[' http://127.0.0.1:4949/v2 ', 'http://127.0.0.1:4949/v2'],
	])('%p → %p', (input, expected) => {
		expect(normaliseBaseUrl(input)).toBe(expected);
	});
});

describe('trimTrailingSlashes', () => {
	it.each([
		['https://api.terminal49.com/v2/', 'https://api.terminal49.com/v2'],
		['https://api.terminal49.com/v2///', 'https://api.terminal49.com/v2'],
		['https://api.terminal49.com/v2', 'https://api.terminal49.com/v2'],
		['///', ''],
		['', ''],
	])('%p → %p', (text, expected) => {
		expect(trimTrailingSlashes(text)).toBe(expected);
	});

	it('removes exactly the slashes the text ends with', () => {
		fc.assert(
			fc.property(fc.string(), fc.nat(20), (text, slashes) => {
				const trimmed = trimTrailingSlashes(text + '/'.repeat(slashes));
				expect(trimmed.endsWith('/')).toBe(false);
				expect((text + '/'.repeat(slashes)).startsWith(trimmed)).toBe(true);
				expect(/^\/*$/.test((text + '/'.repeat(slashes)).slice(trimmed.length))).toBe(true);
			}),
		);
	});

	it('takes linear time on a long run of slashes followed by something else', () => {
		const started = Date.now();
		expect(trimTrailingSlashes(`${'/'.repeat(100_000)}x`)).toBe(`${'/'.repeat(100_000)}x`);
		expect(Date.now() - started).toBeLessThan(1000);
	});
});
