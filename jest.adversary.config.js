/**
 * `npm run test:adversary`: the whole generated corpus against every parameter of every node and
 * version (test/adversary/full/). Not part of `npm test`, which runs a seeded slice of it
 * (test/adversary/slice.test.ts); CI runs both.
 * @type {import('jest').Config}
 */
const base = require('./jest.config');

module.exports = {
	...base,
	testMatch: ['**/*.adversary.test.ts'],
	testPathIgnorePatterns: base.testPathIgnorePatterns.filter(
		(pattern) => !pattern.includes('adversary'),
	),
	testTimeout: 120000,
};
