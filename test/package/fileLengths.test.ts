/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * The package's code is formatted as n8n formats it (`npm run lint` checks it), so a file's lines
 * are its lines as formatted. A file over 300 lines was to be split where it has a seam, or to say
 * why it is one whole; a file that says so names the 300 lines it passes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
	return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
		const relative = `${dir}/${entry.name}`;
		if (entry.isDirectory()) return sourceFiles(relative);
		return entry.name.endsWith('.ts') ? [relative] : [];
	});
}

it('no file of nodes/ or credentials/ is over 300 lines as formatted without saying why it is one whole', () => {
	const unexplained = [...sourceFiles('nodes'), ...sourceFiles('credentials')]
		.map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }))
		.filter(({ text }) => text.trimEnd().split('\n').length > 300 && !/300 lines/.test(text))
		.map(({ file, text }) => `${file}: ${text.trimEnd().split('\n').length} lines`);
	expect(unexplained).toEqual([]);
});
