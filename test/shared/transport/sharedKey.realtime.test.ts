/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * Several n8n processes (queue-mode workers) and other integrations on one API key. Each worker's
 * limiter believes it has the whole key, so the API's 429s carry the coordination; every run must
 * complete with every record once, whatever the API says in `Retry-After`.
 *
 * Time is compressed: the API's 60 s window is WINDOW_MS here, and a second of Retry-After (and
 * every retry timing) shrinks with it (`setThrottleTestSeam`, the mock's `secondMs`). The mock
 * allows API_LIMIT a window where each worker believes it has 100, so the key is contended even
 * when a busy machine slows the workers down.
 *
 * Real time: every run spans several windows of the mock's own limiter, so this suite runs in
 * `npm run test:realtime`, not in `npm test`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

import { setThrottleTestSeam } from '../../support/processState';
import { runWorkflow, type WorkflowResult } from '../../harness/engine';
import { seedContainers } from '../../mock/bulkSeed';
import type { RateLimitConfig } from '../../mock/rateLimit';
import { startMockApi, type MockApi } from '../../mock/server';

const WINDOW_MS = 1_500;
const SCALE = WINDOW_MS / 60_000;
const API_LIMIT = 20;
const worker = new AsyncLocalStorage<string>();

const RETRY_AFTER_MODES: Array<[string, Pick<RateLimitConfig, 'retryAfter' | 'countRefused'>]> = [
	['Retry-After exact', { retryAfter: 'exact' }],
	['Retry-After: 1 whatever the real wait', { retryAfter: 1 }],
	['refused requests counted in the window, Retry-After: 1', { retryAfter: 1, countRefused: true }],
];

let mock: MockApi | undefined;

beforeEach(() => {
	setThrottleTestSeam({ windowMs: WINDOW_MS, partition: () => worker.getStore() ?? '' });
});

afterEach(async () => {
	setThrottleTestSeam(undefined);
	await mock?.close();
	mock = undefined;
});

async function startSharedMock(
	containers: number,
	mode: Pick<RateLimitConfig, 'retryAfter' | 'countRefused'>,
) {
	mock = await startMockApi({
		seed: (state) => seedContainers(state, containers),
		rateLimit: { requests: API_LIMIT, windowMs: WINDOW_MS, secondMs: 1_000 * SCALE, ...mode },
	});
	return mock;
}

/** Return All of every container, as worker `name` (its own limiter, as its own process would have). */
async function returnAllAs(name: string, api: MockApi): Promise<WorkflowResult> {
	return await worker.run(
		name,
		async () =>
			await runWorkflow({
				credentials: { apiKey: api.apiKey, baseUrl: api.url },
				nodes: [{ parameters: { resource: 'container', operation: 'getAll', returnAll: true } }],
			}),
	);
}

function expectEveryContainerOnce(result: WorkflowResult, api: MockApi) {
	const run = result.nodes['Node 1'];
	expect(run.error?.message).toBeUndefined();
	expect(result.status).toBe('success');
	const ids = run.items.map((item) => item.json.id as string);
	expect(new Set(ids).size).toBe(ids.length);
	expect(ids.sort()).toEqual(api.state.containers.map((container) => container.id).sort());
}

/** Another integration on the same key: `perWindow` requests a window, evenly, 429 or not. */
function outsideConsumer(api: MockApi, perWindow: number) {
	let stopped = false;
	const done = (async () => {
		while (!stopped) {
			await fetch(`${api.url}/shipments?page[size]=1`, {
				headers: { Authorization: `Token ${api.apiKey}` },
			});
			await new Promise((resolve) => setTimeout(resolve, WINDOW_MS / perWindow));
		}
	})();
	return async () => {
		stopped = true;
		await done;
	};
}

describe.each(RETRY_AFTER_MODES)('one key shared, %s', (_name, mode) => {
	it('one process and another integration: the Return All completes, every container once', async () => {
		const api = await startSharedMock(4_000, mode);
		const stop = outsideConsumer(api, 5);
		try {
			expectEveryContainerOnce(await returnAllAs('main', api), api);
		} finally {
			await stop();
		}
		expect(api.state.stats.rateLimited).toBeGreaterThan(0);
	}, 60_000);

	it('two workers, a Return All each at once: both complete, every container once', async () => {
		const api = await startSharedMock(3_000, mode);
		const results = await Promise.all(
			['worker-1', 'worker-2'].map(async (name) => await returnAllAs(name, api)),
		);
		for (const result of results) expectEveryContainerOnce(result, api);
		expect(api.state.stats.rateLimited).toBeGreaterThan(0);
	}, 60_000);

	it('four workers, a Return All each at once: all complete, every container once', async () => {
		const api = await startSharedMock(1_500, mode);
		const names = ['worker-1', 'worker-2', 'worker-3', 'worker-4'];
		const results = await Promise.all(names.map(async (name) => await returnAllAs(name, api)));
		for (const result of results) expectEveryContainerOnce(result, api);
		expect(api.state.stats.rateLimited).toBeGreaterThan(0);
	}, 60_000);
});
