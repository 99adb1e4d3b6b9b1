/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * `npm run lint` runs eslint-plugin-regexp over nodes/ and credentials/
 * (eslint.outside-input.config.mjs, script lint:outside-input), so a regular expression that can backtrack
 * super-linearly cannot come back; CI runs it. Here: that the config catches the patterns it is
 * there for, with the real ESLint.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules/.bin/eslint');

interface LintResult {
	messages: Array<{ ruleId: string | null; message: string }>;
}

/**
 * ESLint with the outside-input config over `source` read from stdin as if it were the file
 * `stdinFilename`: nothing is written into nodes/, where suites running at the same time lint or
 * walk every file.
 */
function lint(source: string, stdinFilename: string): LintResult[] {
	const args = [
		'--config',
		'eslint.outside-input.config.mjs',
		'--format',
		'json',
		'--no-warn-ignored',
		'--stdin',
		'--stdin-filename',
		stdinFilename,
	];
	try {
		return JSON.parse(
			execFileSync(ESLINT, args, { cwd: ROOT, encoding: 'utf8', input: source }),
		) as LintResult[];
	} catch (error) {
		// ESLint exits 1 when it reports problems; its JSON is still on stdout.
		return JSON.parse((error as { stdout: string }).stdout) as LintResult[];
	}
}

describe('the regexp lint step', () => {
	it('rejects the number pattern that blocked the event loop, and a quadratic trailing-slash trim', () => {
		const source = [
			'export const PLAIN_NUMBER = /^[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[+-]?\\d+)?$/i;',
			"export const trim = (url: string): string => url.replace(/\\/+$/, '');",
			'',
		].join('\n');
		const rules = lint(source, 'nodes/.regexp-lint/sample.ts').flatMap((result) =>
			result.messages.map((m) => m.ruleId),
		);
		expect(rules).toEqual(['regexp/no-super-linear-backtracking', 'regexp/no-super-linear-move']);
	});
});
