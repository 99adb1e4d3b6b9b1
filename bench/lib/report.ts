/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * bench/results/<scenario>.json holds each scenario's latest raw measurements; bench/RESULTS.md is
 * written from them, so a scenario run alone updates its own section and keeps the others.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Environment } from './environment';
import type { Recorded, Scenario } from './scenario';

const BENCH_DIR = path.resolve(__dirname, '..');
const RESULTS_DIR = path.join(BENCH_DIR, 'results');
export const RESULTS_FILE = path.join(BENCH_DIR, 'RESULTS.md');

const NOTES_START = '<!-- notes:start (hand-written; kept when this file is rewritten) -->';
const NOTES_END = '<!-- notes:end -->';

export function saveResult(recorded: Recorded): string {
	mkdirSync(RESULTS_DIR, { recursive: true });
	const file = path.join(RESULTS_DIR, `${recorded.scenario}.json`);
	writeFileSync(file, `${JSON.stringify(recorded, null, '\t')}\n`);
	return file;
}

function loadResult(name: string): Recorded | null {
	const file = path.join(RESULTS_DIR, `${name}.json`);
	return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Recorded) : null;
}

function environmentRow(title: string, recorded: Recorded): string {
	const e: Environment = recorded.environment;
	return (
		`| ${title} | ${recorded.recordedAt.slice(0, 16).replace('T', ' ')} UTC | ${e.cpu} | ${e.cores} | ${e.memoryGiB} GiB | ` +
		`${e.os} | ${e.node} | ${e.n8nCore} | ${e.n8nWorkflow} | ${e.commit} | ${e.loadAverage.join(' / ')} |`
	);
}

function keptNotes(): string {
	const previous = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '';
	const start = previous.indexOf(NOTES_START);
	const end = previous.indexOf(NOTES_END);
	if (start === -1 || end < start) return '_None yet._';
	return previous.slice(start + NOTES_START.length, end).trim();
}

const METHOD = `Scenarios 1 and 2 run the Terminal49 node through n8n-core's own \`WorkflowExecute\`, in process
(\`test/harness/engine.ts\`), against the loopback mock of the API (\`test/mock/\`) enforcing the real limit: 100
requests per rolling 60 s per API key, counted at arrival, a 429 with \`Retry-After\` beyond it. Every run starts a
fresh mock and a fresh throttle (\`forgetLimiters()\`), as a freshly started n8n would have.

- **Wall**: \`performance.now()\` around the whole execution, n8n's own work before and after the node included.
  **Execution time**: the run's \`stoppedAt − startedAt\` as n8n records it (how the HTTP Request node comparison is
  quoted).
- **Floor**: ⌊(requests − 1) / 100⌋ × 60 s, from the requests the mock accepted (2xx), counted on the mock, not
  assumed: the least time the limit allows for them.
- **429s sent by the API**: \`mock.state.stats.rateLimited\` (the limiter's and injected ones). **Failures surfaced**:
  the node's error, an execution that did not end in \`success\`, or error items (scenario 2 runs with Continue On Fail).
- **Timeline**: from the arrival times the mock logged; "gap between requests n and n+100" is how close the node
  packs the limit (the API allows anything over 60 s; the throttle's window is 60 s + a 500 ms safety margin).
- **429 burst**: once the mock has received 150 requests, a fault of 5 consecutive 429s (\`Retry-After: 3\`) is
  queued for the next matching requests (\`mock.faults\`, \`429burst\`); the table gives the request it hit.
- **Scenario 3** runs each measurement in a forked process started with \`--expose-gc\`, so the heap holds only the
  bodies when it starts. CPU is \`process.cpuUsage()\` (user + system) around each phase: the first run in the process,
  and the median of 50 runs after 10 warm-up runs (as in a long-running n8n). Memory is measured once warm, as V8's
  \`used_heap_size\` over a baseline taken after a full GC with only the bodies loaded: **peak live** is the heap after a
  full GC at the end of the step with everything still referenced (nothing is released earlier, so this is the peak of
  live memory, and the target is judged on it); **growth, garbage included** is the largest heap sampled after each page
  and at the end without forcing GC, which depends on when V8 chooses to collect. RSS is not used: the worker loads the
  TypeScript compiler (ts-node), whose own RSS high-water hides a few MiB.
- Results are medians of the runs, with the smallest and largest in brackets.`;

export function writeResultsMarkdown(scenarios: ReadonlyArray<Scenario<unknown>>): void {
	const recorded = scenarios.map((scenario) => ({ scenario, recorded: loadResult(scenario.name) }));
	const lines: string[] = [
		'# Benchmarks at the rate limit',
		'',
		"Written by `npm run bench` (`bench/run.ts`, scenarios in `bench/scenarios/`) from each scenario's raw numbers in",
		'`bench/results/<scenario>.json`. Run one scenario alone with `npm run bench:<scenario>` (`-- --runs N` for more',
		'runs); `npm run bench -- --report` rewrites this file from the recorded results without measuring. Edit only the',
		'notes at the end: the rest is rewritten.',
		'',
		'## Summary',
		'',
		'| Scenario | Target | Result: median (min–max) | Met |',
		'|---|---|---|---|',
	];
	for (const { scenario, recorded: r } of recorded) {
		const row = r
			? scenario.summarize(r.data)
			: {
					target: '',
					result: `not measured yet: ${scenario.unavailable() ?? `run \`npm run bench:${scenario.name}\``}`,
					met: null,
				};
		const met = row.met === null ? '–' : row.met ? 'yes' : '**no**';
		lines.push(`| ${scenario.title} | ${row.target} | ${row.result} | ${met} |`);
	}
	lines.push(
		'',
		'## Environment',
		'',
		'| Scenario | Recorded | CPU | Cores | Memory | OS | Node | n8n-core | n8n-workflow | Commit | Load average at start (1 / 5 / 15 min) |',
		'|---|---|---|---|---|---|---|---|---|---|---|',
		...recorded
			.filter(({ recorded: r }) => r !== null)
			.map(({ scenario, recorded: r }) => environmentRow(scenario.title, r!)),
	);
	for (const { scenario, recorded: r } of recorded) {
		lines.push('', `## ${scenario.title}`, '');
		if (r) {
			lines.push(
				`Command: \`${r.command}\`, ${r.recordedAt.slice(0, 10)}.`,
				'',
				scenario.render(r.data),
			);
		} else {
			lines.push(
				`<!-- slot: ${scenario.name} -->`,
				`> **Not measured yet.** This scenario ${scenario.unavailable() ?? 'has not been run'}. Once it runs, ` +
					`\`npm run bench:${scenario.name}\` fills this section.`,
			);
		}
	}
	lines.push(
		'',
		'## How it is measured',
		'',
		METHOD,
		'',
		'## Notes',
		'',
		NOTES_START,
		keptNotes(),
		NOTES_END,
		'',
	);
	writeFileSync(RESULTS_FILE, lines.join('\n'));
}
