// The progress line of a long npm install: run as its own process by withProgress (install.ts),
// because the installing process is blocked in a synchronous npm and cannot print while it waits.
// Arguments: <dir> <label> <indent> <parent pid> <interval ms> [<npm cache dir>]. Every interval it
// prints what npm is doing and the time spent; it ends when the parent is gone (or when
// withProgress kills it as the work ends). A plain file, not code built in a string: a template
// literal once turned its '\n' into a real line break and the ticker died unseen.
//
// npm first resolves the whole dependency tree, fetching every package's manifest and tarball into
// its cache, and only then writes node_modules: for minutes node_modules holds nothing. So while it
// is empty the line says that, and counts what npm has fetched into its cache since the start.
'use strict';
const fs = require('fs');
const path = require('path');

/** Packages in <dir>/node_modules, a scope's packages each; npm's own dot folders left out. */
function packagesSoFar(dir) {
	const modules = path.join(dir, 'node_modules');
	try {
		let count = 0;
		for (const entry of fs.readdirSync(modules)) {
			if (entry.startsWith('.')) continue;
			count += entry.startsWith('@') ? fs.readdirSync(path.join(modules, entry)).length : 1;
		}
		return count;
	} catch {
		return 0;
	}
}

/** Entries in npm's cache index (one per manifest or tarball it fetched), or 0 without a cache. */
function cacheEntries(cacheDir) {
	if (!cacheDir) return 0;
	let count = 0;
	const walk = (folder) => {
		let entries;
		try {
			entries = fs.readdirSync(folder, { withFileTypes: true });
		} catch {
			return;
		}
		for (const entry of entries) {
			if (entry.isDirectory()) walk(path.join(folder, entry.name));
			else count++;
		}
	};
	walk(path.join(cacheDir, '_cacache', 'index-v5'));
	return count;
}

/** One line: what npm is doing, by what node_modules and the cache hold, and the time spent. */
function progressLine({ label, indent, packages, fetched, seconds }) {
	const time = `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
	if (packages > 0)
		return `${indent}… ${label}: ${packages} packages in node_modules so far, ${time}`;
	const doing =
		fetched > 0
			? `resolving the dependency tree, ${fetched} package files fetched into npm's cache so far`
			: "resolving the dependency tree from npm's cache";
	return `${indent}… ${label}: ${doing} (node_modules fills after that), ${time}`;
}

module.exports = { cacheEntries, packagesSoFar, progressLine };

if (require.main === module) {
	const [dir, label, indent, parent, intervalText, cacheDir] = process.argv.slice(2);
	const intervalMs = Number(intervalText) > 0 ? Number(intervalText) : 15000;
	const started = Date.now();
	const cachedAtStart = cacheEntries(cacheDir);

	const parentAlive = () => {
		try {
			process.kill(Number(parent), 0);
			return true;
		} catch {
			return false;
		}
	};

	setInterval(() => {
		if (!parentAlive()) process.exit(0);
		const seconds = Math.round((Date.now() - started) / 1000);
		const fetched = Math.max(0, cacheEntries(cacheDir) - cachedAtStart);
		process.stdout.write(
			`${progressLine({ label, indent, packages: packagesSoFar(dir), fetched, seconds })}\n`,
		);
	}, intervalMs);
}
