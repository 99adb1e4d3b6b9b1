/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * The progress line of a long n8n install. npm blocks the installing process, so a child prints
 * it; a slow install is a child command that sleeps about a second, and the tick is shortened.
 * The ticker is a process of its own on a real interval, so the suite waits on the clock: it runs
 * in `npm run test:realtime`, not in `npm test`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { withProgress } from '../../../scripts/n8n/install';

const SLOW_INSTALL_MS = 1200;

function slowInstall(): number {
	return (
		spawnSync(process.execPath, ['-e', `setTimeout(() => {}, ${SLOW_INSTALL_MS})`]).status ?? -1
	);
}

describe('withProgress: the line that shows a long install is alive', () => {
	let dir: string;
	let outputFile: string;

	beforeEach(() => {
		dir = fs.mkdtempSync(path.join(os.tmpdir(), 't49-progress-'));
		for (const pkg of ['n8n', 'express', '.bin', '@n8n/di', '@n8n/config'])
			fs.mkdirSync(path.join(dir, 'node_modules', pkg), { recursive: true });
		outputFile = path.join(dir, 'ticker.out');
	});
	afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

	function tickerLines(
		work: () => number,
		intervalMs: number,
	): { result: number; lines: string[] } {
		const output = fs.openSync(outputFile, 'w');
		try {
			const result = withProgress(dir, 'npm install of n8n 9.9.9', '   ', work, {
				output,
				intervalMs,
			});
			return { result, lines: fs.readFileSync(outputFile, 'utf8').split('\n').filter(Boolean) };
		} finally {
			fs.closeSync(output);
		}
	}

	it('prints the packages so far and the time spent while a slow install runs, and returns its result', () => {
		const { result, lines } = tickerLines(slowInstall, 150);
		expect(result).toBe(0);
		expect(lines.length).toBeGreaterThanOrEqual(1);
		// Two plain packages and two scoped ones; dot folders are npm's own.
		for (const line of lines)
			expect(line).toMatch(
				/^ {3}… npm install of n8n 9\.9\.9: 4 packages in node_modules so far, 0 min [0-9] s$/,
			);
	});

	it('prints nothing more once the work is done', async () => {
		const { lines } = tickerLines(slowInstall, 150);
		await new Promise((resolve) => setTimeout(resolve, 400));
		expect(fs.readFileSync(outputFile, 'utf8').split('\n').filter(Boolean)).toHaveLength(
			lines.length,
		);
	});

	it('hands on the error of failed work', () => {
		expect(() =>
			tickerLines(() => {
				throw new Error('npm install failed');
			}, 150),
		).toThrow('npm install failed');
	});
});
