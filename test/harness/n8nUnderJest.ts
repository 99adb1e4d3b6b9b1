/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * n8n's engine set up for the test run (jest's `setupFiles`: before every suite, before n8n loads).
 *
 * Its log: n8n's ErrorReporter logs every failed node run at level error, to the console, and the
 * suites fail nodes on purpose hundreds of times (each refusal they assert), which buried jest's
 * report of real failures. A test reads a failure from the run it made (`run.error`), never from
 * the log, so the log is off unless asked for: `N8N_LOG_LEVEL=error npx jest <file>` shows it.
 *
 * Its regular expressions: before each run n8n checks every node's parameters as the editor does,
 * and a locator mode's `validation` regex (By ID's UUID check) runs through n8n-workflow's
 * safeRegex, a node:vm script with a 250 ms timeout. On a loaded machine the vm alone can take
 * longer, and a test failed with "Regular expression execution timed out" though its pattern is
 * linear. Here the same patterns run on the JavaScript engine directly, so no test depends on the
 * machine's speed; what they match is unchanged.
 */
import type { RegexEngine } from 'n8n-workflow';
import { setSafeRegexEngine } from 'n8n-workflow';

process.env.N8N_LOG_LEVEL ??= 'silent';

const regex = (pattern: string, flags = ''): RegExp => new RegExp(pattern, flags);

const directRegexEngine: RegexEngine = {
	exec: (pattern, input, flags) => regex(pattern, flags).exec(input),
	test: (pattern, input, flags) => regex(pattern, flags).test(input),
	replace: (pattern, input, flags, replacement) => input.replace(regex(pattern, flags), replacement),
	matchAll: (pattern, input, flags = '') => Array.from(input.matchAll(regex(pattern, flags.includes('g') ? flags : `${flags}g`))),
	split: (pattern, input, flags) => input.split(regex(pattern, flags)),
};

setSafeRegexEngine(directRegexEngine);
