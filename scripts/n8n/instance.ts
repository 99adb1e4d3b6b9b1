/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- development script: runs in Node, never inside n8n, where these rules apply */
/**
 * What the demo and the end-to-end tests do to a fresh n8n: this package installed from its
 * tarball, the owner, an API key, the credentials the examples use (fixed ids), the example
 * workflows, imported in one CLI call each.
 */
import fs from 'node:fs';
import path from 'node:path';

import { installCommunityPackage } from './communityPackage';
import type { Owner, PublicApi } from './http';
import { createApiKey, login, publicApi, setupOwner } from './http';
import type { Server } from './server';
import { cliOk, startServer, stopServer } from './server';
import type { N8nLine } from './versions';
import { REPO_DIR } from './versions';

export const EXAMPLES_DIR = path.join(REPO_DIR, 'examples');

/** The folder the file examples read and write, as written in examples/: n8n 2.x's default (Docker). */
export const EXAMPLE_FILES_DIR = '/home/node/.n8n-files';

/** The credentials the example workflows name: the demo and the tests create them with these ids. */
export const CREDENTIALS = {
	terminal49: { id: 't49ExampleApiKey', name: 'Terminal49 API', type: 'terminal49Api' },
	smtp: { id: 't49ExampleSmtp01', name: 'SMTP', type: 'smtp' },
	/** The demo's: the mock's account without the paid routing feature, to see what such an account gets. */
	terminal49WithoutRouting: {
		id: 't49DemoNoRouting',
		name: 'Terminal49 API (account without routing)',
		type: 'terminal49Api',
	},
} as const;

export interface CredentialTargets {
	terminal49: { baseUrl: string; apiKey: string };
	/** Where Send Email delivers: a local SMTP sink, no TLS, no login. */
	smtp: { host: string; port: number };
	/** The same API with the key of an account without routing, when there is one (the mock's). */
	terminal49WithoutRouting?: { baseUrl: string; apiKey: string };
}

export function credentialRecords(targets: CredentialTargets): object[] {
	const withoutRouting = targets.terminal49WithoutRouting;
	return [
		{
			...CREDENTIALS.terminal49,
			data: { apiKey: targets.terminal49.apiKey, baseUrl: targets.terminal49.baseUrl },
		},
		{
			...CREDENTIALS.smtp,
			data: {
				user: '',
				password: '',
				host: targets.smtp.host,
				port: targets.smtp.port,
				secure: false,
				disableStartTls: true,
			},
		},
		...(withoutRouting
			? [
					{
						...CREDENTIALS.terminal49WithoutRouting,
						data: { apiKey: withoutRouting.apiKey, baseUrl: withoutRouting.baseUrl },
					},
				]
			: []),
	];
}

export interface WorkflowJson {
	id: string;
	name: string;
	nodes: Array<{
		name: string;
		type: string;
		parameters: Record<string, unknown>;
		webhookId?: string;
	}>;
	[key: string]: unknown;
}

/** examples/*.json, with the files folder pointed at `filesDir`. */
export function loadExamples(filesDir: string): WorkflowJson[] {
	return fs
		.readdirSync(EXAMPLES_DIR)
		.filter((f) => f.endsWith('.json'))
		.sort()
		.map((f) =>
			retarget(
				JSON.parse(fs.readFileSync(path.join(EXAMPLES_DIR, f), 'utf8')) as WorkflowJson,
				filesDir,
			),
		);
}

function retarget(workflow: WorkflowJson, filesDir: string): WorkflowJson {
	return JSON.parse(
		JSON.stringify(workflow).split(EXAMPLE_FILES_DIR).join(path.resolve(filesDir)),
	) as WorkflowJson;
}

/** Copies examples/files/* (the sample spreadsheet) into `filesDir`, leaving files already there. */
export function copyExampleFiles(filesDir: string): void {
	fs.mkdirSync(filesDir, { recursive: true });
	const source = path.join(EXAMPLES_DIR, 'files');
	for (const f of fs.readdirSync(source)) {
		const dest = path.join(filesDir, f);
		if (!fs.existsSync(dest)) fs.copyFileSync(path.join(source, f), dest);
	}
}

/** The production URL n8n gives a webhook trigger node: /webhook/<webhookId>/<path>. */
export function triggerWebhookPath(
	workflow: WorkflowJson,
	nodeType = 'n8n-nodes-terminal49.terminal49Trigger',
): string {
	const node = workflow.nodes.find((n) => n.type === nodeType);
	if (!node?.webhookId) throw new Error(`${workflow.name} has no ${nodeType} with a webhookId`);
	return `${node.webhookId}/webhook`;
}

export interface Instance {
	line: N8nLine;
	server: Server;
	apiKey: string;
	api: PublicApi;
	owner: Owner;
	cliOptions: { userFolder: string; port: number; filesDir?: string };
	/** Stops n8n and starts it again on the same folder and port (owner and API key are kept). */
	restart(): Promise<Server>;
	stop(): Promise<void>;
}

export interface InstanceOptions {
	userFolder: string;
	port: number;
	tarball: string;
	owner: Owner;
	filesDir?: string;
	netlogFile?: string;
	logFile?: string;
	extraEnv?: Record<string, string>;
}

/** Installs the package into the user folder, starts n8n, sets up the owner and an API key. */
export async function startInstance(line: N8nLine, options: InstanceOptions): Promise<Instance> {
	installCommunityPackage(options.userFolder, options.tarball);
	const start = (): Promise<Server> =>
		startServer(line, {
			userFolder: options.userFolder,
			port: options.port,
			filesDir: options.filesDir,
			netlogFile: options.netlogFile,
			logFile: options.logFile,
			extra: options.extraEnv,
		});
	const server = await start();
	try {
		await setupOwner(server.baseUrl, options.owner);
		const cookie = await login(server.baseUrl, options.owner);
		const apiKey = await createApiKey(server.baseUrl, cookie);
		const instance: Instance = {
			line,
			server,
			apiKey,
			api: publicApi(server.baseUrl, apiKey),
			owner: options.owner,
			cliOptions: {
				userFolder: options.userFolder,
				port: options.port,
				filesDir: options.filesDir,
			},
			async restart() {
				await stopServer(instance.server.pid);
				instance.server = await start();
				return instance.server;
			},
			stop: () => stopServer(instance.server.pid),
		};
		return instance;
	} catch (error) {
		await stopServer(server.pid);
		throw error;
	}
}

/** `n8n import:credentials` and `n8n import:workflow`, one call each, through files in the user folder. */
export async function importAll(
	line: N8nLine,
	cliOptions: Instance['cliOptions'],
	what: { credentials?: object[]; workflows?: WorkflowJson[] },
): Promise<void> {
	const dir = path.join(cliOptions.userFolder, 'imports');
	fs.mkdirSync(dir, { recursive: true });
	if (what.credentials?.length) {
		const file = path.join(dir, 'credentials.json');
		fs.writeFileSync(file, JSON.stringify(what.credentials, null, 2));
		await cliOk(line, ['import:credentials', `--input=${file}`], cliOptions);
		fs.rmSync(file);
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
}
