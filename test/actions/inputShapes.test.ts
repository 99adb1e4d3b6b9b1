/**
 * Through n8n's engine: JSON of shapes the spec does not promise (a null relationship,
 * `data: [null]`, a number where an object belongs) degrades to "absent" in the action node, a
 * signed delivery and a poll; and no output carries a webhook secret, whatever the API or a
 * delivery includes.
 */
import type { IDataObject } from 'n8n-workflow';

import * as payloads from '../fixtures/webhookPayloads';
import { SEED } from '../mock/fixtures';
import { useMockApi } from './setup';
import { usePollTrigger } from '../polling/setup';
import { LFD_EVENTS, useTrigger } from '../trigger/setup';

const SECRET = 'do-not-leak';
const NOTE = 'ab000000-0000-4000-8000-000000000001';
const CONTAINER = SEED.containerIds[0];

const webhookRecord = {
	id: payloads.WEBHOOK_ID,
	type: 'webhook',
	attributes: {
		url: 'https://n8n.example.com/webhook/x',
		active: true,
		events: [],
		secret: SECRET,
	},
};

/** A page of notifications as a careless API might send it: odd relationships, odd included records, the webhook with its secret. */
function oddNotificationsPage(): IDataObject {
	return {
		data: [
			{
				id: NOTE,
				type: 'webhook_notification',
				attributes: {
					event: 'container.transport.available',
					delivery_status: 'succeeded',
					created_at: '2026-03-02T14:05:09Z',
				},
				relationships: {
					webhook: { data: { id: payloads.WEBHOOK_ID, type: 'webhook' } },
					reference_object: null,
					container: { data: [null, 5, { id: CONTAINER, type: 'container' }] },
					other: 'text',
				},
			},
			null,
			7,
			{ id: 42, type: 'webhook_notification' },
		],
		included: [
			webhookRecord,
			null,
			{
				id: CONTAINER,
				type: 'container',
				attributes: { number: 'MSCU5046913' },
				relationships: { shipment: null, events: { data: [null] } },
			},
		],
		links: { next: null },
	};
}

describe('Webhook Notification Get Many: odd shapes and an included webhook', () => {
	const api = useMockApi();

	const run = (simplify: boolean) => {
		api.mock.faults.add({
			kind: 'status',
			status: 200,
			body: oddNotificationsPage(),
			match: { path: '/webhook_notifications' },
		});
		return api.run({
			resource: 'webhookNotification',
			operation: 'getAll',
			returnAll: true,
			includeReferenceObject: true,
			simplify,
		});
	};

	it('Simplify on: one record, odd relationships absent, the webhook merged in without its secret', async () => {
		const result = await run(true);
		expect(result.error).toBeUndefined();
		expect(result.items.map((item) => item.json)).toEqual([
			{
				id: NOTE,
				type: 'webhook_notification',
				event: 'container.transport.available',
				delivery_status: 'succeeded',
				created_at: '2026-03-02T14:05:09Z',
				webhook: {
					id: payloads.WEBHOOK_ID,
					type: 'webhook',
					url: 'https://n8n.example.com/webhook/x',
					active: true,
					events: [],
				},
				container: [{ id: CONTAINER, type: 'container', number: 'MSCU5046913', events: [] }],
			},
		]);
		expect(JSON.stringify(result.items)).not.toContain(SECRET);
	});

	it('Simplify off (raw): the resources as sent, but no secret anywhere', async () => {
		const result = await run(false);
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(1);
		expect(JSON.stringify(result.items)).not.toContain(SECRET);
	});
});

describe('any output route: a webhook record never carries its secret', () => {
	const api = useMockApi();

	it('Container Get, raw and simplified, when the API includes the webhook', async () => {
		for (const simplify of [true, false]) {
			api.mock.faults.add({
				kind: 'status',
				status: 200,
				body: {
					data: {
						id: CONTAINER,
						type: 'container',
						attributes: { number: 'MSCU5046913' },
						relationships: { hook: { data: { id: payloads.WEBHOOK_ID, type: 'webhook' } } },
					},
					included: [webhookRecord],
				},
				match: { path: `/containers/${CONTAINER}` },
			});
			const result = await api.run({
				resource: 'container',
				operation: 'get',
				containerId: CONTAINER,
				simplify,
			});
			expect(result.error).toBeUndefined();
			expect(result.items).toHaveLength(1);
			expect(JSON.stringify(result.items)).not.toContain(SECRET);
		}
	});
});

describe('Webhook trigger: a signed delivery of odd shape still starts the workflow', () => {
	const ctx = useTrigger({ events: LFD_EVENTS });
	beforeEach(async () => {
		await ctx.trigger.activate();
	});

	function oddDelivery(): unknown {
		const body = payloads.withWebhookRecord(
			payloads.lfdChanged({
				event: 'container.pickup_lfd.changed',
				eventAttributes: { value: '2026-03-11T07:00:00Z', timezone: 'America/Los_Angeles' },
			}),
		);
		return {
			...body,
			data: { ...body.data, relationships: { webhook: null, reference_object: { data: [null] } } },
			included: [
				null,
				'text',
				...(body.included ?? []).map((record) => ({
					...record,
					relationships: { shipment: null, transport_events: { data: [null, 3] }, odd: [1] },
				})),
			],
		};
	}

	it.each([true, false])('Simplify %p: 200, one run, the LFD read, no secret', async (simplify) => {
		ctx.trigger.setParameters({ events: LFD_EVENTS, simplify });
		const result = await ctx.deliverSigned(oddDelivery());
		expect(result.status).toBe(200);
		expect(result.workflowData).toHaveLength(1);
		const json = result.workflowData![0][0].json;
		if (simplify) {
			expect(json).toMatchObject({
				event: 'container.pickup_lfd.changed',
				lfd: {
					field: 'pickup_lfd',
					value: '2026-03-11T07:00:00Z',
					timezone: 'America/Los_Angeles',
				},
				container: { number: 'MSCU5046913', transport_events: [] },
			});
		}
		expect(JSON.stringify(result.workflowData)).not.toContain(SECRET);
	});
});

describe('Polling trigger: a page of odd shape does not make the poll throw', () => {
	const api = usePollTrigger({ events: ['container.created', 'container.updated'] });

	it('announces the new container with its odd relationships absent, and goes on', async () => {
		await api.trigger.watch();
		const created = new Date().toISOString();
		api.mock.faults.add({
			kind: 'status',
			status: 200,
			body: {
				data: [
					null,
					'x',
					{
						id: 'c0000000-0000-4000-8000-00000000aaaa',
						type: 'container',
						attributes: { number: 'TGHU0000001', created_at: created },
						relationships: { shipment: null, pod_terminal: { data: [null] }, odd: 5 },
					},
					{
						id: 'c0000000-0000-4000-8000-00000000bbbb',
						type: 'container',
						attributes: 'not an object',
					},
				],
				included: { not: 'a list' },
				links: 5,
			},
			match: { path: '/containers' },
		});
		const items = await api.trigger.poll();
		expect(items).toEqual([
			expect.objectContaining({
				event: 'container.created',
				container: {
					id: 'c0000000-0000-4000-8000-00000000aaaa',
					type: 'container',
					number: 'TGHU0000001',
					created_at: created,
					pod_terminal: [],
				},
			}),
		]);
		// and the next poll, on the account's real pages, reads on as before
		expect(await api.trigger.poll()).toBeNull();
	});
});
