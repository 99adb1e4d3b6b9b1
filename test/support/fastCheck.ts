/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * What `import fc from 'fast-check'` gives a suite under jest (jest.config.js's moduleNameMapper):
 * fast-check itself, with `fc.assert` running each property on a tenth of the runs its test asks
 * for (at least 10, or all of them when it asks for fewer). At full count they were an eighth of
 * the CPU `npm test` spent; a tenth keeps the everyday command quick and still tries every property
 * on fresh random values each time.
 *
 * `npm run test:properties` (jest.properties.config.js; CI runs it) runs every suite with a
 * property at the counts written in it: it sets `FULL_PROPERTY_RUNS` and nothing is scaled.
 * Nothing else differs: the same properties, arbitraries and assertions, and a failure's seed and
 * path replay the same way (`fc.assert(property, { seed, path })`).
 */
import type * as FastCheck from 'fast-check';
import path from 'node:path';

// By file: the name 'fast-check' is what jest maps to this module.
const fastCheck = jest.requireActual<typeof FastCheck>(
	path.join(path.dirname(require.resolve('fast-check/package.json')), 'lib/cjs/fast-check.js'),
);

const SHARE = 10;
const FLOOR = 10;

const full = (globalThis as { FULL_PROPERTY_RUNS?: boolean }).FULL_PROPERTY_RUNS === true;

/** The runs `npm test` makes of a property whose test asks for `asked`. */
function everydayRuns(asked: number): number {
	return Math.max(Math.ceil(asked / SHARE), Math.min(asked, FLOOR));
}

function assert(
	property: FastCheck.IRawProperty<unknown>,
	parameters?: FastCheck.Parameters<unknown>,
): unknown {
	if (full) return fastCheck.assert(property, parameters);
	const asked = parameters?.numRuns ?? fastCheck.readConfigureGlobal().numRuns ?? 100;
	return fastCheck.assert(property, { ...parameters, numRuns: everydayRuns(asked) });
}

const everyday = Object.assign(Object.create(fastCheck) as typeof FastCheck, {
	assert,
	everydayRuns,
});

export = Object.assign(everyday, { default: everyday });
