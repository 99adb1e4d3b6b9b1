/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- bench code: runs in Node, never inside n8n, where these rules apply */
/**
 * Scenario 4: time from a signed delivery to the execution being recorded, for the Terminal49
 * Trigger and for n8n's plain Webhook node given the same payload, in the real n8n of the
 * end-to-end suite (bench/lib/realN8n.ts), on every n8n line installed.
 *
 * Three receivers are active at once in one n8n: the trigger (test/e2e/workflows/trigger.json,
 * registered with the mock), n8n's Webhook node v2 (the comparison the overhead target is set against) and the same
 * Webhook node at v1, a control: n8n 2.x skips the expression isolate in the webhook phase only
 * for the Webhook node from v1.1 on with static parameters (n8n PR #35362), so v1 takes the path
 * every other trigger node takes, ours included. On 2.x each receiver is also measured with the
 * settings that change that path (a second isolate in the pool; the legacy engine).
 *
 * Deliveries rotate between the receivers, one at a time, each an `lfdChanged` notification with
 * a fresh id, signed with the trigger's secret (the Webhook nodes get the same bytes and headers).
 * Per delivery: t0 just before the POST; the answer's arrival; then the public API is polled every
 * 10 ms (GET /executions?workflowId=…&limit=1) until a new execution is finished. "Recorded" is
 * the execution's own stoppedAt − t0 (same machine, same clock), so the polling interval does
 * not count; "seen" (when the poll found it) is an upper bound. The first WARMUP deliveries to
 * each are not counted.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { HttpResponse } from '../../scripts/n8n/http';
import { http, sleep } from '../../scripts/n8n/http';
import type { WorkflowJson } from '../../scripts/n8n/instance';
import { credentialRecords, importAll, triggerWebhookPath } from '../../scripts/n8n/instance';
import { lfdChanged, sign } from '../../test/fixtures/webhookPayloads';
import { registrationsFor } from '../../test/e2e/support/deliveries';
import { startMockApi } from '../../test/mock/server';
import type { N8nLine } from '../../scripts/n8n/versions';
import {
	benchLines,
	n8nRuntime,
	n8nVersion,
	realN8nUnavailable,
	startBenchN8n,
} from '../lib/realN8n';
import type { Scenario } from '../lib/scenario';
import { formatSpread, milliseconds, ratio, spread } from '../lib/stats';

type Receiver = 'terminal49' | 'webhook' | 'webhookV1';

const RECEIVERS: Receiver[] = ['terminal49', 'webhook', 'webhookV1'];
const RECEIVER_LABEL: Record<Receiver, string> = {
	terminal49: 'Terminal49 Trigger',
	webhook: 'Webhook node v2',
	webhookV1: 'Webhook node v1 (control)',
};

/** One n8n process measured: its line and the settings that differ from how the e2e suite runs it. */
interface N8nSetup {
	line: N8nLine;
	label: string;
	env?: Record<string, string>;
}

const SETUPS: Record<N8nLine, N8nSetup[]> = {
	'2': [
		{ line: '2', label: 'default settings (expression engine `vm`, pool of 1 isolate)' },
		{
			line: '2',
			label: '`N8N_EXPRESSION_ENGINE_POOL_SIZE=2`',
			env: { N8N_EXPRESSION_ENGINE_POOL_SIZE: '2' },
		},
		{
			line: '2',
			label: '`N8N_EXPRESSION_ENGINE=legacy`',
			env: { N8N_EXPRESSION_ENGINE: 'legacy' },
		},
	],
	// isolated-vm needs Node 22: on the Node 20 here, 1.x runs the legacy engine (scripts/n8n/server.ts).
	'1': [{ line: '1', label: 'as the e2e suite runs it (legacy expression engine)' }],
};

export interface TriggerSample {
	receiver: Receiver;
	status: number;
	/** POST sent → answer received. */
	responseMs: number;
	/** POST sent → the execution's stoppedAt. */
	recordedMs: number;
	/** POST sent → the poll found it finished (upper bound of recordedMs). */
	seenMs: number;
	/** The execution's startedAt → stoppedAt. */
	executionMs: number;
	executionStatus: string;
}

export interface TriggerSetupResult {
	n8n: string;
	label: string;
	env: Record<string, string>;
	samples: TriggerSample[];
}

export interface TriggerOverheadData {
	deliveries: number;
	warmup: number;
	setups: TriggerSetupResult[];
}

const WARMUP = 3;
const PLAIN = {
	webhook: { id: 'T49BenchPlainHook', typeVersion: 2, path: 'bench-plain', n: 1 },
	webhookV1: { id: 'T49BenchPlainHookV1', typeVersion: 1, path: 'bench-plain-v1', n: 2 },
} as const;

function plainWebhookWorkflow(receiver: 'webhook' | 'webhookV1'): WorkflowJson {
	const plain = PLAIN[receiver];
	return {
		id: plain.id,
		name: `Bench: ${RECEIVER_LABEL[receiver]}`,
		nodes: [
			{
				id: `c1000000-0000-4000-8000-00000000000${plain.n}`,
				name: 'Webhook',
				type: 'n8n-nodes-base.webhook',
				typeVersion: plain.typeVersion,
				position: [0, 0],
				webhookId: `c1000000-0000-4000-8000-0000000000a${plain.n}`,
				parameters: { httpMethod: 'POST', path: plain.path, options: {} },
			},
		],
		connections: {},
		settings: { executionOrder: 'v1' },
		pinData: {},
		active: false,
	} as unknown as WorkflowJson;
}

function triggerWorkflow(): WorkflowJson {
	const file = path.join(__dirname, '..', '..', 'test', 'e2e', 'workflows', 'trigger.json');
	return JSON.parse(fs.readFileSync(file, 'utf8')) as WorkflowJson;
}

type Measure = 'responseMs' | 'recordedMs' | 'seenMs' | 'executionMs';

function stats(
	samples: TriggerSample[],
	receiver: Receiver,
	key: Measure,
): ReturnType<typeof spread> {
	return spread(samples.filter((s) => s.receiver === receiver).map((s) => s[key]));
}

/** Median delivery → recorded of `receiver` ÷ that of the Webhook node v2, in one setup. */
function overhead(setup: TriggerSetupResult, receiver: Receiver): number {
	return (
		stats(setup.samples, receiver, 'recordedMs').median /
		stats(setup.samples, 'webhook', 'recordedMs').median
	);
}

async function measureSetup(
	setup: N8nSetup,
	deliveries: number,
	log: (line: string) => void,
): Promise<TriggerSetupResult> {
	const mock = await startMockApi();
	const n8n = await startBenchN8n('trigger', setup.line, log, setup.env);
	const samples: TriggerSample[] = [];
	try {
		const trigger = triggerWorkflow();
		await importAll(setup.line, n8n.cliOptions, {
			credentials: credentialRecords({
				terminal49: { baseUrl: mock.url, apiKey: mock.apiKey },
				smtp: { host: '127.0.0.1', port: 2525 },
			}),
			workflows: [trigger, plainWebhookWorkflow('webhook'), plainWebhookWorkflow('webhookV1')],
		});
		const base = n8n.server.baseUrl;
		const urls: Record<Receiver, string> = {
			terminal49: `${base}/webhook/${triggerWebhookPath(trigger)}`,
			webhook: `${base}/webhook/${PLAIN.webhook.path}`,
			webhookV1: `${base}/webhook/${PLAIN.webhookV1.path}`,
		};
		const ids: Record<Receiver, string> = {
			terminal49: trigger.id,
			webhook: PLAIN.webhook.id,
			webhookV1: PLAIN.webhookV1.id,
		};
		for (const receiver of RECEIVERS) await n8n.api.activate(ids[receiver]);
		let secret: string | undefined;
		for (let i = 0; i < 300 && !secret; i++) {
			secret = registrationsFor(mock.state, urls.terminal49)[0]?.secret;
			if (!secret) await sleep(100);
		}
		if (!secret) throw new Error('the trigger registered no webhook with the mock');
		// A Webhook node's production URL answers once its activation is through.
		for (const receiver of ['webhook', 'webhookV1'] as const) {
			for (let i = 0; i < 300; i++) {
				const probe = await http('POST', urls[receiver], {
					rawBody: '{}',
					headers: { 'content-type': 'application/json' },
				});
				if (probe.status !== 404) break;
				await sleep(100);
			}
		}
		let n = 0x400;
		const deliverOnce = async (receiver: Receiver): Promise<TriggerSample> => {
			const before = await n8n.api.newestExecution(ids[receiver]);
			const raw = JSON.stringify(
				lfdChanged({
					event: 'container.pickup_lfd.changed',
					n: n++,
					eventAttributes: { value: '2026-03-11T07:00:00Z' },
				}),
			);
			const t0 = Date.now();
			const response: HttpResponse = await http('POST', urls[receiver], {
				rawBody: raw,
				headers: {
					'content-type': 'application/json',
					'user-agent': 'Terminal49-Webhooks',
					'x-t49-webhook-signature': sign(raw, secret as string),
				},
			});
			const responseMs = Date.now() - t0;
			for (;;) {
				const found = await n8n.api.newestExecution(ids[receiver]);
				if (
					found &&
					found.id !== before?.id &&
					found.stoppedAt &&
					found.status !== 'running' &&
					found.status !== 'new'
				) {
					const seenMs = Date.now() - t0;
					const stopped = Date.parse(found.stoppedAt);
					return {
						receiver,
						status: response.status,
						responseMs,
						recordedMs: stopped - t0,
						seenMs,
						executionMs: stopped - Date.parse(found.startedAt),
						executionStatus: found.status,
					};
				}
				if (Date.now() - t0 > 30_000)
					throw new Error(
						`no finished execution of ${ids[receiver]} 30 s after a delivery (answer ${response.status})`,
					);
				await sleep(10);
			}
		};
		for (let i = 0; i < WARMUP; i++) for (const receiver of RECEIVERS) await deliverOnce(receiver);
		for (let i = 1; i <= deliveries; i++) {
			// Rotate which goes first, so drift on the machine hits all alike.
			const order = RECEIVERS.map((_, k) => RECEIVERS[(i + k) % RECEIVERS.length]);
			for (const receiver of order) {
				const sample = await deliverOnce(receiver);
				samples.push(sample);
				log(
					`  ${i}/${deliveries} ${receiver}: answer ${sample.status} in ${sample.responseMs} ms, recorded at +${sample.recordedMs} ms (seen +${sample.seenMs} ms), ${sample.executionStatus}`,
				);
			}
			await sleep(50);
		}
	} finally {
		await n8n.stop();
		await mock.close();
	}
	return { n8n: n8nVersion(setup.line), label: setup.label, env: setup.env ?? {}, samples };
}

function allAnsweredAndRun(setup: TriggerSetupResult): boolean {
	return setup.samples.every((s) => s.status === 200 && s.executionStatus === 'success');
}

export const triggerOverhead: Scenario<TriggerOverheadData> = {
	name: 'trigger-overhead',
	title: '4. Trigger overhead',
	defaultRuns: 20,
	unavailable: realN8nUnavailable,
	async measure(options) {
		const deliveries = options.smoke ? 3 : options.runs;
		const setups: TriggerSetupResult[] = [];
		// Newest line first: its default settings are what most users run.
		for (const line of [...benchLines()].sort().reverse()) {
			for (const setup of SETUPS[line]) {
				options.log(`  n8n ${n8nVersion(line)}, ${setup.label}`);
				setups.push(await measureSetup(setup, deliveries, options.log));
			}
		}
		return { deliveries, warmup: WARMUP, setups };
	},
	summarize(data) {
		const each = data.setups.map(
			(setup) =>
				`n8n ${setup.n8n} ${
					setup.env && Object.keys(setup.env).length
						? Object.entries(setup.env)
								.map(([k, v]) => `${k}=${v}`)
								.join(' ')
						: 'default'
				}: ` +
				`**${ratio(overhead(setup, 'terminal49'))}** (${milliseconds(stats(setup.samples, 'terminal49', 'recordedMs').median)} vs ` +
				`${milliseconds(stats(setup.samples, 'webhook', 'recordedMs').median)}; Webhook v1 ${ratio(overhead(setup, 'webhookV1'))})` +
				(allAnsweredAndRun(setup) ? '' : ', some deliveries not answered 200 or not successful'),
		);
		return {
			target: '≤ 1.2 × the Webhook node',
			result: `delivery → execution recorded, Terminal49 Trigger ÷ Webhook node v2 (medians over ${data.deliveries} deliveries each): ${each.join('; ')}`,
			met:
				data.setups.length > 0 &&
				data.setups.every(
					(setup) => overhead(setup, 'terminal49') <= 1.2 && allAnsweredAndRun(setup),
				),
		};
	},
	render(data) {
		const row = (setup: TriggerSetupResult, label: string, key: Measure): string =>
			`| ${label} | ${RECEIVERS.map((receiver) => formatSpread(stats(setup.samples, receiver, key), (v) => milliseconds(v, 0))).join(' | ')} |`;
		const statuses = (setup: TriggerSetupResult, receiver: Receiver): string => {
			const counts = new Map<string, number>();
			for (const s of setup.samples.filter((x) => x.receiver === receiver))
				counts.set(
					`${s.status}/${s.executionStatus}`,
					(counts.get(`${s.status}/${s.executionStatus}`) ?? 0) + 1,
				);
			return [...counts].map(([k, v]) => `${v} × ${k}`).join(', ');
		};
		const lines = [
			`All three receivers active in one n8n (\`n8n start\`, SQLite, regular mode), ${data.deliveries} deliveries to each, rotating, one at a time, after ${data.warmup} warm-up deliveries each; a fresh n8n per setup.`,
			"The same signed `container.pickup_lfd.changed` notification (fresh id each) goes to the Terminal49 Trigger (its registered URL; it checks the signature, deduplicates, simplifies), to n8n's Webhook node v2 (POST, answers on receipt) and to the Webhook node v1, the control: n8n 2.x skips the expression isolate in the webhook phase only for the Webhook node from v1.1 on, so v1 takes the path every other trigger node takes.",
			"Recorded = the execution's own stoppedAt (public API) − the moment the POST was sent (same machine, same clock), so the polling does not count; seen = when the 10 ms poll of /api/v1/executions found it finished.",
		];
		for (const setup of data.setups) {
			lines.push(
				'',
				`### n8n ${setup.n8n} on ${n8nRuntime(setup.n8n)}, ${setup.label}`,
				'',
				`| Median (min–max) | ${RECEIVERS.map((receiver) => RECEIVER_LABEL[receiver]).join(' | ')} |`,
				'|---|---|---|---|',
				row(setup, 'POST → answer', 'responseMs'),
				row(setup, 'POST → execution recorded (stoppedAt)', 'recordedMs'),
				row(setup, 'POST → seen finished by polling', 'seenMs'),
				row(setup, 'Execution startedAt → stoppedAt', 'executionMs'),
				`| **Recorded ÷ Webhook node v2** | **${ratio(overhead(setup, 'terminal49'))}** | 1.000× | ${ratio(overhead(setup, 'webhookV1'))} |`,
				'',
				`Answers / execution status: ${RECEIVERS.map((receiver) => `${RECEIVER_LABEL[receiver]} ${statuses(setup, receiver)}`).join('; ')}.`,
			);
		}
		return lines.join('\n');
	},
};
