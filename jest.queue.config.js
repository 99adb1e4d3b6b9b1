/**
 * The package in n8n 2.x queue mode: Postgres, Redis, main + 2 workers + 2 webhook processes
 * (npm run test:queue). Not part of `npm test`: it needs n8n 2.x under .e2e/ (installed on first
 * use) and Debian's postgresql and redis-server.
 * @type {import('jest').Config}
 */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test/queue'],
	testMatch: ['**/*.e2e.test.ts'],
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.dev.json' }],
	},
	globalSetup: '<rootDir>/test/queue/globalSetup.ts',
	maxWorkers: 1,
	testTimeout: 120000,
	verbose: true,
};
