/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where this rule applies */
/**
 * What the progress line of a long n8n install says at each stage of npm's work: the ticker's pure
 * parts, on folders laid out as npm lays them out, with no clock (the ticker running on its own
 * interval is in install.realtime.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { cacheEntries, packagesSoFar, progressLine } from '../../../scripts/n8n/progressTicker.cjs';

describe('the install progress line', () => {
	let dir: string;
	let cache: string;

	beforeEach(() => {
		dir = fs.mkdtempSync(path.join(os.tmpdir(), 't49-ticker-'));
		cache = path.join(dir, 'npm-cache');
	});
	afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

	/** A file in npm's cache index, as cacache writes one per manifest or tarball fetched. */
	const fetchIntoCache = (name: string) => {
		const folder = path.join(cache, '_cacache', 'index-v5', name.slice(0, 2), name.slice(2, 4));
		fs.mkdirSync(folder, { recursive: true });
		fs.writeFileSync(path.join(folder, name), '');
	};
	const line = (packages: number, fetched: number, seconds: number) =>
		progressLine({ label: 'npm install of n8n 9.9.9', indent: '  ', packages, fetched, seconds });

	it('while npm resolves the tree and node_modules is empty: not "0 packages", but what it has fetched into its cache', () => {
		const before = cacheEntries(cache);
		for (const name of ['aa11ff', 'aa22ee', 'bb33dd']) fetchIntoCache(name);
		fs.mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
		expect(packagesSoFar(dir)).toBe(0);
		const fetched = cacheEntries(cache) - before;
		expect(fetched).toBe(3);
		expect(line(packagesSoFar(dir), fetched, 135)).toBe(
			"  … npm install of n8n 9.9.9: resolving the dependency tree, 3 package files fetched into npm's cache so far (node_modules fills after that), 2 min 15 s",
		);
		expect(line(0, 0, 40)).toBe(
			"  … npm install of n8n 9.9.9: resolving the dependency tree from npm's cache (node_modules fills after that), 0 min 40 s",
		);
	});

	it('once node_modules fills: how many packages it holds, a scope’s each', () => {
		for (const pkg of ['n8n', 'express', '.bin', '@n8n/di', '@n8n/config'])
			fs.mkdirSync(path.join(dir, 'node_modules', pkg), { recursive: true });
		expect(line(packagesSoFar(dir), 120, 200)).toBe(
			'  … npm install of n8n 9.9.9: 4 packages in node_modules so far, 3 min 20 s',
		);
	});

	it('no cache folder or no node_modules is no error, just nothing counted', () => {
		expect(cacheEntries(undefined as unknown as string)).toBe(0);
		expect(cacheEntries(path.join(dir, 'missing'))).toBe(0);
		expect(packagesSoFar(path.join(dir, 'missing'))).toBe(0);
	});
});
