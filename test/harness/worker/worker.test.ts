/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * jest.config.js's worker runtime and environment (`./runtime.js`, `./environment.js`): n8n's
 * packages are loaded once per worker, and nothing else passes from one suite to the next. Runs a
 * jest of its own, in one process, on two probe suites that each record what they find and leave
 * marks for the other (`./probe/`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Observation } from './probe/observe';

const ROOT = path.resolve(__dirname, '../../..');

function runProbes(config: Record<string, unknown>): Observation[] {
	const directory = mkdtempSync(path.join(tmpdir(), 'worker-probe-'));
	const output = path.join(directory, 'observations.jsonl');
	try {
		execFileSync(
			process.execPath,
			[
				path.join(ROOT, 'node_modules/jest/bin/jest.js'),
				'--config',
				JSON.stringify(config),
				'--runInBand',
				'--ci',
				'--silent',
			],
			{ cwd: ROOT, env: { ...process.env, WORKER_PROBE_OUTPUT: output }, stdio: 'pipe' },
		);
		return readFileSync(output, 'utf8')
			.trim()
			.split('\n')
			.map((line) => JSON.parse(line) as Observation);
	} finally {
		rmSync(directory, { recursive: true, force: true });
	}
}

function probeConfig(overrides: Record<string, unknown> = {}): Record<string, unknown> {
	// eslint-disable-next-line @typescript-eslint/no-require-imports -- the project's own jest config, as `npm test` reads it
	const base = require(path.join(ROOT, 'jest.config.js')) as Record<string, unknown>;
	return {
		...base,
		// The worker's runtime and environment by name, whatever JEST_ISOLATE says for this run.
		testEnvironment: '<rootDir>/test/harness/worker/environment.js',
		runtime: '<rootDir>/test/harness/worker/runtime.js',
		rootDir: ROOT,
		roots: ['<rootDir>/test/harness/worker/probe'],
		testMatch: ['**/*.probe.ts'],
		testPathIgnorePatterns: [],
		...overrides,
	};
}

describe('a module mock in one suite of a worker', () => {
	it('of a package is refused, saying why and what to do; of a module of the project runs', () => {
		const run = spawnSync(
			process.execPath,
			[
				path.join(ROOT, 'node_modules/jest/bin/jest.js'),
				'--config',
				JSON.stringify(probeConfig({ testMatch: ['**/*.mockprobe.ts'] })),
				'--runInBand',
				'--ci',
			],
			{ cwd: ROOT, encoding: 'utf8' },
		);
		expect(run.status).not.toBe(0);
		expect(run.stderr).toContain(
			"jest.mock('luxon') in test/harness/worker/probe/refused.mockprobe.ts: refused.",
		);
		expect(run.stderr).toContain('a mock of a package or a built-in module would stay');
		expect(run.stderr).toContain('JEST_ISOLATE=1');
		expect(run.stderr).toMatch(/PASS .*allowed\.mockprobe\.ts/);
	});
});

describe('one worker, two suites', () => {
	it('the second suite finds n8n loaded by the first, and none of the first suite’s state', () => {
		const [first, second] = runProbes(probeConfig()).sort(
			(a, b) => Number(a.packageMarked) - Number(b.packageMarked),
		);
		expect(first.packageMarked).toBe(false);
		expect(second.packageMarked).toBe(true);
		for (const observation of [first, second]) {
			expect(observation).toEqual({
				packageMarked: observation.packageMarked,
				ownModuleMarked: false,
				containerKept: false,
				environmentMarked: false,
				globalMarked: false,
				errorsOfThisRealm: true,
			});
		}
	});

	it('self-check: with jest’s own runtime and environment, every suite loads n8n anew', () => {
		const observations = runProbes(probeConfig({ testEnvironment: 'node', runtime: undefined }));
		expect(observations.map((observation) => observation.packageMarked)).toEqual([false, false]);
	});
});
