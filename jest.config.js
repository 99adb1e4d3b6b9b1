/**
 * `npm test`: every suite that runs on shortened or fake time. Suites that must wait on a real
 * clock are named `*.realtime.test.ts` and run by `npm run test:realtime` (jest.realtime.config.js);
 * the whole adversary corpus, `*.adversary.test.ts`, by `npm run test:adversary` (jest.adversary.config.js);
 * the pager's enumeration at its full scope, `*.enumeration.test.ts`, by `npm run test:enumeration`
 * (jest.enumeration.config.js).
 * Every fast-check property runs on a tenth of the runs its test asks for (test/support/fastCheck.ts);
 * `npm run test:properties` (jest.properties.config.js) runs them at full count. CI runs all of them.
 * @type {import('jest').Config}
 */
/**
 * n8n's packages loaded once per worker, in one realm per worker, instead of once per suite: see the
 * two files. `JEST_ISOLATE=1` runs every suite under stock jest (its own runtime and Node
 * environment, everything loaded afresh per suite), to bisect a suite that fails only beside others.
 */
const workerModules =
	process.env.JEST_ISOLATE === '1'
		? { testEnvironment: 'node' }
		: {
				testEnvironment: '<rootDir>/test/harness/worker/environment.js',
				runtime: '<rootDir>/test/harness/worker/runtime.js',
			};

module.exports = {
	...workerModules,
	roots: ['<rootDir>/test', '<rootDir>/nodes', '<rootDir>/credentials'],
	testMatch: ['**/*.test.ts'],
	testPathIgnorePatterns: [
		'/node_modules/',
		'/dist/',
		'<rootDir>/test/e2e/',
		'<rootDir>/test/queue/',
		'\\.realtime\\.test\\.ts$',
		'\\.adversary\\.test\\.ts$',
		'\\.enumeration\\.test\\.ts$',
	],
	// Each file compiled on its own, without type information (`isolatedModules` in tsconfig.json):
	// `npm run typecheck` checks the tests' types.
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.dev.json' }],
	},
	testTimeout: 30000,
	// n8n's container emptied and its log off before each suite: see the file.
	setupFiles: ['<rootDir>/test/harness/n8nUnderJest.ts'],
	moduleNameMapper: {
		// n8n-workflow with its regex checks free of a timeout, set up where it loads, so the suites
		// that never load n8n do not pay for it: see the file.
		'^n8n-workflow$': '<rootDir>/test/harness/n8nWorkflow.ts',
		// fast-check with its properties on a tenth of their runs here, all of them under
		// jest.properties.config.js: see the file.
		'^fast-check$': '<rootDir>/test/support/fastCheck.ts',
	},
	// Jest's default leaves a core to itself, which on two cores means one suite at a time; the
	// suites spend their time in their own CPU work, so every core runs one.
	maxWorkers: '100%',
};
