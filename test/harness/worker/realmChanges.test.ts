/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * CONTRIBUTING says of the worker's runtime that three guards keep one suite from reaching the
 * next, and `worker.test.ts` that nothing but n8n's packages passes from one suite to the next.
 * The realm is shared: a suite that replaces a global function (`setTimeout`) or gives a
 * prototype a key adds no key to `globalThis`, so nothing undoes it and the next suite runs with it.
 * A spy (`jest.spyOn(Math, 'random')`) and a hidden new key are undone, and stay checked here.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { ChangedObservation } from './leak/observeChanged';

const ROOT = path.resolve(__dirname, '../../..');

function runProbes(): ChangedObservation[] {
	const directory = mkdtempSync(path.join(tmpdir(), 'realm-probe-'));
	const output = path.join(directory, 'observations.jsonl');
	// eslint-disable-next-line @typescript-eslint/no-require-imports -- the project's own jest config, as `npm test` reads it
	const base = require(path.join(ROOT, 'jest.config.js')) as Record<string, unknown>;
	const config = {
		...base,
		testEnvironment: '<rootDir>/test/harness/worker/environment.js',
		runtime: '<rootDir>/test/harness/worker/runtime.js',
		rootDir: ROOT,
		roots: ['<rootDir>/test/harness/worker/leak'],
		testMatch: ['**/*.globalprobe.ts'],
		testPathIgnorePatterns: [],
	};
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
			.map((line) => JSON.parse(line) as ChangedObservation);
	} finally {
		rmSync(directory, { recursive: true, force: true });
	}
}

it('the second suite of a worker finds none of the changes the first made to the realm', () => {
	const observations = runProbes();
	expect(observations).toHaveLength(2);
	for (const observation of observations)
		expect(observation).toEqual({
			mathRandomSpied: false,
			setTimeoutReplaced: false,
			arrayPrototypeKey: false,
			hiddenGlobalKey: false,
		});
});
