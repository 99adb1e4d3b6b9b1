/**
 * The trigger's webhook methods against the mock API, run through n8n-core's HookContext with
 * static data kept the way n8n keeps it.
 */
import { milestone } from '../fixtures/webhookPayloads';
import { TriggerHarness } from '../harness/trigger';
import { LFD_EVENTS, useTrigger } from './setup';

const ctx = useTrigger();

// The seeded account already has a webhook of another integration: it must never be touched.
let seeded: Array<(typeof ctx.mock.state.webhooks)[number]> = [];
beforeEach(() => {
	seeded = ctx.mock.state.webhooks.map((webhook) => ({ ...webhook, events: [...webhook.events] }));
	expect(seeded.length).toBeGreaterThan(0);
});
afterEach(() => {
	for (const webhook of seeded) expect(ctx.mock.state.webhooks).toContainEqual(webhook);
});

/** Webhooks the trigger registered (not the seeded one). */
function ours() {
	return ctx.mock.state.webhooks.filter((webhook) => !seeded.some((s) => s.id === webhook.id));
}

/** As if removed in Terminal49's dashboard. */
function removeOurs() {
	ctx.mock.state.webhooks = ctx.mock.state.webhooks.filter((webhook) =>
		seeded.some((s) => s.id === webhook.id),
	);
}

function registered() {
	return ours().map(({ id, url, active, events }) => ({
		id,
		url,
		active,
		events: [...events].sort(),
	}));
}

describe('create (activation)', () => {
	it("registers n8n's URL, active, for the selected events, and keeps the id and secret", async () => {
		const { existed } = await ctx.trigger.activate();

		expect(existed).toBe(false);
		expect(registered()).toEqual([
			{
				id: expect.any(String),
				url: ctx.trigger.webhookUrl(),
				active: true,
				events: [...LFD_EVENTS].sort(),
			},
		]);
		const [webhook] = ours();
		expect(ctx.trigger.stored).toMatchObject({
			webhookId: webhook.id,
			webhookSecret: webhook.secret,
		});
		const post = ctx.mock.requests.find((r) => r.method === 'POST');
		expect(post?.body).toEqual({
			data: {
				type: 'webhook',
				attributes: { url: ctx.trigger.webhookUrl(), active: true, events: LFD_EVENTS },
			},
		});
		expect(post?.headers.authorization).toBe(`Token ${ctx.mock.apiKey}`);
	});

	it('explains how to fix a URL the API refuses (http where https is required) and stores nothing', async () => {
		ctx.mock.state.requireHttpsWebhooks = true;

		const failure = ctx.trigger.activate();

		await expect(failure).rejects.toThrow(
			/refused this trigger's webhook URL http:\/\/127\.0\.0\.1:\d+\/webhook\/.* \(it is http, not https\).*url must be https/,
		);
		const error = (await failure.catch((e: unknown) => e)) as {
			message: string;
			description?: string;
		};
		expect(error.description).toMatch(/WEBHOOK_URL/);
		// n8n shows only the message when an activation fails, so the fix is in it too
		expect(error.message).toMatch(
			/Set n8n's WEBHOOK_URL to a public https address \(or expose n8n through a tunnel\)/,
		);
		expect(error.description).toMatch(/tunnel/);
		expect(ours()).toEqual([]);
		expect(ctx.trigger.stored).toEqual({});
	});

	it("registers when n8n's URL is https", async () => {
		ctx.mock.state.requireHttpsWebhooks = true;
		const trigger = await ctx.newTrigger(
			{ events: LFD_EVENTS },
			{
				webhookBaseUrl: 'https://n8n.example.com/webhook',
				webhookTestBaseUrl: 'https://n8n.example.com/webhook-test',
			},
		);

		await trigger.activate();

		expect(registered().map((w) => w.url)).toEqual([
			`https://n8n.example.com/webhook/${trigger.node.webhookId}/webhook`,
		]);
	});

	it("keeps the API's own message and hint for other refusals, such as a wrong API key", async () => {
		const wrongKey = new TriggerHarness(
			{ apiKey: 'not-a-key', baseUrl: ctx.mock.url },
			{ events: LFD_EVENTS },
		);
		await wrongKey.start();
		try {
			const error = (await wrongKey.activate().catch((e: unknown) => e)) as Error & {
				description?: string;
			};
			expect(error.message).toMatch(/401.*The API key is invalid/);
			expect(error.description).toMatch(/Copy a current key/);
			expect(error.message).not.toMatch(/refused this trigger's webhook URL/);
		} finally {
			await wrongKey.close();
		}
	});

	it('refuses to register without events', async () => {
		ctx.trigger.setParameters({ events: [] });

		await expect(ctx.trigger.runHook('create')).rejects.toThrow('Select at least one event');
		expect(ctx.mock.requests.filter((r) => r.method === 'POST')).toEqual([]);
	});
});

describe('checkExists', () => {
	it('is true when the stored webhook is unchanged: activation reuses it', async () => {
		await ctx.trigger.activate();
		const before = ctx.trigger.stored;
		ctx.mock.requests.length = 0;

		const { existed } = await ctx.trigger.activate();

		expect(existed).toBe(true);
		expect(ctx.calls()).toEqual([`GET /webhooks/${String(before.webhookId)}`]);
		expect(ctx.trigger.stored).toEqual(before);
		expect(ours()).toHaveLength(1);
	});

	it('is false with nothing stored', async () => {
		expect(await ctx.trigger.runHook('checkExists')).toBe(false);
	});

	it('forgets a stored id the API no longer knows (404), and activation registers anew', async () => {
		await ctx.trigger.activate();
		const oldId = ctx.trigger.stored.webhookId;
		removeOurs();

		expect(await ctx.trigger.runHook('checkExists')).toBe(false);
		expect(ctx.trigger.stored.webhookId).toBeUndefined();
		expect(ctx.trigger.stored.webhookSecret).toBeUndefined();

		await ctx.trigger.activate();
		expect(registered()).toHaveLength(1);
		expect(ctx.trigger.stored.webhookId).not.toBe(oldId);
		expect(ctx.trigger.stored.webhookId).toBe(ours()[0].id);
	});

	it('after the event selection changed: a new registration, and the old one removed', async () => {
		await ctx.trigger.activate();
		const oldId = String(ctx.trigger.stored.webhookId);
		const oldSecret = ctx.trigger.stored.webhookSecret;
		ctx.trigger.setParameters({
			events: ['container.pickup_lfd.changed', 'container.transport.available'],
		});
		ctx.mock.requests.length = 0;

		const { existed } = await ctx.trigger.activate();

		expect(existed).toBe(false);
		expect(ctx.calls()).toEqual([
			`GET /webhooks/${oldId}`,
			`DELETE /webhooks/${oldId}`,
			'GET /webhooks',
			'POST /webhooks',
		]);
		expect(registered()).toEqual([
			{
				id: expect.not.stringMatching(oldId),
				url: ctx.trigger.webhookUrl(),
				active: true,
				events: ['container.pickup_lfd.changed', 'container.transport.available'],
			},
		]);
		expect(ctx.trigger.stored.webhookId).toBe(ours()[0].id);
		expect(ctx.trigger.stored.webhookSecret).not.toBe(oldSecret);
	});

	it('the same events in another order are the same selection', async () => {
		await ctx.trigger.activate();
		ctx.trigger.setParameters({ events: [...LFD_EVENTS].reverse() });

		expect((await ctx.trigger.activate()).existed).toBe(true);
	});

	it("a webhook whose URL changed (n8n's WEBHOOK_URL moved) is replaced", async () => {
		await ctx.trigger.activate();
		ours()[0].url = 'https://old-host.example.com/webhook/x/webhook';

		expect((await ctx.trigger.activate()).existed).toBe(false);
		expect(registered().map((w) => w.url)).toEqual([ctx.trigger.webhookUrl()]);
	});

	it('a webhook switched off in Terminal49 is replaced by an active one', async () => {
		await ctx.trigger.activate();
		ours()[0].active = false;

		expect((await ctx.trigger.activate()).existed).toBe(false);
		expect(registered()).toEqual([
			expect.objectContaining({ active: true, url: ctx.trigger.webhookUrl() }),
		]);
	});

	it("removes stray webhooks at this trigger's URL whose secret it does not hold, and leaves others alone", async () => {
		// e.g. a registration whose answer was lost: the POST is never sent twice, so it stays behind
		const stray = await fetch(`${ctx.mock.url}/webhooks`, {
			method: 'POST',
			headers: {
				authorization: `Token ${ctx.mock.apiKey}`,
				'content-type': 'application/vnd.api+json',
			},
			body: JSON.stringify({
				data: {
					type: 'webhook',
					attributes: { url: ctx.trigger.webhookUrl(), active: true, events: LFD_EVENTS },
				},
			}),
		});
		expect(stray.status).toBe(201);
		const other = await ctx.newTrigger();
		await other.activate();

		await ctx.trigger.activate();

		expect(
			registered()
				.map((w) => w.url)
				.sort(),
		).toEqual([ctx.trigger.webhookUrl(), other.webhookUrl()].sort());
		const mine = ours().find((w) => w.url === ctx.trigger.webhookUrl());
		expect(ctx.trigger.stored).toMatchObject({ webhookId: mine?.id, webhookSecret: mine?.secret });
	});
});

describe('delete (deactivation)', () => {
	it('removes the webhook from Terminal49 and clears the stored data', async () => {
		await ctx.trigger.activate();
		const id = String(ctx.trigger.stored.webhookId);

		expect(await ctx.trigger.deactivate()).toBe(true);

		expect(ctx.calls()).toContain(`DELETE /webhooks/${id}`);
		expect(ours()).toEqual([]);
		expect(ctx.trigger.stored).toEqual({});
	});

	it('counts a webhook already gone (404) as deleted', async () => {
		await ctx.trigger.activate();
		removeOurs();

		expect(await ctx.trigger.deactivate()).toBe(true);
		expect(ctx.mock.requests.at(-1)?.status).toBe(404);
		expect(ctx.trigger.stored).toEqual({});
	});

	it('with nothing stored and nothing registered at its URL, only looks', async () => {
		expect(await ctx.trigger.deactivate()).toBe(true);
		expect(ctx.calls()).toEqual(['GET /webhooks']);
	});

	it('when static data lost the registration (queue mode: a worker saved over it), still removes the webhook at its URL', async () => {
		await ctx.trigger.activate();
		ctx.trigger.savedStaticData = { global: { runs: 3 } };
		ctx.mock.requests.length = 0;

		expect(await ctx.trigger.deactivate()).toBe(true);

		expect(ours()).toEqual([]);
		expect(ctx.calls()).toEqual([
			'GET /webhooks',
			expect.stringMatching(/^DELETE \/webhooks\/[\w-]+$/),
		]);
	});

	it('when the API refuses the deletion, keeps the registration so the next activation finds it', async () => {
		await ctx.trigger.activate();
		const stored = ctx.trigger.stored;
		ctx.mock.faults.add({ kind: 'status', status: 403, match: { method: 'DELETE' } });

		expect(await ctx.trigger.deactivate()).toBe(false);

		expect(ctx.trigger.logs).toContainEqual({
			level: 'warn',
			message: expect.stringMatching(
				new RegExp(`could not remove webhook ${String(stored.webhookId)} from Terminal49: .*403`),
			),
		});
		expect(ctx.trigger.stored).toEqual(stored);
		expect(ours()).toHaveLength(1);
		expect((await ctx.trigger.activate()).existed).toBe(true);
		expect(ours()).toHaveLength(1);
	});
});

describe('listening for a test event in the editor', () => {
	/** The sample requests fail, as when Terminal49 cannot reach n8n, so the listen waits for a real event. */
	function samplesNotDelivered(times = 10) {
		ctx.mock.faults.add({
			kind: 'status',
			status: 503,
			times,
			match: { method: 'POST', path: '/webhooks/trigger' },
		});
	}

	/** A trigger for one event whose sample is not delivered: its listen stays open (its one request is not awaited). */
	async function waitingTrigger() {
		samplesNotDelivered();
		return await ctx.newTrigger({ events: ['container.pickup_lfd.changed'] });
	}

	it('"Test this trigger" gets a signed sample of each selected event, as one run with one item per event in the order chosen', async () => {
		const events = [
			'container.updated',
			'container.pickup_lfd_rail.changed',
			'tracking_request.succeeded',
		];
		const trigger = await ctx.newTrigger({ events }, { typeVersion: 2 });

		await trigger.listen();
		await trigger.runsStarted(1);

		expect(trigger.runs).toHaveLength(1);
		const [run] = trigger.runs;
		expect(run.kind).toBe('test');
		expect(run.items.map((item) => item.json.event)).toEqual(events);
		// what the alert reads from a sample: the container, its LFD change and the customer reference
		const updated = run.items[0].json;
		expect(updated).toMatchObject({
			container: expect.objectContaining({ number: expect.any(String) }),
		});
		expect(JSON.stringify(updated)).toContain('PO-10042');
		expect(run.items[1].json).toMatchObject({
			lfd: expect.objectContaining({ field: 'pickup_lfd_rail' }),
		});
		// each sample asked for in plain JSON, signed with a secret of this listen, to the test URL
		const asked = ctx.mock.requests.filter((r) => r.path === '/webhooks/trigger');
		expect(asked.map((r) => (r.body as { event: string }).event)).toEqual(events);
		expect(asked.map((r) => (r.body as { url: string }).url)).toEqual(
			events.map(() => trigger.webhookUrl('test')),
		);
		expect(asked.every((r) => r.headers['content-type'] === 'application/json')).toBe(true);
		expect(ctx.mock.state.testDeliveries.every((d) => d.signed)).toBe(true);
		// n8n stopped listening after the run: nothing left at Terminal49
		expect(ours()).toEqual([]);
		expect(trigger.testStaticData).toBeUndefined();
		expect(trigger.savedStaticData).toEqual({});
	});

	it('the Documents: Extracted sample carries what extraction read, so a workflow filtering on its bill of lading can be tried', async () => {
		const trigger = await ctx.newTrigger({ events: ['document.extracted'] }, { typeVersion: 2 });

		await trigger.listen();
		await trigger.runsStarted(1);

		const [item] = trigger.runs[0].items;
		expect(item.json).toMatchObject({
			event: 'document.extracted',
			document: expect.objectContaining({ name: 'sample-bill-of-lading.pdf' }),
			extracted: expect.objectContaining({
				bill_of_lading_number: ctx.mock.state.shipments[0].attributes.bill_of_lading_number,
			}),
		});
	});

	it('one selected event: one item', async () => {
		const trigger = await ctx.newTrigger(
			{ events: ['container.pickup_lfd.changed'] },
			{ typeVersion: 2 },
		);

		await trigger.listen();
		await trigger.runsStarted(1);

		expect(trigger.runs.map((r) => r.items.map((item) => item.json.event))).toEqual([
			['container.pickup_lfd.changed'],
		]);
	});

	it('a delivery signed with another secret is refused during a listen and starts nothing', async () => {
		const trigger = await waitingTrigger();
		await trigger.listen();

		const result = await ctx.deliverSigned(milestone('container.pickup_lfd.changed'), {
			kind: 'test',
			secret: 'f'.repeat(64),
			harness: trigger,
		});

		expect(result.status).toBe(401);
		expect(trigger.runs).toEqual([]);
		await trigger.stopListening();
	});

	it('says what to do instead when Terminal49 cannot deliver the samples, and leaves nothing behind', async () => {
		samplesNotDelivered();

		const failure = ctx.trigger.listen();

		await expect(failure).rejects.toThrow(
			/Terminal49 could not deliver a sample event to this n8n \(http:\/\/127\.0\.0\.1:\d+\/webhook-test\//,
		);
		const error = (await failure.catch((e: unknown) => e)) as { description?: string };
		expect(error.description).toMatch(/Polling Trigger and its "Fetch Test Event"/);
		expect(ours()).toEqual([]);
		expect(ctx.trigger.runs).toEqual([]);
	});

	it('Terminal49’s words on a sample it could not deliver are logged and shown without the secret the sample is signed with, in any spelling', async () => {
		const secrets: string[] = [];
		// Each sample request is answered with words that quote its secret, as the mock records it and before it answers.
		const record = ctx.mock.requests.push.bind(ctx.mock.requests);
		ctx.mock.requests.push = (...requests) => {
			for (const request of requests) {
				const secret = (request.body as { secret?: unknown } | undefined)?.secret;
				if (request.path !== '/webhooks/trigger' || typeof secret !== 'string') continue;
				secrets.push(secret);
				const error = `endpoint refused the signature of ${secret} (${Buffer.from(secret).toString('base64')}) {"secret":"${secret}"}`;
				ctx.mock.faults.add({
					kind: 'status',
					status: 200,
					match: { method: 'POST', path: '/webhooks/trigger' },
					body: { succeeded: false, error },
				});
			}
			return record(...requests);
		};
		const trigger = await ctx.newTrigger(
			{ events: ['container.updated', 'container.pickup_lfd.changed'] },
			{ typeVersion: 2 },
		);

		const failure = await trigger
			.listen()
			.catch((e: unknown) => e as Error & { description?: string });

		expect(secrets.length).toBeGreaterThan(0);
		expect(trigger.logs).toContainEqual({
			level: 'warn',
			message: expect.stringContaining(
				'endpoint refused the signature of [redacted] ([redacted]) {"secret":"[redacted]"}',
			),
		});
		const shown = JSON.stringify([trigger.logs, failure?.message, failure?.description]);
		for (const secret of secrets) {
			expect(shown).not.toContain(secret);
			expect(shown).not.toContain(Buffer.from(secret).toString('base64'));
		}
	});

	it('points to the Polling Trigger when Terminal49 refuses the test URL (http, as on localhost)', async () => {
		ctx.mock.state.requireHttpsWebhooks = true;

		const failure = ctx.trigger.listen();

		await expect(failure).rejects.toThrow(
			/Terminal49 cannot send test events to this n8n \(http:\/\/127\.0\.0\.1:\d+\/webhook-test\/.*, http, not https\)/,
		);
		const error = (await failure.catch((e: unknown) => e)) as { description?: string };
		expect(error.description).toMatch(/Fetch Test Event/);
		expect(ours()).toEqual([]);
	});

	it('a real event during the listen still starts the run, and nothing is left behind', async () => {
		const trigger = await waitingTrigger();
		await trigger.listen();
		expect(registered().map((w) => w.url)).toEqual([trigger.webhookUrl('test')]);
		expect(trigger.webhookUrl('test')).toMatch(/\/webhook-test\//);

		const result = await ctx.deliverSigned(milestone('container.pickup_lfd.changed'), {
			kind: 'test',
			harness: trigger,
		});

		expect(result.status).toBe(200);
		expect(trigger.runs).toEqual([
			{
				kind: 'test',
				items: [
					expect.objectContaining({
						json: expect.objectContaining({ event: 'container.pickup_lfd.changed' }),
					}),
				],
			},
		]);
		expect(ours()).toEqual([]);
		expect(trigger.testStaticData).toBeUndefined();
		// the production side was never touched
		expect(trigger.savedStaticData).toEqual({});
	});

	it('a cancelled listen removes its webhook too', async () => {
		const trigger = await waitingTrigger();
		await trigger.listen();
		expect(ours()).toHaveLength(1);

		expect(await trigger.stopListening()).toBe(true);

		expect(ours()).toEqual([]);
	});

	it('does not disturb the active production webhook', async () => {
		const trigger = await ctx.newTrigger({ events: ['container.pickup_lfd.changed'] });
		await trigger.activate();
		const production = trigger.stored;

		samplesNotDelivered();
		await trigger.listen();
		expect(
			registered()
				.map((w) => w.url)
				.sort(),
		).toEqual([trigger.webhookUrl(), trigger.webhookUrl('test')].sort());
		await trigger.stopListening();

		expect(registered().map((w) => w.url)).toEqual([trigger.webhookUrl()]);
		expect(trigger.stored).toEqual(production);
		expect(
			(await ctx.deliverSigned(milestone('container.pickup_lfd.changed'), { harness: trigger }))
				.status,
		).toBe(200);
		expect(trigger.runs.map((r) => r.kind)).toEqual(['production']);
	});
});
