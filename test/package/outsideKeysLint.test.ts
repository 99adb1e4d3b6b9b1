/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * `npm run lint` refuses, in nodes/ and credentials/, a table read with a key taken from data and
 * `key in object` with a key that is not a literal (eslint.outside-input.config.mjs, script lint:outside-input): the shapes in which a key
 * such as "constructor" reached the output. Runs the real ESLint with the project's config.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules/.bin/eslint');

/**
 * Lints `source` as a file in nodes/ would be, read from stdin: nothing is written into nodes/,
 * where suites running at the same time lint or walk every file.
 */
function restricted(source: string): number[] {
	let output: string;
	try {
		output = execFileSync(
			ESLINT,
			['--config', 'eslint.outside-input.config.mjs', '--format', 'json', '--stdin', '--stdin-filename', 'nodes/.outside-keys-lint/sample.ts'],
			{ cwd: ROOT, encoding: 'utf8', input: source },
		);
	} catch (error) {
		output = (error as { stdout: string }).stdout;
	}
	const [result] = JSON.parse(output) as Array<{ messages: Array<{ ruleId: string | null; line: number }> }>;
	return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.line);
}

it('flags a table read with a key from data and a non-literal `in`; passes ownEntry, narrowed keys and literal `in`', () => {
	const lines = restricted(
		[
			"import { ownEntry } from '../Terminal49/shared/helpers/ownEntry';",
			"const LABELS: Record<string, string> = { high_cube: 'high cube' };",
			"type Kind = 'a' | 'b';",
			"const KINDS: Record<Kind, number> = { a: 1, b: 2 };",
			'export function read(flat: Record<string, unknown>, kind: Kind, name: string): unknown[] {',
			'	return [',
			'		LABELS[flat.height as string],', // 7
			'		LABELS[String(flat.type)],', // 8
			'		name in flat,', // 9
			'		ownEntry(LABELS, String(flat.type)),',
			'		KINDS[kind],',
			"		'height' in flat,",
			'	];',
			'}',
			'',
		].join('\n'),
	);

	expect(lines).toEqual([7, 8, 9]);
});
