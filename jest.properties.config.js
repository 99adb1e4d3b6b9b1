/**
 * `npm run test:properties`: every suite with a fast-check property, each property at the runs its
 * test asks for. `npm test` runs the same suites with every property on a tenth of those runs
 * (test/support/fastCheck.ts); CI runs both.
 * @type {import('jest').Config}
 */
const fs = require('node:fs');
const path = require('node:path');

const base = require('./jest.config');

const ignored = base.testPathIgnorePatterns.map(
	(pattern) => new RegExp(pattern.replace('<rootDir>', __dirname)),
);

function* suites(dir) {
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		const file = path.join(dir, entry.name);
		if (ignored.some((pattern) => pattern.test(file))) continue;
		if (entry.isDirectory()) yield* suites(file);
		else if (file.endsWith('.test.ts')) yield file;
	}
}

const withProperties = ['test', 'nodes', 'credentials']
	.flatMap((root) => [...suites(path.join(__dirname, root))])
	.filter((file) => /from 'fast-check'/.test(fs.readFileSync(file, 'utf8')));

module.exports = {
	...base,
	testMatch: withProperties,
	globals: { ...base.globals, FULL_PROPERTY_RUNS: true },
};
