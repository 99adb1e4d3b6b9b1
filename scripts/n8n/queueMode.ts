/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- development script: runs in Node, never inside n8n, where these rules apply */
/**
 * n8n in queue mode on this machine, on loopback only, thrown away afterwards: a Postgres cluster
 * in a temp folder (Debian's `postgresql`), a `redis-server`, and n8n as one main, workers and
 * `n8n webhook` processes sharing the database, the queue and the encryption key. Each process has
 * its own user folder with this package installed as a community package, as each container of a
 * real deployment has it in its image or volume.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { installCommunityPackage } from './communityPackage';
import type { Owner, PublicApi } from './http';
import { createApiKey, login, publicApi, setupOwner, sleep } from './http';
import { run } from './install';
import type { Server } from './server';
import { cliOk, envFor, freePort, isAlive, portInUse, startServer, stopServer } from './server';
import type { N8nLine } from './versions';
import { n8nBin, nodeFor } from './versions';

export type Log = (line: string) => void;

/** The newest Postgres under /usr/lib/postgresql (Debian's layout), or null. */
export function postgresBinDir(): string | null {
	const root = '/usr/lib/postgresql';
	if (!fs.existsSync(root)) return null;
	const versions = fs
		.readdirSync(root)
		.filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
		.sort((a, b) => Number(b) - Number(a));
	return versions.length > 0 ? path.join(root, versions[0], 'bin') : null;
}

function which(command: string): string | null {
	const r = run('sh', ['-c', `command -v ${command}`], { allowFail: true });
	return r.status === 0 ? r.stdout.trim() : null;
}

/** What is missing for queue mode here, or null (CI installs both with apt-get). */
export function queueModeUnavailable(): string | null {
	const missing: string[] = [];
	if (!postgresBinDir()) missing.push('postgresql (apt-get install postgresql)');
	if (!which('redis-server')) missing.push('redis-server (apt-get install redis-server)');
	return missing.length > 0 ? `needs ${missing.join(' and ')}` : null;
}

/** Postgres refuses to run as root: as root, its commands run as the `postgres` user. */
function asPostgres(command: string, args: string[]): [string, string[]] {
	return process.getuid?.() === 0
		? ['runuser', ['-u', 'postgres', '--', command, ...args]]
		: [command, args];
}

export interface Postgres {
	port: number;
	user: string;
	database: string;
	/** DB_* settings for n8n. */
	env: Record<string, string>;
	stop(): Promise<void>;
}

/**
 * initdb into a fresh temp folder (trust auth, superuser `n8n`), then postgres on 127.0.0.1 and a
 * free port, with durability off (a throwaway cluster).
 */
export async function startPostgres(log: Log = () => undefined): Promise<Postgres> {
	const bin = postgresBinDir();
	if (!bin) throw new Error('Postgres is not installed: apt-get install postgresql');
	const root = fs.mkdtempSync(path.join(os.tmpdir(), 't49-pg-'));
	const dataDir = path.join(root, 'data');
	if (process.getuid?.() === 0) run('chown', ['-R', 'postgres:postgres', root]);
	const t0 = Date.now();
	run(
		...asPostgres(path.join(bin, 'initdb'), [
			'-D',
			dataDir,
			'-U',
			'n8n',
			'-A',
			'trust',
			'-E',
			'UTF8',
			'--no-sync',
			'--no-instructions',
		]),
	);
	const port = await freePort();
	const options = [
		`-p ${port}`,
		`-k ${root}`,
		"-c listen_addresses='127.0.0.1'",
		'-c fsync=off',
		'-c synchronous_commit=off',
		'-c full_page_writes=off',
	];
	run(
		...asPostgres(path.join(bin, 'pg_ctl'), [
			'-D',
			dataDir,
			'-l',
			path.join(root, 'postgres.log'),
			'-o',
			options.join(' '),
			'-w',
			'-t',
			'60',
			'start',
		]),
	);
	log(`Postgres on 127.0.0.1:${port} in ${((Date.now() - t0) / 1000).toFixed(1)} s (${root})`);
	return {
		port,
		user: 'n8n',
		database: 'postgres',
		env: {
			DB_TYPE: 'postgresdb',
			DB_POSTGRESDB_HOST: '127.0.0.1',
			DB_POSTGRESDB_PORT: String(port),
			DB_POSTGRESDB_DATABASE: 'postgres',
			DB_POSTGRESDB_USER: 'n8n',
			DB_POSTGRESDB_PASSWORD: '',
		},
		async stop() {
			run(
				...asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
				{ allowFail: true },
			);
			fs.rmSync(root, { recursive: true, force: true });
		},
	};
}

export interface Redis {
	port: number;
	env: Record<string, string>;
	stop(): Promise<void>;
}

/** redis-server on 127.0.0.1 and a free port, nothing saved to disk. */
export async function startRedis(log: Log = () => undefined): Promise<Redis> {
	const bin = which('redis-server');
	if (!bin) throw new Error('redis-server is not installed: apt-get install redis-server');
	const root = fs.mkdtempSync(path.join(os.tmpdir(), 't49-redis-'));
	const port = await freePort();
	const out = fs.openSync(path.join(root, 'redis.log'), 'a');
	const child = spawn(
		bin,
		[
			'--port',
			String(port),
			'--bind',
			'127.0.0.1',
			'--save',
			'',
			'--appendonly',
			'no',
			'--dir',
			root,
		],
		{
			detached: true,
			stdio: ['ignore', out, out],
		},
	);
	fs.closeSync(out);
	child.unref();
	const pid = child.pid;
	if (pid === undefined) throw new Error('redis-server did not start');
	const t0 = Date.now();
	while (!(await portInUse(port))) {
		if (!isAlive(pid) || Date.now() - t0 > 20_000)
			throw new Error(
				`redis-server did not listen on ${port}: ${fs.readFileSync(path.join(root, 'redis.log'), 'utf8').slice(-2000)}`,
			);
		await sleep(50);
	}
	log(`Redis on 127.0.0.1:${port} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
	return {
		port,
		env: { QUEUE_BULL_REDIS_HOST: '127.0.0.1', QUEUE_BULL_REDIS_PORT: String(port) },
		async stop() {
			await stopServer(pid, 10_000);
			fs.rmSync(root, { recursive: true, force: true });
		},
	};
}

export type Role = 'main' | 'worker' | 'webhook';

export interface N8nProcess {
	role: Role;
	/** 'main', 'worker-1', 'webhook-2', … */
	name: string;
	pid: number;
	/** HTTP port (main and webhook processes); 0 for workers, which serve nothing here. */
	port: number;
	baseUrl: string;
	userFolder: string;
	logFile: string;
	startupMs: number;
	/** This run's log so far. */
	log(): string;
}

function readFrom(file: string, offset: number): string {
	try {
		return fs.readFileSync(file).subarray(offset).toString('utf8');
	} catch {
		return '';
	}
}

/** Printed once each process is ready: `n8n worker` and `n8n webhook` (1.x and 2.x). */
const READY: Record<Exclude<Role, 'main'>, RegExp> = {
	worker: /n8n worker is now ready/,
	webhook: /Webhook listener waiting for requests/,
};

/** `n8n worker` / `n8n webhook`, detached in its own process group; resolves once it says it is ready. */
async function startHelperProcess(
	line: N8nLine,
	role: Exclude<Role, 'main'>,
	name: string,
	options: {
		userFolder: string;
		env: Record<string, string>;
		port?: number;
		concurrency?: number;
		timeoutMs?: number;
	},
): Promise<N8nProcess> {
	fs.mkdirSync(options.userFolder, { recursive: true });
	const port = options.port ?? 0;
	// A worker listens on nothing here, but n8n's settings want a port: give it an unused one.
	const env = envFor(line, {
		userFolder: options.userFolder,
		port: port || (await freePort()),
		brokerPort: await freePort(),
		extra: options.env,
	});
	const logFile = path.join(options.userFolder, 'n8n.log');
	const out = fs.openSync(logFile, 'a');
	const args = [
		n8nBin(line),
		role,
		...(role === 'worker' && options.concurrency ? [`--concurrency=${options.concurrency}`] : []),
	];
	const t0 = Date.now();
	const child = spawn(nodeFor(line), args, { env, detached: true, stdio: ['ignore', out, out] });
	fs.closeSync(out);
	child.unref();
	let exited: string | undefined;
	child.on('exit', (code, signal) => {
		exited = `exit ${String(code)}${signal ? ` (${signal})` : ''}`;
	});
	const pid = child.pid;
	if (pid === undefined) throw new Error(`n8n ${role} did not start`);
	const timeoutMs = options.timeoutMs ?? 180_000;
	while (Date.now() - t0 < timeoutMs) {
		if (exited)
			throw new Error(
				`n8n ${name} stopped while starting (${exited}); log tail:\n${readFrom(logFile, 0).slice(-3000)}`,
			);
		if (READY[role].test(readFrom(logFile, 0))) {
			return {
				role,
				name,
				pid,
				port,
				baseUrl: port ? `http://127.0.0.1:${port}` : '',
				userFolder: options.userFolder,
				logFile,
				startupMs: Date.now() - t0,
				log: () => readFrom(logFile, 0),
			};
		}
		await sleep(200);
	}
	await stopServer(pid);
	throw new Error(
		`n8n ${name} was not ready after ${timeoutMs} ms; log tail:\n${readFrom(logFile, 0).slice(-3000)}`,
	);
}

export interface QueueClusterOptions {
	/** Wiped and created: one user folder per process below it. */
	root: string;
	tarball: string;
	owner: Owner;
	workers: number;
	webhooks: number;
	/** Jobs each worker runs at once (n8n's default is 10). */
	workerConcurrency?: number;
	/** Where the trigger's registrations point (a load balancer in production); default: the first webhook process. */
	webhookUrl?: (webhookPorts: number[]) => string;
	/** Added to every process's environment. */
	extraEnv?: Record<string, string>;
	log?: Log;
}

export interface QueueCluster {
	line: N8nLine;
	postgres: Postgres;
	redis: Redis;
	main: N8nProcess;
	workers: N8nProcess[];
	webhooks: N8nProcess[];
	apiKey: string;
	api: PublicApi;
	/** The settings every process shares (queue, database, key, URLs). */
	sharedEnv: Record<string, string>;
	/** Time from nothing to every process ready. */
	startupMs: number;
	/** `n8n import:credentials` / `import:workflow` against the shared database. */
	importAll(what: { credentials?: object[]; workflows?: object[] }): Promise<void>;
	/** The worker whose log says it started this execution, or undefined. */
	workerOf(executionId: string): string | undefined;
	stop(): Promise<void>;
}

/**
 * Postgres and Redis, then the main (it migrates the database), then the workers and webhook
 * processes together. The main serves the editor and API only: production webhooks are for the
 * webhook processes (N8N_DISABLE_PRODUCTION_MAIN_PROCESS).
 */
export async function startQueueCluster(
	line: N8nLine,
	options: QueueClusterOptions,
): Promise<QueueCluster> {
	const log = options.log ?? (() => undefined);
	const t0 = Date.now();
	fs.rmSync(options.root, { recursive: true, force: true });
	fs.mkdirSync(options.root, { recursive: true });
	const [postgres, redis] = await Promise.all([startPostgres(log), startRedis(log)]);
	const started: N8nProcess[] = [];
	const stopAll = async (): Promise<void> => {
		await Promise.all(started.map((p) => stopServer(p.pid)));
		await Promise.all([redis.stop(), postgres.stop()]);
	};
	try {
		const webhookPorts = await Promise.all(
			Array.from({ length: options.webhooks }, () => freePort()),
		);
		const sharedEnv: Record<string, string> = {
			...postgres.env,
			...redis.env,
			EXECUTIONS_MODE: 'queue',
			N8N_ENCRYPTION_KEY: crypto.randomBytes(24).toString('base64url'),
			WEBHOOK_URL: options.webhookUrl
				? options.webhookUrl(webhookPorts)
				: `http://127.0.0.1:${webhookPorts[0]}/`,
			N8N_DISABLE_PRODUCTION_MAIN_PROCESS: 'true',
			QUEUE_HEALTH_CHECK_ACTIVE: 'false',
			...options.extraEnv,
		};
		const folder = (name: string): string => {
			const dir = path.join(options.root, name);
			installCommunityPackage(dir, options.tarball);
			return dir;
		};

		const mainFolder = folder('main');
		const server: Server = await startServer(line, {
			userFolder: mainFolder,
			port: await freePort(),
			extra: sharedEnv,
		});
		const main: N8nProcess = {
			role: 'main',
			name: 'main',
			pid: server.pid,
			port: server.port,
			baseUrl: server.baseUrl,
			userFolder: mainFolder,
			logFile: server.logFile,
			startupMs: server.startupMs,
			log: () => readFrom(server.logFile, 0),
		};
		started.push(main);
		log(`main up in ${(server.startupMs / 1000).toFixed(1)} s on ${server.baseUrl}`);

		const helpers = await Promise.allSettled([
			...Array.from({ length: options.workers }, (_, i) =>
				startHelperProcess(line, 'worker', `worker-${i + 1}`, {
					userFolder: folder(`worker-${i + 1}`),
					env: sharedEnv,
					concurrency: options.workerConcurrency,
				}),
			),
			...webhookPorts.map((port, i) =>
				startHelperProcess(line, 'webhook', `webhook-${i + 1}`, {
					userFolder: folder(`webhook-${i + 1}`),
					env: sharedEnv,
					port,
				}),
			),
		]);
		for (const h of helpers) if (h.status === 'fulfilled') started.push(h.value);
		const failed = helpers.find((h): h is PromiseRejectedResult => h.status === 'rejected');
		if (failed) throw failed.reason;
		const workers = started.filter((p) => p.role === 'worker');
		const webhooks = started.filter((p) => p.role === 'webhook');
		for (const p of [...workers, ...webhooks])
			log(`${p.name} up in ${(p.startupMs / 1000).toFixed(1)} s`);

		await setupOwner(main.baseUrl, options.owner);
		const apiKey = await createApiKey(main.baseUrl, await login(main.baseUrl, options.owner));
		const cliOptions = { userFolder: mainFolder, port: main.port, extra: sharedEnv };
		return {
			line,
			postgres,
			redis,
			main,
			workers,
			webhooks,
			apiKey,
			api: publicApi(main.baseUrl, apiKey),
			sharedEnv,
			startupMs: Date.now() - t0,
			async importAll(what) {
				const dir = path.join(mainFolder, 'imports');
				fs.mkdirSync(dir, { recursive: true });
				if (what.credentials?.length) {
					const file = path.join(dir, 'credentials.json');
					fs.writeFileSync(file, JSON.stringify(what.credentials, null, 2));
					await cliOk(line, ['import:credentials', `--input=${file}`], cliOptions);
				}
				if (what.workflows?.length) {
					const file = path.join(dir, 'workflows.json');
					fs.writeFileSync(
						file,
						JSON.stringify(
							what.workflows.map((w) => ({ ...w, active: false })),
							null,
							2,
						),
					);
					await cliOk(line, ['import:workflow', `--input=${file}`], cliOptions);
				}
			},
			workerOf(executionId) {
				const started = new RegExp(`started execution ${executionId}\\b`);
				return workers.find((w) => started.test(w.log()))?.name;
			},
			stop: stopAll,
		};
	} catch (error) {
		await stopAll();
		throw error;
	}
}
