/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- development script: runs in Node, never inside n8n, where these rules apply */
/**
 * npm run demo: this package in a real n8n on http://127.0.0.1:5678, against a local mock of the
 * Terminal49 API (or the real API with T49_API_KEY), with the example workflows imported and the
 * LFD alert active. Ctrl-C stops everything it started.
 *
 *   DEMO_N8N=1      n8n 1.x (on this Node) instead of 2.x (on Node 24 from npm)
 *   T49_API_KEY     use the real API with this key (T49_API_URL to change its base URL)
 *   DEMO_PORT       n8n's port (default 5678)
 *   WEBHOOK_URL     the public https address of this n8n, for the real API to deliver to
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

import {
	DEMO_PROBE_USER_AGENT,
	POLLING_ALERT_WORKFLOW,
	ROUND_TRIP_BACK,
	ROUND_TRIP_FILE,
	ROUND_TRIP_OUT,
	enterGuide,
	pollingEveryMinute,
	roundTripGuide,
	routeGuide,
	sentBy,
} from './demoGuide';
import { buildAndPack } from './n8n/communityPackage';
import { install, isInstalled } from './n8n/install';
import type { Instance } from './n8n/instance';
import {
	CREDENTIALS,
	credentialRecords,
	importAll,
	loadExamples,
	startInstance,
	triggerWebhookPath,
	copyExampleFiles,
} from './n8n/instance';
import { http, webhookNotRegistered } from './n8n/http';
import { isAlive, portInUse, stopServer } from './n8n/server';
import { DEMO_DIR, VERSIONS, type N8nLine } from './n8n/versions';
import { containerUpdateFor, deliver, registrationsFor } from '../test/e2e/support/deliveries';
import type { ReceivedMail, SmtpSink } from '../test/e2e/support/smtpSink';
import { mailFiles, startSmtpSink } from '../test/e2e/support/smtpSink';
import type { MockApi } from '../test/mock/server';
import { startMockApi } from '../test/mock/server';
import { DAY_MS, isoUtc } from '../test/mock/time';

const OWNER = {
	email: 'demo@example.com',
	password: 'Demo-Passw0rd',
	firstName: 'Demo',
	lastName: 'User',
};
const ALERT_WORKFLOW = 'T49LfdAlertEmail';
const line: N8nLine = process.env.DEMO_N8N === '1' ? '1' : '2';
const port = Number(process.env.DEMO_PORT ?? 5678);
const realKey = process.env.T49_API_KEY?.trim();
const userFolder = path.join(DEMO_DIR, `n8n-${line}`);
const filesDir = path.join(DEMO_DIR, 'files');
const mailDir = path.join(DEMO_DIR, 'mail');
const pidFile = path.join(DEMO_DIR, 'n8n.pid');
const rel = (p: string): string => path.relative(process.cwd(), p) || '.';

const say = (text = ''): void => {
	process.stdout.write(`${text}\n`);
};
const step = (text: string): void => say(`  ✔ ${text}`);
const detail = (text: string): void => say(`    ${text}`);

let n8n: Instance | undefined;
let mock: MockApi | undefined;
let sink: SmtpSink | undefined;
let stopping = false;

async function stopAll(code: number): Promise<never> {
	if (!stopping) {
		stopping = true;
		say(`\nStopping n8n${mock ? ' and the mock' : ''}…`);
		await n8n?.stop();
		fs.rmSync(pidFile, { force: true });
		await mock?.close();
		await sink?.close();
		say('Stopped.');
	}
	process.exit(code);
}

/** A demo killed without Ctrl-C leaves its n8n running: stop that one (it is ours: its pid file says so). */
async function stopLeftover(): Promise<void> {
	if (!fs.existsSync(pidFile)) return;
	const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
	let cmdline = '';
	try {
		cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
	} catch {
		// gone, or not Linux
	}
	if (pid > 0 && isAlive(pid) && cmdline.includes('n8n') && cmdline.includes('start')) {
		detail(`stopping the n8n a previous demo left running (pid ${pid})`);
		await stopServer(pid);
	}
	fs.rmSync(pidFile, { force: true });
}

/** True once `done` is (2.x (de)activates asynchronously, after the API has answered); false on timeout. */
async function waitFor(
	done: () => boolean | Promise<boolean>,
	timeoutMs = 15_000,
): Promise<boolean> {
	const t0 = Date.now();
	while (Date.now() - t0 < timeoutMs) {
		if (await done()) return true;
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	return false;
}

/** Saves a message as .txt (its text part), .html (its HTML part, to open in a browser) and .eml (the whole message, for a mail client); returns the .txt's path. */
function saveMail(mail: ReceivedMail): string {
	fs.mkdirSync(mailDir, { recursive: true });
	const stamp = mail.receivedAt.toISOString().replace(/[:.]/g, '-');
	const files = mailFiles(mail);
	for (const [extension, content] of Object.entries(files)) {
		if (content !== undefined)
			fs.writeFileSync(path.join(mailDir, `${stamp}.${extension}`), content);
	}
	return path.join(mailDir, `${stamp}.txt`);
}

/** Moves a container's LFD in the mock by a day and delivers the signed notification to the alert. */
async function sendLfdChange(alertUrl: string, round: number): Promise<void> {
	if (!mock) return;
	const candidates = mock.state.containers.filter(
		(c) =>
			c.attributes.pickup_lfd &&
			['available', 'not_available'].includes(c.attributes.current_status),
	);
	const container = candidates[round % candidates.length];
	const previous = String(container.attributes.pickup_lfd);
	const moved = isoUtc(Date.parse(previous) + DAY_MS);
	container.attributes.pickup_lfd = moved;
	if (container.attributes.import_deadlines?.pickup_lfd_terminal)
		container.attributes.import_deadlines.pickup_lfd_terminal = moved;
	const [registration] = registrationsFor(mock.state, alertUrl);
	if (!registration) {
		say(
			`  → the mock moved the LFD of ${container.attributes.number} a day later; "LFD alert email" is not active, so only the Polling Trigger's alert (if active) sees it, at its next poll.`,
		);
		return;
	}
	const response = await deliver(
		alertUrl,
		containerUpdateFor(mock.state, container.id, { previousLfd: previous }),
		registration.secret,
	);
	say(
		`  → the mock sent container.updated (pickup_lfd changed) for ${container.attributes.number} (LFD moved a day later): n8n answered ${response.status}`,
	);
}

/**
 * (Re)activates the LFD alert, so its trigger registers with the API this run uses: n8n 2.x keeps
 * a registration across a restart without checking it, and the mock, or the credential's target,
 * may have changed since. Live means n8n routes its webhook (an unsigned POST is refused 401).
 */
async function activateAlert(instance: Instance, alertUrl: string): Promise<boolean> {
	// Unsigned on purpose: n8n answers 404 until it routes the URL, then the trigger refuses it (401)
	// and logs why, naming this User-Agent.
	const probe = { body: {}, headers: { 'user-agent': DEMO_PROBE_USER_AGENT } };
	const live = async (): Promise<boolean> =>
		!webhookNotRegistered(await http('POST', alertUrl, probe));
	const webhookUrl = process.env.WEBHOOK_URL ?? '';
	try {
		const { active } = await instance.api.get<{ active: boolean }>(`/workflows/${ALERT_WORKFLOW}`);
		if (active) {
			await instance.api.deactivate(ALERT_WORKFLOW);
			await waitFor(async () => !(await live()));
		}
		if (!mock && !webhookUrl.startsWith('https://')) {
			say(
				'  ! "LFD alert email" stays inactive: Terminal49 delivers only to a public https address.',
			);
			say(
				'    Expose port 5678 through a tunnel, run again with WEBHOOK_URL=https://<the tunnel>, or activate it in the editor.',
			);
			return false;
		}
		await instance.api.activate(ALERT_WORKFLOW);
		if (!mock) {
			step(
				`"LFD alert email" activation requested: Terminal49 will deliver to ${webhookUrl} (see the workflow in the editor)`,
			);
			return true;
		}
		const registered = await waitFor(
			async () =>
				registrationsFor(mock?.state ?? { webhooks: [] }, alertUrl).length > 0 && (await live()),
		);
		if (!registered)
			throw new Error(
				`its trigger did not start; the reason is in ${rel(instance.server.logFile)}`,
			);
		step(
			'"LFD alert email" is active: its trigger registered a webhook with the mock for container updates and rail LFD changes',
		);
		return true;
	} catch (error) {
		say(
			`  ! "LFD alert email" could not be activated: ${(error as Error).message.replace(/^.*?HTTP \d+ /, '').slice(0, 300)}`,
		);
		return false;
	}
}

/** Activates the Polling Trigger's alert against the mock: its first poll records a baseline, the next ones find changes. */
async function activatePollingAlert(instance: Instance): Promise<boolean> {
	try {
		await instance.api.activate(POLLING_ALERT_WORKFLOW);
		step(
			'"LFD alert email (Polling Trigger, no public URL)" is active: it polls the mock every minute; its first poll only records what it sees',
		);
		return true;
	} catch (error) {
		say(
			`  ! the Polling Trigger's alert could not be activated: ${(error as Error).message.replace(/^.*?HTTP \d+ /, '').slice(0, 300)}`,
		);
		return false;
	}
}

async function main(): Promise<void> {
	const started = Date.now();
	const version = VERSIONS[line].n8n;
	say(
		`Terminal49 nodes in a real n8n ${version} (Node ${line === '2' ? '24' : process.versions.node.split('.')[0]})${line === '2' ? '  — DEMO_N8N=1 for n8n 1.x' : ''}`,
	);
	await stopLeftover();
	if (await portInUse(port)) {
		throw new Error(
			`Port ${port} is in use (another n8n?). Stop it, or choose another port with DEMO_PORT=5680.`,
		);
	}

	if (!isInstalled(line)) {
		say(
			`  First run: installing n8n ${version}${line === '2' ? ' and Node 24 (n8n 2.x needs it; npm fetches it as a package)' : ''} into .e2e/.`,
		);
		say(
			'  This takes 5 to 15 minutes (measured on 2 cores: 4 min 22 s alone, 12 min beside other work) and 3.8 GB of disk, once;',
		);
		say(
			'  npm prints nothing while it works, so a line every 15 s says how far it got: first it resolves the dependency tree',
		);
		say(
			'  (package files fetched so far; node_modules stays empty meanwhile), then node_modules fills. Nothing is installed outside this folder.',
		);
		// install() reports its own steps and duration: no line of ours repeats them.
		install(line, (text) => detail(text), { progress: { indent: '    ' } });
	}

	const tarball = buildAndPack();
	step(`package built and packed: ${rel(tarball)}`);

	let target: { baseUrl: string; apiKey: string };
	if (realKey) {
		target = {
			baseUrl: process.env.T49_API_URL?.trim() || 'https://api.terminal49.com/v2',
			apiKey: realKey,
		};
		step(`using the real Terminal49 API at ${target.baseUrl} (T49_API_KEY is set)`);
	} else {
		mock = await startMockApi({ port: (await portInUse(4949)) ? 0 : 4949 });
		target = { baseUrl: mock.url, apiKey: mock.apiKey };
		step(
			`mock Terminal49 API on ${mock.url}: ${mock.state.containers.length} containers, last free days in the coming days`,
		);
		detail(
			`its API key: ${mock.apiKey}   (try: curl -H "Authorization: Token ${mock.apiKey}" ${mock.url}/containers)`,
		);
	}
	sink = await startSmtpSink({ port: (await portInUse(2525)) ? 0 : 2525 });
	sink.onMessage = (mail) => {
		const sender = sentBy(mail.text);
		const from = sender === undefined ? '' : ` from "${sender.replace(/^Terminal49: /, '')}"`;
		say(
			`  ✉ email "${mail.subject}"${from} → ${rel(saveMail(mail)).replace(/\.txt$/, '')}.txt${mail.html === undefined ? '' : ', .html'}, .eml`,
		);
	};
	step(
		`mail sink on ${sink.host}:${sink.port}: emails the workflows send are saved to ${rel(mailDir)}/`,
	);

	copyExampleFiles(filesDir);
	const t0 = Date.now();
	const extraEnv: Record<string, string> = {};
	if (process.env.WEBHOOK_URL) extraEnv.WEBHOOK_URL = process.env.WEBHOOK_URL;
	n8n = await startInstance(line, {
		userFolder,
		port,
		tarball,
		owner: OWNER,
		filesDir,
		logFile: path.join(DEMO_DIR, `n8n-${line}.log`),
		extraEnv,
	});
	fs.writeFileSync(pidFile, String(n8n.server.pid));
	step(
		`n8n started in ${Math.round((Date.now() - t0) / 1000)} s (log: ${rel(n8n.server.logFile)})`,
	);

	// Every start imports the examples as shipped: n8n 2.x saves edits into a workflow as they are
	// made, and the demo should show what examples/ holds. The earlier copies are deactivated and
	// deleted first: n8n 2.41 imports over an existing workflow, but its trigger then no longer
	// starts when activated, and it refuses to delete a published (active) workflow.
	// The polling alert polls every minute here (15 in the file): a change then arrives within a minute.
	const examples = loadExamples(filesDir).map((workflow) =>
		mock && workflow.id === POLLING_ALERT_WORKFLOW ? pollingEveryMinute(workflow) : workflow,
	);
	for (const workflow of examples) {
		const url = `${n8n.server.baseUrl}/api/v1/workflows/${workflow.id}`;
		const existing = await http<{ active?: boolean }>('GET', url, { apiKey: n8n.apiKey });
		if (existing.status !== 200) continue;
		if (existing.json?.active) await n8n.api.deactivate(workflow.id);
		let deleted = await http('DELETE', url, { apiKey: n8n.apiKey });
		// 2.x unpublishes a moment after answering the deactivation.
		const apiKey = n8n.apiKey;
		if (
			deleted.status === 409 &&
			(await waitFor(async () => (deleted = await http('DELETE', url, { apiKey })).status < 300))
		)
			continue;
		if (deleted.status >= 300)
			throw new Error(
				`Could not delete the earlier copy of ${workflow.name}: HTTP ${deleted.status} ${deleted.text.slice(0, 300)}`,
			);
	}
	const withoutRouting = mock
		? { baseUrl: mock.url, apiKey: mock.apiKeyWithoutRouting }
		: undefined;
	await importAll(line, n8n.cliOptions, {
		credentials: credentialRecords({
			terminal49: target,
			smtp: { host: sink.host, port: sink.port },
			terminal49WithoutRouting: withoutRouting,
		}),
		workflows: examples,
	});
	const credentialNames = [
		CREDENTIALS.terminal49.name,
		CREDENTIALS.smtp.name,
		...(withoutRouting ? [CREDENTIALS.terminal49WithoutRouting.name] : []),
	];
	step(
		`credentials ${credentialNames.map((name) => `"${name}"`).join(', ')} set; the ${examples.length} example workflows restored as shipped (to keep an edited one, duplicate it)`,
	);

	const alert = examples.find((w) => w.id === ALERT_WORKFLOW);
	const alertUrl = alert ? `${n8n.server.baseUrl}/webhook/${triggerWebhookPath(alert)}` : '';
	const alertActive = await activateAlert(n8n, alertUrl);
	const pollingActive = mock ? await activatePollingAlert(n8n) : false;
	say();
	const took = Math.round((Date.now() - started) / 1000);
	say(
		`n8n is ready: ${n8n.server.baseUrl} (this start took ${took >= 60 ? `${Math.floor(took / 60)} min ${took % 60} s` : `${took} s`})`,
	);
	say(`  Log in with ${OWNER.email} / ${OWNER.password}`);
	say(`  Workflows: ${n8n.server.baseUrl}/home/workflows`);
	for (const workflow of examples) say(`    ${workflow.name.replace(/^Terminal49: /, '')}`);
	say(
		`  The spreadsheet examples read and write ${rel(filesDir)}/; emails land in ${rel(mailDir)}/`,
	);
	const exampleName = (id: string) =>
		examples.find((w) => w.id === id)?.name.replace(/^Terminal49: /, '');
	const [outName, backName] = [exampleName(ROUND_TRIP_OUT), exampleName(ROUND_TRIP_BACK)];
	for (const text of roundTripGuide(
		outName && backName
			? { outName, backName, file: `${rel(filesDir)}/${ROUND_TRIP_FILE}` }
			: undefined,
	))
		say(text);
	say();
	if (mock) {
		say(
			'  To see the trigger work at once: open "LFD alert email", open its Terminal49 Trigger and click',
		);
		say(
			'  "Test this trigger": the mock sends a sample of each selected event, and they arrive as items.',
		);
		const routed = mock.state.containers.find(
			(container) => container.id === mock?.state.routes[0]?.containerId,
		);
		const route = routed
			? {
					containerNumber: routed.attributes.number,
					withoutRoutingCredential: CREDENTIALS.terminal49WithoutRouting.name,
				}
			: undefined;
		for (const text of routeGuide(route)) say(text);
	} else {
		say(
			'  "Test this trigger" needs Terminal49 to reach this n8n (WEBHOOK_URL, https); without it, try a',
		);
		say('  workflow on the Terminal49 Polling Trigger and its "Fetch Test Event".');
	}
	say();
	const guide = enterGuide({
		mock: mock !== undefined,
		alertActive,
		pollingActive,
		alertName:
			examples.find((w) => w.id === ALERT_WORKFLOW)?.name.replace(/^Terminal49: /, '') ??
			ALERT_WORKFLOW,
		pollingName:
			examples.find((w) => w.id === POLLING_ALERT_WORKFLOW)?.name.replace(/^Terminal49: /, '') ??
			POLLING_ALERT_WORKFLOW,
		mailDir: rel(mailDir),
	});
	if (guide.length > 0) {
		for (const text of guide) say(text);
		// Not a terminal-mode interface: Ctrl-C must stay a signal that stops the demo.
		const input = readline.createInterface({ input: process.stdin, terminal: false });
		let round = 0;
		input.on('line', () => {
			sendLfdChange(alertUrl, round++).catch((error: unknown) =>
				say(`  ! ${(error as Error).message}`),
			);
		});
	} else {
		say('Ctrl-C stops everything.');
	}
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
main().catch(async (error: unknown) => {
	say(`\n${error instanceof Error ? error.message : String(error)}`);
	await stopAll(1);
});
