/**
 * Scenario 4: time from a signed delivery to the execution being recorded, for the Terminal49
 * Trigger and for n8n's Webhook node given the same payload.
 *
 * NOT WIRED YET: it needs the real n8n of the end-to-end suite (test/e2e), which records executions.
 */
import type { Scenario } from '../lib/scenario';
import { milliseconds, ratio } from '../lib/stats';

export interface TriggerOverheadData {
	deliveries: number;
	terminal49TriggerMs: number;
	webhookNodeMs: number;
}

export const triggerOverhead: Scenario<TriggerOverheadData> = {
	name: 'trigger-overhead',
	title: '4. Trigger overhead',
	defaultRuns: 20,
	unavailable: () => 'needs the real n8n of the end-to-end suite (test/e2e), which is being set up',
	measure: () => Promise.reject(new Error('trigger-overhead is not wired to the e2e n8n yet')),
	summarize: () => ({ target: '≤ 1.2 × the Webhook node', result: 'not measured yet', met: null }),
	render: (data) =>
		`Median over ${data.deliveries} deliveries: Terminal49 Trigger ${milliseconds(data.terminal49TriggerMs)}, ` +
		`Webhook node ${milliseconds(data.webhookNodeMs)}: ${ratio(data.terminal49TriggerMs / data.webhookNodeMs)}.`,
};
