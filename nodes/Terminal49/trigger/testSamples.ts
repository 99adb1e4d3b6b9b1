import { randomBytes } from 'crypto';

import type { IDataObject, IHookFunctions, IWebhookFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { BoundedLru } from '../shared/helpers/boundedLru';
import { isObject } from '../shared/helpers/objects';
import { terminal49Request, redactSecrets } from '../shared/transport';
import { verifySignature } from './signature';

/**
 * "Test this trigger" asks Terminal49 for a sample notification of each selected event
 * (`POST /webhooks/trigger`), delivered to n8n's test URL and signed with a secret made for this
 * listen. n8n runs a test workflow once, on the first delivery that starts a run, so the samples
 * are gathered here and released together, one item per event, when the last one arrives.
 *
 * Kept in this process, by workflow and node: n8n handles test deliveries in the process that
 * listens, and the samples arrive while `create` is still running, before n8n has stored the
 * listen's static data.
 */
interface SampleListen {
	/** n8n's test URL the samples go to. */
	url: string;
	secret: string;
	/** The events whose sample completes the set, in the order the items are given. */
	expected: string[];
	received: Map<string, IDataObject>;
	/** The test run has started; n8n no longer listens. */
	released: boolean;
}

/** Listens at once, across workflows; the oldest is forgotten first (a listen lasts minutes). */
const MAX_LISTENS = 100;

/** The listens of "Test this trigger" under way in this process, by workflow and node. */
export const sampleListens = new BoundedLru<string, SampleListen>(MAX_LISTENS);

/** True when n8n runs the hook or delivery for "Test this trigger" (its test URL), not for an active workflow. */
export function isTestListen(ctx: IHookFunctions | IWebhookFunctions): boolean {
	return ctx.getMode() === 'manual';
}

function listenKey(ctx: IHookFunctions | IWebhookFunctions): string {
	return `${ctx.getWorkflow().id ?? ''}\u0000${ctx.getNode().id}`;
}

/** Ends the listen of this node at `url` (a production webhook's removal leaves a listen alone). */
export function forgetSampleListen(ctx: IHookFunctions, url: string): void {
	const key = listenKey(ctx);
	if (sampleListens.get(key)?.url === url) sampleListens.delete(key);
}

/** Where to go when Terminal49 cannot reach this n8n: the polling trigger reads the API instead. */
export const UNREACHABLE_FIX =
	'Terminal49 delivers only to a public https address. To try a workflow on an n8n it cannot reach (such as localhost), ' +
	'use the Terminal49 Polling Trigger and its "Fetch Test Event" button, or set n8n\'s WEBHOOK_URL to a public https address (for example a tunnel).';

interface SampleAnswer {
	succeeded?: unknown;
	error?: unknown;
	status_code?: unknown;
}

/** Why a sample request did not reach n8n, or undefined when it did. */
function failureOf(answer: unknown, secret: string): string | undefined {
	const result = (isObject(answer) ? answer : {}) as SampleAnswer;
	if (result.succeeded === true) return undefined;
	// Logged and shown in the editor: Terminal49's words may quote the secret the sample is signed with.
	if (typeof result.error === 'string' && result.error !== '')
		return redactSecrets(result.error, [secret]);
	if (typeof result.status_code === 'number') return `n8n answered HTTP ${result.status_code}`;
	return 'Terminal49 did not say why';
}

/** Asks for one sample; resolves to why it was not delivered, or undefined when it was. */
async function askForSample(
	ctx: IHookFunctions,
	url: string,
	event: string,
	secret: string,
): Promise<string | undefined> {
	try {
		return failureOf(
			await terminal49Request.call(ctx, {
				method: 'POST',
				path: '/webhooks/trigger',
				body: { url, event, secret },
				plainJson: true,
			}),
			secret,
		);
	} catch (error) {
		return (error as Error).message;
	}
}

/**
 * Asks Terminal49 for a sample of each event, to n8n's test URL. Terminal49 delivers a sample
 * before it answers. All but the last are awaited: they are kept, start nothing, and when none
 * arrives the error says what to do instead, so the editor shows it rather than waiting. The last
 * is asked for without waiting: its delivery starts the test run, which must come after n8n has
 * finished setting up the listen (it does so once this returns).
 */
export async function requestSamples(
	this: IHookFunctions,
	url: string,
	events: string[],
): Promise<void> {
	const key = listenKey(this);
	const listen: SampleListen = {
		url,
		secret: randomBytes(32).toString('hex'),
		expected: [...events],
		received: new Map(),
		released: false,
	};
	sampleListens.set(key, listen);

	const notDelivered = (event: string, failure: string): void => {
		// Its sample will not come: the set is complete without it.
		listen.expected = listen.expected.filter((name) => name !== event);
		this.logger.warn(
			`Terminal49 Trigger: the sample of ${event} was not delivered to ${url}: ${failure}`,
		);
	};
	const earlier = events.slice(0, -1);
	const last = events[events.length - 1];
	let firstFailure: string | undefined;
	for (const event of earlier) {
		const failure = await askForSample(this, url, event, listen.secret);
		if (failure === undefined) continue;
		notDelivered(event, failure);
		firstFailure ??= `${event}: ${failure}`;
	}
	if (firstFailure !== undefined && listen.received.size === 0) {
		sampleListens.delete(key);
		throw new NodeOperationError(
			this.getNode(),
			`Terminal49 could not deliver a sample event to this n8n (${url}): ${firstFailure}`,
			{
				description: `"Test this trigger" asks Terminal49 to send a sample of each selected event to n8n's test URL. ${UNREACHABLE_FIX}`,
			},
		);
	}
	if (last === undefined) return;
	void askForSample(this, url, last, listen.secret).then(async (failure) => {
		if (failure === undefined) return;
		notDelivered(last, failure);
		const [first] = listen.received.keys();
		// The samples that did arrive wait for one that will not: one more of the first releases them.
		if (!listen.released && first !== undefined)
			await askForSample(this, url, first, listen.secret);
	});
}

export type SampleOutcome =
	/** Not a sample of this listen: handle it as any delivery. */
	| { kind: 'not-a-sample' }
	/** Kept; more are expected. */
	| { kind: 'kept'; waitingFor: string[] }
	/** The set is complete: these items start the test run. */
	| { kind: 'complete'; items: IDataObject[] };

/**
 * Takes a delivery signed with the listen's own secret as a sample of `event`. The item is made
 * by the caller (the same shape as any delivery's) and released with the others.
 */
export function takeSample(
	ctx: IWebhookFunctions,
	rawBody: unknown,
	header: unknown,
	event: () => string | undefined,
	item: () => IDataObject,
): SampleOutcome {
	const key = listenKey(ctx);
	const listen = sampleListens.get(key);
	if (!listen || !verifySignature(rawBody, header, listen.secret).valid)
		return { kind: 'not-a-sample' };
	const name = event();
	if (name !== undefined && listen.expected.includes(name) && !listen.received.has(name))
		listen.received.set(name, item());
	const waitingFor = listen.expected.filter((expected) => !listen.received.has(expected));
	if (waitingFor.length > 0 || listen.received.size === 0) return { kind: 'kept', waitingFor };
	listen.released = true;
	sampleListens.delete(key);
	const items = listen.expected
		.map((expected) => listen.received.get(expected))
		.filter((found): found is IDataObject => found !== undefined);
	ctx.logger.debug(
		`Terminal49 Trigger: ${items.length} sample events received; starting the test run`,
	);
	return { kind: 'complete', items };
}
