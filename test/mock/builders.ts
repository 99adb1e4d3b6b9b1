import { randomBytes } from 'node:crypto';

import type {
	ContainerAttributes,
	ContainerResource,
	CustomFieldDefinitionAttributes,
	CustomFieldDefinitionResource,
	CustomFieldOptionAttributes,
	CustomFieldOptionResource,
	PortAttributes,
	PortResource,
	RawEventAttributes,
	RawEventResource,
	ResourceIdentifier,
	ShipmentAttributes,
	ShipmentResource,
	ShippingLineAttributes,
	ShippingLineResource,
	TerminalAttributes,
	TerminalResource,
	ToOne,
	TrackingRequestAttributes,
	TrackingRequestResource,
	TransportEventAttributes,
	TransportEventResource,
	WebhookNotificationAttributes,
	WebhookNotificationResource,
} from './resources';
import { mockUuid, type MockIdType, type WebhookRecord } from './state';
import { isoUtc } from './time';

/** How long before now a record built without a creation time was created: an hour. */
const SEEDED_AGO_MS = 3_600_000;

/** Ids for records built without an explicit id; a range of their own so they never collide with seeds. */
let builderSequence = 0x800000;
function builderId(type: MockIdType): string {
	builderSequence += 1;
	return mockUuid(type, builderSequence);
}

function toOne(type: string, id: string | null | undefined): ToOne {
	return { data: id ? { id, type } : null };
}

function toMany(type: string, ids: readonly string[] | undefined): { data: ResourceIdentifier[] } {
	return { data: (ids ?? []).map((id) => ({ id, type })) };
}

// ---------------------------------------------------------------------------------------------
// container numbers

/** ISO 6346 letter values: A=10 upwards, skipping multiples of 11; indexed by char code. */
const ISO6346_VALUES: readonly number[] = (() => {
	const values: number[] = [];
	for (let digit = 0; digit <= 9; digit++) values['0'.charCodeAt(0) + digit] = digit;
	let value = 10;
	for (let code = 'A'.charCodeAt(0); code <= 'Z'.charCodeAt(0); code++) {
		if (value % 11 === 0) value += 1;
		values[code] = value;
		value += 1;
	}
	return values;
})();

/** A container number with a valid ISO 6346 check digit, e.g. containerNumber('MSKU', 123456). */
export function containerNumber(ownerCode: string, serial: number): string {
	const base = `${ownerCode}${String(serial % 1_000_000).padStart(6, '0')}`;
	let sum = 0;
	for (let i = 0; i < base.length; i++) sum += (ISO6346_VALUES[base.charCodeAt(i)] ?? 0) * (1 << i);
	return `${base}${(sum % 11) % 10}`;
}

// ---------------------------------------------------------------------------------------------
// shipping lines

export interface KnownShippingLine {
	scac: string;
	name: string;
	shortName: string;
	alternativeScacs: string[];
	containerPrefix: string;
}

export const KNOWN_SHIPPING_LINES: readonly KnownShippingLine[] = [
	{
		scac: 'MAEU',
		name: 'Maersk',
		shortName: 'Maersk',
		alternativeScacs: ['SEAU', 'MCPU'],
		containerPrefix: 'MSKU',
	},
	{
		scac: 'MSCU',
		name: 'Mediterranean Shipping Company',
		shortName: 'MSC',
		alternativeScacs: ['MEDU'],
		containerPrefix: 'MSCU',
	},
	{
		scac: 'CMDU',
		name: 'CMA CGM',
		shortName: 'CMA CGM',
		alternativeScacs: ['CMAU'],
		containerPrefix: 'CMAU',
	},
	{
		scac: 'HLCU',
		name: 'Hapag-Lloyd',
		shortName: 'Hapag-Lloyd',
		alternativeScacs: [],
		containerPrefix: 'HLXU',
	},
	{
		scac: 'ONEY',
		name: 'Ocean Network Express',
		shortName: 'ONE',
		alternativeScacs: [],
		containerPrefix: 'ONEU',
	},
	{
		scac: 'EGLV',
		name: 'Evergreen Line',
		shortName: 'Evergreen',
		alternativeScacs: [],
		containerPrefix: 'EGHU',
	},
	{
		scac: 'COSU',
		name: 'COSCO Shipping Lines',
		shortName: 'COSCO',
		alternativeScacs: [],
		containerPrefix: 'CSNU',
	},
	{
		scac: 'ZIMU',
		name: 'ZIM Integrated Shipping Services',
		shortName: 'ZIM',
		alternativeScacs: [],
		containerPrefix: 'ZCSU',
	},
];

export function makeShippingLine(
	attributes: Partial<ShippingLineAttributes> = {},
	refs: { id?: string } = {},
): ShippingLineResource {
	const known = KNOWN_SHIPPING_LINES.find((line) => line.scac === attributes.scac);
	return {
		id: refs.id ?? builderId('shipping_line'),
		type: 'shipping_line',
		attributes: {
			scac: 'MAEU',
			name: known?.name ?? 'Maersk',
			alternative_scacs: known?.alternativeScacs ?? [],
			short_name: known?.shortName ?? 'Maersk',
			bill_of_lading_tracking_support: true,
			booking_number_tracking_support: true,
			container_number_tracking_support: true,
			...attributes,
		},
	};
}

// ---------------------------------------------------------------------------------------------
// ports and terminals

export function makePort(
	attributes: Partial<PortAttributes> = {},
	refs: { id?: string } = {},
): PortResource {
	return {
		id: refs.id ?? builderId('port'),
		type: 'port',
		attributes: {
			name: 'Los Angeles',
			code: 'USLAX',
			state_abbr: 'CA',
			city: 'Los Angeles',
			country_code: 'US',
			time_zone: 'America/Los_Angeles',
			latitude: 33.7406,
			longitude: -118.2712,
			...attributes,
		},
	};
}

export function makeTerminal(
	attributes: Partial<TerminalAttributes> = {},
	refs: { id?: string; portId?: string | null } = {},
): TerminalResource {
	return {
		id: refs.id ?? builderId('terminal'),
		type: 'terminal',
		attributes: {
			name: 'APM Terminals Pier 400',
			nickname: 'APMT',
			firms_code: 'Y790',
			smdg_code: 'APM',
			bic_facility_code: 'USLAXAPMT',
			street: '2500 Navy Way',
			city: 'San Pedro',
			state: 'California',
			state_abbr: 'CA',
			zip: '90731',
			country: 'United States',
			...attributes,
		},
		relationships: { port: toOne('port', refs.portId) },
	};
}

// ---------------------------------------------------------------------------------------------
// containers

export interface ContainerRefs {
	id?: string;
	shipmentId?: string | null;
	podTerminalId?: string | null;
	pickupFacilityId?: string | null;
	transportEventIds?: string[];
	rawEventIds?: string[];
}

let containerSerial = 500_000;

/**
 * A container in the API's shape. `pickup_lfd` and `import_deadlines` are kept consistent the way
 * the API derives them: pickup_lfd coalesces the deadlines, preferring the line's.
 */
export function makeContainer(
	attributes: Partial<ContainerAttributes> = {},
	refs: ContainerRefs = {},
): ContainerResource {
	containerSerial += 1;
	const merged: ContainerAttributes = {
		number: attributes.number ?? containerNumber('TCLU', containerSerial),
		seal_number: null,
		// Created before any read of the account, as a seeded account's records are: a list read counts
		// records created within a minute of its start as possibly new (docs/rate-limits.md).
		created_at: attributes.created_at ?? isoUtc(Date.now() - SEEDED_AGO_MS),
		ref_numbers: [],
		pod_arrived_at: null,
		pod_discharged_at: null,
		final_destination_full_out_at: null,
		holds_at_pod_terminal: [],
		available_for_pickup: null,
		equipment_type: 'dry',
		equipment_length: 40,
		equipment_height: 'high_cube',
		weight_in_lbs: null,
		pod_full_out_at: null,
		empty_terminated_at: null,
		terminal_checked_at: null,
		fees_at_pod_terminal: [],
		pickup_lfd: null,
		pickup_appointment_at: null,
		pod_full_out_chassis_number: null,
		location_at_pod_terminal: null,
		pod_last_tracking_request_at: null,
		shipment_last_tracking_request_at: null,
		availability_known: false,
		pod_timezone: 'America/Los_Angeles',
		final_destination_timezone: null,
		empty_terminated_timezone: null,
		pod_rail_carrier_scac: null,
		ind_rail_carrier_scac: null,
		pod_rail_loaded_at: null,
		pod_rail_departed_at: null,
		ind_eta_at: null,
		ind_ata_at: null,
		ind_rail_unloaded_at: null,
		ind_facility_lfd_on: null,
		import_deadlines: { pickup_lfd_terminal: null, pickup_lfd_rail: null, pickup_lfd_line: null },
		current_status: 'on_ship',
		...attributes,
	};
	if (attributes.import_deadlines && attributes.pickup_lfd === undefined) {
		const deadlines = attributes.import_deadlines;
		merged.pickup_lfd =
			deadlines.pickup_lfd_line ?? deadlines.pickup_lfd_terminal ?? deadlines.pickup_lfd_rail;
	} else if (attributes.pickup_lfd && attributes.import_deadlines === undefined) {
		merged.import_deadlines = {
			pickup_lfd_terminal: attributes.pickup_lfd,
			pickup_lfd_rail: null,
			pickup_lfd_line: attributes.pickup_lfd,
		};
	}
	return {
		id: refs.id ?? builderId('container'),
		type: 'container',
		attributes: merged,
		relationships: {
			shipment: toOne('shipment', refs.shipmentId),
			pickup_facility: toOne('terminal', refs.pickupFacilityId),
			pod_terminal: toOne('terminal', refs.podTerminalId),
			transport_events: toMany('transport_event', refs.transportEventIds),
			raw_events: toMany('raw_event', refs.rawEventIds),
		},
	};
}

// ---------------------------------------------------------------------------------------------
// shipments

export interface ShipmentRefs {
	id?: string;
	containerIds?: string[];
	podTerminalId?: string | null;
	portOfLadingId?: string | null;
	portOfDischargeId?: string | null;
	destinationId?: string | null;
	destinationTerminalId?: string | null;
}

let shipmentSerial = 700_000;

export function makeShipment(
	attributes: Partial<ShipmentAttributes> = {},
	refs: ShipmentRefs = {},
): ShipmentResource {
	shipmentSerial += 1;
	const id = refs.id ?? builderId('shipment');
	const scac = attributes.shipping_line_scac ?? 'MAEU';
	const line = KNOWN_SHIPPING_LINES.find((known) => known.scac === scac);
	const billOfLading = attributes.bill_of_lading_number ?? `${scac}${shipmentSerial}`;
	const now = isoUtc(Date.now() - SEEDED_AGO_MS);
	return {
		id,
		type: 'shipment',
		attributes: {
			created_at: now,
			ref_numbers: [],
			tags: [],
			bill_of_lading_number: billOfLading,
			normalized_number: billOfLading,
			shipping_line_scac: scac,
			shipping_line_name: line?.name ?? scac,
			shipping_line_short_name: line?.shortName ?? scac,
			customer_name: null,
			port_of_lading_locode: 'CNSHA',
			port_of_lading_name: 'Shanghai',
			port_of_discharge_locode: 'USLAX',
			port_of_discharge_name: 'Los Angeles',
			pod_vessel_name: null,
			pod_vessel_imo: null,
			pod_voyage_number: null,
			destination_locode: null,
			destination_name: null,
			destination_timezone: null,
			destination_ata_at: null,
			destination_eta_at: null,
			pol_etd_at: null,
			pol_atd_at: null,
			pol_timezone: 'Asia/Shanghai',
			pod_eta_at: null,
			pod_original_eta_at: null,
			pod_ata_at: null,
			pod_timezone: 'America/Los_Angeles',
			line_tracking_last_attempted_at: now,
			line_tracking_last_succeeded_at: now,
			line_tracking_stopped_at: null,
			line_tracking_stopped_reason: null,
			...attributes,
		},
		relationships: {
			port_of_lading: toOne('port', refs.portOfLadingId),
			port_of_discharge: toOne('port', refs.portOfDischargeId),
			pod_terminal: toOne('terminal', refs.podTerminalId),
			destination: toOne('port', refs.destinationId),
			destination_terminal: toOne('terminal', refs.destinationTerminalId),
			line_tracking_stopped_by_user: { data: null },
			containers: toMany('container', refs.containerIds),
		},
		links: { self: `/v2/shipments/${id}` },
	};
}

/** Points each container at the shipment and lists them on the shipment (both sides of the relation). */
export function linkContainers(
	shipment: ShipmentResource,
	containers: readonly ContainerResource[],
): void {
	for (const container of containers) {
		container.relationships.shipment = { data: { id: shipment.id, type: 'shipment' } };
		if (!shipment.relationships.containers.data.some((ref) => ref.id === container.id)) {
			shipment.relationships.containers.data.push({ id: container.id, type: 'container' });
		}
	}
}

// ---------------------------------------------------------------------------------------------
// tracking requests

export function makeTrackingRequest(
	attributes: Partial<TrackingRequestAttributes> = {},
	refs: { id?: string; shipmentId?: string | null } = {},
): TrackingRequestResource {
	const id = refs.id ?? builderId('tracking_request');
	const now = isoUtc(Date.now());
	return {
		id,
		type: 'tracking_request',
		attributes: {
			request_number: 'MAEU243891157',
			request_type: 'bill_of_lading',
			scac: 'MAEU',
			ref_numbers: [],
			shipment_tags: [],
			created_at: now,
			updated_at: now,
			status: refs.shipmentId ? 'created' : 'pending',
			failed_reason: null,
			is_retrying: false,
			retry_count: null,
			...attributes,
		},
		relationships: {
			tracked_object: toOne('shipment', refs.shipmentId),
			customer: { data: null },
		},
		links: { self: `/v2/tracking_requests/${id}` },
	};
}

// ---------------------------------------------------------------------------------------------
// events

export interface EventRefs {
	id?: string;
	containerId?: string | null;
	shipmentId?: string | null;
	locationPortId?: string | null;
	terminalId?: string | null;
}

export function makeTransportEvent(
	attributes: Partial<TransportEventAttributes> = {},
	refs: EventRefs = {},
): TransportEventResource {
	return {
		id: refs.id ?? builderId('transport_event'),
		type: 'transport_event',
		attributes: {
			event: 'container.transport.vessel_discharged',
			created_at: isoUtc(Date.now()),
			voyage_number: null,
			timestamp: null,
			location_locode: null,
			timezone: null,
			data_source: 'shipping_line',
			...attributes,
		},
		relationships: {
			shipment: toOne('shipment', refs.shipmentId),
			container: toOne('container', refs.containerId),
			vessel: { data: null },
			location: toOne('port', refs.locationPortId),
			terminal: toOne('terminal', refs.terminalId),
		},
	};
}

export function makeRawEvent(
	attributes: Partial<RawEventAttributes> = {},
	refs: { id?: string; locationPortId?: string | null } = {},
): RawEventResource {
	const timestamp = attributes.timestamp ?? isoUtc(Date.now());
	return {
		id: refs.id ?? builderId('raw_event'),
		type: 'raw_event',
		attributes: {
			event: 'vessel_discharged',
			original_event: 'Discharged',
			timestamp,
			estimated: false,
			actual_on: null,
			estimated_on: null,
			actual_at: timestamp,
			estimated_at: null,
			timezone: null,
			created_at: isoUtc(Date.now()),
			location_name: 'Los Angeles',
			location_locode: null,
			vessel_name: null,
			vessel_imo: null,
			index: 0,
			voyage_number: null,
			...attributes,
		},
		relationships: {
			location: toOne('port', refs.locationPortId),
			vessel: { data: null },
		},
	};
}

// ---------------------------------------------------------------------------------------------
// custom field definitions and options

export function makeCustomFieldDefinition(
	attributes: Partial<CustomFieldDefinitionAttributes> = {},
	refs: { id?: string } = {},
): CustomFieldDefinitionResource {
	const id = refs.id ?? builderId('custom_field_definition');
	return {
		id,
		type: 'custom_field_definition',
		attributes: {
			entity_type: 'Shipment',
			api_slug: 'customer_reference_number',
			display_name: 'Customer reference number',
			description: null,
			data_type: 'short_text',
			reference_type: null,
			validation: null,
			default_format: null,
			default_value: null,
			...attributes,
		},
		links: { self: `/v2/custom_field_definitions/${id}` },
	};
}

export function makeOption(
	attributes: Partial<CustomFieldOptionAttributes> = {},
	refs: { id?: string; definitionId: string },
): CustomFieldOptionResource {
	const id = refs.id ?? builderId('custom_field_option');
	const value = attributes.value ?? 'option';
	return {
		id,
		type: 'custom_field_option',
		attributes: { label: value, value, position: 0, ...attributes },
		links: { self: `/v2/custom_field_definitions/${refs.definitionId}/options/${id}` },
	};
}

// ---------------------------------------------------------------------------------------------
// webhooks

export function makeWebhook(overrides: Partial<WebhookRecord> = {}): WebhookRecord {
	return {
		id: overrides.id ?? builderId('webhook'),
		url: 'https://hooks.example.com/terminal49',
		active: true,
		events: ['container.pickup_lfd.changed'],
		headers: null,
		secret: randomBytes(32).toString('hex'),
		createdAt: isoUtc(Date.now() - SEEDED_AGO_MS),
		...overrides,
	};
}

export function makeWebhookNotification(
	attributes: Partial<WebhookNotificationAttributes> = {},
	refs: { id?: string; webhookId: string; referenceObject?: ResourceIdentifier | null },
): WebhookNotificationResource {
	return {
		id: refs.id ?? builderId('webhook_notification'),
		type: 'webhook_notification',
		attributes: {
			event: 'container.pickup_lfd.changed',
			delivery_status: 'succeeded',
			created_at: isoUtc(Date.now()),
			...attributes,
		},
		relationships: {
			webhook: { data: { id: refs.webhookId, type: 'webhook' } },
			reference_object: { data: refs.referenceObject ?? null },
		},
	};
}
