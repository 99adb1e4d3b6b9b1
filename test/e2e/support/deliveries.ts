/**
 * Delivering webhook notifications the way Terminal49 does: the JSON body signed with the
 * registered webhook's secret (HMAC-SHA256, lowercase hex, of the raw bytes) in
 * X-T49-Webhook-Signature, POSTed to the URL the trigger registered.
 */
import type { NotificationBody, Resource } from '../../fixtures/webhookPayloads';
import { notification, sign } from '../../fixtures/webhookPayloads';
import type { MockState } from '../../mock/server';
import type { HttpResponse } from '../../../scripts/n8n/http';
import { http } from '../../../scripts/n8n/http';

export interface Registration {
	id: string;
	url: string;
	secret: string;
	events: string[];
}

/** The webhooks registered with the mock for this URL. */
export function registrationsFor(state: Pick<MockState, 'webhooks'>, url: string): Registration[] {
	return state.webhooks
		.filter((w) => w.url === url)
		.map(({ id, url: u, secret, events }) => ({ id, url: u, secret, events }));
}

export async function deliver(
	url: string,
	body: NotificationBody | string,
	secret: string,
	options: { signature?: string } = {},
): Promise<HttpResponse> {
	const raw = typeof body === 'string' ? body : JSON.stringify(body);
	return await http('POST', url, {
		rawBody: raw,
		headers: {
			'content-type': 'application/json',
			'user-agent': 'Terminal49-Webhooks',
			'x-t49-webhook-signature': options.signature ?? sign(raw, secret),
		},
	});
}

let sequence = 0;

/** A fresh notification id (a UUID), so each test's delivery is new to the trigger. */
export function notificationId(): string {
	sequence += 1;
	const n = (Date.now() % 0xffffffff) * 0x100 + sequence;
	return `ea000000-0000-4000-8000-${n.toString(16).padStart(12, '0').slice(-12)}`;
}

/**
 * `container.pickup_lfd.changed` for a container of the mock's account, as Terminal49 sends it:
 * the transport event (its value is the new LFD, its time zone the port's) and the container.
 */
export function lfdChangeFor(
	state: MockState,
	containerId: string,
	id = notificationId(),
): NotificationBody {
	const container = state.containers.find((c) => c.id === containerId);
	if (!container) throw new Error(`the mock has no container ${containerId}`);
	const shipmentRef = container.relationships.shipment.data;
	// Sent now, so it says now: as Terminal49 stamps a delivery (seconds, UTC).
	const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
	const event: Resource = {
		id: `7e000000-0000-4000-8000-${id.slice(-12)}`,
		type: 'transport_event',
		attributes: {
			event: 'container.pickup_lfd.changed',
			value: container.attributes.pickup_lfd,
			timezone: container.attributes.pod_timezone,
			timestamp: now,
			created_at: now,
			data_source: 'terminal',
		},
		relationships: {
			container: { data: { id: container.id, type: 'container' } },
			shipment: { data: shipmentRef ? { id: shipmentRef.id, type: 'shipment' } : null },
		},
	};
	return notification({
		id,
		event: 'container.pickup_lfd.changed',
		createdAt: now,
		reference: event,
		included: [
			event,
			{
				id: container.id,
				type: container.type,
				attributes: { ...container.attributes },
				relationships: { ...container.relationships },
			},
		],
	});
}

/**
 * `container.updated` for a container of the mock's account, as Terminal49 sends it when
 * attributes change at the terminal: a container_updated_event whose changeset maps each field to
 * `[previous, current]`, and the container as it is now. By default the change is its last free
 * day, from `previousLfd` to the container's current one.
 */
export function containerUpdateFor(
	state: MockState,
	containerId: string,
	options: {
		previousLfd?: string | null;
		changeset?: Record<string, [unknown, unknown]>;
		id?: string;
	} = {},
): NotificationBody {
	const container = state.containers.find((c) => c.id === containerId);
	if (!container) throw new Error(`the mock has no container ${containerId}`);
	const id = options.id ?? notificationId();
	const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
	const changeset = options.changeset ?? {
		pickup_lfd: [options.previousLfd ?? null, container.attributes.pickup_lfd ?? null],
	};
	const event: Resource = {
		id: `7c000000-0000-4000-8000-${id.slice(-12)}`,
		type: 'container_updated_event',
		attributes: {
			changeset,
			timestamp: now,
			timezone: container.attributes.pod_timezone,
			data_source: 'terminal',
		},
		relationships: { container: { data: { id: container.id, type: 'container' } } },
	};
	return notification({
		id,
		event: 'container.updated',
		createdAt: now,
		reference: event,
		included: [
			event,
			{
				id: container.id,
				type: container.type,
				attributes: { ...container.attributes },
				relationships: { ...container.relationships },
			},
		],
	});
}
