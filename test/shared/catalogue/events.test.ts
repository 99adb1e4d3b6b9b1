import {
	EVENT_OPTIONS,
	DOCUMENT_EVENTS,
	LFD_EVENT_BY_FIELD,
	LFD_FIELD_BY_EVENT,
	LFD_FIELDS,
	POLL_EVENT_OPTIONS,
	POLL_EVENTS,
	WEBHOOK_EVENTS,
} from '../../../nodes/Terminal49/shared/catalogue/events';
import {
	readNotification,
	flattenNotification,
} from '../../../nodes/Terminal49/trigger/notification';
import * as payloads from '../../fixtures/webhookPayloads';
// The mock's list was written from the OpenAPI `webhook.attributes.events` enum.
import { WEBHOOK_EVENTS as API_EVENTS } from '../../mock/webhookEvents';

const values = WEBHOOK_EVENTS.map((event) => event.value);

describe('the Events parameter', () => {
	it("offers every one of the API's 43 events, each once", () => {
		expect(values).toHaveLength(43);
		expect(new Set(values).size).toBe(43);
		expect([...values].sort()).toEqual([...API_EVENTS].sort());
	});

	it("uses the API's event name as the value, and a readable, unique name", () => {
		expect(EVENT_OPTIONS.map((option) => option.value)).toEqual(values);
		const names = EVENT_OPTIONS.map((option) => option.name);
		expect(new Set(names).size).toBe(43);
		for (const option of EVENT_OPTIONS) {
			expect(option.name).not.toMatch(/[._]/);
			expect(option.description).toContain(String(option.value));
		}
	});

	it("follows a container's journey, not the alphabet", () => {
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
		const lfd = Object.keys(LFD_FIELD_BY_EVENT).map((event) =>
			values.indexOf(event as (typeof values)[number]),
		);
		expect(Math.max(...lfd) - Math.min(...lfd)).toBe(3);
	});

	it('DOCUMENT_EVENTS are the document events of the list, and only they', () => {
		expect([...DOCUMENT_EVENTS].sort()).toEqual([
			'document.extracted',
			'document.extraction_failed',
		]);
		expect(
			[...DOCUMENT_EVENTS].every((name) => WEBHOOK_EVENTS.some((event) => event.value === name)),
		).toBe(true);
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
			return payloads.notification({
				id: 'n-created',
				event,
				reference: payloads.container,
				included: [payloads.container, payloads.shipment],
			});
		}
		if (event.startsWith('document.')) {
			return payloads.notification({
				id: 'n-doc',
				event,
				reference: { id: 'd1', type: 'document' },
			});
		}
		return payloads.milestone(event);
	}

	function expectedKeys(event: string): string[] {
		const base = ['event', 'notification_id', 'created_at', 'delivery_status'];
		if (event === 'tracking_request.failed') return [...base, 'tracking_request'];
		if (event.startsWith('tracking_request.'))
			return [...base, 'tracking_request', 'shipment', 'container'];
		if (event === 'shipment.estimated.arrival')
			return [...base, 'estimated_event', 'shipment', 'port'];
		if (event === 'container.updated')
			return [...base, 'container_updated_event', 'container', 'terminal', 'changes'];
		if (event === 'container.pod_terminal_changed')
			return [...base, 'container_pod_terminal_changed_event', 'container', 'terminal'];
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
			expect(output.lfd).toEqual({
				field: LFD_FIELD_BY_EVENT[event],
				value: '2026-03-11T07:00:00Z',
				timezone: 'America/Los_Angeles',
			});
		}
	});
});

describe('the event catalogue', () => {
	// Option values and names are what saved workflows hold; order and wording are what users see.
	it('gives the webhook trigger its options exactly as published', () => {
		expect(
			EVENT_OPTIONS.map((option) => [option.value, option.name, option.action, option.description]),
		).toEqual([
			[
				'tracking_request.succeeded',
				'Tracking: Request Succeeded',
				'On tracking request succeeded',
				'The shipment was found at the carrier and is now tracked (tracking_request.succeeded)',
			],
			[
				'tracking_request.failed',
				'Tracking: Request Failed',
				'On tracking request failed',
				'The number could not be tracked (see failed_reason) (tracking_request.failed)',
			],
			[
				'tracking_request.awaiting_manifest',
				'Tracking: Awaiting Manifest',
				'On tracking request awaiting manifest',
				'The carrier knows the number but has not published its manifest yet (tracking_request.awaiting_manifest)',
			],
			[
				'tracking_request.tracking_stopped',
				'Tracking: Tracking Stopped',
				'On shipment tracking stopped',
				'Terminal49 stopped tracking the shipment (tracking_request.tracking_stopped)',
			],
			[
				'container.created',
				'Container: Created',
				'On container created',
				'A container was added to a tracked shipment (container.created)',
			],
			[
				'container.updated',
				'Container: Updated',
				'On container updated',
				'Availability, last free day, holds, fees, pickup appointment or terminal changed; the output lists the changes (container.updated)',
			],
			[
				'container.transport.empty_out',
				'Origin: Empty Out',
				'On empty container out at origin',
				'The empty container left the depot to be loaded (container.transport.empty_out)',
			],
			[
				'container.transport.full_in',
				'Origin: Full In',
				'On full container in at port of lading',
				'The loaded container entered the port of lading (container.transport.full_in)',
			],
			[
				'container.transport.vessel_loaded',
				'Origin: Loaded on Vessel',
				'On container loaded on vessel',
				'Loaded on the vessel at the port of lading (container.transport.vessel_loaded)',
			],
			[
				'container.transport.estimated.vessel_departed',
				'Origin: Vessel Departure Estimated',
				'On estimated vessel departure',
				'An estimated departure from the port of lading was reported (container.transport.estimated.vessel_departed)',
			],
			[
				'container.transport.vessel_departed',
				'Origin: Vessel Departed',
				'On vessel departed from origin',
				'The vessel left the port of lading (container.transport.vessel_departed)',
			],
			[
				'container.transport.transshipment_arrived',
				'Transshipment: Vessel Arrived',
				'On vessel arrived at transshipment port',
				'Arrived at a transshipment port (container.transport.transshipment_arrived)',
			],
			[
				'container.transport.transshipment_discharged',
				'Transshipment: Discharged',
				'On container discharged at transshipment port',
				'Discharged at a transshipment port (container.transport.transshipment_discharged)',
			],
			[
				'container.transport.transshipment_loaded',
				'Transshipment: Loaded',
				'On container loaded at transshipment port',
				'Loaded on the next vessel at a transshipment port (container.transport.transshipment_loaded)',
			],
			[
				'container.transport.transshipment_departed',
				'Transshipment: Vessel Departed',
				'On vessel departed from transshipment port',
				'Left a transshipment port (container.transport.transshipment_departed)',
			],
			[
				'container.transport.feeder_arrived',
				'Feeder: Vessel Arrived',
				'On feeder vessel arrived',
				'The feeder vessel arrived (container.transport.feeder_arrived)',
			],
			[
				'container.transport.feeder_discharged',
				'Feeder: Discharged',
				'On container discharged from feeder vessel',
				'Discharged from the feeder vessel (container.transport.feeder_discharged)',
			],
			[
				'container.transport.feeder_loaded',
				'Feeder: Loaded',
				'On container loaded on feeder vessel',
				'Loaded on a feeder vessel (container.transport.feeder_loaded)',
			],
			[
				'container.transport.feeder_departed',
				'Feeder: Vessel Departed',
				'On feeder vessel departed',
				'The feeder vessel departed (container.transport.feeder_departed)',
			],
			[
				'shipment.estimated.arrival',
				'Arrival: Shipment ETA Changed',
				'On shipment ETA changed',
				"The shipment's estimated arrival at the port of discharge changed (shipment.estimated.arrival)",
			],
			[
				'container.transport.estimated.vessel_arrived',
				'Arrival: Vessel Arrival Estimated',
				'On estimated vessel arrival',
				'An estimated arrival at the port of discharge was reported (container.transport.estimated.vessel_arrived)',
			],
			[
				'container.transport.vessel_berthed',
				'Arrival: Vessel Berthed',
				'On vessel berthed at destination port',
				'The vessel berthed at the port of discharge (container.transport.vessel_berthed)',
			],
			[
				'container.transport.vessel_arrived',
				'Arrival: Vessel Arrived',
				'On vessel arrived at destination port',
				'The vessel arrived at the port of discharge (container.transport.vessel_arrived)',
			],
			[
				'container.transport.vessel_discharged',
				'Arrival: Discharged',
				'On container discharged at destination port',
				'Discharged at the port of discharge (container.transport.vessel_discharged)',
			],
			[
				'container.pod_terminal_changed',
				'Arrival: Terminal Changed',
				'On destination terminal changed',
				'The terminal at the port of discharge changed (container.pod_terminal_changed)',
			],
			[
				'container.transport.available',
				'Terminal: Available for Pickup',
				'On container available for pickup',
				'The terminal reports the container can be picked up (container.transport.available)',
			],
			[
				'container.transport.not_available',
				'Terminal: Not Available for Pickup',
				'On container not available for pickup',
				'The terminal reports the container cannot be picked up (container.transport.not_available)',
			],
			[
				'container.pickup_lfd.changed',
				'Last Free Day: Changed',
				'On last free day changed',
				"The container's last free day (pickup_lfd) changed; the output adds lfd (container.pickup_lfd.changed)",
			],
			[
				'container.pickup_lfd_line.changed',
				'Last Free Day: Changed by Shipping Line',
				'On shipping line last free day changed',
				'The last free day reported by the shipping line changed; the output adds lfd (container.pickup_lfd_line.changed)',
			],
			[
				'container.pickup_lfd_terminal.changed',
				'Last Free Day: Changed by Terminal',
				'On terminal last free day changed',
				'The last free day reported by the terminal changed; the output adds lfd (container.pickup_lfd_terminal.changed)',
			],
			[
				'container.pickup_lfd_rail.changed',
				'Last Free Day: Changed at Rail Destination',
				'On rail last free day changed',
				'The last free day reported by the rail carrier changed; the output adds lfd (container.pickup_lfd_rail.changed)',
			],
			[
				'container.pickup_appointment.changed',
				'Terminal: Pickup Appointment Changed',
				'On pickup appointment changed',
				'The pickup appointment at the terminal changed (container.pickup_appointment.changed)',
			],
			[
				'container.transport.full_out',
				'Terminal: Full Out',
				'On container picked up',
				'The container was picked up from the port of discharge (container.transport.full_out)',
			],
			[
				'container.transport.rail_loaded',
				'Rail: Loaded',
				'On container loaded on rail',
				'Loaded on rail (container.transport.rail_loaded)',
			],
			[
				'container.transport.rail_departed',
				'Rail: Departed',
				'On rail departed',
				'The train departed (container.transport.rail_departed)',
			],
			[
				'container.transport.estimated.arrived_at_inland_destination',
				'Rail: Inland Arrival Estimated',
				'On estimated inland arrival',
				'An estimated arrival at the inland destination was reported (container.transport.estimated.arrived_at_inland_destination)',
			],
			[
				'container.transport.rail_arrived',
				'Rail: Arrived',
				'On rail arrived',
				'The train arrived (container.transport.rail_arrived)',
			],
			[
				'container.transport.arrived_at_inland_destination',
				'Rail: Arrived at Inland Destination',
				'On container arrived at inland destination',
				'Arrived at the inland destination (container.transport.arrived_at_inland_destination)',
			],
			[
				'container.transport.rail_unloaded',
				'Rail: Unloaded',
				'On container unloaded from rail',
				'Unloaded from rail (container.transport.rail_unloaded)',
			],
			[
				'container.transport.delivered',
				'Delivery: Delivered',
				'On container delivered',
				'Delivered to its final destination (container.transport.delivered)',
			],
			[
				'container.transport.empty_in',
				'Delivery: Empty Returned',
				'On empty container returned',
				'The empty container was returned (container.transport.empty_in)',
			],
			[
				'document.extracted',
				'Documents: Extracted',
				'On document extracted',
				'A document was read (document.extracted)',
			],
			[
				'document.extraction_failed',
				'Documents: Extraction Failed',
				'On document extraction failed',
				'A document could not be read (document.extraction_failed)',
			],
		]);
	});

	it('gives the polling trigger its options exactly as published', () => {
		expect(POLL_EVENT_OPTIONS).toEqual([
			{
				name: 'Container: New',
				value: 'container.created',
				action: 'On new container',
				description:
					'A container Terminal49 started tracking after this trigger started watching (container.created)',
			},
			{
				name: 'Container: Status Changed',
				value: 'container.updated',
				action: 'On container status changed',
				description:
					"The container's current_status changed (for example to available or picked_up); the output lists it under changes (container.updated)",
			},
			{
				name: 'Last Free Day: Changed',
				value: 'container.pickup_lfd.changed',
				action: 'On last free day changed',
				description:
					'The last free day Terminal49 settles on (pickup_lfd) moved, appeared or was cleared; the output adds lfd (container.pickup_lfd.changed)',
			},
			{
				name: 'Last Free Day: Changed by Shipping Line',
				value: 'container.pickup_lfd_line.changed',
				action: 'On shipping line last free day changed',
				description:
					"The shipping line's last free day (import_deadlines.pickup_lfd_line) changed; the output adds lfd (container.pickup_lfd_line.changed)",
			},
			{
				name: 'Last Free Day: Changed by Terminal',
				value: 'container.pickup_lfd_terminal.changed',
				action: 'On terminal last free day changed',
				description:
					"The terminal's last free day (import_deadlines.pickup_lfd_terminal) changed; the output adds lfd (container.pickup_lfd_terminal.changed)",
			},
			{
				name: 'Last Free Day: Changed at Rail Destination',
				value: 'container.pickup_lfd_rail.changed',
				action: 'On rail last free day changed',
				description:
					'The last free day at the rail destination (import_deadlines.pickup_lfd_rail) changed; the output adds lfd (container.pickup_lfd_rail.changed)',
			},
		]);
		expect(POLL_EVENTS).toEqual(POLL_EVENT_OPTIONS.map((option) => option.value));
	});

	it("offers the polling trigger only webhook events, in the webhook trigger's order", () => {
		const webhookOrder = WEBHOOK_EVENTS.map((event) => event.value as string);
		const positions = POLL_EVENTS.map((event) => webhookOrder.indexOf(event));
		expect(positions.every((position) => position >= 0)).toBe(true);
		expect(positions).toEqual([...positions].sort((a, b) => a - b));
	});

	it('maps each last free day field to its event and back', () => {
		expect(LFD_FIELDS).toEqual([
			'pickup_lfd',
			'pickup_lfd_line',
			'pickup_lfd_terminal',
			'pickup_lfd_rail',
		]);
		expect(LFD_FIELD_BY_EVENT).toEqual({
			'container.pickup_lfd.changed': 'pickup_lfd',
			'container.pickup_lfd_line.changed': 'pickup_lfd_line',
			'container.pickup_lfd_terminal.changed': 'pickup_lfd_terminal',
			'container.pickup_lfd_rail.changed': 'pickup_lfd_rail',
		});
		for (const field of LFD_FIELDS)
			expect(LFD_FIELD_BY_EVENT[LFD_EVENT_BY_FIELD[field]]).toBe(field);
		for (const event of Object.keys(LFD_FIELD_BY_EVENT)) expect(POLL_EVENTS).toContain(event);
	});
});
