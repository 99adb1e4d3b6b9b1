/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * Before the queue-mode suite: n8n 2.x installed (cached in .e2e/, minutes on a cold cache),
 * Postgres and Redis present, and this package built and packed, as n8n will get it.
 */
import { buildAndPack } from '../../scripts/n8n/communityPackage';
import { install } from '../../scripts/n8n/install';
import { queueModeUnavailable } from '../../scripts/n8n/queueMode';

export default function globalSetup(): void {
	const log = (line: string): void => {
		process.stderr.write(`[queue] ${line}\n`);
	};
	process.stderr.write('\n');
	const missing = queueModeUnavailable();
	if (missing) throw new Error(`The queue-mode suite ${missing}`);
	const r = install('2', log);
	if (!r.installed) log(`n8n ${r.version}: already installed (.e2e/n8n-2)`);
	const t0 = Date.now();
	const tarball = buildAndPack(log);
	log(`packed ${tarball} in ${Math.round((Date.now() - t0) / 1000)} s`);
}
