/**
 * `npm run test:realtime`: the few suites that must wait on a real clock (each run spans several
 * windows of the mock's own rate limiter). Not part of `npm test`; CI runs both. One at a time, so
 * that no other suite slows the clock they measure against.
 * @type {import('jest').Config}
 */
const base = require('./jest.config');

module.exports = {
	...base,
	testMatch: ['**/*.realtime.test.ts'],
	testPathIgnorePatterns: base.testPathIgnorePatterns.filter(
		(pattern) => !pattern.includes('realtime'),
	),
	maxWorkers: 1,
	testTimeout: 60000,
};
