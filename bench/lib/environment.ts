/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where and with what a result was measured, recorded next to every result. */
export interface Environment {
	/** `os.cpus()[0].model` */
	cpu: string;
	cores: number;
	memoryGiB: number;
	os: string;
	node: string;
	n8nCore: string;
	n8nWorkflow: string;
	/** The commit measured, and whether the package's code had uncommitted changes. */
	commit: string;
	/** 1, 5 and 15 minute load averages when the scenario started: other work on the machine skews timings. */
	loadAverage: [number, number, number];
}

const ROOT = path.resolve(__dirname, '..', '..');

function describeCommit(): string {
	try {
		const git = (...args: string[]): string =>
			execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
		const dirty = git('status', '--porcelain', '--', 'nodes', 'credentials') !== '';
		return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes in nodes/ or credentials/' : ''}`;
	} catch {
		return 'unknown';
	}
}

function installedVersion(pkg: string): string {
	const manifest = JSON.parse(
		readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8'),
	) as {
		version?: string;
	};
	return manifest.version ?? 'unknown';
}

export function captureEnvironment(): Environment {
	const cpus = os.cpus();
	const [one, five, fifteen] = os.loadavg();
	return {
		cpu: cpus[0]?.model.trim() ?? 'unknown',
		cores: cpus.length,
		memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
		os: `${os.type()} ${os.release()} ${os.arch()}`,
		node: process.version,
		n8nCore: installedVersion('n8n-core'),
		n8nWorkflow: installedVersion('n8n-workflow'),
		commit: describeCommit(),
		loadAverage: [one, five, fifteen].map((load) => Math.round(load * 100) / 100) as [
			number,
			number,
			number,
		],
	};
}
