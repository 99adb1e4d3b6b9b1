/**
 * Scenario 1, side by side: n8n's HTTP Request node with its built-in pagination on the same
 * 30,000-container listing, against the same rate-limited mock.
 *
 * NOT WIRED YET. The HTTP Request node lives in n8n-nodes-base, which the engine harness does not
 * load, so this needs the real n8n of the end-to-end suite (test/e2e). To wire it: start that n8n
 * against a mock seeded like returnAll.ts (30,000 containers, the real limit), import a workflow
 * with an HTTP Request node set up as an expert would (GET /containers?page[size]=100, response
 * format forced to JSON, pagination by `links.next` with a 600 ms interval) and once untuned,
 * execute each `runs` times, and fill HttpRequestNodeRun from the execution's startedAt/stoppedAt,
 * its output and the mock's counters. Then make `unavailable` return null.
 */
import type { Scenario } from '../lib/scenario';
import { ratio, seconds } from '../lib/stats';

export interface HttpRequestNodeRun {
	setup: 'expert' | 'untuned';
	wallMs: number;
	executionMs: number;
	floorMs: number;
	rateLimited: number;
	/** What the user saw go wrong; an execution that "succeeds" with page 1 only surfaces nothing. */
	failuresSurfaced: number;
	items: number;
	uniqueIds: number;
}

export interface HttpRequestNodeData {
	containers: number;
	runs: HttpRequestNodeRun[];
}

export const httpRequestNode: Scenario<HttpRequestNodeData> = {
	name: 'http-request-node',
	title: "1b. Side by side: n8n's HTTP Request node on the same listing",
	defaultRuns: 3,
	unavailable: () =>
		'needs the real n8n of the end-to-end suite (test/e2e), which is being set up; see the comment at the top of bench/scenarios/httpRequestNode.ts',
	measure: () => Promise.reject(new Error('http-request-node is not wired to the e2e n8n yet')),
	summarize: () => ({ target: 'reference (issue: 1.05 × floor by execution time, expert setup)', result: 'not measured yet', met: null }),
	render: (data) =>
		[
			'| Setup | Wall | Execution time | ÷ floor | 429s sent | Failures surfaced | Unique containers of items |',
			'|---|---|---|---|---|---|---|',
			...data.runs.map(
				(run) =>
					`| ${run.setup} | ${seconds(run.wallMs)} | ${seconds(run.executionMs)} | ${ratio(run.executionMs / run.floorMs)} | ` +
					`${run.rateLimited} | ${run.failuresSurfaced} | ${run.uniqueIds} of ${run.items} |`,
			),
		].join('\n'),
};
