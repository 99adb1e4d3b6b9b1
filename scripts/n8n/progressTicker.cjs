// The progress line of a long npm install: run as its own process by withProgress (install.ts),
// because the installing process is blocked in a synchronous npm and cannot print while it waits.
// Arguments: <dir> <label> <indent> <parent pid> <interval ms>. Every interval it prints how many
// packages <dir>/node_modules holds so far and the time spent; it ends when the parent is gone
// (or when withProgress kills it as the work ends). A plain file, not code built in a string: a
// template literal once turned its '\n' into a real line break and the ticker died unseen.
'use strict';
const fs = require('fs');
const path = require('path');

const [dir, label, indent, parent, intervalText] = process.argv.slice(2);
const intervalMs = Number(intervalText) > 0 ? Number(intervalText) : 15000;
const started = Date.now();

function packagesSoFar() {
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

function parentAlive() {
	try {
		process.kill(Number(parent), 0);
		return true;
	} catch {
		return false;
	}
}

setInterval(() => {
	if (!parentAlive()) process.exit(0);
	const seconds = Math.round((Date.now() - started) / 1000);
	process.stdout.write(`${indent}… ${label}: ${packagesSoFar()} packages so far, ${Math.floor(seconds / 60)} min ${seconds % 60} s\n`);
}, intervalMs);
