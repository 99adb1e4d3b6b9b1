import { EVENT_OPTIONS, isWebhookEventName, LFD_FIELD_BY_EVENT, WEBHOOK_EVENTS } from '../../../nodes/Terminal49/shared/catalogue/events';
import { readNotification, flattenNotification } from '../../../nodes/Terminal49/trigger/notification';
import * as payloads from '../../fixtures/webhookPayloads';
// The mock's list was written from the OpenAPI `webhook.attributes.events` enum.
import { WEBHOOK_EVENTS as API_EVENTS } from '../../mock/webhookEvents';

const values = WEBHOOK_EVENTS.map((event) => event.value);

describe('the Events parameter', () => {
	it('offers every one of the API\'s 43 events, each once', () => {
		expect(values).toHaveLength(43);
		expect(new Set(values).size).toBe(43);
		expect([...values].sort()).toEqual([...API_EVENTS].sort());
	});

	it('uses the API\'s event name as the value, and a readable, unique name', () => {
		expect(EVENT_OPTIONS.map((option) => option.value)).toEqual(values);
		const names = EVENT_OPTIONS.map((option) => option.name);
		expect(new Set(names).size).toBe(43);
		for (const option of EVENT_OPTIONS) {
			expect(option.name).not.toMatch(/[._]/);
			expect(option.description).toContain(String(option.value));
		}
	});

	it('follows a container\'s journey, not the alphabet', () => {
		const position = (event: string) => values.indexOf(event as (typeof values)[number]);
		const journey = [
			'tracking_request.succeeded',
			'container.transport.empty_out',
			'container.transport.vessel_loaded',
			'container.transport.vessel_departed',
			'container.transport.transshipment_arrived',
			'container.transport.vessel_arrived',
			'container.transport.vessel_discharged',
			'container.transport.available',
			'container.pickup_lfd.changed',
			'container.transport.full_out',
			'container.transport.rail_departed',
			'container.transport.delivered',
			'container.transport.empty_in',
		];
		const positions = journey.map(position);
		expect(positions.every((p) => p >= 0)).toBe(true);
		expect(positions).toEqual([...positions].sort((a, b) => a - b));
	});

	it('keeps the four last-free-day events together', () => {
		const lfd = Object.keys(LFD_FIELD_BY_EVENT).map((event) => values.indexOf(event as (typeof values)[number]));
		expect(Math.max(...lfd) - Math.min(...lfd)).toBe(3);
	});

	it('isWebhookEventName knows only the API\'s names', () => {
		expect(isWebhookEventName('container.pickup_lfd_rail.changed')).toBe(true);
		expect(isWebhookEventName('container.pickup_lfd_rail')).toBe(false);
		expect(isWebhookEventName(undefined)).toBe(false);
	});
});

describe('every event parses into the simplified shape', () => {
	// What each family's payload carries, written from the reference shapes.
	function payloadFor(event: string) {
		if (event.startsWith('tracking_request.')) return payloads.trackingRequest(event);
		if (event === 'shipment.estimated.arrival') return payloads.estimatedArrival();
		if (event === 'container.updated') return payloads.containerUpdated();
		if (event === 'container.pod_terminal_changed') return payloads.podTerminalChanged();
		if (event in LFD_FIELD_BY_EVENT) {
			return payloads.lfdChanged({ event, eventAttributes: { value: '2026-03-11T07:00:00Z' } });
		}
		if (event === 'container.created') {
			return payloads.notification({ id: 'n-created', event, reference: payloads.container, included: [payloads.container, payloads.shipment] });
		}
		if (event.startsWith('document.')) {
			return payloads.notification({ id: 'n-doc', event, reference: { id: 'd1', type: 'document' } });
		}
		return payloads.milestone(event);
	}

	function expectedKeys(event: string): string[] {
		const base = ['event', 'notification_id', 'created_at', 'delivery_status'];
		if (event === 'tracking_request.failed') return [...base, 'tracking_request'];
		if (event.startsWith('tracking_request.')) return [...base, 'tracking_request', 'shipment', 'container'];
		if (event === 'shipment.estimated.arrival') return [...base, 'estimated_event', 'shipment', 'port'];
		if (event === 'container.updated') return [...base, 'container_updated_event', 'container', 'terminal', 'changes'];
		if (event === 'container.pod_terminal_changed') return [...base, 'container_pod_terminal_changed_event', 'container', 'terminal'];
		if (event in LFD_FIELD_BY_EVENT) return [...base, 'transport_event', 'container', 'lfd'];
		if (event === 'container.created') return [...base, 'container', 'shipment'];
		if (event.startsWith('document.')) return base;
		return [...base, 'transport_event', 'container', 'shipment', 'port', 'terminal'];
	}

	it.each(values)('%s', (event) => {
		const notification = readNotification(JSON.parse(JSON.stringify(payloadFor(event))));
		expect(notification?.event).toBe(event);
		const output = flattenNotification(notification!);
		expect(Object.keys(output).sort()).toEqual(expectedKeys(event).sort());
		expect(output.event).toBe(event);
		if (event in LFD_FIELD_BY_EVENT) {
			expect(output.lfd).toEqual({ field: LFD_FIELD_BY_EVENT[event], value: '2026-03-11T07:00:00Z', timezone: 'America/Los_Angeles' });
		}
	});
});
