/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * What `import … from 'n8n-workflow'` gives a suite under jest (jest.config.js's moduleNameMapper,
 * for the tests and for n8n-core alike): n8n-workflow itself, the same module object, with its
 * regular expressions run on the JavaScript engine directly.
 *
 * Before each run n8n checks every node's parameters as the editor does, and a locator mode's
 * `validation` regex (By ID's UUID check) runs through n8n-workflow's safeRegex, a node:vm script
 * with a 250 ms timeout. On a loaded machine the vm alone can take longer, and a test failed with
 * "Regular expression execution timed out" though its pattern is linear. Here the same patterns
 * run on the JavaScript engine directly, so no test depends on the machine's speed; what they
 * match is unchanged.
 *
 * Set up here, where n8n-workflow is first loaded, rather than in jest's `setupFiles`: a third of
 * the suites (pure helpers, the mock, the package checks) never load n8n, and loading it before
 * each of them was a tenth of the CPU `npm test` spent.
 */
import type * as N8nWorkflow from 'n8n-workflow';
import type { RegexEngine } from 'n8n-workflow';
import path from 'node:path';

// By file: the name 'n8n-workflow' is what jest maps to this module.
const n8nWorkflow = jest.requireActual<typeof N8nWorkflow>(
	path.join(path.dirname(require.resolve('n8n-workflow/package.json')), 'dist/cjs/index.js'),
);

const regex = (pattern: string, flags = ''): RegExp => new RegExp(pattern, flags);

const directRegexEngine: RegexEngine = {
	exec: (pattern, input, flags) => regex(pattern, flags).exec(input),
	test: (pattern, input, flags) => regex(pattern, flags).test(input),
	replace: (pattern, input, flags, replacement) =>
		input.replace(regex(pattern, flags), replacement),
	matchAll: (pattern, input, flags = '') =>
		Array.from(input.matchAll(regex(pattern, flags.includes('g') ? flags : `${flags}g`))),
	split: (pattern, input, flags) => input.split(regex(pattern, flags)),
};

n8nWorkflow.setSafeRegexEngine(directRegexEngine);

export = n8nWorkflow;
