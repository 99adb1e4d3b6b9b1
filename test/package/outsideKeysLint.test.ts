/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * `npm run lint` refuses, in nodes/ and credentials/, a table read with a key taken from data and
 * `key in object` with a key that is not a literal (eslint.outside-input.config.mjs, script lint:outside-input): the shapes in which a key
 * such as "constructor" reached the output; and, outside the readers, a parameter read by hand
 * (String() of it, or it compared with true or false). Runs the real ESLint with the project's config.
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
			[
				'--config',
				'eslint.outside-input.config.mjs',
				'--format',
				'json',
				'--stdin',
				'--stdin-filename',
				'nodes/.outside-keys-lint/sample.ts',
			],
			{ cwd: ROOT, encoding: 'utf8', input: source },
		);
	} catch (error) {
		output = (error as { stdout: string }).stdout;
	}
	const [result] = JSON.parse(output) as Array<{
		messages: Array<{ ruleId: string | null; line: number }>;
	}>;
	return result.messages
		.filter((message) => message.ruleId === 'no-restricted-syntax')
		.map((message) => message.line);
}

it('flags a table read with a key from data and a non-literal `in`; passes ownEntry, narrowed keys and literal `in`', () => {
	const lines = restricted(
		[
			"import { ownEntry } from '../Terminal49/shared/helpers/ownEntry';",
			"const LABELS: Record<string, string> = { high_cube: 'high cube' };",
			"type Kind = 'a' | 'b';",
			'const KINDS: Record<Kind, number> = { a: 1, b: 2 };',
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

it('flags a parameter read by hand outside the readers: String(getNodeParameter(…)) and a comparison with true or false', () => {
	const lines = restricted(
		[
			"import type { IExecuteFunctions } from 'n8n-workflow';",
			'export function read(this: IExecuteFunctions, itemIndex: number): unknown[] {',
			'	return [',
			"		String(this.getNodeParameter('search', itemIndex, '') ?? '').trim(),", // 4
			"		this.getNodeParameter('active', itemIndex, true) !== false,", // 5
			"		this.getNodeParameter('returnAll', itemIndex, false) === true,", // 6
			"		this.getNodeParameter('limit', itemIndex, 50),",
			'		String(itemIndex),',
			'	];',
			'}',
			'',
		].join('\n'),
	);

	expect(lines).toEqual([4, 5, 6]);
});
