/**
 * End-to-end tests against real n8n 1.x and 2.x (npm run test:e2e; E2E_N8N=1|2 picks one line).
 * Not part of `npm test`: the first run installs n8n into .e2e/ (minutes).
 * @type {import('jest').Config}
 */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test/e2e'],
	testMatch: ['**/*.e2e.test.ts'],
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.dev.json' }],
	},
	globalSetup: '<rootDir>/test/e2e/globalSetup.ts',
	maxWorkers: 1,
	testTimeout: 120000,
	verbose: true,
};
