import { ACTION_NODE_TYPE, runWorkflow, testCredential } from '../harness/engine';
import { forgetLimiters } from '../../nodes/Terminal49/shared/transport/throttle';
import { startMockApi, type MockApi } from '../mock/server';

/** The foundation through n8n's engine: the credential test, and one request via a real workflow. */
describe('engine harness against the mock', () => {
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
		expect(mock.requests[0]).toMatchObject({ method: 'GET', path: '/containers', query: { 'page[size]': '1' } });
		expect(mock.requests[0].headers.authorization).toBe(`Token ${mock.apiKey}`);
	});

	it('the credential test fails with a wrong key and says where to get one', async () => {
		const result = await testCredential({ apiKey: 'not-a-key', baseUrl: mock.url });
		expect(result.status).toBe('Error');
		expect(result.message).toContain('Developers → API Keys');
		expect(mock.requests[0].status).toBe(401);
	});

	it.each(['/', '///'])('the credential test copes with "%s" at the end of the base URL', async (trailing) => {
		const result = await testCredential({ apiKey: mock.apiKey, baseUrl: `${mock.url}${trailing}` });
		expect(result.status).toBe('OK');
		expect(mock.requests[0].path).toBe('/containers');
	});

	it('a workflow runs the node through n8n\'s engine and the request reaches the mock authenticated', async () => {
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
