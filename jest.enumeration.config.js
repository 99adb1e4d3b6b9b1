/**
 * `npm run test:enumeration`: the pager checked at the full scope of its enumeration
 * (test/shared/transport/enumeration/scopes.ts, FULL_SCOPE: up to four events, and five on lists of
 * four), each setup a test of its own so both cores share them. `npm test` runs the quick scope;
 * CI runs both.
 * @type {import('jest').Config}
 */
const base = require('./jest.config');

module.exports = {
	...base,
	testMatch: ['**/*.enumeration.test.ts'],
	testPathIgnorePatterns: base.testPathIgnorePatterns.filter(
		(pattern) => !pattern.includes('enumeration'),
	),
	testTimeout: 1_800_000,
};
