/**
 * Scenario 1, side by side: n8n's HTTP Request node with its built-in pagination on the same
 * 30,000-container listing, against the same rate-limited mock (100 requests per rolling 60 s),
 * in the real n8n of the end-to-end suite (bench/lib/realN8n.ts; n8n-nodes-base is not loaded by
 * the engine harness). One n8n, one workflow per setup (Manual Trigger → "Fetch"), each run by
 * `n8n execute` (a fresh process, so a fresh throttle for our node) against a fresh mock on the
 * same port (so the limit's window starts empty):
 *
 *   expert            response format forced to JSON, next URL {{$response.body.links.next}},
 *                     complete when there is none, 600 ms between requests, Authorization header
 *   untuned           the same without the forced format and without the interval
 *   json-no-interval  the format forced, no interval (what an expert gets without pacing)
 *   terminal49        our node: Container → Get Many, Return All (same listing, same mock)
 *
 * Execution time is n8n's own (stoppedAt − startedAt of the run); wall is the `n8n execute`
 * process, n8n's boot included. Floor: the complete listing's, ⌊(300 − 1) / 100⌋ × 60 s.
 */
import type { WorkflowJson } from '../../scripts/n8n/instance';
import { CREDENTIALS, credentialRecords, importAll } from '../../scripts/n8n/instance';
import { executeWorkflow, freePort, nodeOutput } from '../../scripts/n8n/server';
import { makeTerminal, seedContainers } from '../../test/mock/fixtures';
import { mockUuid, type MockState } from '../../test/mock/state';
import { API_LIMIT, floorMs, reportProgress } from '../lib/atTheLimit';
import { benchLine, n8nRuntime, n8nVersion, realN8nUnavailable, startBenchN8n } from '../lib/realN8n';
import type { Scenario } from '../lib/scenario';
import { ratio, seconds } from '../lib/stats';
import { startMockApi } from '../../test/mock/server';

export type HttpRequestSetup = 'expert' | 'untuned' | 'json-no-interval' | 'terminal49';

export interface HttpRequestNodeRun {
	setup: HttpRequestSetup;
	wallMs: number;
	executionMs: number;
	floorMs: number;
	/** Requests that arrived at the mock, 429s included. */
	requests: number;
	rateLimited: number;
	/** n8n's status of the execution ('success', 'error', …). */
	status: string;
	/** What the user saw go wrong; an execution that "succeeds" with page 1 only surfaces nothing. */
	failuresSurfaced: number;
	error: string | null;
	/** Items the node output (the HTTP Request node: one per page fetched). */
	items: number;
	/** Distinct container ids found as JSON objects in the output. */
	uniqueIds: number;
	/** How the first item's body came out, e.g. 'data: object[100]' or 'data: string'. */
	shape: string;
}

export interface HttpRequestNodeData {
	containers: number;
	n8n: string;
	runs: HttpRequestNodeRun[];
}

const CONTAINERS = 30_000;
const SMOKE_CONTAINERS = 300;
const NODE = 'Fetch';
const SETUPS: HttpRequestSetup[] = ['untuned', 'json-no-interval', 'expert', 'terminal49'];
const WORKFLOW_ID: Record<HttpRequestSetup, string> = {
	expert: 'T49BenchHttpExpert',
	untuned: 'T49BenchHttpUntuned',
	'json-no-interval': 'T49BenchHttpJsonOnly',
	terminal49: 'T49BenchT49GetMany',
};

function seedAccount(count: number): (state: MockState) => void {
	return (state) => {
		state.terminals.push(makeTerminal({}, { id: mockUuid('terminal', 1) }), makeTerminal({}, { id: mockUuid('terminal', 2) }));
		seedContainers(state, count);
	};
}

function httpParameters(setup: Exclude<HttpRequestSetup, 'terminal49'>, baseUrl: string, apiKey: string): Record<string, unknown> {
	const pagination: Record<string, unknown> = {
		paginationMode: 'responseContainsNextURL',
		nextURL: '={{ $response.body.links.next }}',
		paginationCompleteWhen: 'other',
		completeExpression: '={{ !$response.body.links.next }}',
	};
	if (setup === 'expert') pagination.requestInterval = 600;
	const options: Record<string, unknown> = { pagination: { pagination } };
	if (setup !== 'untuned') options.response = { response: { responseFormat: 'json' } };
	return {
		url: `${baseUrl}/containers?page[size]=100`,
		sendHeaders: true,
		headerParameters: { parameters: [{ name: 'Authorization', value: `Token ${apiKey}` }] },
		options,
	};
}

function workflow(setup: HttpRequestSetup, baseUrl: string, apiKey: string): WorkflowJson {
	const fetch =
		setup === 'terminal49'
			? {
					id: 'b1000000-0000-4000-8000-000000000002',
					name: NODE,
					type: 'n8n-nodes-terminal49.terminal49',
					typeVersion: 1,
					position: [220, 0],
					parameters: { resource: 'container', operation: 'getAll', returnAll: true },
					credentials: { terminal49Api: { id: CREDENTIALS.terminal49.id, name: CREDENTIALS.terminal49.name } },
				}
			: {
					id: 'b1000000-0000-4000-8000-000000000002',
					name: NODE,
					type: 'n8n-nodes-base.httpRequest',
					typeVersion: 4.2,
					position: [220, 0],
					parameters: httpParameters(setup, baseUrl, apiKey),
				};
	return {
		id: WORKFLOW_ID[setup],
		name: `Bench: ${setup}`,
		nodes: [
			{ id: 'b1000000-0000-4000-8000-000000000001', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
			fetch,
		],
		connections: { Start: { main: [[{ node: NODE, type: 'main', index: 0 }]] } },
		settings: { executionOrder: 'v1' },
		pinData: {},
		active: false,
	} as unknown as WorkflowJson;
}

function describeShape(items: Array<Record<string, unknown>>): string {
	if (items.length === 0) return 'no items';
	const first = items[0];
	const data = first.data;
	if (Array.isArray(data)) return `data: object[${data.length}]`;
	if (data !== undefined) return `data: ${typeof data}`;
	return `keys: ${Object.keys(first).slice(0, 5).join(', ')}`;
}

function containerIds(setup: HttpRequestSetup, items: Array<Record<string, unknown>>): Set<string> {
	const ids = new Set<string>();
	for (const item of items) {
		if (setup === 'terminal49') {
			if (typeof item.id === 'string') ids.add(item.id);
			continue;
		}
		if (Array.isArray(item.data)) for (const c of item.data as Array<{ id?: unknown }>) if (typeof c?.id === 'string') ids.add(c.id);
	}
	return ids;
}

export const httpRequestNode: Scenario<HttpRequestNodeData> = {
	name: 'http-request-node',
	title: "1b. Side by side: n8n's HTTP Request node on the same listing",
	defaultRuns: 1,
	unavailable: realN8nUnavailable,
	async measure(options) {
		const containers = options.smoke ? SMOKE_CONTAINERS : CONTAINERS;
		const floor = floorMs(Math.ceil(containers / API_LIMIT.requests));
		const mockPort = await freePort();
		const baseUrl = `http://127.0.0.1:${mockPort}/v2`;
		const apiKey = 'test-key-123';
		const line = benchLine();
		const n8n = await startBenchN8n('http', options.log);
		const runs: HttpRequestNodeRun[] = [];
		try {
			await importAll(line, n8n.cliOptions, {
				credentials: credentialRecords({ terminal49: { baseUrl, apiKey }, smtp: { host: '127.0.0.1', port: 2525 } }),
				workflows: SETUPS.map((setup) => workflow(setup, baseUrl, apiKey)),
			});
			for (let i = 1; i <= options.runs; i++) {
				for (const setup of SETUPS) {
					options.log(`  run ${i}/${options.runs}: ${setup}`);
					const mock = await startMockApi({ port: mockPort, apiKey, seed: seedAccount(containers), rateLimit: { ...API_LIMIT } });
					const stopProgress = reportProgress(mock, options.log);
					try {
						const t0 = Date.now();
						const { run, code } = await executeWorkflow(line, WORKFLOW_ID[setup], n8n.cliOptions);
						const wallMs = Date.now() - t0;
						const times = run as unknown as { startedAt?: string; stoppedAt?: string };
						const executionMs =
							times.startedAt && times.stoppedAt ? Date.parse(times.stoppedAt) - Date.parse(times.startedAt) : Number.NaN;
						const items = nodeOutput(run, NODE);
						const ids = containerIds(setup, items);
						const error = run.data.resultData.error?.message ?? run.data.resultData.runData[NODE]?.[0]?.error?.message ?? null;
						const result: HttpRequestNodeRun = {
							setup,
							wallMs,
							executionMs,
							floorMs: floor,
							requests: mock.state.stats.requests,
							rateLimited: mock.state.stats.rateLimited,
							status: run.status,
							failuresSurfaced: code !== 0 || run.status !== 'success' || error ? 1 : 0,
							error,
							items: items.length,
							uniqueIds: ids.size,
							shape: describeShape(items),
						};
						options.log(`    ${JSON.stringify(result)}`);
						runs.push(result);
					} finally {
						stopProgress();
						await mock.close();
					}
				}
			}
		} finally {
			await n8n.stop();
		}
		return { containers, n8n: n8nVersion(line), runs };
	},
	summarize(data) {
		const expert = data.runs.filter((run) => run.setup === 'expert');
		const ours = data.runs.filter((run) => run.setup === 'terminal49');
		const untuned = data.runs.filter((run) => run.setup === 'untuned');
		const describe = (runs: HttpRequestNodeRun[]): string =>
			runs.length === 0
				? 'not run'
				: runs
						.map((run) => `${ratio(run.executionMs / run.floorMs)} (${run.uniqueIds.toLocaleString('en-US')} containers, ${run.rateLimited} × 429, ${run.status})`)
						.join(', ');
		return {
			target: 'reference (issue: 1.05 × floor by execution time, expert setup)',
			result:
				`in n8n ${data.n8n}, by execution time ÷ floor: HTTP Request node expert ${describe(expert)}; ` +
				`untuned ${untuned.map((run) => `${run.uniqueIds.toLocaleString('en-US')} containers, ${run.status}`).join(', ') || 'not run'}; ` +
				`Terminal49 node ${describe(ours)}`,
			met: null,
		};
	},
	render: (data) =>
		[
			`n8n ${data.n8n} on ${n8nRuntime(data.n8n)}, ${data.containers.toLocaleString('en-US')} containers (${Math.ceil(data.containers / API_LIMIT.requests)} pages of 100), ` +
				`mock enforcing 100 requests / 60 s. Floor of the complete listing: ${seconds(data.runs[0]?.floorMs ?? 0)}. ` +
				'Each setup runs by `n8n execute` (wall includes its boot of a few seconds); execution time is n8n\'s startedAt → stoppedAt. ' +
				`${data.runs.length / SETUPS.length === 1 ? 'One run per setup.' : `${data.runs.length / SETUPS.length} runs per setup.`}`,
			'',
			'Setups: **expert** = response format JSON, next URL `{{$response.body.links.next}}`, complete when none, 600 ms interval, ' +
				'header `Authorization: Token <key>`; **untuned** = the same without the JSON format and the interval; **json-no-interval** = JSON format, ' +
				'no interval; **terminal49** = this package, Container → Get Many, Return All.',
			'',
			'| Setup | Wall | Execution time | ÷ floor | Requests / 429s sent | Status | Failures surfaced | Items out | Unique containers | First item |',
			'|---|---|---|---|---|---|---|---|---|---|',
			...data.runs.map(
				(run) =>
					`| ${run.setup} | ${seconds(run.wallMs)} | ${seconds(run.executionMs)} | ${ratio(run.executionMs / run.floorMs)} | ` +
					`${run.requests} / ${run.rateLimited} | ${run.status} | ${run.failuresSurfaced}${run.error ? ` (${run.error.slice(0, 80).replace(/\|/g, '/')})` : ''} | ` +
					`${run.items.toLocaleString('en-US')} | ${run.uniqueIds.toLocaleString('en-US')} of ${data.containers.toLocaleString('en-US')} | ${run.shape} |`,
			),
		].join('\n'),
};
