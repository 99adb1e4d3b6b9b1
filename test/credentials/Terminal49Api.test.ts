/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test code: a made-up key */
import type { IHttpRequestOptions } from 'n8n-workflow';

import { Terminal49Api } from '../../credentials/Terminal49Api.credentials';
import { ACTION_NODE_TYPE, runWorkflow, testCredential } from '../harness/engine';
import { forgetLimiters } from '../support/processState';
import { type MockApi, startMockApi } from '../mock/server';

/**
 * n8n's HTTP Request node, with Authentication "Predefined Credential Type" → Terminal49 API,
 * hands the credential its request in the older shape, the target under `uri` instead of `url`.
 * The key must stay on the Base URL's origin there too.
 */

const credentials = {
	apiKey: 'tk_origin_test_key_0123456789',
	baseUrl: 'https://api.terminal49.com/v2',
};
const authenticate = async (options: Record<string, unknown>) =>
	await new Terminal49Api().authenticate(credentials, options as unknown as IHttpRequestOptions);

describe("the HTTP Request node's request shape (uri)", () => {
	it('a request to the Base URL gets the key', async () => {
		const sent = await authenticate({
			method: 'GET',
			uri: 'https://api.terminal49.com/v2/containers/c0000000-0000-4000-8000-000000000001',
		});
		expect(sent.headers).toMatchObject({ Authorization: `Token ${credentials.apiKey}` });
	});

	it.each([
		'https://elsewhere.example/v2/containers',
		'http://api.terminal49.com/v2/containers',
		'https://api.terminal49.com:8443/v2/containers',
	])("a request to another origin (%s) is refused, naming the Base URL's", async (uri) => {
		await expect(authenticate({ method: 'GET', uri })).rejects.toThrow(
			"The API key is only sent to the Base URL's origin (https://api.terminal49.com)",
		);
	});
});

describe('a key pasted with spaces or a line break around it', () => {
	it.each([`  ${credentials.apiKey}`, `${credentials.apiKey} `, `\t${credentials.apiKey}\n`])(
		'is sent as the key itself (%j)',
		async (pasted) => {
			const sent = await new Terminal49Api().authenticate({ ...credentials, apiKey: pasted }, {
				method: 'GET',
				url: 'https://api.terminal49.com/v2/containers',
			} as IHttpRequestOptions);
			expect(sent.headers).toMatchObject({ Authorization: `Token ${credentials.apiKey}` });
		},
	);
});

/** The credential through n8n's engine against the mock: its test request, and the key on a workflow's request. */
describe('the credential through n8n’s engine', () => {
	let mock: MockApi;

	beforeAll(async () => {
		mock = await startMockApi();
	});
	afterAll(async () => await mock.close());
	beforeEach(() => {
		forgetLimiters();
		mock.reset();
	});

	it('the credential test succeeds with the right key, with one cheap request', async () => {
		const result = await testCredential({ apiKey: mock.apiKey, baseUrl: mock.url });
		expect(result.status).toBe('OK');
		expect(mock.requests).toHaveLength(1);
		expect(mock.requests[0]).toMatchObject({
			method: 'GET',
			path: '/containers',
			query: { 'page[size]': '1' },
		});
		expect(mock.requests[0].headers.authorization).toBe(`Token ${mock.apiKey}`);
	});

	it('the credential test fails with a wrong key and says where to get one', async () => {
		const result = await testCredential({ apiKey: 'not-a-key', baseUrl: mock.url });
		expect(result.status).toBe('Error');
		expect(result.message).toContain('Developers → API Keys');
		expect(mock.requests[0].status).toBe(401);
	});

	it.each(['/', '///'])(
		'the credential test copes with "%s" at the end of the base URL',
		async (trailing) => {
			const result = await testCredential({
				apiKey: mock.apiKey,
				baseUrl: `${mock.url}${trailing}`,
			});
			expect(result.status).toBe('OK');
			expect(mock.requests[0].path).toBe('/containers');
		},
	);

	it("a workflow runs the node through n8n's engine and the request reaches the mock authenticated", async () => {
		const result = await runWorkflow({
			credentials: { apiKey: mock.apiKey, baseUrl: mock.url },
			nodes: [
				{
					name: 'Terminal49',
					type: ACTION_NODE_TYPE,
					parameters: { resource: 'container', operation: 'getAll', returnAll: false, limit: 3 },
				},
			],
		});
		expect(result.status).toBe('success');
		const items = result.nodes.Terminal49.items;
		expect(items).toHaveLength(3);
		expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 0 }, { item: 0 }]);
		expect(items[0].json.type).toBe('container');
		expect(mock.requests).toHaveLength(1);
		expect(mock.requests[0].headers.authorization).toBe(`Token ${mock.apiKey}`);
		expect(mock.requests[0].query['page[size]']).toBe('3');
	});
});
