/**
 * The sample notification `POST /webhooks/trigger` sends for an event: built from the account's
 * own records (a container whose shipment carries a customer reference), as a real delivery of
 * that event would look, so a workflow tested on it sees the fields it will get.
 */
import type { MockState } from './state';
import { mockUuid } from './state';
import { DAY_MS, isoUtc } from './time';

interface SampleRecord {
	id: string;
	type: string;
	attributes: Record<string, unknown>;
	relationships?: Record<string, { data: { id: string; type: string } | null }>;
}

const LFD_FIELD: Record<string, string> = {
	'container.pickup_lfd.changed': 'pickup_lfd',
	'container.pickup_lfd_line.changed': 'pickup_lfd_line',
	'container.pickup_lfd_terminal.changed': 'pickup_lfd_terminal',
	'container.pickup_lfd_rail.changed': 'pickup_lfd_rail',
};

const copy = (record: {
	id: string;
	type: string;
	attributes: object;
	relationships?: object;
}): SampleRecord =>
	JSON.parse(
		JSON.stringify({
			id: record.id,
			type: record.type,
			attributes: record.attributes,
			relationships: record.relationships,
		}),
	) as SampleRecord;

/** The container a sample is about: one with a last free day whose shipment has a reference number. */
function sampleContainer(state: MockState) {
	const withReference = state.containers.find((container) => {
		const shipmentId = container.relationships.shipment.data?.id;
		const shipment = state.shipments.find((s) => s.id === shipmentId);
		return container.attributes.pickup_lfd && (shipment?.attributes.ref_numbers ?? []).length > 0;
	});
	return (
		withReference ??
		state.containers.find((container) => container.attributes.pickup_lfd) ??
		state.containers[0]
	);
}

/** The sample's reference object and included records for an event. */
function sampleRecords(
	state: MockState,
	event: string,
	now: number,
): { reference: SampleRecord | null; included: SampleRecord[] } {
	const at = isoUtc(now);
	const container = sampleContainer(state);
	const shipment =
		state.shipments.find((s) => s.id === container?.relationships.shipment.data?.id) ??
		state.shipments[0];
	const shipmentRecords = shipment ? [copy(shipment)] : [];
	const shipmentRef = shipment ? { id: shipment.id, type: 'shipment' } : null;

	if (event.startsWith('tracking_request.')) {
		const request = state.trackingRequests[0];
		if (!request) return { reference: null, included: shipmentRecords };
		const record = copy(request);
		return { reference: record, included: [record, ...shipmentRecords] };
	}
	if (event.startsWith('document.')) {
		const document: SampleRecord = {
			id: mockUuid('raw_event', 0xe3),
			type: 'document',
			attributes: { name: 'sample-bill-of-lading.pdf', created_at: at },
		};
		if (event !== 'document.extracted') return { reference: document, included: [document] };
		// What extraction read, so a workflow tested on the sample sees the fields it acts on: the
		// bill of lading of one of the account's shipments.
		const representation: SampleRecord = {
			id: mockUuid('raw_event', 0xe4),
			type: 'document_representation',
			attributes: {
				schema_version: '2025-01-01',
				payload: {
					bill_of_lading_number: shipment?.attributes.bill_of_lading_number ?? null,
					shipping_line_scac: shipment?.attributes.shipping_line_scac ?? null,
					file_name: 'sample-bill-of-lading.pdf',
				},
				created_at: at,
			},
		};
		document.attributes.document_type = 'bill_of_lading';
		document.relationships = {
			last_document_representation: { data: { id: representation.id, type: representation.type } },
		};
		return { reference: document, included: [document, representation] };
	}
	if (event.startsWith('shipment.') || !container) {
		const estimated: SampleRecord = {
			id: mockUuid('transport_event', 0xe1),
			type: 'estimated_event',
			attributes: {
				event,
				estimated_timestamp: isoUtc(now + 3 * DAY_MS),
				created_at: at,
				data_source: 'shipping_line',
			},
			relationships: { shipment: shipmentRef ? { data: shipmentRef } : { data: null } },
		};
		return { reference: estimated, included: [estimated, ...shipmentRecords] };
	}

	const containerRecord = copy(container);
	const containerRef = { data: { id: container.id, type: 'container' } };
	if (event === 'container.updated') {
		const current = container.attributes.pickup_lfd ?? null;
		const previous = typeof current === 'string' ? isoUtc(Date.parse(current) - DAY_MS) : null;
		const updated: SampleRecord = {
			id: mockUuid('container', 0xe2),
			type: 'container_updated_event',
			attributes: {
				changeset: { pickup_lfd: [previous, current] },
				timestamp: at,
				timezone: container.attributes.pod_timezone,
				data_source: 'terminal',
			},
			relationships: { container: containerRef },
		};
		return { reference: updated, included: [updated, containerRecord, ...shipmentRecords] };
	}
	const lfdField = LFD_FIELD[event];
	const attributes = container.attributes as unknown as Record<string, unknown>;
	const transportEvent: SampleRecord = {
		id: mockUuid('transport_event', 0xe4),
		type: 'transport_event',
		attributes: {
			event,
			...(lfdField
				? { value: attributes[lfdField] ?? container.attributes.pickup_lfd ?? null }
				: {}),
			timezone: container.attributes.pod_timezone,
			timestamp: at,
			created_at: at,
			data_source: 'terminal',
		},
		relationships: { container: containerRef, shipment: { data: shipmentRef } },
	};
	return {
		reference: transportEvent,
		included: [transportEvent, containerRecord, ...shipmentRecords],
	};
}

/** A whole sample delivery body for `event`, as `POST /webhooks/trigger` sends it. */
export function sampleNotification(
	state: MockState,
	event: string,
	now: number,
): Record<string, unknown> {
	const { reference, included } = sampleRecords(state, event, now);
	return {
		data: {
			id: mockUuid('webhook_notification', 0xe1),
			type: 'webhook_notification',
			attributes: { event, delivery_status: 'pending', created_at: isoUtc(now) },
			relationships: {
				webhook: { data: null },
				reference_object: { data: reference ? { id: reference.id, type: reference.type } : null },
			},
		},
		included,
	};
}
