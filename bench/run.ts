/* eslint-disable @n8n/community-nodes/no-restricted-globals -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Runs benchmark scenarios and records their numbers in bench/RESULTS.md.
 *
 *   npm run bench                          every scenario that can run here
 *   npm run bench -- return-all updates    some of them
 *   npm run bench -- flatten --runs 20     more runs than the scenario's default
 *   npm run bench -- --no-burst            skip the runs with a 429 burst injected mid-way
 *   npm run bench -- --smoke               a small, fast version of each; records nothing
 *   npm run bench -- --report              rewrite RESULTS.md from bench/results/ without measuring
 */
import { captureEnvironment } from './lib/environment';
import { RESULTS_FILE, saveResult, writeResultsMarkdown } from './lib/report';
import type { Scenario } from './lib/scenario';
import { SCENARIOS } from './scenarios';

interface Args {
	names: string[];
	runs: number | null;
	burst: boolean;
	smoke: boolean;
	reportOnly: boolean;
}

function parseArgs(argv: readonly string[]): Args {
	const args: Args = { names: [], runs: null, burst: true, smoke: false, reportOnly: false };
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i];
		if (arg === '--runs') {
			const runs = Number(argv[++i]);
			if (!Number.isInteger(runs) || runs < 1)
				throw new Error(`--runs needs a whole number of runs, 1 or more, not "${argv[i]}"`);
			args.runs = runs;
		} else if (arg === '--no-burst') args.burst = false;
		else if (arg === '--smoke') args.smoke = true;
		else if (arg === '--report') args.reportOnly = true;
		else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
		else args.names.push(arg);
	}
	return args;
}

function log(line: string): void {
	process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

function select(names: readonly string[]): Array<Scenario<unknown>> {
	if (names.length === 0) return SCENARIOS.filter((scenario) => scenario.unavailable() === null);
	return names.map((name) => {
		const scenario = SCENARIOS.find((candidate) => candidate.name === name);
		if (!scenario)
			throw new Error(
				`No scenario "${name}". Scenarios: ${SCENARIOS.map((s) => s.name).join(', ')}`,
			);
		return scenario;
	});
}

async function main(): Promise<void> {
	const args = parseArgs(process.argv.slice(2));
	if (args.reportOnly) {
		writeResultsMarkdown(SCENARIOS);
		log(`Wrote ${RESULTS_FILE}`);
		return;
	}
	for (const scenario of SCENARIOS) {
		const reason = scenario.unavailable();
		if (reason !== null && args.names.length === 0) log(`Skipping ${scenario.name}: it ${reason}.`);
	}

	let failed = false;
	for (const scenario of select(args.names)) {
		const reason = scenario.unavailable();
		if (reason !== null) {
			log(`${scenario.name} cannot run: it ${reason}.`);
			failed = true;
			continue;
		}
		const runs = args.runs ?? scenario.defaultRuns;
		const environment = captureEnvironment();
		const recordedAt = new Date().toISOString();
		log(`${scenario.title}${args.smoke ? ' (smoke: small, not recorded)' : ''}, ${runs} runs`);
		const data = await scenario.measure({ runs, burst: args.burst, smoke: args.smoke, log });
		if (args.smoke) {
			log(`${scenario.name}: smoke run done (too small to judge against the targets)`);
			continue;
		}
		const summary = scenario.summarize(data);
		const verdict =
			summary.met === null ? 'a reference, not judged' : summary.met ? 'met' : 'NOT met';
		log(`${scenario.name}: ${summary.result} (target ${summary.target}): ${verdict}`);
		const command = [
			'npm run bench --',
			scenario.name,
			...(args.runs === null ? [] : ['--runs', String(runs)]),
			...(args.burst ? [] : ['--no-burst']),
		].join(' ');
		const file = saveResult({ scenario: scenario.name, recordedAt, environment, command, data });
		writeResultsMarkdown(SCENARIOS);
		log(`Recorded ${file} and rewrote ${RESULTS_FILE}`);
	}
	if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
	process.stderr.write(
		`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
	);
	process.exit(1);
});
