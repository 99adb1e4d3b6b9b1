/** Every webhook event name, in the order of the OpenAPI `webhook.attributes.events` enum (43). */
export const WEBHOOK_EVENTS = [
	'container.transport.vessel_arrived',
	'container.transport.estimated.vessel_arrived',
	'container.transport.vessel_discharged',
	'container.transport.vessel_loaded',
	'container.transport.vessel_departed',
	'container.transport.estimated.vessel_departed',
	'container.transport.rail_departed',
	'container.transport.rail_arrived',
	'container.transport.rail_loaded',
	'container.transport.rail_unloaded',
	'container.transport.transshipment_arrived',
	'container.transport.transshipment_discharged',
	'container.transport.transshipment_loaded',
	'container.transport.transshipment_departed',
	'container.transport.feeder_arrived',
	'container.transport.feeder_discharged',
	'container.transport.feeder_loaded',
	'container.transport.feeder_departed',
	'container.transport.empty_out',
	'container.transport.full_in',
	'container.transport.full_out',
	'container.transport.empty_in',
	'container.transport.vessel_berthed',
	'shipment.estimated.arrival',
	'tracking_request.succeeded',
	'tracking_request.failed',
	'tracking_request.awaiting_manifest',
	'tracking_request.tracking_stopped',
	'container.created',
	'container.updated',
	'container.pod_terminal_changed',
	'container.transport.arrived_at_inland_destination',
	'container.transport.estimated.arrived_at_inland_destination',
	'container.pickup_lfd.changed',
	'container.pickup_lfd_line.changed',
	'container.pickup_lfd_terminal.changed',
	'container.pickup_lfd_rail.changed',
	'container.pickup_appointment.changed',
	'container.transport.available',
	'container.transport.not_available',
	'container.transport.delivered',
	'document.extracted',
	'document.extraction_failed',
] as const;

export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

const KNOWN_EVENTS: ReadonlySet<string> = new Set(WEBHOOK_EVENTS);

export function isWebhookEvent(name: string): name is WebhookEventName {
	return KNOWN_EVENTS.has(name);
}

interface WebhookEventCategory {
	id: string;
	type: 'webhook_event_category';
	attributes: { name: string; events: Array<{ name: string; description: string }> };
}

const CATEGORIES: ReadonlyArray<{ id: string; name: string; matches: (event: string) => boolean }> =
	[
		{
			id: 'tracking-request-events',
			name: 'Tracking Request Events',
			matches: (e) => e.startsWith('tracking_request.'),
		},
		{ id: 'shipment-events', name: 'Shipment Events', matches: (e) => e.startsWith('shipment.') },
		{
			id: 'container-transport-events',
			name: 'Container Transport Events',
			matches: (e) => e.startsWith('container.transport.'),
		},
		{
			id: 'container-events',
			name: 'Container Events',
			matches: (e) => e.startsWith('container.'),
		},
		{ id: 'document-events', name: 'Document Events', matches: (e) => e.startsWith('document.') },
	];

function describeEvent(event: string): string {
	const words = event.replace(/[._]/g, ' ');
	return `Sent when ${words} occurs.`;
}

/** The GET /webhooks/events body: event names grouped in categories, as the OpenAPI describes it. */
export function webhookEventCategories(): WebhookEventCategory[] {
	const remaining = new Set<string>(WEBHOOK_EVENTS);
	return CATEGORIES.map((category) => {
		const events = [...remaining].filter(category.matches);
		for (const event of events) remaining.delete(event);
		return {
			id: category.id,
			type: 'webhook_event_category' as const,
			attributes: {
				name: category.name,
				events: events.map((name) => ({ name, description: describeEvent(name) })),
			},
		};
	});
}
