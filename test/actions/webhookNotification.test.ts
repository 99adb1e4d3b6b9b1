import type { IDataObject } from 'n8n-workflow';

import { description as getExample } from '../../nodes/Terminal49/actions/webhookNotification/getExample.operation';
import { isoUtc, makeWebhookNotification, SEED, seedDefault } from '../mock/fixtures';
import type { MockState } from '../mock/server';
import { ids, useMockApi, v2 } from './setup';

const HOUR = 3_600_000;

/** The default account plus 150 notifications, every third one failed, newest last. */
function withDeliveries(state: MockState): void {
	seedDefault(state);
	for (let i = 0; i < 150; i++) {
		state.webhookNotifications.push(
			makeWebhookNotification(
				{
					event: i % 2 === 0 ? 'container.pickup_lfd.changed' : 'container.transport.available',
					delivery_status: i % 3 === 0 ? 'failed' : 'succeeded',
					created_at: isoUtc(Date.now() - (150 - i) * HOUR),
				},
				{
					webhookId: SEED.webhookId,
					referenceObject: { id: SEED.lfdChangedTransportEventId, type: 'transport_event' },
				},
			),
		);
	}
}

const getAll = (extra: IDataObject = {}) => ({
	resource: 'webhookNotification',
	operation: 'getAll',
	...extra,
});

describe('Webhook notification: Get Many', () => {
	const api = useMockApi({ seed: withDeliveries });

	it('Return All: every notification over two pages, flat, the webhook never included', async () => {
		const run = await api.run(getAll({ returnAll: true }));
		expect(run.items).toHaveLength(153);
		expect(run.items[0].json).toMatchObject({
			id: SEED.webhookNotificationIds[0],
			type: 'webhook_notification',
			event: 'tracking_request.succeeded',
			delivery_status: 'succeeded',
			webhook: { id: SEED.webhookId, type: 'webhook' },
		});
		expect(JSON.stringify(run.items)).not.toContain(SEED.webhookSecret);
		expect(api.mock.requests.map((r) => r.query['page[number]'])).toEqual(['1', '2']);
	});

	it('the failed deliveries of one event since a moment, filtered by the node', async () => {
		const since = isoUtc(Date.now() - 30.5 * HOUR);
		const run = await api.run(
			getAll({
				returnAll: true,
				filters: {
					deliveryStatus: ['failed'],
					events: ['container.pickup_lfd.changed'],
					createdAfter: since,
				},
			}),
		);
		const expected = api.mock.state.webhookNotifications.filter(
			(n) =>
				n.attributes.delivery_status === 'failed' &&
				n.attributes.event === 'container.pickup_lfd.changed' &&
				Date.parse(n.attributes.created_at) > Date.parse(since),
		);
		expect(expected).toHaveLength(5);
		expect(ids(run)).toEqual(expected.map((n) => n.id));
		expect(api.mock.requests[0].query).toEqual({ 'page[size]': '100', 'page[number]': '1' });
	});

	it('with a Limit, reads on until that many match', async () => {
		const run = await api.run(
			getAll({ returnAll: false, limit: 40, filters: { deliveryStatus: 'failed' } }),
		);
		expect(run.items).toHaveLength(40);
		expect(run.items.every((item) => item.json.delivery_status === 'failed')).toBe(true);
		expect(api.mock.requests).toHaveLength(2);
	});

	it('Include Reference Object merges the transport event the notification is about', async () => {
		const run = await api.run(
			getAll({
				returnAll: false,
				limit: 1,
				filters: { events: ['container.pickup_lfd.changed'] },
				includeReferenceObject: true,
			}),
		);
		expect(api.mock.requests[0].query.include).toBe('reference_object');
		expect(run.items[0].json.reference_object).toMatchObject({
			id: SEED.lfdChangedTransportEventId,
			type: 'transport_event',
			event: 'container.pickup_lfd.changed',
		});
	});

	it('a delivery status the API does not have fails before any request', async () => {
		const run = await api.run(
			getAll({ returnAll: true, filters: { deliveryStatus: '={{ "failed, bounced" }}' } }),
		);
		expect(run.error?.message).toBe(
			'Delivery Status filter must be a delivery status, not "bounced". Allowed: failed, pending, succeeded (labels and any case work too)',
		);
		expect(api.mock.requests).toHaveLength(0);
	});

	it('a 429 is retried after Retry-After; the list comes back whole', async () => {
		api.mock.faults.add({
			kind: '429burst',
			times: 1,
			retryAfter: 0,
			match: { path: '/webhook_notifications' },
		});
		const run = await api.run(getAll({ returnAll: true }));
		expect(run.items).toHaveLength(153);
		expect(api.mock.requests.map((r) => r.status)).toEqual([429, 200, 200]);
	});
});

describe('Webhook notification: Get and Get Example', () => {
	const api = useMockApi();

	it('Get: one notification with its reference object, never the webhook’s secret', async () => {
		const id = SEED.webhookNotificationIds[1];
		const run = await api.run(
			{
				resource: 'webhookNotification',
				operation: 'get',
				notificationId: id,
				includeReferenceObject: true,
				output: 'allFields',
			},
			v2,
		);
		const stored = api.mock.state.webhookNotifications[1];
		expect(run.items[0].json).toMatchObject({
			id,
			event: stored.attributes.event,
			webhook: { id: SEED.webhookId, type: 'webhook' },
		});
		expect(api.mock.requests[0].query).toEqual({ include: 'reference_object' });
		expect(JSON.stringify(run.items)).not.toContain(SEED.webhookSecret);
	});

	it('Get: a bad id is refused before sending; an unknown one is the API’s 404', async () => {
		const bad = await api.run(
			{ resource: 'webhookNotification', operation: 'get', notificationId: 'abc' },
			v2,
		);
		expect(bad.error?.message).toContain('"abc" is not a valid Notification ID');
		expect(api.mock.requests).toHaveLength(0);
		const missing = await api.run(
			{
				resource: 'webhookNotification',
				operation: 'get',
				notificationId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
			},
			v2,
		);
		expect(missing.error?.message).toContain('404');
	});

	it('Get Example: the sample notification of the chosen event, its reference object merged in', async () => {
		const run = await api.run(
			{
				resource: 'webhookNotification',
				operation: 'getExample',
				event: 'tracking_request.succeeded',
				output: 'allFields',
			},
			v2,
		);
		expect(api.mock.requests[0].query).toEqual({ event: 'tracking_request.succeeded' });
		expect(run.items).toHaveLength(1);
		expect(run.items[0].json).toMatchObject({
			type: 'webhook_notification',
			event: 'tracking_request.succeeded',
			reference_object: { type: 'tracking_request' },
		});
		expect((run.items[0].json.reference_object as IDataObject).created_at).toBeDefined();
		const bad = await api.run(
			{ resource: 'webhookNotification', operation: 'getExample', event: 'container.exploded' },
			v2,
		);
		expect(bad.error?.message).toContain('Event must be a webhook event, not "container.exploded"');
	});

	it('Get Example, All Fields: every record the notification includes under its type name, containers with their demurrage; never the webhook', async () => {
		const run = await api.run(
			{
				resource: 'webhookNotification',
				operation: 'getExample',
				event: 'container.transport.vessel_arrived',
				output: 'allFields',
			},
			v2,
		);
		const json = run.items[0].json;
		expect(json).toMatchObject({
			reference_object: { type: 'transport_event' },
			container: { type: 'container', demurrage: expect.any(Object) },
			shipment: { type: 'shipment' },
		});
		expect(json).not.toHaveProperty('webhook_notification');
		const simplified = await api.run(
			{
				resource: 'webhookNotification',
				operation: 'getExample',
				event: 'container.transport.vessel_arrived',
			},
			v2,
		);
		expect(simplified.items[0].json).not.toHaveProperty('container');
	});

	it('Selected Fields offers webhook_notification_logs, as every recorded notification carries them', async () => {
		const run = await api.run(
			{
				resource: 'webhookNotification',
				operation: 'getExample',
				event: 'container.transport.vessel_arrived',
				output: 'selectedFields',
				fields: ['event', 'webhook_notification_logs'],
			},
			v2,
		);
		expect(run.error).toBeUndefined();
		expect(run.items[0].json).toEqual({
			id: expect.any(String),
			event: 'container.transport.vessel_arrived',
			webhook_notification_logs: [],
		});
		const fields = getExample.find((property) => property.name === 'fields');
		expect(fields?.options?.map((option) => (option as { value: string }).value)).toContain(
			'webhook_notification_logs',
		);
	});
});

describe('Webhook notification: Get Many, Created After without an offset is read in the workflow’s time zone', () => {
	const AT = [
		'2026-02-28T19:59:59Z',
		'2026-02-28T20:00:01Z',
		'2026-03-01T00:59:59Z',
		'2026-03-01T01:00:01Z',
	];
	const api = useMockApi({
		seed: (state) => {
			seedDefault(state);
			for (const created_at of AT)
				state.webhookNotifications.push(
					makeWebhookNotification({ created_at }, { webhookId: SEED.webhookId }),
				);
		},
	});
	const createdAt = (run: { items: Array<{ json: IDataObject }> }) =>
		run.items.map((item) => item.json.created_at).filter((at) => AT.includes(String(at)));

	it.each([
		// 10:00 in Tokyo is 01:00 UTC; in Kiritimati (UTC+14) it is 20:00 UTC the day before.
		['Asia/Tokyo', [AT[3]]],
		['Pacific/Kiritimati', [AT[1], AT[2], AT[3]]],
	])('in %s', async (timezone, kept) => {
		const run = await api.run(
			getAll({ returnAll: true, filters: { createdAfter: '2026-03-01T10:00:00' } }),
			{ ...v2, timezone },
		);
		expect(run.error).toBeUndefined();
		expect(createdAt(run)).toEqual(kept);
	});
});
