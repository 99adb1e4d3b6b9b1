/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * Before the end-to-end suite: the n8n lines it covers installed (cached in .e2e/, minutes on a
 * cold cache) and this package built and packed, as n8n will get it.
 */
import { buildAndPack } from '../../scripts/n8n/communityPackage';
import { install } from '../../scripts/n8n/install';
import { linesFromEnv } from '../../scripts/n8n/versions';

export default function globalSetup(): void {
	const log = (line: string): void => {
		process.stderr.write(`[e2e] ${line}\n`);
	};
	process.stderr.write('\n');
	for (const line of linesFromEnv(process.env.E2E_N8N)) {
		const r = install(line, log);
		if (!r.installed) log(`n8n ${r.version}: already installed (.e2e/n8n-${line})`);
	}
	const t0 = Date.now();
	const tarball = buildAndPack(log);
	log(`packed ${tarball} in ${Math.round((Date.now() - t0) / 1000)} s`);
}
