/**
 * Scenario 1, side by side: n8n's HTTP Request node with its built-in pagination on the same
 * 30,000-container listing, against the same rate-limited mock (100 requests per rolling 60 s),
 * in the real n8n of the end-to-end suite (bench/lib/realN8n.ts; n8n-nodes-base is not loaded by
 * the engine harness), on every n8n line installed. One n8n per line, one workflow per setup
 * (Webhook → "Fetch" → Code), each run against a fresh mock on the same port (so the limit's
 * window starts empty). The Webhook node answers with the last node, a Code node counting what
 * Fetch put out (`n8n execute` was tried first: with 30,000 containers its printed run is cut
 * short when the process exits):
 *
 *   expert            response format forced to JSON, next URL {{$response.body.links.next}},
 *                     complete when there is none, 600 ms between requests, Authorization header
 *   untuned           the same without the forced format and without the interval
 *   json-no-interval  the format forced, no interval (what an expert gets without pacing)
 *   terminal49        our node: Container → Get Many, Return All (same listing, same mock)
 *
 * The setups run in turn and the round is repeated (`--runs`). Execution time is n8n's own
 * (stoppedAt − startedAt of the execution, public API); wall is the POST to the webhook → its
 * answer. All setups run in the one `n8n start` process, so our node's throttle is the one of a
 * long-running n8n (its last requests are minutes old when its turn comes again). Floor: the
 * complete listing's, ⌊(300 − 1) / 100⌋ × 60 s.
 */
import type { WorkflowJson } from '../../scripts/n8n/instance';
import { CREDENTIALS, credentialRecords, importAll } from '../../scripts/n8n/instance';
import type { Execution } from '../../scripts/n8n/http';
import { http, sleep } from '../../scripts/n8n/http';
import { freePort } from '../../scripts/n8n/server';
import { makeTerminal, seedContainers } from '../../test/mock/fixtures';
import { mockUuid, type MockState } from '../../test/mock/state';
import { API_LIMIT, floorMs, reportProgress } from '../lib/atTheLimit';
import type { N8nLine } from '../../scripts/n8n/versions';
import {
	benchLines,
	n8nRuntime,
	n8nVersion,
	realN8nUnavailable,
	startBenchN8n,
} from '../lib/realN8n';
import type { RunOptions, Scenario } from '../lib/scenario';
import { formatSpread, ratio, seconds, spread } from '../lib/stats';
import { startMockApi } from '../../test/mock/server';

export type HttpRequestSetup = 'expert' | 'untuned' | 'json-no-interval' | 'terminal49';

export interface HttpRequestNodeRun {
	setup: HttpRequestSetup;
	wallMs: number;
	executionMs: number;
	/** The Fetch node's own time as n8n records it (runData executionTime); null in results older than this field. */
	fetchNodeMs: number | null;
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

export interface HttpRequestNodeLine {
	n8n: string;
	runs: HttpRequestNodeRun[];
}

export interface HttpRequestNodeData {
	containers: number;
	lines: HttpRequestNodeLine[];
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
		state.terminals.push(
			makeTerminal({}, { id: mockUuid('terminal', 1) }),
			makeTerminal({}, { id: mockUuid('terminal', 2) }),
		);
		seedContainers(state, count);
	};
}

function httpParameters(
	setup: Exclude<HttpRequestSetup, 'terminal49'>,
	baseUrl: string,
	apiKey: string,
): Record<string, unknown> {
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
					credentials: {
						terminal49Api: { id: CREDENTIALS.terminal49.id, name: CREDENTIALS.terminal49.name },
					},
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
			{
				id: 'b1000000-0000-4000-8000-000000000001',
				name: 'Start',
				type: 'n8n-nodes-base.webhook',
				typeVersion: 2,
				position: [0, 0],
				webhookId: `b1000000-0000-4000-8000-0000000000${String(SETUPS.indexOf(setup)).padStart(2, '0')}`,
				parameters: {
					httpMethod: 'POST',
					path: webhookPath(setup),
					responseMode: 'lastNode',
					options: {},
				},
			},
			fetch,
			{
				id: 'b1000000-0000-4000-8000-000000000003',
				name: 'Summary',
				type: 'n8n-nodes-base.code',
				typeVersion: 2,
				position: [440, 0],
				parameters: { jsCode: summaryCode(setup === 'terminal49') },
			},
		],
		connections: {
			Start: { main: [[{ node: NODE, type: 'main', index: 0 }]] },
			[NODE]: { main: [[{ node: 'Summary', type: 'main', index: 0 }]] },
		},
		settings: { executionOrder: 'v1' },
		pinData: {},
		active: false,
	} as unknown as WorkflowJson;
}

const webhookPath = (setup: HttpRequestSetup): string => `bench-${setup}`;

/**
 * The Code node after Fetch: counts what Fetch put out, so the webhook's answer carries the
 * counts and not 30,000 containers (n8n's own output stays in the execution).
 */
function summaryCode(ours: boolean): string {
	return [
		'const items = $input.all();',
		'const ids = new Set();',
		"let shape = 'no items';",
		'if (items.length) {',
		'  const f = items[0].json;',
		'  shape = Array.isArray(f.data) ? `data: object[${f.data.length}]` : f.data !== undefined ? `data: ${typeof f.data}` : `keys: ${Object.keys(f).slice(0, 5).join(", ")}`;',
		'}',
		'for (const it of items) {',
		'  const j = it.json;',
		ours
			? "  if (typeof j.id === 'string') ids.add(j.id);"
			: "  if (Array.isArray(j.data)) for (const c of j.data) if (c && typeof c.id === 'string') ids.add(c.id);",
		'}',
		'return [{ json: { items: items.length, uniqueIds: ids.size, shape } }];',
	].join('\n');
}

/** The part of an execution's data this scenario reads. */
interface ExecutionWithData {
	data?: {
		resultData?: {
			error?: { message?: string };
			runData?: Record<string, Array<{ executionTime?: number; error?: { message?: string } }>>;
		};
	};
}

async function measureLine(
	line: N8nLine,
	containers: number,
	options: RunOptions,
): Promise<HttpRequestNodeLine> {
	const floor = floorMs(Math.ceil(containers / API_LIMIT.requests));
	const mockPort = await freePort();
	const baseUrl = `http://127.0.0.1:${mockPort}/v2`;
	const apiKey = 'test-key-123';
	const n8n = await startBenchN8n('http', line, options.log);
	const runs: HttpRequestNodeRun[] = [];
	try {
		await importAll(line, n8n.cliOptions, {
			credentials: credentialRecords({
				terminal49: { baseUrl, apiKey },
				smtp: { host: '127.0.0.1', port: 2525 },
			}),
			workflows: SETUPS.map((setup) => workflow(setup, baseUrl, apiKey)),
		});
		for (const setup of SETUPS) await n8n.api.activate(WORKFLOW_ID[setup]);
		// 2.x activates after answering: wait until the last webhook is registered.
		for (let i = 0; i < 300; i++) {
			const probe = await http(
				'GET',
				`${n8n.server.baseUrl}/webhook/${webhookPath(SETUPS[SETUPS.length - 1])}`,
			);
			if (probe.status !== 404 || /POST request/i.test(probe.text)) break;
			await sleep(100);
		}
		await sleep(1000);
		for (let i = 1; i <= options.runs; i++) {
			for (const setup of SETUPS) {
				options.log(`  run ${i}/${options.runs}: ${setup}`);
				const mock = await startMockApi({
					port: mockPort,
					apiKey,
					seed: seedAccount(containers),
					rateLimit: { ...API_LIMIT },
				});
				const stopProgress = reportProgress(mock, options.log);
				try {
					const before = await n8n.api.newestExecution(WORKFLOW_ID[setup]);
					const t0 = Date.now();
					const response = await http<{
						items?: number;
						uniqueIds?: number;
						shape?: string;
						message?: string;
					}>('POST', `${n8n.server.baseUrl}/webhook/${webhookPath(setup)}`, {
						body: {},
						timeoutMs: 900_000,
					});
					const wallMs = Date.now() - t0;
					let execution: Execution | undefined;
					for (let poll = 0; poll < 600; poll++) {
						execution = await n8n.api.newestExecution(WORKFLOW_ID[setup]);
						if (execution && execution.id !== before?.id && execution.stoppedAt) break;
						await sleep(100);
					}
					if (!execution?.stoppedAt)
						throw new Error(
							`no finished execution of ${setup}; webhook answered ${response.status}: ${response.text.slice(0, 500)}`,
						);
					const executionMs = Date.parse(execution.stoppedAt) - Date.parse(execution.startedAt);
					// Read after the clock has stopped: with 30,000 containers the run's data is ~40 MB.
					const full = await http<ExecutionWithData>(
						'GET',
						`${n8n.server.baseUrl}/api/v1/executions/${execution.id}?includeData=true`,
						{
							apiKey: n8n.apiKey,
							timeoutMs: 120_000,
						},
					);
					const resultData = full.json?.data?.resultData;
					const fetchNodeMs = resultData?.runData?.[NODE]?.[0]?.executionTime ?? null;
					const error =
						execution.status === 'success'
							? null
							: (resultData?.error?.message ??
								resultData?.runData?.[NODE]?.[0]?.error?.message ??
								`status ${execution.status}`);
					const summary = response.status === 200 ? response.json : undefined;
					const result: HttpRequestNodeRun = {
						setup,
						wallMs,
						executionMs,
						fetchNodeMs,
						floorMs: floor,
						requests: mock.state.stats.requests,
						rateLimited: mock.state.stats.rateLimited,
						status: execution.status,
						failuresSurfaced: execution.status !== 'success' || error ? 1 : 0,
						error,
						items: summary?.items ?? 0,
						uniqueIds: summary?.uniqueIds ?? 0,
						shape: summary?.shape ?? `answer ${response.status}`,
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
	return { n8n: n8nVersion(line), runs };
}

export const httpRequestNode: Scenario<HttpRequestNodeData> = {
	name: 'http-request-node',
	title: "1b. Side by side: n8n's HTTP Request node on the same listing",
	unavailable: realN8nUnavailable,
	defaultRuns: 3,
	async measure(options) {
		const containers = options.smoke ? SMOKE_CONTAINERS : CONTAINERS;
		const lines: HttpRequestNodeLine[] = [];
		for (const line of [...benchLines()].sort().reverse())
			lines.push(await measureLine(line, containers, options));
		return { containers, lines };
	},
	summarize(data) {
		const perLine = data.lines.map((line) => {
			const untuned = line.runs.filter((run) => run.setup === 'untuned');
			return (
				`n8n ${line.n8n}: HTTP Request node expert ${describe(line, 'expert')}; ` +
				`untuned ${[...new Set(untuned.map((run) => `${run.uniqueIds.toLocaleString('en-US')} containers, ${run.status}`))].join(' / ') || 'not run'}; ` +
				`Terminal49 node ${describe(line, 'terminal49')}`
			);
		});
		return {
			target: 'reference (expected: 1.05 × floor by execution time, expert setup)',
			result: `by execution time (Webhook → Fetch → Code) ÷ floor, median (min–max): ${perLine.join('. ')}`,
			met: null,
		};
	},
	render: (data) => {
		const floor = data.lines[0]?.runs[0]?.floorMs ?? 0;
		const out = [
			`${data.containers.toLocaleString('en-US')} containers (${Math.ceil(data.containers / API_LIMIT.requests)} pages of 100), ` +
				`mock enforcing 100 requests / 60 s. Floor of the complete listing: ${seconds(floor)}. ` +
				"Each setup is a workflow Webhook → Fetch → Code (counts), active in one `n8n start` per n8n line; wall = POST → answer, execution time = n8n's startedAt → stoppedAt, Fetch node alone = its `executionTime` in the run's data (without the Webhook and Code nodes, which pass on and count 30,000 items). " +
				'The setups run in turn, each on a fresh mock, and the round is repeated.',
			'',
			'Setups: **expert** = response format JSON, next URL `{{$response.body.links.next}}`, complete when none, 600 ms interval, ' +
				'header `Authorization: Token <key>`; **untuned** = the same without the JSON format and the interval; **json-no-interval** = JSON format, ' +
				'no interval; **terminal49** = this package, Container → Get Many, Return All.',
		];
		for (const line of data.lines) {
			out.push(
				'',
				`### n8n ${line.n8n} on ${n8nRuntime(line.n8n)}, ${line.runs.length / SETUPS.length} runs per setup`,
				'',
				'| Setup | Execution time ÷ floor, median (min–max) | Fetch node alone ÷ floor | Unique containers per run | Status per run |',
				'|---|---|---|---|---|',
				...SETUPS.map((setup) => {
					const runs = line.runs.filter((run) => run.setup === setup);
					return (
						`| ${setup} | ${formatSpread(spread(runs.map((run) => run.executionMs / run.floorMs)), ratio)} | ${formatSpread(spread(nodeRatios(runs)), ratio)} | ` +
						`${runs.map((run) => run.uniqueIds.toLocaleString('en-US')).join(', ')} of ${data.containers.toLocaleString('en-US')} | ${runs.map((run) => run.status).join(', ')} |`
					);
				}),
				'',
				'| Setup | Wall | Execution time | ÷ floor | Fetch node alone | Requests / 429s sent | Status | Failures surfaced | Items out | Unique containers | First item |',
				'|---|---|---|---|---|---|---|---|---|---|---|',
				...line.runs.map(
					(run) =>
						`| ${run.setup} | ${seconds(run.wallMs)} | ${seconds(run.executionMs)} | ${ratio(run.executionMs / run.floorMs)} | ${run.fetchNodeMs === null || run.fetchNodeMs === undefined ? 'n/a' : seconds(run.fetchNodeMs)} | ` +
						`${run.requests} / ${run.rateLimited} | ${run.status} | ${run.failuresSurfaced}${run.error ? ` (${run.error.slice(0, 80).replace(/\|/g, '/')})` : ''} | ` +
						`${run.items.toLocaleString('en-US')} | ${run.uniqueIds.toLocaleString('en-US')} of ${data.containers.toLocaleString('en-US')} | ${run.shape} |`,
				),
			);
		}
		return out.join('\n');
	},
};

/** "1.540× (1.530–1.551, 3 runs), 30,000 containers each, 0 × 429 sent" */
function describe(line: HttpRequestNodeLine, setup: HttpRequestSetup): string {
	const runs = line.runs.filter((run) => run.setup === setup);
	if (runs.length === 0) return 'not run';
	const containers = [...new Set(runs.map((run) => run.uniqueIds.toLocaleString('en-US')))].join(
		' / ',
	);
	const limited = [...new Set(runs.map((run) => run.rateLimited))].join(' / ');
	const statuses = [...new Set(runs.map((run) => run.status))].join(' / ');
	const alone = nodeRatios(runs);
	return (
		`${formatSpread(spread(runs.map((run) => run.executionMs / run.floorMs)), ratio)}` +
		`${alone.length ? ` (the node alone ${formatSpread(spread(alone), ratio)})` : ''}, ${containers} containers, ${limited} × 429 sent, ${statuses}`
	);
}

/** Fetch node time ÷ floor, for the runs that recorded it. */
function nodeRatios(runs: HttpRequestNodeRun[]): number[] {
	return runs
		.filter((run) => typeof run.fetchNodeMs === 'number')
		.map((run) => (run.fetchNodeMs as number) / run.floorMs);
}
