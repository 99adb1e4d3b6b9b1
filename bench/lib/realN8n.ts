/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * The real n8n of the end-to-end suite (scripts/n8n, test/e2e), for the scenarios that need n8n
 * itself (n8n-nodes-base, executions recorded by the server). Reuses scripts/n8n: the packed
 * tarball installed as a community package, startInstance, importAll, executeWorkflow.
 *
 * Lines: every one installed, or BENCH_N8N=1 or 2. User folder: .e2e/bench-<name>-n8n-<line>, wiped
 * at start. Port: the first free one from 5790 (BENCH_N8N_PORT to force one); broker ports are
 * picked free.
 */
import fs from 'node:fs';
import path from 'node:path';

import { packedTarball } from '../../scripts/n8n/communityPackage';
import type { Instance } from '../../scripts/n8n/instance';
import { startInstance } from '../../scripts/n8n/instance';
import { portInUse } from '../../scripts/n8n/server';
import { isInstalled } from '../../scripts/n8n/install';
import type { N8nLine } from '../../scripts/n8n/versions';
import { E2E_DIR, NODE24_VERSION, VERSIONS } from '../../scripts/n8n/versions';

export const BENCH_OWNER = {
	email: 'bench@example.com',
	password: 'Bench-Passw0rd',
	firstName: 'Bench',
	lastName: 'Owner',
};

/**
 * The n8n lines to measure: BENCH_N8N=1 or 2 for one of them; by default every line installed
 * under .e2e (both, after the end-to-end suite has run once).
 */
export function benchLines(): N8nLine[] {
	const asked = process.env.BENCH_N8N;
	if (asked === '1' || asked === '2') return [asked];
	const installed = (['1', '2'] as N8nLine[]).filter((line) => isInstalled(line));
	return installed.length > 0 ? installed : ['2'];
}

export function n8nVersion(line: N8nLine): string {
	return VERSIONS[line].n8n;
}

/** Why the real n8n cannot run here, or null. */
export function realN8nUnavailable(): string | null {
	const missing = benchLines().filter((line) => !isInstalled(line));
	if (missing.length > 0)
		return `needs n8n ${missing.map((line) => VERSIONS[line].n8n).join(' and ')} installed under .e2e (npm run e2e:install or the e2e suite's globalSetup)`;
	if (!fs.existsSync(packedTarball()))
		return `needs the packed tarball ${path.relative(process.cwd(), packedTarball())} (npm pack, as the e2e suite does)`;
	return null;
}

export async function firstFreePort(from: number): Promise<number> {
	for (let port = from; port < from + 100; port++) if (!(await portInUse(port))) return port;
	throw new Error(`no free port in ${from}–${from + 99}`);
}

/** Starts n8n of the given line on a wiped user folder; `env` adds settings (the measured variants). */
export async function startBenchN8n(
	name: string,
	line: N8nLine,
	log: (line: string) => void,
	env?: Record<string, string>,
): Promise<Instance> {
	const userFolder = path.join(E2E_DIR, `bench-${name}-n8n-${line}`);
	fs.rmSync(userFolder, { recursive: true, force: true });
	const port = process.env.BENCH_N8N_PORT
		? Number(process.env.BENCH_N8N_PORT)
		: await firstFreePort(5790);
	log(
		`  starting n8n ${n8nVersion(line)}${
			env
				? ` with ${Object.entries(env)
						.map(([k, v]) => `${k}=${v}`)
						.join(' ')}`
				: ''
		} on port ${port} (user folder ${path.relative(process.cwd(), userFolder)})`,
	);
	const instance = await startInstance(line, {
		userFolder,
		port,
		tarball: packedTarball(),
		owner: BENCH_OWNER,
		extraEnv: env,
	});
	log(`  n8n up in ${(instance.server.startupMs / 1000).toFixed(1)} s`);
	return instance;
}

/** The Node.js the given n8n version runs on here (2.x: the Node 24 of .e2e/node24; 1.x: the system's). */
export function n8nRuntime(version: string): string {
	return version.startsWith('2.')
		? `Node ${NODE24_VERSION} (.e2e/node24)`
		: `Node ${process.version} (the system's)`;
}
