/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * CONTRIBUTING says of the worker's runtime that three guards keep one suite from reaching the
 * next, and `worker.test.ts` that nothing but n8n's packages passes from one suite to the next.
 * The realm is shared: a suite that replaces a global function (`setTimeout`) or gives a
 * prototype a key adds no key to `globalThis`, so nothing undoes it and the next suite runs with it.
 * A spy (`jest.spyOn(Math, 'random')`) and a hidden new key are undone, and stay checked here.
 * Two probe suites (`./leak/`) each check they find nothing, then change the realm for the other.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

it('the second suite of a worker finds none of the changes the first made to the realm', () => {
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
	const jest = path.join(ROOT, 'node_modules/jest/bin/jest.js');
	const run = spawnSync(
		process.execPath,
		[jest, '--config', JSON.stringify(config), '-i', '--ci'],
		{
			cwd: ROOT,
			encoding: 'utf8',
		},
	);
	expect(run.stderr).toMatch(/Tests: {7}2 passed, 2 total/);
});
