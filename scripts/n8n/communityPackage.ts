/* eslint-disable @n8n/community-nodes/no-restricted-imports -- development script: runs in Node, never inside n8n, where these rules apply */
/**
 * This package as n8n gets it: built, packed with `npm pack`, and installed into a user folder's
 * `.n8n/nodes/` the way n8n's own community-package installer does it (1.123 and 2.41), so n8n
 * loads it under its real type names (`n8n-nodes-terminal49.terminal49`). N8N_CUSTOM_EXTENSIONS
 * would load it under another prefix, and workflows would not match.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Log } from './install';
import { run } from './install';
import { NPM_CACHE, PACK_DIR, REPO_DIR } from './versions';

/** `npm run build`, then `npm pack` into .e2e/pack; returns the tarball's path. */
export function buildAndPack(
	log: Log = () => undefined,
	options: { build?: boolean } = {},
): string {
	if (options.build !== false) {
		log('building the package (npm run build)');
		run('npm', ['run', 'build'], { cwd: REPO_DIR });
	}
	fs.mkdirSync(PACK_DIR, { recursive: true });
	const r = run('npm', ['pack', '--json', '--pack-destination', PACK_DIR], { cwd: REPO_DIR });
	const [packed] = JSON.parse(r.stdout.slice(r.stdout.indexOf('['))) as Array<{ filename: string }>;
	return path.join(PACK_DIR, path.basename(packed.filename));
}

export interface InstalledPackage {
	name: string;
	version: string;
	dir: string;
}

/**
 * Installs a packed tarball into `<userFolder>/.n8n/nodes/node_modules/<name>`: extract it, drop
 * its dev, peer and optional dependencies (so `n8n-workflow` resolves to n8n's own copy), install
 * any runtime dependencies inside it, and record it in nodes/package.json. n8n loads every
 * `n8n-nodes-*` package found there when it starts.
 */
export function installCommunityPackage(userFolder: string, tarball: string): InstalledPackage {
	const nodesDir = path.join(path.resolve(userFolder), '.n8n', 'nodes');
	fs.mkdirSync(path.join(nodesDir, 'node_modules'), { recursive: true });
	const ledger = path.join(nodesDir, 'package.json');
	if (!fs.existsSync(ledger)) {
		fs.writeFileSync(
			ledger,
			`${JSON.stringify({ name: 'installed-nodes', private: true, dependencies: {} }, null, 2)}\n`,
		);
	}
	const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 't49-pkg-'));
	try {
		run('tar', ['-xzf', path.resolve(tarball), '-C', tmp, '--strip-components=1']);
		const manifest = JSON.parse(fs.readFileSync(path.join(tmp, 'package.json'), 'utf8')) as Record<
			string,
			unknown
		> & {
			name: string;
			version: string;
			dependencies?: Record<string, string>;
		};
		delete manifest.devDependencies;
		delete manifest.peerDependencies;
		delete manifest.optionalDependencies;
		const dest = path.join(nodesDir, 'node_modules', ...manifest.name.split('/'));
		fs.rmSync(dest, { recursive: true, force: true });
		fs.mkdirSync(path.dirname(dest), { recursive: true });
		fs.cpSync(tmp, dest, { recursive: true });
		fs.writeFileSync(path.join(dest, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
		if (manifest.dependencies && Object.keys(manifest.dependencies).length > 0) {
			run(
				'npm',
				[
					'install',
					'--audit=false',
					'--fund=false',
					'--bin-links=false',
					'--install-strategy=shallow',
					'--ignore-scripts=true',
					'--package-lock=false',
					'--prefer-offline',
					'--cache',
					NPM_CACHE,
				],
				{ cwd: dest },
			);
		}
		const recorded = JSON.parse(fs.readFileSync(ledger, 'utf8')) as {
			dependencies?: Record<string, string>;
		};
		recorded.dependencies = { ...recorded.dependencies, [manifest.name]: manifest.version };
		fs.writeFileSync(ledger, `${JSON.stringify(recorded, null, 2)}\n`);
		return { name: manifest.name, version: manifest.version, dir: dest };
	} finally {
		fs.rmSync(tmp, { recursive: true, force: true });
	}
}

/** Where buildAndPack() puts this version's tarball. */
export function packedTarball(): string {
	const { name, version } = JSON.parse(
		fs.readFileSync(path.join(REPO_DIR, 'package.json'), 'utf8'),
	) as { name: string; version: string };
	return path.join(PACK_DIR, `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`);
}
