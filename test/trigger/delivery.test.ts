/**
 * Deliveries over real HTTP to an activated trigger, handled through n8n-core's WebhookContext,
 * signed as Terminal49 signs them with the secret of the webhook registered in the mock API.
 */
import * as payloads from '../fixtures/webhookPayloads';
import { sign } from '../fixtures/webhookPayloads';
import { LFD_EVENTS, useTrigger } from './setup';

const ctx = useTrigger({
	events: [...LFD_EVENTS, 'container.transport.vessel_discharged', 'container.updated'],
});

beforeEach(async () => {
	await ctx.trigger.activate();
	ctx.mock.requests.length = 0;
});

const lfdBody = () =>
	payloads.lfdChanged({
		event: 'container.pickup_lfd.changed',
		eventAttributes: { value: '2026-03-11T07:00:00Z', timezone: 'America/Los_Angeles' },
	});

describe('a signed delivery of a selected event', () => {
	it('starts one run with the simplified item, and needs no request to the API', async () => {
		const result = await ctx.deliverSigned(lfdBody());

		expect(result.status).toBe(200);
		expect(result.workflowData).toHaveLength(1);
		expect(result.workflowData![0]).toHaveLength(1);
		expect(result.workflowData![0][0].json).toMatchObject({
			event: 'container.pickup_lfd.changed',
			notification_id: lfdBody().data.id,
			created_at: '2026-03-02T14:05:09Z',
			delivery_status: 'pending',
			container: { number: 'MSCU5046913' },
			transport_event: { event: 'container.pickup_lfd.changed' },
			lfd: { field: 'pickup_lfd', value: '2026-03-11T07:00:00Z', timezone: 'America/Los_Angeles' },
		});
		expect(ctx.trigger.runs).toHaveLength(1);
		expect(ctx.mock.requests).toEqual([]);
	});

	it('with Simplify off, the item is the body as received', async () => {
		ctx.trigger.setParameters({ events: LFD_EVENTS, simplify: false });
		const body = lfdBody();

		const result = await ctx.deliverSigned(body);

		expect(result.workflowData![0][0].json).toEqual(body);
	});

	it('container.updated carries the changes', async () => {
		const result = await ctx.deliverSigned(payloads.containerUpdated());

		expect(result.workflowData![0][0].json.changes).toEqual({
			pickup_lfd: { previous: null, current: '2026-03-09T07:00:00Z' },
			available_for_pickup: { previous: false, current: true },
			holds_at_pod_terminal: {
				previous: [{ name: 'customs', status: 'hold', description: null }],
				current: [],
			},
		});
	});

	it('reads a raw body n8n has not read yet (req.readRawBody)', async () => {
		const result = await ctx.deliverSigned(lfdBody(), { rawBody: 'lazy' });

		expect(result.status).toBe(200);
		expect(ctx.trigger.runs).toHaveLength(1);
	});
});

describe('deliveries that start no run', () => {
	const raw = JSON.stringify(lfdBody());
	const secret = () =>
		ctx.mock.state.webhooks.find((w) => w.url === ctx.trigger.webhookUrl())!.secret;

	const unsigned: Array<
		[string, () => { body: string; headers: Record<string, string>; rawBody?: 'none' }]
	> = [
		['no signature header', () => ({ body: raw, headers: {} })],
		[
			'signed with another secret',
			() => ({ body: raw, headers: { 'x-t49-webhook-signature': sign(raw, 'not-the-secret') } }),
		],
		[
			'a malformed signature',
			() => ({ body: raw, headers: { 'x-t49-webhook-signature': 'sha256=abc' } }),
		],
		[
			'a body changed after signing',
			() => ({
				body: raw.replace('2026-03-11', '2026-03-21'),
				headers: { 'x-t49-webhook-signature': sign(raw, secret()) },
			}),
		],
		[
			'a valid signature but no raw body available',
			() => ({
				body: raw,
				headers: { 'x-t49-webhook-signature': sign(raw, secret()) },
				rawBody: 'none',
			}),
		],
	];

	it.each(unsigned)('401 for %s', async (_case, make) => {
		const { body, headers, rawBody } = make();

		const result = await ctx.trigger.deliver(body, { headers, rawBody });

		expect(result.status).toBe(401);
		expect(result.workflowData).toBeUndefined();
		expect(ctx.trigger.runs).toEqual([]);
		expect(ctx.trigger.logs).toContainEqual({
			level: 'warn',
			message: expect.stringMatching(/refused a delivery whose signature could not be verified/),
		});
		// the answer does not say which check failed
		expect(result.body).toEqual({
			message: 'The X-T49-Webhook-Signature header is missing or does not match',
		});
	});

	it('an unsigned request is logged with its trigger, the request and why such a request comes, without its body', async () => {
		await ctx.trigger.deliver(raw, { headers: { 'user-agent': 'uptime-check/1.0' } });

		const refusal = ctx.trigger.logs.find((entry) => entry.level === 'warn');
		expect(refusal?.message).toMatch(
			/^Terminal49 Trigger "[^"]+" \(workflow [^)]+\): refused a delivery whose signature could not be verified \(missing-header\) and answered 401; no run started\./,
		);
		expect(refusal?.message).toContain('Request: POST');
		expect(refusal?.message).toContain('User-Agent "uptime-check/1.0"');
		expect(refusal?.message).toContain(
			'Terminal49 signs every delivery, so this request came from elsewhere: a check that the URL answers',
		);
		expect(refusal?.message).not.toContain('MSCU5046913');
	});

	it('401 after the webhook was registered again: the old secret no longer signs', async () => {
		const oldSecret = secret();
		ctx.trigger.setParameters({ events: LFD_EVENTS });
		await ctx.trigger.activate();
		expect(secret()).not.toBe(oldSecret);

		expect((await ctx.deliverSigned(lfdBody(), { secret: oldSecret })).status).toBe(401);
		expect((await ctx.deliverSigned(lfdBody())).status).toBe(200);
		expect(ctx.trigger.runs).toHaveLength(1);
	});

	it('400 for a validly signed body that is not JSON', async () => {
		const result = await ctx.deliverSigned('event=container.pickup_lfd.changed', {
			contentType: 'text/plain',
		});

		expect(result.status).toBe(400);
		expect(ctx.trigger.runs).toEqual([]);
	});

	it('400 for validly signed JSON that is not a webhook notification', async () => {
		const result = await ctx.deliverSigned({ data: [{ id: 'x', type: 'container' }] });

		expect(result.status).toBe(400);
		expect(ctx.trigger.runs).toEqual([]);
	});

	it('200 for an event the trigger does not listen to', async () => {
		const result = await ctx.deliverSigned(payloads.referenceOnly('container.transport.available'));

		expect(result.status).toBe(200);
		expect(result.workflowData).toBeUndefined();
		expect(ctx.trigger.runs).toEqual([]);
	});
});

describe('redeliveries', () => {
	it('twelve deliveries of one notification start one run, and each is answered 200', async () => {
		const body = lfdBody();
		const statuses: number[] = [];
		for (let i = 0; i < 12; i++) statuses.push((await ctx.deliverSigned(body)).status);

		expect(statuses).toEqual(Array(12).fill(200));
		expect(ctx.trigger.runs).toHaveLength(1);
	});

	it('twelve copies arriving at once still start one run', async () => {
		const body = lfdBody();

		const results = await Promise.all(
			Array.from({ length: 12 }, async () => await ctx.deliverSigned(body)),
		);

		expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
		expect(results.filter((r) => r.workflowData !== undefined)).toHaveLength(1);
		expect(ctx.trigger.runs).toHaveLength(1);
	});

	it('different notifications each start their run', async () => {
		await ctx.deliverSigned(payloads.milestone('container.transport.vessel_discharged', 11));
		await ctx.deliverSigned(payloads.milestone('container.transport.vessel_discharged', 12));
		await ctx.deliverSigned(payloads.milestone('container.transport.vessel_discharged', 11));

		expect(ctx.trigger.runs.map((run) => run.items[0].json.notification_id)).toEqual([
			'ea000000-0000-4000-8000-00000000000b',
			'ea000000-0000-4000-8000-00000000000c',
		]);
	});

	it('does not rely on static data, which n8n does not save after a delivery that starts a run', async () => {
		const first = await ctx.deliverSigned(lfdBody());
		expect(first.workflowData).toBeDefined();
		expect(first.staticDataSaved).toBe(false);
		expect(ctx.trigger.stored.recentNotificationIds).toBeUndefined();

		const second = await ctx.deliverSigned(lfdBody());
		expect(second.workflowData).toBeUndefined();
		// a delivery that starts nothing is saved, and with it the id
		expect(second.staticDataSaved).toBe(true);
		expect(ctx.trigger.stored.recentNotificationIds).toEqual([lfdBody().data.id]);
	});

	it('after a restart, ids n8n saved still count; one not yet saved lets one duplicate through (the documented gap)', async () => {
		const saved = payloads.milestone('container.transport.vessel_discharged', 21);
		const unsaved = payloads.milestone('container.transport.vessel_discharged', 22);
		await ctx.deliverSigned(saved);
		await ctx.deliverSigned(saved); // a duplicate: starts nothing, so n8n saves static data with both ids known so far
		await ctx.deliverSigned(unsaved); // starts a run: n8n does not save static data

		ctx.trigger.restart();

		expect((await ctx.deliverSigned(saved)).workflowData).toBeUndefined();
		expect((await ctx.deliverSigned(unsaved)).workflowData).toBeDefined();
		expect((await ctx.deliverSigned(unsaved)).workflowData).toBeUndefined();
		expect(ctx.trigger.runs).toHaveLength(3);
	});

	it('a signed delivery of an unselected event also gets the ids saved, so they survive a restart', async () => {
		const body = lfdBody();
		await ctx.deliverSigned(body);
		const ignored = await ctx.deliverSigned(
			payloads.referenceOnly('container.transport.available'),
		);
		expect(ignored.staticDataSaved).toBe(true);

		ctx.trigger.restart();

		expect((await ctx.deliverSigned(body)).workflowData).toBeUndefined();
		expect(ctx.trigger.runs).toHaveLength(1);
	});

	it('a delivery refused for its signature changes nothing that n8n would save', async () => {
		await ctx.deliverSigned(lfdBody());
		const refused = await ctx.deliverSigned(
			payloads.referenceOnly('container.transport.available'),
			{ secret: 'forged' },
		);

		expect(refused.status).toBe(401);
		expect(refused.staticDataSaved).toBe(false);
	});

	it('a new registration accepts a notification id again (its own deliveries)', async () => {
		const body = lfdBody();
		await ctx.deliverSigned(body);
		await ctx.trigger.deactivate();
		await ctx.trigger.activate();

		expect((await ctx.deliverSigned(body)).workflowData).toBeDefined();
		expect(ctx.trigger.runs).toHaveLength(2);
	});

	it('the same notification id in two workflows starts both', async () => {
		const other = await ctx.newTrigger({ events: LFD_EVENTS }, { workflowId: 'another-workflow' });
		await other.activate();

		await ctx.deliverSigned(lfdBody());
		await ctx.deliverSigned(lfdBody(), { harness: other });

		expect(ctx.trigger.runs).toHaveLength(1);
		expect(other.runs).toHaveLength(1);
	});
});
