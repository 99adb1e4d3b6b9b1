import type { INodePropertyOptions } from 'n8n-workflow';

import { optionMatcher } from '../helpers/readers/option';

/**
 * Every event a Terminal49 webhook can subscribe to (the 43 of the API's `webhook.events` enum),
 * in the order a container lives them: tracking starts, origin, transshipment, the port of
 * discharge, the terminal (availability, last free day), rail, delivery. The group opens each name
 * because n8n's multi-select has no headings; the value is the API's own event name; the action names
 * the event in n8n's node creator ("On last free day changed"). The events the polling trigger can
 * find by reading containers have a `poll` part: how its Events parameter names them, where that
 * differs (the label, the action), and what a poll sees.
 *
 * Over 300 lines, and one whole: the list is one domain fact, about 330 lines of its 43 entries,
 * and everything after it is derived from it in a few lines each. Moving those out would leave
 * the list over 300 lines and put what it means away from it.
 */
export const WEBHOOK_EVENTS = [
	{
		group: 'Tracking',
		label: 'Request Succeeded',
		value: 'tracking_request.succeeded',
		action: 'On tracking request succeeded',
		about: 'the shipment was found at the carrier and is now tracked',
	},
	{
		group: 'Tracking',
		label: 'Request Failed',
		value: 'tracking_request.failed',
		action: 'On tracking request failed',
		about: 'the number could not be tracked (see failed_reason)',
	},
	{
		group: 'Tracking',
		label: 'Awaiting Manifest',
		value: 'tracking_request.awaiting_manifest',
		action: 'On tracking request awaiting manifest',
		about: 'the carrier knows the number but has not published its manifest yet',
	},
	{
		group: 'Tracking',
		label: 'Tracking Stopped',
		value: 'tracking_request.tracking_stopped',
		action: 'On shipment tracking stopped',
		about: 'Terminal49 stopped tracking the shipment',
	},
	{
		group: 'Container',
		label: 'Created',
		value: 'container.created',
		action: 'On container created',
		about: 'a container was added to a tracked shipment',
		poll: {
			label: 'New',
			action: 'On new container',
			about: 'a container Terminal49 started tracking after this trigger started watching',
		},
	},
	{
		group: 'Container',
		label: 'Updated',
		value: 'container.updated',
		action: 'On container updated',
		about:
			'availability, last free day, holds, fees, pickup appointment or terminal changed; the output lists the changes',
		poll: {
			label: 'Status Changed',
			action: 'On container status changed',
			about:
				"the container's current_status changed (for example to available or picked_up); the output lists it under changes",
		},
	},
	{
		group: 'Origin',
		label: 'Empty Out',
		value: 'container.transport.empty_out',
		action: 'On empty container out at origin',
		about: 'the empty container left the depot to be loaded',
	},
	{
		group: 'Origin',
		label: 'Full In',
		value: 'container.transport.full_in',
		action: 'On full container in at port of lading',
		about: 'the loaded container entered the port of lading',
	},
	{
		group: 'Origin',
		label: 'Loaded on Vessel',
		value: 'container.transport.vessel_loaded',
		action: 'On container loaded on vessel',
		about: 'loaded on the vessel at the port of lading',
	},
	{
		group: 'Origin',
		label: 'Vessel Departure Estimated',
		value: 'container.transport.estimated.vessel_departed',
		action: 'On estimated vessel departure',
		about: 'an estimated departure from the port of lading was reported',
	},
	{
		group: 'Origin',
		label: 'Vessel Departed',
		value: 'container.transport.vessel_departed',
		action: 'On vessel departed from origin',
		about: 'the vessel left the port of lading',
	},
	{
		group: 'Transshipment',
		label: 'Vessel Arrived',
		value: 'container.transport.transshipment_arrived',
		action: 'On vessel arrived at transshipment port',
		about: 'arrived at a transshipment port',
	},
	{
		group: 'Transshipment',
		label: 'Discharged',
		value: 'container.transport.transshipment_discharged',
		action: 'On container discharged at transshipment port',
		about: 'discharged at a transshipment port',
	},
	{
		group: 'Transshipment',
		label: 'Loaded',
		value: 'container.transport.transshipment_loaded',
		action: 'On container loaded at transshipment port',
		about: 'loaded on the next vessel at a transshipment port',
	},
	{
		group: 'Transshipment',
		label: 'Vessel Departed',
		value: 'container.transport.transshipment_departed',
		action: 'On vessel departed from transshipment port',
		about: 'left a transshipment port',
	},
	{
		group: 'Feeder',
		label: 'Vessel Arrived',
		value: 'container.transport.feeder_arrived',
		action: 'On feeder vessel arrived',
		about: 'the feeder vessel arrived',
	},
	{
		group: 'Feeder',
		label: 'Discharged',
		value: 'container.transport.feeder_discharged',
		action: 'On container discharged from feeder vessel',
		about: 'discharged from the feeder vessel',
	},
	{
		group: 'Feeder',
		label: 'Loaded',
		value: 'container.transport.feeder_loaded',
		action: 'On container loaded on feeder vessel',
		about: 'loaded on a feeder vessel',
	},
	{
		group: 'Feeder',
		label: 'Vessel Departed',
		value: 'container.transport.feeder_departed',
		action: 'On feeder vessel departed',
		about: 'the feeder vessel departed',
	},
	{
		group: 'Arrival',
		label: 'Shipment ETA Changed',
		value: 'shipment.estimated.arrival',
		action: 'On shipment ETA changed',
		about: "the shipment's estimated arrival at the port of discharge changed",
	},
	{
		group: 'Arrival',
		label: 'Vessel Arrival Estimated',
		value: 'container.transport.estimated.vessel_arrived',
		action: 'On estimated vessel arrival',
		about: 'an estimated arrival at the port of discharge was reported',
	},
	{
		group: 'Arrival',
		label: 'Vessel Berthed',
		value: 'container.transport.vessel_berthed',
		action: 'On vessel berthed at destination port',
		about: 'the vessel berthed at the port of discharge',
	},
	{
		group: 'Arrival',
		label: 'Vessel Arrived',
		value: 'container.transport.vessel_arrived',
		action: 'On vessel arrived at destination port',
		about: 'the vessel arrived at the port of discharge',
	},
	{
		group: 'Arrival',
		label: 'Discharged',
		value: 'container.transport.vessel_discharged',
		action: 'On container discharged at destination port',
		about: 'discharged at the port of discharge',
	},
	{
		group: 'Arrival',
		label: 'Terminal Changed',
		value: 'container.pod_terminal_changed',
		action: 'On destination terminal changed',
		about: 'the terminal at the port of discharge changed',
	},
	{
		group: 'Terminal',
		label: 'Available for Pickup',
		value: 'container.transport.available',
		action: 'On container available for pickup',
		about: 'the terminal reports the container can be picked up',
	},
	{
		group: 'Terminal',
		label: 'Not Available for Pickup',
		value: 'container.transport.not_available',
		action: 'On container not available for pickup',
		about: 'the terminal reports the container cannot be picked up',
	},
	{
		group: 'Last Free Day',
		label: 'Changed',
		value: 'container.pickup_lfd.changed',
		action: 'On last free day changed',
		about: "the container's last free day (pickup_lfd) changed; the output adds lfd",
		poll: {
			about:
				'the last free day Terminal49 settles on (pickup_lfd) moved, appeared or was cleared; the output adds lfd',
		},
	},
	{
		group: 'Last Free Day',
		label: 'Changed by Shipping Line',
		value: 'container.pickup_lfd_line.changed',
		action: 'On shipping line last free day changed',
		about: 'the last free day reported by the shipping line changed; the output adds lfd',
		poll: {
			about:
				"the shipping line's last free day (import_deadlines.pickup_lfd_line) changed; the output adds lfd",
		},
	},
	{
		group: 'Last Free Day',
		label: 'Changed by Terminal',
		value: 'container.pickup_lfd_terminal.changed',
		action: 'On terminal last free day changed',
		about: 'the last free day reported by the terminal changed; the output adds lfd',
		poll: {
			about:
				"the terminal's last free day (import_deadlines.pickup_lfd_terminal) changed; the output adds lfd",
		},
	},
	{
		group: 'Last Free Day',
		label: 'Changed at Rail Destination',
		value: 'container.pickup_lfd_rail.changed',
		action: 'On rail last free day changed',
		about: 'the last free day reported by the rail carrier changed; the output adds lfd',
		poll: {
			about:
				'the last free day at the rail destination (import_deadlines.pickup_lfd_rail) changed; the output adds lfd',
		},
	},
	{
		group: 'Terminal',
		label: 'Pickup Appointment Changed',
		value: 'container.pickup_appointment.changed',
		action: 'On pickup appointment changed',
		about: 'the pickup appointment at the terminal changed',
	},
	{
		group: 'Terminal',
		label: 'Full Out',
		value: 'container.transport.full_out',
		action: 'On container picked up',
		about: 'the container was picked up from the port of discharge',
	},
	{
		group: 'Rail',
		label: 'Loaded',
		value: 'container.transport.rail_loaded',
		action: 'On container loaded on rail',
		about: 'loaded on rail',
	},
	{
		group: 'Rail',
		label: 'Departed',
		value: 'container.transport.rail_departed',
		action: 'On rail departed',
		about: 'the train departed',
	},
	{
		group: 'Rail',
		label: 'Inland Arrival Estimated',
		value: 'container.transport.estimated.arrived_at_inland_destination',
		action: 'On estimated inland arrival',
		about: 'an estimated arrival at the inland destination was reported',
	},
	{
		group: 'Rail',
		label: 'Arrived',
		value: 'container.transport.rail_arrived',
		action: 'On rail arrived',
		about: 'the train arrived',
	},
	{
		group: 'Rail',
		label: 'Arrived at Inland Destination',
		value: 'container.transport.arrived_at_inland_destination',
		action: 'On container arrived at inland destination',
		about: 'arrived at the inland destination',
	},
	{
		group: 'Rail',
		label: 'Unloaded',
		value: 'container.transport.rail_unloaded',
		action: 'On container unloaded from rail',
		about: 'unloaded from rail',
	},
	{
		group: 'Delivery',
		label: 'Delivered',
		value: 'container.transport.delivered',
		action: 'On container delivered',
		about: 'delivered to its final destination',
	},
	{
		group: 'Delivery',
		label: 'Empty Returned',
		value: 'container.transport.empty_in',
		action: 'On empty container returned',
		about: 'the empty container was returned',
	},
	{
		group: 'Documents',
		label: 'Extracted',
		value: 'document.extracted',
		action: 'On document extracted',
		about: 'a document was read',
	},
	{
		group: 'Documents',
		label: 'Extraction Failed',
		value: 'document.extraction_failed',
		action: 'On document extraction failed',
		about: 'a document could not be read',
	},
] as const;

export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number]['value'];

/** The events about a document (extracted, or not): their items carry the document and its email, not a container. */
export const DOCUMENT_EVENTS: ReadonlySet<string> = new Set(
	WEBHOOK_EVENTS.filter((event) => event.group === 'Documents').map((event) => event.value),
);

/** "About this (event.name)", as an option's description. */
function sentence(about: string, value: string): string {
	return `${about.charAt(0).toUpperCase()}${about.slice(1)} (${value})`;
}

/** The options of the Events parameter, in journey order (not alphabetical, on purpose). */
export const EVENT_OPTIONS: INodePropertyOptions[] = WEBHOOK_EVENTS.map((event) => ({
	name: `${event.group}: ${event.label}`,
	value: event.value,
	// The node creator lists a trigger's events as actions, by this name.
	action: event.action,
	description: sentence(event.about, event.value),
}));

/**
 * Event names as a person or a model may give them: the API's name, the option's name
 * ("Last Free Day: Changed"), or what the node creator calls it, with or without "On"
 * ("last free day changed").
 */
export const EVENT_MATCHER = optionMatcher(
	EVENT_OPTIONS,
	Object.fromEntries(
		WEBHOOK_EVENTS.flatMap((event) => [
			[event.action, event.value],
			[event.action.replace(/^On /, ''), event.value],
		]),
	),
);

/**
 * A container's last free days: `pickup_lfd` is a container attribute; the three sources live in
 * its `import_deadlines`. In this order changes are reported; where the polling fingerprint stores
 * each is its own pinned map (polling/fingerprint.ts STORED_LFD_SLOTS), not this order.
 */
export const LFD_FIELDS = [
	'pickup_lfd',
	'pickup_lfd_line',
	'pickup_lfd_terminal',
	'pickup_lfd_rail',
] as const;
export type LfdField = (typeof LFD_FIELDS)[number];

/** The webhook event that announces each last free day's change; the polling trigger speaks alike. */
export const LFD_EVENT_BY_FIELD: Readonly<Record<LfdField, WebhookEventName>> = {
	pickup_lfd: 'container.pickup_lfd.changed',
	pickup_lfd_line: 'container.pickup_lfd_line.changed',
	pickup_lfd_terminal: 'container.pickup_lfd_terminal.changed',
	pickup_lfd_rail: 'container.pickup_lfd_rail.changed',
};

/** The container field each last-free-day event announces. */
export const LFD_FIELD_BY_EVENT: Readonly<Record<string, LfdField>> = Object.fromEntries(
	LFD_FIELDS.map((field) => [LFD_EVENT_BY_FIELD[field], field]),
);

/** The events a poll can find, named as the webhook events they stand for, in the same order. */
export const POLL_EVENT_OPTIONS: INodePropertyOptions[] = WEBHOOK_EVENTS.flatMap((event) => {
	if (!('poll' in event)) return [];
	const poll: { label?: string; action?: string; about: string } = event.poll;
	return [
		{
			name: `${event.group}: ${poll.label ?? event.label}`,
			value: event.value,
			action: poll.action ?? event.action,
			description: sentence(poll.about, event.value),
		},
	];
});

export const POLL_EVENTS: readonly string[] = POLL_EVENT_OPTIONS.map((option) =>
	String(option.value),
);
