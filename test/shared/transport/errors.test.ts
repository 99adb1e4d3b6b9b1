import { fieldFromPointer } from '../../../nodes/Terminal49/shared/transport/apiErrors';
import { secretsInBody, toNodeApiError } from '../../../nodes/Terminal49/shared/transport/errors';
import { actionNode } from '../../support/node';

const node = actionNode(1);

const apiError = (status: number, title: string, detail: string, pointer?: string) => ({
	errors: [{ status: String(status), title, detail, ...(pointer ? { source: { pointer } } : {}) }],
});

describe('toNodeApiError', () => {
	const table: Array<[number, ReturnType<typeof apiError>, RegExp, RegExp]> = [
		[
			401,
			apiError(401, 'Unauthorized', 'Invalid API key'),
			/Unauthorized: Invalid API key/,
			/wrong, or it was revoked/,
		],
		[
			403,
			apiError(403, 'Forbidden', 'You need update permission'),
			/Forbidden: You need update permission/,
			/lacks permission.*"update" on the tracking request/,
		],
		[
			404,
			apiError(404, 'Not Found', 'Record not found'),
			/Not Found: Record not found/,
			/No shipment with id "s-1"/,
		],
		[
			422,
			apiError(422, 'Unprocessable Entity', 'value must be a number', '/data/attributes/value'),
			/value must be a number/,
			/Field: value\..*"value"/,
		],
		[
			429,
			apiError(429, 'Too Many Requests', 'Rate limit exceeded'),
			/Too Many Requests/,
			/rate limit \(100 requests per minute per key.*\) refused every request/,
		],
		[
			500,
			apiError(500, 'Internal Server Error', 'Oops'),
			/Internal Server Error: Oops/,
			/retried where that was safe/,
		],
	];

	it.each(table)(
		"%i keeps the API's title and detail and adds a hint",
		(status, body, message, hint) => {
			const error = toNodeApiError(node, {
				status,
				body,
				method: 'GET',
				path: '/shipments/s-1',
				subject: { label: 'shipment', id: 's-1' },
				itemIndex: 3,
			});
			expect(error.message).toMatch(message);
			expect(error.description).toMatch(hint);
			expect(error.httpCode).toBe(String(status));
			expect(error.context.itemIndex).toBe(3);
		},
	);

	it('names every field the API blames', () => {
		const body = {
			errors: [
				{
					status: '422',
					title: 'Invalid',
					detail: 'scac is not supported',
					source: { pointer: '/data/attributes/scac' },
				},
				{
					status: '422',
					title: 'Invalid',
					detail: 'request_number is blank',
					source: { pointer: '/data/attributes/request_number' },
				},
			],
		};
		const error = toNodeApiError(node, {
			status: 422,
			body,
			method: 'POST',
			path: '/tracking_requests',
		});
		expect(error.message).toContain('scac is not supported');
		expect(error.message).toContain('request_number is blank');
		expect(error.description).toContain('Field: scac, request_number.');
	});

	it('says which path failed when the body is not JSON:API', () => {
		const error = toNodeApiError(node, {
			status: 502,
			body: '<html>Bad gateway</html>',
			method: 'GET',
			path: '/containers',
		});
		expect(error.message).toBe('Terminal49 answered 502 to GET /containers');
	});

	it('a 404 web page (an address the API does not have) is not reported as a record that does not exist', () => {
		const error = toNodeApiError(node, {
			status: 404,
			body: '<!DOCTYPE html><html><body>The page you were looking for doesn’t exist.</body></html>',
			method: 'GET',
			path: '/containers/c-1',
			subject: { label: 'container', id: 'c-1' },
		});
		expect(error.message).toBe('Terminal49 answered 404 to GET /containers/c-1');
		expect(error.description).not.toMatch(/No container with id/);
		expect(error.description).toMatch(
			/says nothing about whether the container exists\. Check the credential's Base URL/,
		);
	});

	it('404 without a subject names the path', () => {
		const error = toNodeApiError(node, {
			status: 404,
			body: {},
			method: 'GET',
			path: '/webhooks/w1',
		});
		expect(error.description).toContain('/webhooks/w1');
	});
});

describe('fieldFromPointer', () => {
	it.each([
		['/data/attributes/value', 'value'],
		['/data/relationships/shipment', 'shipment'],
		['/data', 'data'],
		['', undefined],
		[undefined, undefined],
	])('%p → %p', (pointer, field) => {
		expect(fieldFromPointer(pointer)).toBe(field);
	});
});

describe('secretsInBody', () => {
	it.each([
		[{ url: 'https://example.com', event: 'container.updated', secret: 'whsec-1' }, ['whsec-1']],
		[
			{
				data: {
					type: 'webhook',
					attributes: { signing_secret: 'a', webhookSecret: 'b', url: 'c' },
				},
			},
			['a', 'b'],
		],
		[{ data: [{ attributes: { client_secret: 'x' } }, { attributes: { secret: 7 } }] }, ['x']],
		[{ secrets: { one: 'p1', more: ['p2'] }, name: 'public' }, ['p1', 'p2']],
		[undefined, []],
		['secret', []],
	])('%j → %j', (body, secrets) => {
		expect(secretsInBody(body)).toEqual(secrets);
	});
});
