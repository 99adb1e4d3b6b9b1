/**
 * Scenario 4: time from a signed delivery to the execution being recorded, for the Terminal49
 * Trigger and for n8n's plain Webhook node given the same payload, in the real n8n of the
 * end-to-end suite (bench/lib/realN8n.ts).
 *
 * Both workflows are active at once (the trigger: test/e2e/workflows/trigger.json, registered
 * with the mock; the Webhook node: POST /webhook/bench-plain, answering on receipt). Deliveries
 * alternate between the two, one at a time, each an `lfdChanged` notification with a fresh id,
 * signed with the trigger's secret (the Webhook node gets the same bytes and headers). Per
 * delivery: t0 just before the POST; the answer's arrival; then the public API is polled every
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
import { benchLine, n8nRuntime, n8nVersion, realN8nUnavailable, startBenchN8n } from '../lib/realN8n';
import type { Scenario } from '../lib/scenario';
import { formatSpread, milliseconds, ratio, spread } from '../lib/stats';

type Receiver = 'terminal49' | 'webhook';

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

export interface TriggerOverheadData {
	n8n: string;
	deliveries: number;
	warmup: number;
	samples: TriggerSample[];
}

const WARMUP = 3;
const PLAIN_PATH = 'bench-plain';

function plainWebhookWorkflow(): WorkflowJson {
	return {
		id: 'T49BenchPlainHook',
		name: 'Bench: plain Webhook node',
		nodes: [
			{
				id: 'c1000000-0000-4000-8000-000000000001',
				name: 'Webhook',
				type: 'n8n-nodes-base.webhook',
				typeVersion: 2,
				position: [0, 0],
				webhookId: 'c1000000-0000-4000-8000-0000000000aa',
				parameters: { httpMethod: 'POST', path: PLAIN_PATH, options: {} },
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

interface ListedExecution {
	id: string;
	finished: boolean;
	status: string;
	startedAt: string;
	stoppedAt: string | null;
}

async function newest(baseUrl: string, apiKey: string, workflowId: string): Promise<ListedExecution | undefined> {
	const r = await http<{ data: ListedExecution[] }>('GET', `${baseUrl}/api/v1/executions?workflowId=${workflowId}&limit=1`, { apiKey });
	return r.json?.data[0];
}

function stats(samples: TriggerSample[], receiver: Receiver, key: 'responseMs' | 'recordedMs' | 'seenMs' | 'executionMs'): ReturnType<typeof spread> {
	return spread(samples.filter((s) => s.receiver === receiver).map((s) => s[key]));
}

export const triggerOverhead: Scenario<TriggerOverheadData> = {
	name: 'trigger-overhead',
	title: '4. Trigger overhead',
	defaultRuns: 20,
	unavailable: realN8nUnavailable,
	async measure(options) {
		const deliveries = options.smoke ? 3 : options.runs;
		const line = benchLine();
		const mock = await startMockApi();
		const n8n = await startBenchN8n('trigger', options.log);
		const samples: TriggerSample[] = [];
		try {
			const trigger = triggerWorkflow();
			const plain = plainWebhookWorkflow();
			await importAll(line, n8n.cliOptions, {
				credentials: credentialRecords({ terminal49: { baseUrl: mock.url, apiKey: mock.apiKey }, smtp: { host: '127.0.0.1', port: 2525 } }),
				workflows: [trigger, plain],
			});
			const base = n8n.server.baseUrl;
			const urls: Record<Receiver, string> = {
				terminal49: `${base}/webhook/${triggerWebhookPath(trigger)}`,
				webhook: `${base}/webhook/${PLAIN_PATH}`,
			};
			const ids: Record<Receiver, string> = { terminal49: trigger.id, webhook: plain.id };
			await n8n.api.activate(trigger.id);
			await n8n.api.activate(plain.id);
			let secret: string | undefined;
			for (let i = 0; i < 300 && !secret; i++) {
				secret = registrationsFor(mock.state, urls.terminal49)[0]?.secret;
				if (!secret) await sleep(100);
			}
			if (!secret) throw new Error('the trigger registered no webhook with the mock');
			// The Webhook node's production URL answers once activation is through.
			for (let i = 0; i < 300; i++) {
				const probe = await http('POST', urls.webhook, { rawBody: '{}', headers: { 'content-type': 'application/json' } });
				if (probe.status !== 404) break;
				await sleep(100);
			}
			let n = 0x400;
			const deliverOnce = async (receiver: Receiver): Promise<TriggerSample> => {
				const before = await newest(base, n8n.apiKey, ids[receiver]);
				const raw = JSON.stringify(lfdChanged({ event: 'container.pickup_lfd.changed', n: n++, eventAttributes: { value: '2026-03-11T07:00:00Z' } }));
				const t0 = Date.now();
				const response: HttpResponse = await http('POST', urls[receiver], {
					rawBody: raw,
					headers: { 'content-type': 'application/json', 'user-agent': 'Terminal49-Webhooks', 'x-t49-webhook-signature': sign(raw, secret as string) },
				});
				const responseMs = Date.now() - t0;
				for (;;) {
					const found = await newest(base, n8n.apiKey, ids[receiver]);
					if (found && found.id !== before?.id && found.stoppedAt && found.status !== 'running' && found.status !== 'new') {
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
					if (Date.now() - t0 > 30_000) throw new Error(`no finished execution of ${ids[receiver]} 30 s after a delivery (answer ${response.status})`);
					await sleep(10);
				}
			};
			for (let i = 0; i < WARMUP; i++) {
				await deliverOnce('terminal49');
				await deliverOnce('webhook');
			}
			for (let i = 1; i <= deliveries; i++) {
				// Alternate which goes first, so drift on the machine hits both alike.
				const order: Receiver[] = i % 2 === 1 ? ['terminal49', 'webhook'] : ['webhook', 'terminal49'];
				for (const receiver of order) {
					const sample = await deliverOnce(receiver);
					samples.push(sample);
					options.log(`  ${i}/${deliveries} ${receiver}: answer ${sample.status} in ${sample.responseMs} ms, recorded at +${sample.recordedMs} ms (seen +${sample.seenMs} ms), ${sample.executionStatus}`);
				}
				await sleep(50);
			}
		} finally {
			await n8n.stop();
			await mock.close();
		}
		return { n8n: n8nVersion(line), deliveries, warmup: WARMUP, samples };
	},
	summarize(data) {
		const t49 = stats(data.samples, 'terminal49', 'recordedMs');
		const plain = stats(data.samples, 'webhook', 'recordedMs');
		const value = t49.median / plain.median;
		const allOk = data.samples.every((s) => s.status === 200 && s.executionStatus === 'success');
		return {
			target: '≤ 1.2 × the Webhook node',
			result:
				`${ratio(value)} the Webhook node (medians over ${data.deliveries} deliveries each, n8n ${data.n8n}): ` +
				`delivery → execution recorded ${milliseconds(t49.median)} vs ${milliseconds(plain.median)}` +
				(allOk ? '' : '; some deliveries not answered 200 or not successful'),
			met: value <= 1.2 && allOk,
		};
	},
	render(data) {
		const row = (label: string, key: 'responseMs' | 'recordedMs' | 'seenMs' | 'executionMs'): string => {
			const a = stats(data.samples, 'terminal49', key);
			const b = stats(data.samples, 'webhook', key);
			return `| ${label} | ${formatSpread(a, (v) => milliseconds(v, 0))} | ${formatSpread(b, (v) => milliseconds(v, 0))} | ${ratio(a.median / b.median)} |`;
		};
		const statuses = (receiver: Receiver): string => {
			const counts = new Map<string, number>();
			for (const s of data.samples.filter((x) => x.receiver === receiver)) counts.set(`${s.status}/${s.executionStatus}`, (counts.get(`${s.status}/${s.executionStatus}`) ?? 0) + 1);
			return [...counts].map(([k, v]) => `${v} × ${k}`).join(', ');
		};
		return [
			`n8n ${data.n8n} on ${n8nRuntime(data.n8n)}, both workflows active in one n8n (\`n8n start\`, SQLite, regular mode), ${data.deliveries} deliveries to each, alternating, one at a time, after ${data.warmup} warm-up deliveries each.`,
			'The same signed `container.pickup_lfd.changed` notification (fresh id each) goes to the Terminal49 Trigger (its registered URL; it checks the signature, deduplicates, simplifies) and to a plain Webhook node (POST, answers on receipt).',
			'Recorded = the execution\'s own stoppedAt (public API) − the moment the POST was sent (same machine, same clock), so the polling does not count; seen = when the 10 ms poll of /api/v1/executions found it finished.',
			'',
			'| Median (min–max) | Terminal49 Trigger | Webhook node | Ratio of medians |',
			'|---|---|---|---|',
			row('POST → answer', 'responseMs'),
			row('POST → execution recorded (stoppedAt)', 'recordedMs'),
			row('POST → seen finished by polling', 'seenMs'),
			row('Execution startedAt → stoppedAt', 'executionMs'),
			'',
			`Answers / execution status: Terminal49 Trigger ${statuses('terminal49')}; Webhook node ${statuses('webhook')}.`,
		].join('\n');
	},
};
