/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- development script: runs in Node, never inside n8n, where these rules apply */
/**
 * The n8n installs by hand:
 *   npm run e2e:install [-- 1|2|both]     install (idempotent; cached in .e2e/npm-cache)
 *   npm run e2e:n8n -- 2 <n8n args...>    run an n8n CLI command on .e2e/run/manual-<line>
 * Prints what it did and how long it took.
 */
import path from 'node:path';

import { install } from './install';
import { cli } from './server';
import { E2E_DIR, linesFromEnv, type N8nLine } from './versions';

const log = (line: string): void => {
	process.stderr.write(`[n8n] ${line}\n`);
};

async function main(): Promise<void> {
	const [command, ...rest] = process.argv.slice(2);
	switch (command) {
		case 'install': {
			for (const line of linesFromEnv(rest[0] ?? process.env.E2E_N8N)) {
				const r = install(line, log);
				process.stdout.write(
					`n8n ${r.version}: ${r.installed ? `installed in ${Math.round(r.totalMs / 1000)} s (npm ${Math.round(r.npmMs / 1000)} s, sqlite3 ${r.sqlite.how} ${Math.round(r.sqlite.ms / 1000)} s)` : 'already installed'} — ${path.relative(process.cwd(), r.dir)}, runs on ${r.node}\n`,
				);
			}
			break;
		}
		case 'n8n': {
			const [lineArg, ...args] = rest;
			const line = linesFromEnv(lineArg)[0] as N8nLine;
			install(line, log);
			const r = await cli(line, args, {
				userFolder: path.join(E2E_DIR, 'run', `manual-${line}`),
				port: 5690,
			});
			process.stdout.write(r.stdout);
			process.stderr.write(r.stderr);
			process.exitCode = r.code ?? 1;
			break;
		}
		default:
			process.stderr.write(
				'usage: ts-node scripts/n8n/cli.ts install [1|2|both] | n8n <1|2> <n8n args...>\n',
			);
			process.exitCode = 2;
	}
}

main().catch((error: unknown) => {
	process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
	process.exit(1);
});
