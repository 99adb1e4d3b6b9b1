/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- development script: runs in Node, never inside n8n, where these rules apply */
/**
 * Running a real n8n headless: `n8n start` detached in its own process group (so stopping it
 * stops its task runners too), and the CLI (`import:*`, `execute`, `publish:workflow`) on the same
 * user folder. Both lines use the same environment, with the offline settings of versions.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { http, sleep } from './http';
import { cleanEnv } from './install';
import type { N8nLine } from './versions';
import { OFFLINE_ENV, VERSIONS, n8nBin, nodeFor } from './versions';

export interface EnvOptions {
	userFolder: string;
	port: number;
	/** Each process on a user folder (server, CLI) needs its own task-broker port. */
	brokerPort: number;
	/** Folder the file nodes may read and write (n8n's N8N_RESTRICT_FILE_ACCESS_TO). */
	filesDir?: string;
	/** Log outbound connection attempts to this file (see netlog.cjs). */
	netlogFile?: string;
	/** Extra settings (WEBHOOK_URL, …), applied last. */
	extra?: Record<string, string>;
}

const majors = new Map<string, number>();
function nodeMajor(bin: string): number {
	let major = majors.get(bin);
	if (major === undefined) {
		major = Number(
			spawnSync(bin, ['-p', 'process.versions.node.split(".")[0]'], {
				encoding: 'utf8',
			}).stdout.trim(),
		);
		majors.set(bin, major);
	}
	return major;
}

/**
 * Inherited settings that would change what n8n does here. NODE_ENV=test (set by jest) makes n8n
 * log nothing and stop at start.
 */
const INHERITED =
	/^(N8N_|DB_|EXECUTIONS_|QUEUE_|WEBHOOK_URL$|NODE_OPTIONS$|NODE_ENV$|JEST_|GENERIC_TIMEZONE$|NODES_)/;

export function envFor(line: N8nLine, options: EnvOptions): NodeJS.ProcessEnv {
	const env = cleanEnv();
	for (const key of Object.keys(env)) if (INHERITED.test(key)) delete env[key];
	Object.assign(env, OFFLINE_ENV, VERSIONS[line].env, {
		N8N_USER_FOLDER: path.resolve(options.userFolder),
		N8N_PORT: String(options.port),
		N8N_RUNNERS_BROKER_PORT: String(options.brokerPort),
	});
	// 1.123 evaluates expressions in isolated-vm by default, which needs Node 22+: on Node 20 it
	// crashes at start unless the legacy engine is chosen.
	if (line === '1' && nodeMajor(nodeFor(line)) < 22) env.N8N_EXPRESSION_ENGINE = 'legacy';
	if (options.filesDir) env.N8N_RESTRICT_FILE_ACCESS_TO = path.resolve(options.filesDir);
	if (options.netlogFile) {
		env.NODE_OPTIONS = `--require ${path.join(__dirname, 'netlog.cjs')}`;
		env.NETLOG_FILE = options.netlogFile;
	}
	return { ...env, ...options.extra };
}

/** Ports this process has handed out: each is free when handed out, but its user may bind it only later. */
const handedOut = new Set<number>();

/** A loopback TCP port nothing listens on now, and that this process has not handed out before. */
export async function freePort(): Promise<number> {
	for (let attempt = 0; attempt < 100; attempt++) {
		const port = await unusedPort();
		// The system may give a port again once it is released, before the process it was meant for
		// binds it (a queue-mode cluster reserves a webhook process's port, then starts the workers).
		if (handedOut.has(port)) continue;
		handedOut.add(port);
		return port;
	}
	throw new Error(
		`no loopback port left that this process has not handed out (${handedOut.size} handed out)`,
	);
}

function unusedPort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			const port = typeof address === 'object' && address ? address.port : 0;
			server.close(() => resolve(port));
		});
	});
}

/** True when something accepts connections on 127.0.0.1:port. */
export function portInUse(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = net.connect({ host: '127.0.0.1', port });
		socket.once('connect', () => {
			socket.destroy();
			resolve(true);
		});
		socket.once('error', () => resolve(false));
	});
}

export interface CliResult {
	code: number | null;
	stdout: string;
	stderr: string;
	ms: number;
}

/** One n8n CLI command (each boots n8n: 2 to 6 s). Runs beside a server on the same folder. */
export async function cli(
	line: N8nLine,
	args: string[],
	options: Omit<EnvOptions, 'brokerPort'> & { brokerPort?: number },
): Promise<CliResult> {
	const brokerPort = options.brokerPort ?? (await freePort());
	const env = envFor(line, { ...options, brokerPort });
	const t0 = Date.now();
	return await new Promise((resolve, reject) => {
		const child = spawn(nodeFor(line), [n8nBin(line), ...args], {
			env,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		const out: Buffer[] = [];
		const err: Buffer[] = [];
		child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
		child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
		child.on('error', reject);
		child.on('close', (code) =>
			resolve({
				code,
				stdout: Buffer.concat(out).toString('utf8'),
				stderr: Buffer.concat(err).toString('utf8'),
				ms: Date.now() - t0,
			}),
		);
	});
}

/** Like cli(), but a non-zero exit throws with n8n's output. */
export async function cliOk(
	line: N8nLine,
	args: string[],
	options: Parameters<typeof cli>[2],
): Promise<CliResult> {
	const r = await cli(line, args, options);
	if (r.code !== 0)
		throw new Error(`n8n ${args.join(' ')} exited ${String(r.code)}\n${r.stdout}\n${r.stderr}`);
	return r;
}

export interface RunOutput {
	status: string;
	finished?: boolean;
	mode: string;
	data: {
		resultData: {
			runData: Record<
				string,
				Array<{
					data?: {
						main?: Array<Array<{
							json: Record<string, unknown>;
							binary?: Record<string, Record<string, unknown>>;
						}> | null>;
					};
					error?: { message: string };
				}>
			>;
			error?: { message: string; description?: string };
			lastNodeExecuted?: string;
		};
	};
}

/**
 * `n8n execute --id=<id> --rawOutput`. It prints log lines, then the run as pretty JSON from a
 * line "{" to the first line "}"; on failure (exit 1) the same JSON follows "Execution was NOT
 * successful", then more log lines. The workflow must start with a Manual Trigger.
 */
export async function executeWorkflow(
	line: N8nLine,
	id: string,
	options: Parameters<typeof cli>[2],
): Promise<CliResult & { run: RunOutput }> {
	const r = await cli(line, ['execute', `--id=${id}`, '--rawOutput'], options);
	const lines = r.stdout.split('\n');
	const start = lines.indexOf('{');
	const end = lines.indexOf('}', start + 1);
	if (start < 0 || end < 0)
		throw new Error(
			`n8n execute --id=${id} printed no run (exit ${String(r.code)})\n${r.stdout}\n${r.stderr}`,
		);
	return { ...r, run: JSON.parse(lines.slice(start, end + 1).join('\n')) as RunOutput };
}

/** The JSON of every item a node put on one of its outputs in a run. */
export function nodeOutput(
	run: RunOutput,
	node: string,
	output = 0,
): Array<Record<string, unknown>> {
	const runs = run.data.resultData.runData[node];
	if (!runs) return [];
	return runs.flatMap((r) => r.data?.main?.[output] ?? []).map((item) => item.json);
}

export interface Server {
	line: N8nLine;
	pid: number;
	port: number;
	baseUrl: string;
	logFile: string;
	userFolder: string;
	/** Until /healthz/readiness answered 200, and until fully up. */
	readinessMs: number;
	startupMs: number;
}

function readFrom(file: string, offset: number): string {
	const fd = fs.openSync(file, 'r');
	try {
		const size = fs.fstatSync(fd).size;
		const buffer = Buffer.alloc(Math.max(0, size - offset));
		fs.readSync(fd, buffer, 0, buffer.length, offset);
		return buffer.toString('utf8');
	} finally {
		fs.closeSync(fd);
	}
}

function tail(file: string, n = 40): string {
	try {
		return fs.readFileSync(file, 'utf8').split('\n').slice(-n).join('\n');
	} catch {
		return '';
	}
}

export function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
}

/**
 * Starts `n8n start` detached, and resolves when it is fully up: /healthz/readiness answers 200
 * (in 1.x that only means "migrated") AND the log says "Editor is now accessible via" (printed
 * after the active workflows are started), AND the process is still alive (1.x on Node 20 with
 * the wrong expression engine answers readiness and then dies).
 */
export async function startServer(
	line: N8nLine,
	options: Omit<EnvOptions, 'brokerPort'> & {
		brokerPort?: number;
		logFile?: string;
		timeoutMs?: number;
	},
): Promise<Server> {
	fs.mkdirSync(options.userFolder, { recursive: true });
	const brokerPort = options.brokerPort ?? (await freePort());
	const env = envFor(line, { ...options, brokerPort });
	const logFile = options.logFile ?? path.join(path.resolve(options.userFolder), 'n8n.log');
	// Appended, so a restart keeps the first run's log; readiness is read from this run's part only.
	const logStart = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
	const out = fs.openSync(logFile, 'a');
	const t0 = Date.now();
	const child = spawn(nodeFor(line), [n8nBin(line), 'start'], {
		env,
		detached: true,
		stdio: ['ignore', out, out],
	});
	fs.closeSync(out);
	child.unref();
	let exited: string | undefined;
	child.on('exit', (code, signal) => {
		exited = `exit ${String(code)}${signal ? ` (${signal})` : ''}`;
	});
	const pid = child.pid;
	if (pid === undefined) throw new Error('n8n did not start');
	const baseUrl = `http://127.0.0.1:${options.port}`;
	const timeoutMs = options.timeoutMs ?? 180_000;
	let readinessMs: number | undefined;
	while (Date.now() - t0 < timeoutMs) {
		if (exited)
			throw new Error(`n8n stopped while starting (${exited}); log tail:\n${tail(logFile)}`);
		if (readinessMs === undefined) {
			try {
				if ((await http('GET', `${baseUrl}/healthz/readiness`, { timeoutMs: 5000 })).status === 200)
					readinessMs = Date.now() - t0;
			} catch {
				// not listening yet
			}
		}
		if (
			readinessMs !== undefined &&
			readFrom(logFile, logStart).includes('Editor is now accessible via')
		) {
			return {
				line,
				pid,
				port: options.port,
				baseUrl,
				logFile,
				userFolder: path.resolve(options.userFolder),
				readinessMs,
				startupMs: Date.now() - t0,
			};
		}
		await sleep(200);
	}
	await stopServer(pid);
	throw new Error(`n8n was not ready after ${timeoutMs} ms; log tail:\n${tail(logFile)}`);
}

/** SIGTERM to the process group started by startServer (n8n and its task runners); SIGKILL after graceMs. */
export async function stopServer(pid: number, graceMs = 30_000): Promise<void> {
	const signal = (s: NodeJS.Signals): void => {
		try {
			process.kill(-pid, s);
		} catch {
			try {
				process.kill(pid, s);
			} catch {
				// already gone
			}
		}
	};
	if (!isAlive(pid)) return;
	signal('SIGTERM');
	const t0 = Date.now();
	while (isAlive(pid) && Date.now() - t0 < graceMs) await sleep(100);
	if (isAlive(pid)) signal('SIGKILL');
	// The group's other members (task runners) may outlive the leader by a moment.
	for (let i = 0; i < 50 && groupAlive(pid); i++) await sleep(100);
	if (groupAlive(pid)) signal('SIGKILL');
}

function groupAlive(pgid: number): boolean {
	try {
		process.kill(-pgid, 0);
		return true;
	} catch {
		return false;
	}
}
