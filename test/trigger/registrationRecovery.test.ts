/**
 * Deliveries after workflow static data lost the trigger's registration, as it does in queue mode
 * when a worker saves static data written by a later node: the worker's copy of the workflow had
 * none, so what it saves has no webhook id and no secret.
 */
import * as payloads from '../fixtures/webhookPayloads';
import { sign } from '../fixtures/webhookPayloads';
import { setThrottleTestSeam } from '../support/processState';
import { makeWebhook } from '../mock/builders';
import { startMoving } from '../mock/movingList';
import { LFD_EVENTS, useTrigger } from './setup';

// A read of Terminal49 that fails is retried after a fiftieth of the API's backoff.
beforeEach(() => setThrottleTestSeam({ windowMs: 1_200 }));
afterEach(() => setThrottleTestSeam(undefined));

const ctx = useTrigger({ events: LFD_EVENTS });

/** What a queue-mode worker saves after a Code node wrote `$getWorkflowStaticData('global')`. */
const WORKER_SAVED = { global: { previousLfd: { MSCU1234566: '2026-03-09' } } };

let secret = '';
let webhookId = '';
beforeEach(async () => {
	await ctx.trigger.activate();
	({ webhookId, webhookSecret: secret } = ctx.trigger.stored as {
		webhookId: string;
		webhookSecret: string;
	});
	ctx.trigger.savedStaticData = structuredClone(WORKER_SAVED);
	ctx.mock.requests.length = 0;
});

const lfd = (n: number) => {
	const body = payloads.lfdChanged({
		event: 'container.pickup_lfd.changed',
		eventAttributes: { value: `2026-03-1${n}T07:00:00Z`, timezone: 'America/Los_Angeles' },
	});
	body.data.id = `ea000000-0000-4000-8000-0000000000f${n}`;
	return body;
};
const listReads = () => ctx.calls().filter((call) => call === 'GET /webhooks');

it('a signed delivery still starts its run: the registration is read again from Terminal49, once', async () => {
	const first = await ctx.deliverSigned(lfd(1));
	const second = await ctx.deliverSigned(lfd(2));

	expect([first.status, second.status]).toEqual([200, 200]);
	expect(ctx.trigger.runs).toHaveLength(2);
	expect(ctx.trigger.runs[0].items[0].json).toMatchObject({
		event: 'container.pickup_lfd.changed',
	});
	expect(ctx.calls()).toEqual(['GET /webhooks', `GET /webhooks/${webhookId}`]);
	expect(ctx.trigger.logs).toContainEqual({
		level: 'info',
		message: expect.stringContaining(`read webhook ${webhookId} again from Terminal49`),
	});
});

it('redeliveries of a notification still start one run', async () => {
	for (let i = 0; i < 5; i++) await ctx.deliverSigned(lfd(1));

	expect(ctx.trigger.runs).toHaveLength(1);
});

it('n8n saves the recovered registration with the next delivery that starts no run, beside what the worker saved', async () => {
	await ctx.deliverSigned(lfd(1));
	const duplicate = await ctx.deliverSigned(lfd(1));

	expect(duplicate.staticDataSaved).toBe(true);
	expect(ctx.trigger.stored).toMatchObject({ webhookId, webhookSecret: secret });
	expect(ctx.trigger.savedStaticData.global).toEqual(WORKER_SAVED.global);
	// after a restart nothing needs to be read again
	ctx.trigger.restart();
	ctx.mock.requests.length = 0;
	expect((await ctx.deliverSigned(lfd(3))).status).toBe(200);
	expect(ctx.calls()).toEqual([]);
});

it('copies arriving together wait for the one read under way: each is answered 200, one run starts', async () => {
	const results = await Promise.all([1, 1, 1, 1].map(async (n) => await ctx.deliverSigned(lfd(n))));

	expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
	expect(ctx.trigger.runs).toHaveLength(1);
	expect(listReads()).toEqual(['GET /webhooks']);
});

it('forged deliveries are refused and read the webhook list at most once', async () => {
	const raw = JSON.stringify(lfd(1));
	const results = [];
	for (let i = 0; i < 10; i++) {
		results.push(
			await ctx.trigger.deliver(raw, {
				headers: { 'x-t49-webhook-signature': sign(raw, `forged-${i}`) },
			}),
		);
	}

	expect(results.map((r) => r.status)).toEqual(Array(10).fill(401));
	expect(ctx.trigger.runs).toEqual([]);
	expect(listReads()).toEqual(['GET /webhooks']);
	// a real delivery is then accepted from what was read, without another request
	expect((await ctx.deliverSigned(lfd(2))).status).toBe(200);
	expect(listReads()).toEqual(['GET /webhooks']);
});

it.each([
	['no signature header', {}],
	['a malformed signature', { 'x-t49-webhook-signature': 'sha256=abc' }],
])('%s is refused without any request to Terminal49', async (_case, headers) => {
	const result = await ctx.trigger.deliver(JSON.stringify(lfd(1)), { headers });

	expect(result.status).toBe(401);
	expect(ctx.calls()).toEqual([]);
});

it('when Terminal49 cannot be read the delivery is refused (it is delivered again later), and the API is not asked again at once', async () => {
	ctx.mock.faults.add({
		kind: 'status',
		status: 503,
		match: { method: 'GET', path: '/webhooks' },
		times: 10,
	});

	const refused = await ctx.deliverSigned(lfd(1));
	const again = await ctx.deliverSigned(lfd(1));

	expect([refused.status, again.status]).toEqual([401, 401]);
	expect(ctx.trigger.runs).toEqual([]);
	expect(new Set(listReads())).toEqual(new Set(['GET /webhooks']));
	const warning = ctx.trigger.logs.find(
		(log) => log.level === 'warn' && log.message.includes('could not read the webhook list'),
	);
	expect(warning).toBeDefined();

	// after the interval (a restart forgets it too) Terminal49's redelivery is accepted
	ctx.mock.faults.clear();
	ctx.trigger.restart();
	expect((await ctx.deliverSigned(lfd(1))).status).toBe(200);
	expect(ctx.trigger.runs).toHaveLength(1);
});

it('the registration is found on a long webhook list that moves while it is read', async () => {
	// 300 webhooks, this trigger's at place 150; while page 2 is asked for, the last 100 are
	// updated and move to the front, so page 2 only repeats page 1 and this trigger's is on page 3.
	const webhooks = ctx.mock.state.webhooks;
	const own = webhooks.splice(
		webhooks.findIndex((w) => w.id === webhookId),
		1,
	);
	// Registered an hour ago, as a trigger whose registration is looked for again usually was: a
	// webhook created within a minute of the read could be one created during it (docs/rate-limits.md).
	own[0].createdAt = new Date(Date.now() - 3_600_000).toISOString();
	const others = Array.from({ length: 299 - webhooks.length }, (_, i) =>
		makeWebhook({ url: `https://hooks.example.com/other-${i}` }),
	);
	webhooks.push(...others);
	webhooks.splice(150, 0, ...own);
	startMoving(ctx.mock.state, {
		list: 'webhooks',
		refreshesAt: (arrival) => (arrival === 1 ? 100 : 0),
		pick: 'back',
	});

	expect((await ctx.deliverSigned(lfd(1))).status).toBe(200);
	expect(ctx.trigger.runs).toHaveLength(1);
	expect(
		ctx.mock.requests.filter((r) => r.path === '/webhooks').map((r) => r.query['page[number]']),
	).toEqual(['1', '2', '3', '1']);
});

it('a webhook of the same account at another URL is never taken for this trigger', async () => {
	const other = ctx.mock.state.webhooks.find((w) => w.id !== webhookId)!;
	const raw = JSON.stringify(lfd(1));

	const result = await ctx.trigger.deliver(raw, {
		headers: { 'x-t49-webhook-signature': sign(raw, other.secret) },
	});

	expect(result.status).toBe(401);
	expect(ctx.trigger.runs).toEqual([]);
});

it('never writes the secret or the API key to the log', async () => {
	await ctx.deliverSigned(lfd(1));
	ctx.mock.faults.add({ kind: 'status', status: 500, match: { method: 'GET', path: '/webhooks' } });
	ctx.trigger.restart();
	await ctx.deliverSigned(lfd(2));

	const logged = JSON.stringify(ctx.trigger.logs);
	expect(logged).not.toContain(secret);
	expect(logged).not.toContain(ctx.mock.apiKey);
});

describe("only a webhook at exactly this trigger's URL is its own", () => {
	/** A webhook of the same account whose URL differs from the trigger's only by `change`. */
	const lookalike = (change: (url: URL) => void) => {
		const url = new URL(ctx.trigger.webhookUrl());
		change(url);
		const webhook = makeWebhook({ url: url.href, events: LFD_EVENTS });
		ctx.mock.state.webhooks.push(webhook);
		return webhook;
	};
	const cases: Array<[string, (url: URL) => void]> = [
		[
			'another host with the same path (a staging n8n with an imported copy of the workflow)',
			(url) => void (url.host = 'staging.example.com'),
		],
		['the same URL with a query added', (url) => void (url.search = '?copy=1')],
		['another port', (url) => void (url.port = String(Number(url.port) + 1))],
		['https instead of http', (url) => void (url.protocol = 'https:')],
	];

	it.each(cases)(
		'a delivery signed with the secret of a webhook at %s starts no run',
		async (_case, change) => {
			const other = lookalike(change);
			const raw = JSON.stringify(lfd(1));

			const result = await ctx.trigger.deliver(raw, {
				headers: { 'x-t49-webhook-signature': sign(raw, other.secret) },
			});

			expect(result.status).toBe(401);
			expect(ctx.trigger.runs).toEqual([]);
			expect(ctx.calls()).not.toContain(`GET /webhooks/${other.id}`);
		},
	);

	it.each(cases)(
		'deactivating after static data was lost leaves a webhook at %s in place, even after deliveries signed with its secret',
		async (_case, change) => {
			const other = lookalike(change);
			const raw = JSON.stringify(lfd(1));
			// the second copy starts no run, so n8n saves whatever the trigger took for its registration
			for (let i = 0; i < 2; i++)
				await ctx.trigger.deliver(raw, {
					headers: { 'x-t49-webhook-signature': sign(raw, other.secret) },
				});

			await ctx.trigger.deactivate();

			expect(ctx.mock.state.webhooks.map((w) => w.id)).toContain(other.id);
			expect(ctx.mock.state.webhooks.map((w) => w.id)).not.toContain(webhookId);
		},
	);

	it('a webhook process with the same WEBHOOK_URL as main computes the registered URL and verifies deliveries', async () => {
		// Its own socket is elsewhere; WEBHOOK_URL tells it the address Terminal49 delivers to.
		const webhookProcess = await ctx.newTrigger(
			{ events: LFD_EVENTS },
			{ webhookBaseUrl: new URL('/webhook', ctx.trigger.webhookUrl()).href },
		);
		webhookProcess.node.webhookId = ctx.trigger.node.webhookId;
		webhookProcess.active = true;
		webhookProcess.savedStaticData = structuredClone(WORKER_SAVED);
		expect(webhookProcess.webhookUrl()).toBe(ctx.trigger.webhookUrl());

		const result = await ctx.deliverSigned(lfd(1), { harness: webhookProcess, viaListener: true });

		expect(result.status).toBe(200);
		expect(webhookProcess.runs).toHaveLength(1);
	});

	it('a webhook process that knows n8n by another address refuses, and its log says to set WEBHOOK_URL alike on every process', async () => {
		const webhookProcess = await ctx.newTrigger({ events: LFD_EVENTS });
		webhookProcess.node.webhookId = ctx.trigger.node.webhookId;
		webhookProcess.active = true;
		webhookProcess.savedStaticData = structuredClone(WORKER_SAVED);
		expect(webhookProcess.webhookUrl()).not.toBe(ctx.trigger.webhookUrl());
		const raw = JSON.stringify(lfd(1));

		const result = await webhookProcess.deliver(raw, {
			headers: { 'x-t49-webhook-signature': sign(raw, secret) },
		});

		expect(result.status).toBe(401);
		expect(webhookProcess.runs).toEqual([]);
		const warning = webhookProcess.logs.find((log) => log.level === 'warn');
		expect(warning?.message).toMatch(
			/same path on 127\.0\.0\.1:\d+.*set WEBHOOK_URL to the same public address on every n8n process/,
		);
		expect(JSON.stringify(webhookProcess.logs)).not.toContain(secret);
	});
});
