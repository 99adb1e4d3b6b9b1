/**
 * Shared by the trigger integration tests: a fresh mock API and a trigger harness per test.
 */
import type { INodeParameters } from 'n8n-workflow';

import {
	forgetAllDeliveries,
	forgetAllSampleListens,
	forgetLimiters,
	forgetRecoveredRegistrations,
} from '../support/processState';
import { sign } from '../fixtures/webhookPayloads';
import { TriggerHarness, type DeliveryOptions, type DeliveryResult } from '../harness/trigger';
import type { MockApi } from '../mock/server';
import { startMockApi } from '../mock/server';

export const LFD_EVENTS = [
	'container.pickup_lfd.changed',
	'container.pickup_lfd_line.changed',
	'container.pickup_lfd_terminal.changed',
	'container.pickup_lfd_rail.changed',
];

export interface TriggerContext {
	mock: MockApi;
	trigger: TriggerHarness;
	/** A harness of its own, e.g. with another webhook base URL; closed after the test. */
	newTrigger(
		parameters?: INodeParameters,
		options?: ConstructorParameters<typeof TriggerHarness>[2],
	): Promise<TriggerHarness>;
	/** "METHOD /path" of every request the mock received, in order. */
	calls(): string[];
	/** Signs `body` with the secret the trigger stored (as Terminal49 does) and delivers it. */
	deliverSigned(
		body: unknown,
		options?: DeliveryOptions & { secret?: string; harness?: TriggerHarness },
	): Promise<DeliveryResult>;
}

export function useTrigger(parameters: INodeParameters = { events: LFD_EVENTS }): TriggerContext {
	const context = {} as TriggerContext;
	const harnesses: TriggerHarness[] = [];
	beforeEach(async () => {
		forgetLimiters();
		forgetAllDeliveries();
		forgetRecoveredRegistrations();
		forgetAllSampleListens();
		context.mock = await startMockApi();
		context.trigger = await context.newTrigger(parameters);
	});
	afterEach(async () => {
		await Promise.all(harnesses.splice(0).map(async (harness) => await harness.close()));
		await context.mock.close();
	});
	context.newTrigger = async (params = parameters, options = {}) => {
		const harness = new TriggerHarness(
			{ apiKey: context.mock.apiKey, baseUrl: context.mock.url },
			params,
			options,
		);
		await harness.start();
		harnesses.push(harness);
		return harness;
	};
	context.calls = () => context.mock.requests.map((r) => `${r.method} ${r.path}`);
	context.deliverSigned = async (body, options = {}) => {
		const harness = options.harness ?? context.trigger;
		const raw = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
		// Terminal49 signs with the secret of the webhook registered at the URL it delivers to.
		const url = harness.webhookUrl(options.kind);
		const registered = context.mock.state.webhooks.find((webhook) => webhook.url === url);
		const secret = options.secret ?? registered?.secret;
		if (secret === undefined) throw new Error(`No webhook is registered at ${url}`);
		return await harness.deliver(raw, {
			...options,
			headers: { 'x-t49-webhook-signature': sign(raw, secret), ...options.headers },
		});
	};
	return context;
}
