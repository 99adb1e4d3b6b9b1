/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * The packed package in n8n 2.x queue mode (npm run test:queue): Postgres, Redis, one main, two
 * workers (one job each, so two runs at once land on two workers) and two `n8n webhook`
 * processes, all on loopback, against the mock API and an SMTP sink in this process. Every number
 * the suite proves is printed as a `[queue]` line.
 */
import fs from 'node:fs';
import path from 'node:path';

import { packedTarball } from '../../scripts/n8n/communityPackage';
import type { Execution } from '../../scripts/n8n/http';
import { http, sleep, webhookNotRegistered } from '../../scripts/n8n/http';
import { run } from '../../scripts/n8n/install';
import type { WorkflowJson } from '../../scripts/n8n/instance';
import { credentialRecords, loadExamples, triggerWebhookPath } from '../../scripts/n8n/instance';
import type { QueueCluster } from '../../scripts/n8n/queueMode';
import { postgresBinDir, startQueueCluster } from '../../scripts/n8n/queueMode';
import { executeWorkflow, nodeOutput } from '../../scripts/n8n/server';
import { E2E_DIR, VERSIONS } from '../../scripts/n8n/versions';
import { lfdChanged } from '../fixtures/webhookPayloads';
import { isoUtc, makeTerminal, seedContainers } from '../mock/fixtures';
import type { MockApi } from '../mock/server';
import { startMockApi } from '../mock/server';
import { mockUuid } from '../mock/state';
import { containerUpdateFor, deliver, registrationsFor } from '../e2e/support/deliveries';
import type { SmtpSink } from '../e2e/support/smtpSink';
import { startSmtpSink } from '../e2e/support/smtpSink';
import {
	ACTIONS_PATH,
	CLAIMS_TABLE,
	CLAIM_NODE,
	FIRST_CLAIM_NODE,
	REMOVE_DUPLICATES_NODE,
	RETURN_ALL_NODE,
	RETURN_ALL_PATH,
	STATIC_DATA_NODE,
	actionsWorkflow,
	claimOnceWorkflow,
	e2eWorkflow,
	removeDuplicatesWorkflow,
	returnAllWorkflow,
	staticDataTriggerWorkflow,
} from './workflows';

const LINE = '2' as const;
const VERSION = VERSIONS[LINE].n8n;
const OWNER = {
	email: 'queue@example.com',
	password: 'Queue-Passw0rd',
	firstName: 'Queue',
	lastName: 'Owner',
};
const ROOT = path.join(E2E_DIR, 'run', 'queue-n8n-2');
const POLLING_CREDENTIAL = {
	id: 't49PollingApiKey',
	name: 'Terminal49 API (polling)',
	type: 'terminal49Api',
};
const BULK_CREDENTIAL = {
	id: 't49BulkApiKey0001',
	name: 'Terminal49 API (bulk account)',
	type: 'terminal49Api',
};
/** 60 pages each: the two runs together need 120 requests, more than the API's 100 per 60 s. */
const BULK_CONTAINERS = Number(process.env.QUEUE_BULK_CONTAINERS ?? 6_000);
/** The database the recipe's table lives in: the user's own, beside n8n's on the same server. */
const CLAIMS_DATABASE = 't49_claims';
const CLAIMS_CREDENTIAL = {
	id: 't49QueueClaimsDb',
	name: 'Postgres (notification claims)',
	type: 'postgres',
};
/**
 * The burst: distinct notifications and copies of each, one notification at a time. That queues
 * each notification's runs next to each other, so the two workers (one job each) take them
 * together; more at once would interleave them in the queue. The deliveries still outpace the
 * runs: the queue fills within seconds.
 */
const BURST = { notifications: 40, copies: 3 };
const TRIGGER_NODE = 'Terminal49 Trigger';
const POLLING_NODE = 'Terminal49 Polling Trigger';
const ALERT_ID = 'T49LfdAlertEmail';

const numbers: string[] = [];
const timings: Record<string, number> = {};
/** One proven number, in the test output and in the summary written at the end. */
function report(line: string): void {
	numbers.push(line);
	process.stderr.write(`[queue] ${line}\n`);
}

async function until<T>(
	what: string,
	probe: () => Promise<T | undefined> | T | undefined,
	timeoutMs = 30_000,
): Promise<T> {
	const t0 = Date.now();
	for (;;) {
		const value = await probe();
		if (value !== undefined) return value;
		if (Date.now() - t0 > timeoutMs)
			throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
		await sleep(250);
	}
}

/** POSTs to a production webhook; while n8n 2.x is still activating the workflow (404), again. */
async function startByWebhook(url: string): Promise<number> {
	const response = await until(`${url} to be registered`, async () => {
		const r = await http('POST', url, { body: {} });
		return webhookNotRegistered(r) ? undefined : r;
	});
	return response.status;
}

interface Burst {
	/** The notifications sent, in order. */
	ids: string[];
	/** Each delivery's answer. */
	statuses: number[];
	/** Every run the burst started, with its data. */
	runs: Execution[];
	runsOf: Map<string, Execution[]>;
	/** Items out of the node that keeps repeats out, over all runs. */
	passed: number;
	/** Emails per notification id. */
	emails: Map<string, number>;
	summary: string;
}

const isDone = (e: Execution): boolean =>
	e.finished || ['success', 'error', 'crashed', 'canceled'].includes(e.status);

function itemsOf(execution: Execution, node: string, output = 0): Array<Record<string, unknown>> {
	return (execution.data?.resultData.runData[node] ?? [])
		.flatMap((r) => r.data?.main?.[output] ?? [])
		.map((item) => item.json);
}

describe(`n8n ${VERSION} in queue mode: main + 2 workers + 2 webhook processes, Postgres, Redis`, () => {
	let cluster: QueueCluster;
	let mock: MockApi;
	let pollingMock: MockApi;
	let bulkMock: MockApi;
	let sink: SmtpSink;
	let pollingActivatedAt = 0;
	const examples = loadExamples(path.join(ROOT, 'files'));
	const alertWorkflow = examples.find((w) => w.id === ALERT_ID)!;
	const triggerWorkflow = e2eWorkflow('trigger.json');
	const staticDataWorkflow = staticDataTriggerWorkflow();
	const pollingWorkflow = e2eWorkflow('polling-trigger.json');
	const actions = actionsWorkflow();
	const returnAll = returnAllWorkflow(BULK_CREDENTIAL);
	const claimOnce = claimOnceWorkflow(CLAIMS_CREDENTIAL);
	const removeDuplicates = removeDuplicatesWorkflow();

	const executions = (workflowId: string): Promise<Execution[]> =>
		cluster.api.executions(workflowId);
	const withData = (id: string): Promise<Execution> =>
		cluster.api.get<Execution>(`/executions/${id}?includeData=true`);
	/** Waits until the workflow has `count` executions, all done; oldest first. */
	const finished = async (
		workflowId: string,
		count: number,
		timeoutMs = 60_000,
	): Promise<Execution[]> => {
		const all = await until(
			`${count} finished executions of ${workflowId}`,
			async () => {
				const list = await executions(workflowId);
				return list.length >= count && list.every(isDone) ? list : undefined;
			},
			timeoutMs,
		);
		return all.sort((a, b) => Number(a.id) - Number(b.id));
	};
	/** The URL Terminal49 delivers to, on webhook process `index` (0 or 1). */
	const deliveryUrl = (workflow: WorkflowJson, index: number): string =>
		`${cluster.webhooks[index].baseUrl}/webhook/${triggerWebhookPath(workflow)}`;
	const registrationUrl = (workflow: WorkflowJson): string =>
		`${cluster.sharedEnv.WEBHOOK_URL}webhook/${triggerWebhookPath(workflow)}`;
	const secretFor = (workflow: WorkflowJson): string =>
		registrationsFor(mock.state, registrationUrl(workflow))[0].secret;
	const workersOf = (list: Execution[]): string[] =>
		list.map((e) => cluster.workerOf(e.id) ?? `no worker (execution ${e.id})`);
	const tally = (names: string[]): string =>
		Object.entries(
			names.reduce<Record<string, number>>((acc, n) => ({ ...acc, [n]: (acc[n] ?? 0) + 1 }), {}),
		)
			.map(([n, c]) => `${n} ${c}`)
			.join(', ');

	/** One statement through psql, as the suite's superuser; its rows, unaligned. */
	const psql = (database: string, sql: string): string =>
		run(path.join(postgresBinDir()!, 'psql'), [
			'-X',
			'-A',
			'-t',
			'-v',
			'ON_ERROR_STOP=1',
			'-h',
			'127.0.0.1',
			'-p',
			String(cluster.postgres.port),
			'-U',
			cluster.postgres.user,
			'-d',
			database,
			'-c',
			sql,
		]).stdout.trim();

	beforeAll(async () => {
		const t0 = Date.now();
		mock = await startMockApi();
		pollingMock = await startMockApi({ apiKey: 'polling-key-123' });
		bulkMock = await startMockApi({
			apiKey: 'bulk-key-123',
			seed: (state) => {
				state.terminals.push(
					makeTerminal({}, { id: mockUuid('terminal', 1) }),
					makeTerminal({}, { id: mockUuid('terminal', 2) }),
				);
				seedContainers(state, BULK_CONTAINERS);
			},
		});
		sink = await startSmtpSink();
		cluster = await startQueueCluster(LINE, {
			root: ROOT,
			tarball: packedTarball(),
			owner: OWNER,
			workers: 2,
			webhooks: 2,
			workerConcurrency: 1,
			log: (line) => process.stderr.write(`[queue] ${line}\n`),
		});
		timings.clusterStart = cluster.startupMs;
		// The recipe's table, as docs/queue-mode.md says to create it: in a database of its own.
		psql('postgres', `CREATE DATABASE ${CLAIMS_DATABASE}`);
		psql(
			CLAIMS_DATABASE,
			`CREATE TABLE ${CLAIMS_TABLE} (notification_id text PRIMARY KEY, seen_at timestamptz NOT NULL DEFAULT now())`,
		);
		const t1 = Date.now();
		await cluster.importAll({
			credentials: [
				...credentialRecords({
					terminal49: { baseUrl: mock.url, apiKey: mock.apiKey },
					smtp: { host: sink.host, port: sink.port },
				}),
				{ ...POLLING_CREDENTIAL, data: { apiKey: pollingMock.apiKey, baseUrl: pollingMock.url } },
				{ ...BULK_CREDENTIAL, data: { apiKey: bulkMock.apiKey, baseUrl: bulkMock.url } },
				{
					...CLAIMS_CREDENTIAL,
					data: {
						host: '127.0.0.1',
						port: cluster.postgres.port,
						database: CLAIMS_DATABASE,
						user: cluster.postgres.user,
						password: '',
						ssl: 'disable',
						allowUnauthorizedCerts: false,
						maxConnections: 100,
					},
				},
			],
			workflows: [
				alertWorkflow,
				triggerWorkflow,
				staticDataWorkflow,
				pollingWorkflow,
				actions,
				returnAll,
				claimOnce,
				removeDuplicates,
			],
		});
		timings.imports = Date.now() - t1;
		// n8n polls at most once a minute: activated now, its polls run while the other tests do.
		await cluster.api.activate(pollingWorkflow.id);
		pollingActivatedAt = Date.now();
		await cluster.api.activate(actions.id);
		await cluster.api.activate(returnAll.id);
		timings.setup = Date.now() - t0;
	}, 400_000);

	afterAll(async () => {
		const t0 = Date.now();
		await cluster?.stop();
		timings.stop = Date.now() - t0;
		await Promise.all([mock?.close(), pollingMock?.close(), bulkMock?.close(), sink?.close()]);
		const summary = Object.entries(timings)
			.map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`)
			.join(', ');
		process.stderr.write(`[queue] n8n ${VERSION} timings: ${summary}\n`);
		fs.mkdirSync(E2E_DIR, { recursive: true });
		fs.writeFileSync(
			path.join(E2E_DIR, 'queue-results.json'),
			`${JSON.stringify({ version: VERSION, timings, numbers }, null, 2)}\n`,
		);
	}, 120_000);

	it('every process loaded the package (main, 2 workers, 2 webhook processes)', () => {
		for (const p of [cluster.main, ...cluster.workers, ...cluster.webhooks]) {
			expect({
				process: p.name,
				loaded: fs.existsSync(
					path.join(
						p.userFolder,
						'.n8n',
						'nodes',
						'node_modules',
						'n8n-nodes-terminal49',
						'package.json',
					),
				),
			}).toEqual({ process: p.name, loaded: true });
			expect({ process: p.name, log: p.log() }).not.toEqual({
				process: p.name,
				log: expect.stringMatching(/n8n-nodes-terminal49[^\n]*(error|failed)/i),
			});
		}
		report(
			`started in ${(cluster.startupMs / 1000).toFixed(1)} s: main ${(cluster.main.startupMs / 1000).toFixed(1)} s, ${[...cluster.workers, ...cluster.webhooks].map((p) => `${p.name} ${(p.startupMs / 1000).toFixed(1)} s`).join(', ')}`,
		);
	});

	it('(1) an action workflow started through a webhook process runs on a worker and gives the same items as regular mode', async () => {
		expect(await startByWebhook(`${cluster.webhooks[1].baseUrl}/webhook/${ACTIONS_PATH}`)).toBe(
			200,
		);
		const [queued] = await finished(actions.id, 1);
		expect(queued.status).toBe('success');
		expect(queued.mode).toBe('webhook');
		const worker = cluster.workerOf(queued.id);
		expect(worker).toMatch(/^worker-[12]$/);
		const onWorker = await withData(queued.id);

		// The same workflow from its Manual Trigger, run inside the `n8n execute` process.
		const t0 = Date.now();
		const regular = await executeWorkflow(LINE, actions.id, {
			userFolder: cluster.main.userFolder,
			port: cluster.main.port,
			extra: { ...cluster.sharedEnv, EXECUTIONS_MODE: 'regular' },
		});
		timings.regularExecute = Date.now() - t0;
		expect(regular.run.status).toBe('success');
		const compared: string[] = [];
		for (const node of actions.nodes
			.map((n) => n.name)
			.filter((n) => !['Run now', 'Queue start', 'Same input'].includes(n))) {
			for (const output of [0, 1]) {
				expect({ node, output, items: itemsOf(onWorker, node, output) }).toEqual({
					node,
					output,
					items: nodeOutput(regular.run, node, output),
				});
			}
			compared.push(
				`${node} ${itemsOf(onWorker, node).length + itemsOf(onWorker, node, 1).length}`,
			);
		}
		expect(itemsOf(onWorker, 'Container Get')).toHaveLength(1);
		report(
			`(1) action tour: execution ${queued.id} ran on ${worker}; items per node equal to regular mode: ${compared.join(', ')}`,
		);
	}, 180_000);

	describe('the webhook trigger', () => {
		it('(2) activating registers exactly one webhook with Terminal49, not one per process', async () => {
			const before = mock.requests.filter(
				(r) => r.path.startsWith('/webhooks') && r.method === 'POST',
			).length;
			await cluster.api.activate(triggerWorkflow.id);
			await cluster.api.activate(ALERT_ID);
			await until('both registrations', () =>
				registrationsFor(mock.state, registrationUrl(triggerWorkflow)).length === 1 &&
				registrationsFor(mock.state, registrationUrl(alertWorkflow)).length === 1
					? true
					: undefined,
			);
			// Give any other process the time to register a second one.
			await sleep(3000);
			const creates =
				mock.requests.filter((r) => r.path.startsWith('/webhooks') && r.method === 'POST').length -
				before;
			expect(registrationsFor(mock.state, registrationUrl(triggerWorkflow))).toHaveLength(1);
			expect(registrationsFor(mock.state, registrationUrl(alertWorkflow))).toHaveLength(1);
			expect(creates).toBe(2);
			report(
				`(2) 2 workflows activated: ${creates} POST /webhooks in total, 1 registration for each workflow's URL at Terminal49`,
			);
		});

		it('(3) signed deliveries, alternately to the two webhook processes, start runs on workers; forged ones start none', async () => {
			const bodies = [0x201, 0x202, 0x203, 0x204].map((n) =>
				lfdChanged({ event: 'container.pickup_lfd.changed', n }),
			);
			const statuses: number[] = [];
			for (const [i, body] of bodies.entries())
				statuses.push(
					(await deliver(deliveryUrl(triggerWorkflow, i % 2), body, secretFor(triggerWorkflow)))
						.status,
				);
			expect(statuses).toEqual([200, 200, 200, 200]);
			const runs = await finished(triggerWorkflow.id, 4);
			expect(runs).toHaveLength(4);
			expect(runs.every((e) => e.status === 'success')).toBe(true);
			const workers = workersOf(runs);
			expect(workers.every((w) => /^worker-[12]$/.test(w))).toBe(true);
			const ids = await Promise.all(
				runs.map(
					async (e) =>
						(await withData(e.id)).data?.resultData.runData[TRIGGER_NODE]?.[0]?.data?.main?.[0]?.[0]
							?.json.notification_id,
				),
			);
			expect(ids.sort()).toEqual(bodies.map((b) => b.data.id).sort());

			const forged = lfdChanged({ event: 'container.pickup_lfd.changed', n: 0x205 });
			const refused: number[] = [];
			for (const i of [0, 1]) {
				refused.push(
					(await deliver(deliveryUrl(triggerWorkflow, i), forged, 'not-the-secret')).status,
				);
				refused.push(
					(
						await deliver(deliveryUrl(triggerWorkflow, i), forged, secretFor(triggerWorkflow), {
							signature: '',
						})
					).status,
				);
			}
			expect(refused).toEqual([401, 401, 401, 401]);
			await sleep(2000);
			expect(await executions(triggerWorkflow.id)).toHaveLength(4);
			report(
				`(3) 4 signed deliveries (2 per webhook process) → 4 runs on ${tally(workers)}; 4 forged/unsigned → 401 × ${refused.length}, 0 runs`,
			);
		}, 120_000);

		it('(4) one notification delivered 12 times over both webhook processes sends one email (Remove Duplicates on notification_id)', async () => {
			const since = sink.messages.length;
			const before = (await executions(ALERT_ID)).length;
			const body = containerUpdateFor(mock.state, mock.state.containers[0].id, {
				previousLfd: '2026-03-01T08:00:00Z',
			});
			const statuses: number[] = [];
			// Terminal49 redelivers after an attempt it did not see answered: the first copy's run is
			// under way by then. The other 11 go back to back, alternately, starting on the other process.
			statuses.push(
				(await deliver(deliveryUrl(alertWorkflow, 0), body, secretFor(alertWorkflow))).status,
			);
			await finished(ALERT_ID, before + 1);
			for (let i = 1; i < 12; i++)
				statuses.push(
					(await deliver(deliveryUrl(alertWorkflow, i % 2), body, secretFor(alertWorkflow))).status,
				);
			expect(statuses.every((s) => s === 200)).toBe(true);
			await finished(ALERT_ID, before + 2);
			// Any further run, and any late email, would show up within this.
			await sleep(3000);
			const all = (await finished(ALERT_ID, before + 2)).slice(before);
			const passed = await Promise.all(
				all.map(async (e) => itemsOf(await withData(e.id), 'Skip redeliveries').length),
			);
			// The trigger's own record drops redeliveries within a process: one run per process.
			expect(all.map((e) => e.status)).toEqual(['success', 'success']);
			expect(passed).toEqual([1, 0]);
			expect(sink.messages.length - since).toBe(1);
			report(
				`(4) 12 deliveries of notification ${body.data.id} (6 per webhook process) → ${all.length} runs (${workersOf(all).join(', ')}), ` +
					`items past Remove Duplicates per run: ${passed.join(' / ')}, emails: ${sink.messages.length - since}`,
			);
		}, 120_000);

		/**
		 * A burst with redeliveries: BURST.notifications new notifications, back to back, each
		 * delivered BURST.copies times. Copy c of notification k goes to webhook process (k + c) % 2:
		 * each notification reaches both processes and starts a run on each (the trigger drops a copy
		 * that reaches a process a second time), queued at the same moment, so the two workers take
		 * them together; the workflow's line-up step then sends both into the step that keeps
		 * repeats out at the same moment.
		 */
		const burst = async (
			workflow: WorkflowJson,
			firstN: number,
			label: string,
			nodes: { dedupe: string; passed: string },
		): Promise<Burst> => {
			await cluster.api.activate(workflow.id);
			await until(`${workflow.name}: its registration`, () =>
				registrationsFor(mock.state, registrationUrl(workflow)).length === 1 ? true : undefined,
			);
			const secret = secretFor(workflow);
			const bodies = Array.from({ length: BURST.notifications }, (_, k) =>
				lfdChanged({ event: 'container.pickup_lfd.changed', n: firstN + k }),
			);
			const since = sink.messages.length;
			const t0 = Date.now();
			const timed = async (
				url: string,
				body: (typeof bodies)[number],
			): Promise<{ status: number; ms: number }> => {
				const t = Date.now();
				const r = await deliver(url, body, secret);
				return { status: r.status, ms: Date.now() - t };
			};
			// The first two copies at once, one to each process; the others once those are answered, so
			// the trigger's record in static data, saved by a later copy, cannot keep the second run out
			// (a notification with one run would pair the rest of the queue wrongly).
			const copies = async (
				body: (typeof bodies)[number],
				k: number,
			): Promise<Array<{ status: number; ms: number }>> => [
				...(await Promise.all([0, 1].map((c) => timed(deliveryUrl(workflow, (k + c) % 2), body)))),
				...(await Promise.all(
					Array.from({ length: BURST.copies - 2 }, (_, c) =>
						timed(deliveryUrl(workflow, (k + 2 + c) % 2), body),
					),
				)),
			];
			const answers: Array<{ status: number; ms: number }> = [];
			for (const [k, body] of bodies.entries()) answers.push(...(await copies(body, k)));
			const sentMs = Date.now() - t0;
			await finished(workflow.id, BURST.notifications, 180_000);
			// A run queued after its delivery was answered would show up within this.
			await sleep(3000);
			const runs = await Promise.all(
				(await finished(workflow.id, BURST.notifications, 180_000)).map((e) => withData(e.id)),
			);
			const wallMs = Date.now() - t0;
			await cluster.api.deactivate(workflow.id);
			const runsOf = new Map<string, Execution[]>();
			for (const e of runs) {
				const id = String(itemsOf(e, TRIGGER_NODE)[0]?.notification_id);
				runsOf.set(id, [...(runsOf.get(id) ?? []), e]);
			}
			// When each run's step that keeps repeats out ran, as n8n recorded it.
			const span = (e: Execution): [number, number] => {
				const { startTime = 0, executionTime = 0 } = (e.data?.resultData.runData[
					nodes.dedupe
				]?.[0] ?? {}) as { startTime?: number; executionTime?: number };
				return [startTime, startTime + executionTime];
			};
			const together = [...runsOf.values()].filter((list) =>
				list.some((a, i) =>
					list.slice(i + 1).some((b) => span(a)[0] <= span(b)[1] && span(b)[0] <= span(a)[1]),
				),
			).length;
			const twoRuns = [...runsOf.values()].filter((list) => list.length > 1).length;
			const emails = new Map<string, number>();
			for (const m of sink.messages
				.slice(since)
				.filter((mail) => mail.subject.startsWith(`${label} `))) {
				const id = m.subject.slice(label.length + 1);
				emails.set(id, (emails.get(id) ?? 0) + 1);
			}
			const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
			const at = (q: number): string =>
				(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] / 1000).toFixed(2);
			return {
				ids: bodies.map((b) => b.data.id),
				statuses: answers.map((a) => a.status),
				runs,
				runsOf,
				passed: runs.reduce((n, e) => n + itemsOf(e, nodes.passed).length, 0),
				emails,
				summary:
					`${BURST.notifications} notifications × ${BURST.copies} deliveries over both webhook processes (one notification at a time: 2 copies at once, one to each, then the rest), all sent in ${(sentMs / 1000).toFixed(1)} s ` +
					`(answers p50 ${at(0.5)} s, p99 ${at(0.99)} s) → ${runs.length} runs (${tally(workersOf(runs))}), all done in ${(wallMs / 1000).toFixed(1)} s; ` +
					`${twoRuns} notifications ran twice, ${together} of them with both runs in ${nodes.dedupe} at the same moment`,
			};
		};
		const emailsPer = (b: Burst): Array<[string, number]> =>
			b.ids.map((id) => [id, b.emails.get(id) ?? 0]);
		const sentTwice = (b: Burst): number => emailsPer(b).filter(([, n]) => n > 1).length;
		const emailsSent = (b: Burst): number => [...b.emails.values()].reduce((n, c) => n + c, 0);

		it('(4) a burst with redeliveries over both webhook processes sends one email per notification when each run first claims notification_id in Postgres', async () => {
			const b = await burst(claimOnce, 0x401, 'Claimed', {
				dedupe: CLAIM_NODE,
				passed: FIRST_CLAIM_NODE,
			});
			expect(b.statuses.filter((s) => s !== 200)).toEqual([]);
			expect(
				b.runs
					.filter((e) => e.status !== 'success')
					.map((e) => ({
						execution: e.id,
						status: e.status,
						error: e.data?.resultData.error?.message,
					})),
			).toEqual([]);
			expect(b.ids.filter((id) => !b.runsOf.has(id))).toEqual([]);
			// The claim: exactly one run per notification gets its row back, whatever ran at the same time.
			expect(emailsPer(b)).toEqual(b.ids.map((id) => [id, 1]));
			expect(emailsSent(b)).toBe(BURST.notifications);
			expect(b.passed).toBe(BURST.notifications);
			// The copy whose insert did not take gets n8n's answer to a write that returned no row, as the docs say.
			const lost = b.runs
				.map((e) => itemsOf(e, CLAIM_NODE))
				.filter((items) => items[0]?.notification_id === undefined);
			expect(lost).toEqual(
				Array.from({ length: b.runs.length - BURST.notifications }, () => [{ success: true }]),
			);
			expect(psql(CLAIMS_DATABASE, `SELECT count(*) FROM ${CLAIMS_TABLE}`)).toBe(
				String(BURST.notifications),
			);
			report(
				`(4) Postgres claim (INSERT … ON CONFLICT DO NOTHING RETURNING, then If): ${b.summary}; past the If: ${b.passed}; emails: ${emailsSent(b)}, one per notification, 0 lost`,
			);
		}, 300_000);

		it('(4) the same burst through Remove Duplicates loses no notification, but copies that run at the same moment can both pass or fail (counted, not asserted)', async () => {
			const b = await burst(removeDuplicates, 0x501, 'Deduplicated', {
				dedupe: REMOVE_DUPLICATES_NODE,
				passed: REMOVE_DUPLICATES_NODE,
			});
			expect(b.statuses.filter((s) => s !== 200)).toEqual([]);
			expect(emailsPer(b).filter(([, n]) => n === 0)).toEqual([]);
			// Two first runs at once can also both insert its one row: the second fails (its copy's twin sent the email).
			const failed = b.runs
				.filter((e) => e.status !== 'success')
				.map((e) => `${e.id}: ${e.data?.resultData.error?.message ?? e.status}`);
			report(
				`(4) Remove Duplicates on notification_id: ${b.summary}; passed: ${b.passed}; emails: ${emailsSent(b)}, ${sentTwice(b)} notifications emailed twice, 0 lost; ` +
					`failed runs: ${failed.length}${failed.length > 0 ? ` (${failed.join('; ')})` : ''}`,
			);
		}, 300_000);

		it('(3) a later node that writes workflow static data does not cost the trigger its signing secret', async () => {
			await cluster.api.activate(staticDataWorkflow.id);
			await until('its registration', () =>
				registrationsFor(mock.state, registrationUrl(staticDataWorkflow)).length === 1
					? true
					: undefined,
			);
			const listReads = (): number =>
				mock.requests.filter((r) => r.method === 'GET' && r.path === '/webhooks').length;
			const readsBefore = listReads();
			const statuses: number[] = [];
			// Each run finishes (and its worker saves static data) before the next delivery arrives.
			for (let i = 0; i < 4; i++) {
				const body = lfdChanged({ event: 'container.pickup_lfd.changed', n: 0x301 + i });
				statuses.push(
					(
						await deliver(
							deliveryUrl(staticDataWorkflow, i % 2),
							body,
							secretFor(staticDataWorkflow),
						)
					).status,
				);
				await finished(staticDataWorkflow.id, i + 1);
			}
			const runs = await finished(staticDataWorkflow.id, 4);
			const remembered = await Promise.all(
				runs.map(async (e) => itemsOf(await withData(e.id), STATIC_DATA_NODE)[0]?.runsRemembered),
			);
			expect(statuses).toEqual([200, 200, 200, 200]);
			expect(runs.map((e) => e.status)).toEqual(['success', 'success', 'success', 'success']);
			// Each webhook process reads the registration back once, not once per delivery.
			const recoveryReads = listReads() - readsBefore;
			expect(recoveryReads).toBeLessThanOrEqual(2);
			// The main, whose static data lost the webhook id too, still removes it.
			await cluster.api.deactivate(staticDataWorkflow.id);
			await until('its registration to be removed', () =>
				registrationsFor(mock.state, registrationUrl(staticDataWorkflow)).length === 0
					? true
					: undefined,
			);
			report(
				`(3) trigger + a Code node writing static data: 4 deliveries (2 per webhook process) → statuses ${statuses.join(', ')}, ${runs.length} runs; ` +
					`webhook list reads to recover the registration: ${recoveryReads}; deactivation removed it; ` +
					`run count the Code node's static data remembered in each run: ${remembered.join(', ')} (a worker starts from none)`,
			);
		}, 180_000);

		it('(2) deactivating removes the registrations from Terminal49', async () => {
			const deletesSoFar = mock.requests.filter(
				(r) => r.path.startsWith('/webhooks/') && r.method === 'DELETE',
			).length;
			await cluster.api.deactivate(triggerWorkflow.id);
			await cluster.api.deactivate(ALERT_ID);
			const ours = (): number =>
				registrationsFor(mock.state, registrationUrl(triggerWorkflow)).length +
				registrationsFor(mock.state, registrationUrl(alertWorkflow)).length;
			await until('the registrations to be removed', () => (ours() === 0 ? true : undefined));
			await sleep(2000);
			const deletes =
				mock.requests.filter((r) => r.path.startsWith('/webhooks/') && r.method === 'DELETE')
					.length - deletesSoFar;
			expect(deletes).toBe(2);
			report(
				`(2) 2 workflows deactivated: ${deletes} DELETE /webhooks/{id} in total, ${ours()} of their registrations left`,
			);
		});
	});

	it('(5) the Polling Trigger polls on one process only and emits a change once', async () => {
		const fullPolls = (): number =>
			pollingMock.requests.filter(
				(r) => r.path === '/containers' && r.query['page[size]'] === '100',
			).length;
		await until('the baseline poll', () => (fullPolls() >= 1 ? true : undefined), 75_000);
		await sleep(1000);
		expect(await executions(pollingWorkflow.id)).toHaveLength(0);

		const container = pollingMock.state.containers.find(
			(c) => typeof c.attributes.pickup_lfd === 'string',
		)!;
		const previous = String(container.attributes.pickup_lfd);
		container.attributes.pickup_lfd = isoUtc(Date.parse(previous) + 2 * 86_400_000);
		const pollsBefore = fullPolls();
		const [run] = await finished(pollingWorkflow.id, 1, 75_000);
		await until(
			'the poll after the run',
			() => (fullPolls() >= pollsBefore + 2 ? true : undefined),
			75_000,
		);
		await sleep(3000);

		const runs = await executions(pollingWorkflow.id);
		expect(runs).toHaveLength(1);
		const items = itemsOf(await withData(run.id), POLLING_NODE);
		expect(items).toEqual([
			expect.objectContaining({
				event: 'container.pickup_lfd.changed',
				container: expect.objectContaining({ id: container.id }),
				changes: { pickup_lfd: { previous, current: container.attributes.pickup_lfd } },
			}),
		]);
		// Poll Times "every minute": one poller makes one full read a minute (at most one more than the
		// minutes elapsed, as its second within the minute is its own); five would make five times that.
		const minutes = Math.ceil((Date.now() - pollingActivatedAt) / 60_000);
		expect(fullPolls()).toBeLessThanOrEqual(minutes + 1);
		report(
			`(5) ${fullPolls()} full polls of the account in the ${minutes} minutes since activation (5 processes polling: about ${5 * fullPolls()}); ` +
				`1 LFD change → ${runs.length} run, on ${cluster.workerOf(run.id) ?? 'no worker'}`,
		);
	}, 240_000);

	it(`(6) two Return All executions of ${BULK_CONTAINERS.toLocaleString('en-US')} containers on one key, on two workers at once: both complete, every container once`, async () => {
		bulkMock.reset();
		const t0 = Date.now();
		const started = await Promise.all(
			cluster.webhooks.map((w) => startByWebhook(`${w.baseUrl}/webhook/${RETURN_ALL_PATH}`)),
		);
		expect(started).toEqual([200, 200]);
		const runs = await finished(returnAll.id, 2, 300_000);
		const wallMs = Date.now() - t0;
		timings.returnAll = wallMs;
		const workers = workersOf(runs);
		expect([...workers].sort()).toEqual(['worker-1', 'worker-2']);
		const expected = new Set(bulkMock.state.containers.map((c) => c.id));
		const summaries: string[] = [];
		for (const e of runs) {
			const full = await withData(e.id);
			expect({
				execution: e.id,
				status: full.status,
				error: full.data?.resultData.error?.message,
			}).toEqual({ execution: e.id, status: 'success', error: undefined });
			const ids = itemsOf(full, RETURN_ALL_NODE).map((item) => String(item.id));
			const unique = new Set(ids);
			const missing = [...expected].filter((id) => !unique.has(id)).length;
			expect({ execution: e.id, items: ids.length, unique: unique.size, missing }).toEqual({
				execution: e.id,
				items: expected.size,
				unique: expected.size,
				missing: 0,
			});
			summaries.push(
				`${e.id} on ${cluster.workerOf(e.id)}: ${unique.size} unique of ${ids.length}`,
			);
		}
		const accepted = bulkMock.requests.filter((r) => r.status >= 200 && r.status < 300).length;
		const refused = bulkMock.requests.filter((r) => r.status === 429).length;
		const floorMs = Math.floor((accepted - 1) / 100) * 60_000;
		report(
			`(6) 2 × Return All of ${BULK_CONTAINERS} containers on one key: ${(wallMs / 1000).toFixed(1)} s wall (floor ${floorMs / 1000} s for ${accepted} requests), ` +
				`${refused} × 429 from the API, 0 failures; ${summaries.join('; ')}`,
		);
	}, 360_000);
});
