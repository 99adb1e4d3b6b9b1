/**
 * JSON:API resource shapes served by the mock, with attribute names exactly as the Terminal49
 * API v2 spells them. Only the shapes live here; builders are in fixtures.ts.
 */

export interface ResourceIdentifier {
	id: string;
	type: string;
}

export interface ToOne {
	data: ResourceIdentifier | null;
}

export interface ToMany {
	data: ResourceIdentifier[];
}

export type Relationship = ToOne | ToMany;

export interface SelfLink {
	self: string;
}

/** The common denominator every stored resource satisfies; used by include resolution. */
export interface AnyResource {
	id: string;
	type: string;
	attributes: object;
	relationships?: Record<string, Relationship>;
	links?: SelfLink;
}

/** A resource without relationships (port, shipping line, custom field definition, ...). */
interface PlainResource<TType extends string, TAttributes> {
	id: string;
	type: TType;
	attributes: TAttributes;
	links?: SelfLink;
}

interface Resource<
	TType extends string,
	TAttributes,
	TRelationships extends Record<string, Relationship>,
> extends PlainResource<TType, TAttributes> {
	relationships: TRelationships;
}

// ---------------------------------------------------------------------------------------------
// container

export const CONTAINER_STATUSES = [
	'new',
	'on_ship',
	'available',
	'not_available',
	'grounded',
	'on_rail',
	'picked_up',
	'off_dock',
	'delivered',
	'dropped',
	'loaded',
	'empty_returned',
	'awaiting_inland_transfer',
] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];

export interface TerminalHold {
	name: string;
	status: 'pending' | 'hold';
	description?: string | null;
}

export interface TerminalFee {
	type: 'demurrage' | 'exam' | 'extended_dwell_time' | 'other' | 'total';
	amount: number;
	currency_code?: string;
}

export interface ImportDeadlines {
	pickup_lfd_terminal: string | null;
	pickup_lfd_rail: string | null;
	pickup_lfd_line: string | null;
}

export interface ContainerAttributes {
	number: string;
	seal_number: string | null;
	created_at: string;
	ref_numbers: string[];
	pod_arrived_at: string | null;
	pod_discharged_at: string | null;
	final_destination_full_out_at: string | null;
	holds_at_pod_terminal: TerminalHold[];
	available_for_pickup: boolean | null;
	equipment_type: 'dry' | 'reefer' | 'open top' | 'flat rack' | 'bulk' | 'tank' | null;
	equipment_length: 10 | 20 | 40 | 45 | null;
	equipment_height: 'standard' | 'high_cube' | null;
	weight_in_lbs: number | null;
	pod_full_out_at: string | null;
	empty_terminated_at: string | null;
	terminal_checked_at: string | null;
	fees_at_pod_terminal: TerminalFee[];
	pickup_lfd: string | null;
	pickup_appointment_at: string | null;
	pod_full_out_chassis_number: string | null;
	location_at_pod_terminal: string | null;
	pod_last_tracking_request_at: string | null;
	shipment_last_tracking_request_at: string | null;
	availability_known: boolean;
	pod_timezone: string | null;
	final_destination_timezone: string | null;
	empty_terminated_timezone: string | null;
	pod_rail_carrier_scac: string | null;
	ind_rail_carrier_scac: string | null;
	pod_rail_loaded_at: string | null;
	pod_rail_departed_at: string | null;
	ind_eta_at: string | null;
	ind_ata_at: string | null;
	ind_rail_unloaded_at: string | null;
	ind_facility_lfd_on: string | null;
	import_deadlines: ImportDeadlines | null;
	current_status: ContainerStatus;
}

export type ContainerRelationships = {
	shipment: ToOne;
	pickup_facility: ToOne;
	pod_terminal: ToOne;
	transport_events: ToMany;
	raw_events: ToMany;
};

export type ContainerResource = Resource<'container', ContainerAttributes, ContainerRelationships>;

// ---------------------------------------------------------------------------------------------
// shipment

export const LINE_TRACKING_STOPPED_REASONS = [
	'all_containers_terminated',
	'past_arrival_window',
	'past_full_out_window',
	'no_updates_at_line',
	'cancelled_by_user',
	'booking_cancelled',
] as const;
export type LineTrackingStoppedReason = (typeof LINE_TRACKING_STOPPED_REASONS)[number];

export interface ShipmentAttributes {
	created_at: string;
	ref_numbers: string[] | null;
	tags: string[];
	bill_of_lading_number: string;
	normalized_number: string;
	shipping_line_scac: string;
	shipping_line_name: string;
	shipping_line_short_name: string;
	customer_name: string | null;
	port_of_lading_locode: string | null;
	port_of_lading_name: string | null;
	port_of_discharge_locode: string | null;
	port_of_discharge_name: string | null;
	pod_vessel_name: string | null;
	pod_vessel_imo: string | null;
	pod_voyage_number: string | null;
	destination_locode: string | null;
	destination_name: string | null;
	destination_timezone: string | null;
	destination_ata_at: string | null;
	destination_eta_at: string | null;
	pol_etd_at: string | null;
	pol_atd_at: string | null;
	pol_timezone: string | null;
	pod_eta_at: string | null;
	pod_original_eta_at: string | null;
	pod_ata_at: string | null;
	pod_timezone: string | null;
	line_tracking_last_attempted_at: string | null;
	line_tracking_last_succeeded_at: string | null;
	line_tracking_stopped_at: string | null;
	line_tracking_stopped_reason: LineTrackingStoppedReason | null;
}

export type ShipmentRelationships = {
	port_of_lading: ToOne;
	port_of_discharge: ToOne;
	pod_terminal: ToOne;
	destination: ToOne;
	destination_terminal: ToOne;
	line_tracking_stopped_by_user: ToOne;
	containers: ToMany;
};

export type ShipmentResource = Resource<'shipment', ShipmentAttributes, ShipmentRelationships>;

// ---------------------------------------------------------------------------------------------
// terminal, port, shipping line

export interface TerminalAttributes {
	name: string;
	nickname: string;
	firms_code: string;
	smdg_code: string;
	bic_facility_code: string;
	street: string;
	city: string;
	state: string;
	state_abbr: string;
	zip: string;
	country: string;
}

export type TerminalResource = Resource<'terminal', TerminalAttributes, { port: ToOne }>;

export interface PortAttributes {
	name: string;
	code: string;
	state_abbr: string | null;
	city: string | null;
	country_code: string;
	/** An IANA zone; null where Terminal49 has none for the port. */
	time_zone: string | null;
	latitude: number | null;
	longitude: number | null;
}

export type PortResource = PlainResource<'port', PortAttributes>;

export interface ShippingLineAttributes {
	scac: string;
	name: string;
	alternative_scacs: string[];
	short_name: string;
	bill_of_lading_tracking_support: boolean;
	booking_number_tracking_support: boolean;
	container_number_tracking_support: boolean;
}

export type ShippingLineResource = PlainResource<'shipping_line', ShippingLineAttributes>;

// ---------------------------------------------------------------------------------------------
// tracking request

export const TRACKING_REQUEST_TYPES = ['bill_of_lading', 'booking_number', 'container'] as const;
export type TrackingRequestType = (typeof TRACKING_REQUEST_TYPES)[number];

export type TrackingRequestStatus =
	| 'pending'
	| 'awaiting_manifest'
	| 'created'
	| 'failed'
	| 'tracking_stopped';

export interface TrackingRequestAttributes {
	request_number: string;
	request_type: TrackingRequestType;
	/** null until auto-detection (auto_detect_vocc_scac) has inferred it. */
	scac: string | null;
	ref_numbers: string[] | null;
	shipment_tags: string[];
	created_at: string;
	updated_at: string;
	status: TrackingRequestStatus;
	failed_reason: string | null;
	is_retrying: boolean;
	retry_count: number | null;
}

export type TrackingRequestResource = Resource<
	'tracking_request',
	TrackingRequestAttributes,
	{ tracked_object: ToOne; customer: ToOne }
>;

// ---------------------------------------------------------------------------------------------
// events

export interface TransportEventAttributes {
	event: string;
	created_at: string;
	voyage_number: string | null;
	timestamp: string | null;
	location_locode: string | null;
	timezone: string | null;
	data_source: 'shipping_line' | 'terminal' | 'ais';
	/** Only on LFD events (container.pickup_lfd*.changed): the new last free day. */
	value?: string | null;
}

export type TransportEventResource = Resource<
	'transport_event',
	TransportEventAttributes,
	{ shipment: ToOne; container: ToOne; vessel: ToOne; location: ToOne; terminal: ToOne }
>;

export interface RawEventAttributes {
	event: string | null;
	original_event: string;
	timestamp: string;
	estimated: boolean;
	actual_on: string | null;
	estimated_on: string | null;
	actual_at: string | null;
	estimated_at: string | null;
	timezone: string | null;
	created_at: string;
	location_name: string;
	location_locode: string | null;
	vessel_name: string | null;
	vessel_imo: string | null;
	index: number;
	voyage_number: string | null;
}

export type RawEventResource = Resource<
	'raw_event',
	RawEventAttributes,
	{ location: ToOne; vessel: ToOne }
>;

// ---------------------------------------------------------------------------------------------
// custom fields

export const CUSTOM_FIELD_DATA_TYPES = [
	'short_text',
	'number',
	'date',
	'datetime',
	'boolean',
	'enum',
	'enum_multi',
	'reference',
] as const;
export type CustomFieldDataType = (typeof CUSTOM_FIELD_DATA_TYPES)[number];

/** How custom_field_definition.attributes.entity_type spells the entity: 'Cargo' live, 'Container' in the OpenAPI's enum. */
export type DefinitionEntityType = 'TrackingRequest' | 'Shipment' | 'Cargo' | 'Container';

/** How a custom_field's entity relationship spells the entity type (JSON:API type). */
export type CustomFieldEntityType = 'tracking_request' | 'shipment' | 'container';

export type CustomFieldValueData = string | number | boolean | string[] | null;

export interface CustomFieldDefinitionAttributes {
	entity_type: DefinitionEntityType;
	api_slug: string;
	display_name: string;
	description: string | null;
	data_type: CustomFieldDataType;
	reference_type: string | null;
	validation: Record<string, unknown> | null;
	default_format: string | null;
	default_value: CustomFieldValueData;
}

export type CustomFieldDefinitionResource = PlainResource<
	'custom_field_definition',
	CustomFieldDefinitionAttributes
>;

export interface CustomFieldOptionAttributes {
	label: string;
	value: string;
	position: number | null;
}

export type CustomFieldOptionResource = PlainResource<
	'custom_field_option',
	CustomFieldOptionAttributes
>;

export interface CustomFieldAttributes {
	api_slug: string;
	value: CustomFieldValueData;
	display_value: string | null;
}

export type CustomFieldResource = Resource<
	'custom_field',
	CustomFieldAttributes,
	{ entity: ToOne; definition: ToOne }
>;

// ---------------------------------------------------------------------------------------------
// webhooks

export interface WebhookHeader {
	name: string;
	value: string;
}

export interface WebhookAttributes {
	url: string;
	active: boolean;
	events: string[];
	secret: string;
	headers: WebhookHeader[] | null;
	created_at: string;
}

export type WebhookResource = PlainResource<'webhook', WebhookAttributes>;

export interface WebhookNotificationAttributes {
	event: string;
	delivery_status: 'pending' | 'succeeded' | 'failed';
	created_at: string;
}

export type WebhookNotificationResource = Resource<
	'webhook_notification',
	WebhookNotificationAttributes,
	{ webhook: ToOne; reference_object: ToOne }
>;

export interface MetroAreaResource {
	id: string;
	type: 'metro_area';
	attributes: {
		name: string;
		code: string;
		state_abbr: string | null;
		country_code: string;
		time_zone: string;
		latitude: number | null;
		longitude: number | null;
	};
}

export interface VesselPosition {
	latitude: number;
	longitude: number;
	heading: number | null;
	timestamp: string;
	estimated: boolean;
}

export interface VesselResource {
	id: string;
	type: 'vessel';
	attributes: {
		name: string;
		imo: string | null;
		mmsi: string | null;
		latitude: number | null;
		longitude: number | null;
		nautical_speed_knots: number | null;
		navigational_heading_degrees: number | null;
		position_timestamp: string | null;
		positions?: VesselPosition[] | null;
	};
}

export interface PartyResource {
	id: string;
	type: 'party';
	attributes: { company_name: string };
	links?: { self: string };
}
