import { readNotification, flattenNotification } from '../../nodes/Terminal49/trigger/notification';
import * as payloads from '../fixtures/webhookPayloads';

function simplified(body: unknown) {
	const notification = readNotification(JSON.parse(JSON.stringify(body)));
	if (!notification) throw new Error('fixture is not a notification');
	return flattenNotification(notification);
}

describe('readNotification', () => {
	it('takes the id and event of the webhook_notification', () => {
		const body = payloads.milestone();
		expect(readNotification(body)).toMatchObject({
			id: 'ea000000-0000-4000-8000-000000000001',
			event: 'container.transport.vessel_discharged',
		});
	});

	const notNotifications: Array<[string, unknown]> = [
		['null', null],
		['an array', [payloads.milestone()]],
		['no data', { included: [] }],
		[
			'data without an id',
			{ data: { type: 'webhook_notification', attributes: { event: 'container.created' } } },
		],
		['data without an event', { data: { id: 'n1', type: 'webhook_notification', attributes: {} } }],
		[
			'an empty id',
			{
				data: { id: '', type: 'webhook_notification', attributes: { event: 'container.created' } },
			},
		],
	];
	it.each(notNotifications)('refuses %s', (_case, body) => {
		expect(readNotification(body)).toBeUndefined();
	});
});

describe('flattenNotification', () => {
	it('a milestone: notification fields, then each included record flattened under its type name', () => {
		const output = simplified(payloads.milestone());
		expect(output).toMatchObject({
			event: 'container.transport.vessel_discharged',
			notification_id: 'ea000000-0000-4000-8000-000000000001',
			created_at: '2026-03-02T14:05:09Z',
			delivery_status: 'pending',
			transport_event: {
				id: '7e000000-0000-4000-8000-000000000001',
				type: 'transport_event',
				event: 'container.transport.vessel_discharged',
				timestamp: '2026-03-02T13:58:00Z',
				timezone: 'America/Los_Angeles',
				location_locode: 'USLAX',
				// related records that are included come in flattened, one level deep
				container: { id: payloads.container.id, type: 'container', number: 'MSCU5046913' },
				terminal: { id: payloads.terminal.id, name: 'Fenix Marine Services' },
				vessel: null,
			},
			container: {
				id: payloads.container.id,
				number: 'MSCU5046913',
				pickup_lfd: '2026-03-09T07:00:00Z',
				shipment: { id: payloads.shipment.id, bill_of_lading_number: 'MEDUFR030802' },
				pickup_facility: null,
			},
			shipment: { bill_of_lading_number: 'MEDUFR030802', pod_vessel_name: 'MSC ANNA' },
			port: { code: 'USLAX' },
			terminal: { firms_code: 'Y790' },
		});
		expect(Object.keys(output).sort()).toEqual(
			[
				'container',
				'created_at',
				'delivery_status',
				'event',
				'notification_id',
				'port',
				'shipment',
				'terminal',
				'transport_event',
			].sort(),
		);
		expect(output).not.toHaveProperty('lfd');
		expect(output).not.toHaveProperty('changes');
	});

	it('an event that carries only its reference object: the other records are simply absent', () => {
		const output = simplified(payloads.referenceOnly());
		expect(Object.keys(output).sort()).toEqual([
			'created_at',
			'delivery_status',
			'event',
			'notification_id',
			'transport_event',
		]);
		// the container stays reachable by id through the transport event's relationship
		expect(output.transport_event).toMatchObject({
			container: { id: payloads.container.id, type: 'container' },
		});
	});

	it('a notification with nothing included has the notification fields only', () => {
		const output = simplified(
			payloads.notification({
				id: 'n-doc',
				event: 'document.extracted',
				reference: { id: 'd1', type: 'document' },
			}),
		);
		expect(output).toEqual({
			event: 'document.extracted',
			notification_id: 'n-doc',
			created_at: '2026-03-02T14:05:09Z',
			delivery_status: 'pending',
		});
	});

	it('tracking_request.succeeded: several records of one type become an array', () => {
		const output = simplified(payloads.trackingRequest('tracking_request.succeeded'));
		expect(output.tracking_request).toMatchObject({
			request_number: 'MEDUFR030802',
			status: 'created',
		});
		expect(output.shipment).toMatchObject({ bill_of_lading_number: 'MEDUFR030802' });
		expect(Array.isArray(output.container)).toBe(true);
		expect((output.container as Array<{ number: string }>).map((c) => c.number)).toEqual([
			'MSCU5046913',
			'MSCU5046908',
		]);
	});

	it('tracking_request.failed: the failure reason is on the tracking request', () => {
		const output = simplified(payloads.trackingRequest('tracking_request.failed'));
		expect(output.tracking_request).toMatchObject({
			status: 'failed',
			failed_reason: 'not_found',
			tracked_object: null,
		});
		expect(output).not.toHaveProperty('shipment');
	});

	it('shipment.estimated.arrival: the estimated event, shipment and port', () => {
		const output = simplified(payloads.estimatedArrival());
		expect(output.estimated_event).toMatchObject({
			event: 'shipment.estimated.arrival',
			estimated_timestamp: '2026-03-05T09:00:00Z',
			port: { code: 'USLAX' },
		});
		expect(output.shipment).toMatchObject({ pod_eta_at: '2026-03-04T13:00:00Z' });
	});

	it('container.updated: changes are {previous, current} per changed field', () => {
		const output = simplified(payloads.containerUpdated());
		expect(output.changes).toEqual({
			pickup_lfd: { previous: null, current: '2026-03-09T07:00:00Z' },
			available_for_pickup: { previous: false, current: true },
			holds_at_pod_terminal: {
				previous: [{ name: 'customs', status: 'hold', description: null }],
				current: [],
			},
		});
		expect(output.container_updated_event).toMatchObject({
			timezone: 'America/Los_Angeles',
			data_source: 'terminal',
		});
		expect(output.container).toMatchObject({ number: 'MSCU5046913' });
		expect(output.terminal).toMatchObject({ name: 'Fenix Marine Services' });
	});

	it('container.updated without its changeset record has no changes key', () => {
		const body = payloads.containerUpdated();
		body.included = body.included!.filter((r) => r.type !== 'container_updated_event');
		expect(simplified(body)).not.toHaveProperty('changes');
	});

	it('container.pod_terminal_changed: its event record comes under its own type name', () => {
		const output = simplified(payloads.podTerminalChanged());
		expect(output.container_pod_terminal_changed_event).toMatchObject({
			data_source: 'shipping_line',
			terminal: { name: 'Fenix Marine Services' },
		});
	});

	it('never outputs an included webhook record (it carries the signing secret)', () => {
		const output = simplified(payloads.withWebhookRecord(payloads.milestone()));
		expect(output).not.toHaveProperty('webhook');
		expect(JSON.stringify(output)).not.toContain('do-not-leak');
	});

	describe('last free day events add lfd: {field, value, timezone}', () => {
		const lfdTable: Array<
			[string, Parameters<typeof payloads.lfdChanged>[0], Record<string, unknown>]
		> = [
			[
				'pickup_lfd: the transport event value and timezone',
				{
					event: 'container.pickup_lfd.changed',
					eventAttributes: { value: '2026-03-11T07:00:00Z', timezone: 'America/Los_Angeles' },
				},
				{ field: 'pickup_lfd', value: '2026-03-11T07:00:00Z', timezone: 'America/Los_Angeles' },
			],
			[
				'pickup_lfd_line: the event has no value, so the container import_deadlines value',
				{
					event: 'container.pickup_lfd_line.changed',
					eventAttributes: { timezone: 'America/Chicago' },
				},
				{ field: 'pickup_lfd_line', value: '2026-03-10T07:00:00Z', timezone: 'America/Chicago' },
			],
			[
				'pickup_lfd_terminal cleared: a null value is news, even when the container still shows one',
				{ event: 'container.pickup_lfd_terminal.changed', eventAttributes: { value: null } },
				{ field: 'pickup_lfd_terminal', value: null, timezone: 'America/Los_Angeles' },
			],
			[
				'pickup_lfd_rail: the event has no value and the container is not included: null',
				{
					event: 'container.pickup_lfd_rail.changed',
					eventAttributes: { timezone: 'America/Chicago' },
					withContainer: null,
				},
				{ field: 'pickup_lfd_rail', value: null, timezone: 'America/Chicago' },
			],
			[
				'pickup_lfd_rail: only the container is included: its value, no timezone',
				{ event: 'container.pickup_lfd_rail.changed', withTransportEvent: false },
				{ field: 'pickup_lfd_rail', value: '2026-03-16T05:00:00Z', timezone: null },
			],
			[
				'pickup_lfd: no value on the event, container value is null',
				{ event: 'container.pickup_lfd.changed', withContainer: payloads.secondContainer },
				{ field: 'pickup_lfd', value: null, timezone: 'America/Los_Angeles' },
			],
			[
				'pickup_lfd_line: container import_deadlines is null',
				{ event: 'container.pickup_lfd_line.changed', withContainer: payloads.secondContainer },
				{ field: 'pickup_lfd_line', value: null, timezone: 'America/Los_Angeles' },
			],
		];

		it.each(lfdTable)('%s', (_case, options, expected) => {
			const output = simplified(payloads.lfdChanged(options));
			expect(output.lfd).toEqual(expected);
			expect(output.event).toBe(options.event);
		});

		it.each(['toString', 'constructor', '__proto__'])(
			'an event named like a property of every object (%s) adds no lfd',
			(event) => {
				expect(simplified(payloads.lfdChanged({ event })).lfd).toBeUndefined();
			},
		);

		it('the LFD transport event is the reference object even when other transport events are included', () => {
			const body = payloads.lfdChanged({
				event: 'container.pickup_lfd.changed',
				eventAttributes: { value: '2026-03-12T07:00:00Z', timezone: 'America/New_York' },
			});
			const other = payloads.transportEvent(
				'container.transport.vessel_discharged',
				{ timezone: 'Asia/Shanghai' },
				9,
			);
			body.included = [other, ...body.included!];
			const output = simplified(body);
			expect(output.lfd).toEqual({
				field: 'pickup_lfd',
				value: '2026-03-12T07:00:00Z',
				timezone: 'America/New_York',
			});
			expect(Array.isArray(output.transport_event)).toBe(true);
		});

		it('other events have no lfd', () => {
			expect(simplified(payloads.containerUpdated())).not.toHaveProperty('lfd');
			expect(simplified(payloads.referenceOnly())).not.toHaveProperty('lfd');
		});
	});
});
