import type { IDataObject } from 'n8n-workflow';

import { SEED, isoUtc, makeWebhookNotification, seedDefault } from '../mock/fixtures';
import type { MockState } from '../mock/server';
import { ids, useMockApi } from '../actions/setup';

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
				{ webhookId: SEED.webhookId, referenceObject: { id: SEED.lfdChangedTransportEventId, type: 'transport_event' } },
			),
		);
	}
}

const getAll = (extra: IDataObject = {}) => ({ resource: 'webhookNotification', operation: 'getAll', ...extra });

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
			getAll({ returnAll: true, filters: { deliveryStatus: ['failed'], events: ['container.pickup_lfd.changed'], createdAfter: since } }),
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
		const run = await api.run(getAll({ returnAll: false, limit: 40, filters: { deliveryStatus: 'failed' } }));
		expect(run.items).toHaveLength(40);
		expect(run.items.every((item) => item.json.delivery_status === 'failed')).toBe(true);
		expect(api.mock.requests).toHaveLength(2);
	});

	it('Include Reference Object merges the transport event the notification is about', async () => {
		const run = await api.run(getAll({ returnAll: false, limit: 1, filters: { events: ['container.pickup_lfd.changed'] }, includeReferenceObject: true }));
		expect(api.mock.requests[0].query.include).toBe('reference_object');
		expect(run.items[0].json.reference_object).toMatchObject({
			id: SEED.lfdChangedTransportEventId,
			type: 'transport_event',
			event: 'container.pickup_lfd.changed',
		});
	});

	it('a delivery status the API does not have fails before any request', async () => {
		const run = await api.run(getAll({ returnAll: true, filters: { deliveryStatus: '={{ "failed, bounced" }}' } }));
		expect(run.error?.message).toBe('Delivery Status filter: "bounced" is not a delivery status. Allowed: failed, pending, succeeded (labels and any case work too)');
		expect(api.mock.requests).toHaveLength(0);
	});

	it('a 429 is retried after Retry-After; the list comes back whole', async () => {
		api.mock.faults.add({ kind: '429burst', times: 1, retryAfter: 0, match: { path: '/webhook_notifications' } });
		const run = await api.run(getAll({ returnAll: true }));
		expect(run.items).toHaveLength(153);
		expect(api.mock.requests.map((r) => r.status)).toEqual([429, 200, 200]);
	});
});
