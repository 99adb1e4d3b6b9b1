/**
 * The default account, as data: what seedDefault creates. Static (nothing depends on the clock
 * here) so SEED can name every id up front; dates are computed from these offsets at seed time.
 */
import type {
	ContainerStatus,
	CustomFieldDataType,
	CustomFieldEntityType,
	CustomFieldValueData,
	DefinitionEntityType,
	LineTrackingStoppedReason,
	TerminalAttributes,
	TerminalFee,
	TerminalHold,
} from './resources';

export interface PortPlan {
	name: string;
	code: string;
	city: string;
	stateAbbr: string | null;
	countryCode: string;
	timeZone: string;
	latitude: number;
	longitude: number;
}

export const PORT_PLANS: readonly PortPlan[] = [
	{
		name: 'Shanghai',
		code: 'CNSHA',
		city: 'Shanghai',
		stateAbbr: null,
		countryCode: 'CN',
		timeZone: 'Asia/Shanghai',
		latitude: 31.2304,
		longitude: 121.4737,
	},
	{
		name: 'Los Angeles',
		code: 'USLAX',
		city: 'Los Angeles',
		stateAbbr: 'CA',
		countryCode: 'US',
		timeZone: 'America/Los_Angeles',
		latitude: 33.7406,
		longitude: -118.2712,
	},
	{
		name: 'New York / New Jersey',
		code: 'USNYC',
		city: 'New York',
		stateAbbr: 'NY',
		countryCode: 'US',
		timeZone: 'America/New_York',
		latitude: 40.6681,
		longitude: -74.0451,
	},
];
export const POL_PORT = 0;
export const LA_PORT = 1;
export const NY_PORT = 2;
export const LA_TERMINAL = 0;
export const NY_TERMINAL = 1;

export interface TerminalPlan {
	port: number;
	attributes: TerminalAttributes;
}

export const TERMINAL_PLANS: readonly TerminalPlan[] = [
	{
		port: LA_PORT,
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
		},
	},
	{
		port: NY_PORT,
		attributes: {
			name: 'Maher Terminals',
			nickname: 'Maher',
			firms_code: 'E416',
			smdg_code: 'MAH',
			bic_facility_code: 'USNYCMAHER',
			street: '1210 Corbin Street',
			city: 'Elizabeth',
			state: 'New Jersey',
			state_abbr: 'NJ',
			zip: '07201',
			country: 'United States',
		},
	},
];

export interface ShipmentPlan {
	scac: string;
	billOfLading: string;
	podPort: typeof LA_PORT | typeof NY_PORT;
	podTerminal: typeof LA_TERMINAL | typeof NY_TERMINAL;
	/** Days since the vessel arrived at POD; null while still on the water. */
	arrivedDaysAgo: number | null;
	etaInDays: number | null;
	vessel: { name: string; imo: string; voyage: string };
	customer: string;
	tags: string[];
	refNumbers: string[];
	inland?: { locode: string; name: string; timeZone: string };
	stopped?: LineTrackingStoppedReason;
}

export const SHIPMENT_PLANS: readonly ShipmentPlan[] = [
	{
		scac: 'MAEU',
		billOfLading: '243891157',
		podPort: LA_PORT,
		podTerminal: LA_TERMINAL,
		arrivedDaysAgo: 6,
		etaInDays: null,
		vessel: { name: 'MAERSK ESSEN', imo: '9456771', voyage: '412E' },
		customer: 'Acme Imports',
		tags: ['priority'],
		refNumbers: ['PO-10042'],
	},
	{
		scac: 'MSCU',
		billOfLading: 'MEDUQ1234567',
		podPort: NY_PORT,
		podTerminal: NY_TERMINAL,
		arrivedDaysAgo: 4,
		etaInDays: null,
		vessel: { name: 'MSC ANISHA R.', imo: '9227297', voyage: '421A' },
		customer: 'Sodor Steamworks',
		tags: [],
		refNumbers: [],
		inland: { locode: 'USCHI', name: 'Chicago', timeZone: 'America/Chicago' },
	},
	{
		scac: 'CMDU',
		billOfLading: 'CMDUSHA1478523',
		podPort: LA_PORT,
		podTerminal: LA_TERMINAL,
		arrivedDaysAgo: null,
		etaInDays: 4,
		vessel: { name: 'CMA CGM MARCO POLO', imo: '9454436', voyage: '0MXA5E1MA' },
		customer: 'Acme Imports',
		tags: ['reefer-check'],
		refNumbers: ['PO-10077', 'PO-10078'],
	},
	{
		scac: 'HLCU',
		billOfLading: 'HLCUSHA2401ABCD1',
		podPort: NY_PORT,
		podTerminal: NY_TERMINAL,
		arrivedDaysAgo: 15,
		etaInDays: null,
		vessel: { name: 'BERLIN EXPRESS', imo: '9501332', voyage: '035W' },
		customer: 'Globex Corporation',
		tags: [],
		refNumbers: ['GX-7781'],
		stopped: 'all_containers_terminated',
	},
];

export type LfdSource = 'terminal' | 'line' | 'rail';

export interface ContainerPlan {
	shipment: number;
	status: ContainerStatus;
	/** Last free day as days from today (local date at the POD, or at the inland ramp for rail). */
	lfdInDays: number | null;
	lfdSource: LfdSource;
	availableForPickup: boolean | null;
	holds: TerminalHold[];
	fees: TerminalFee[];
}

const CUSTOMS_HOLD: TerminalHold = {
	name: 'customs',
	status: 'hold',
	description: 'CBP exam hold',
};
const FREIGHT_HOLD: TerminalHold = {
	name: 'freight',
	status: 'hold',
	description: 'Freight charges unpaid',
};
const PENDING_CUSTOMS: TerminalHold = { name: 'customs', status: 'pending', description: null };

export const CONTAINER_PLANS: readonly ContainerPlan[] = [
	{
		shipment: 0,
		status: 'available',
		lfdInDays: 2,
		lfdSource: 'terminal',
		availableForPickup: true,
		holds: [],
		fees: [],
	},
	{
		shipment: 0,
		status: 'not_available',
		lfdInDays: 1,
		lfdSource: 'terminal',
		availableForPickup: false,
		holds: [CUSTOMS_HOLD],
		fees: [],
	},
	{
		shipment: 0,
		status: 'available',
		lfdInDays: -3,
		lfdSource: 'terminal',
		availableForPickup: true,
		holds: [],
		fees: [
			{ type: 'demurrage', amount: 450, currency_code: 'USD' },
			{ type: 'total', amount: 450, currency_code: 'USD' },
		],
	},
	{
		shipment: 0,
		status: 'picked_up',
		lfdInDays: -1,
		lfdSource: 'terminal',
		availableForPickup: false,
		holds: [],
		fees: [],
	},
	{
		shipment: 1,
		status: 'available',
		lfdInDays: 7,
		lfdSource: 'terminal',
		availableForPickup: true,
		holds: [],
		fees: [],
	},
	{
		shipment: 1,
		status: 'on_rail',
		lfdInDays: 5,
		lfdSource: 'rail',
		availableForPickup: null,
		holds: [],
		fees: [],
	},
	{
		shipment: 1,
		status: 'not_available',
		lfdInDays: 0,
		lfdSource: 'terminal',
		availableForPickup: false,
		holds: [FREIGHT_HOLD, PENDING_CUSTOMS],
		fees: [{ type: 'exam', amount: 275.5, currency_code: 'USD' }],
	},
	{
		shipment: 2,
		status: 'on_ship',
		lfdInDays: null,
		lfdSource: 'line',
		availableForPickup: null,
		holds: [],
		fees: [],
	},
	{
		shipment: 2,
		status: 'on_ship',
		lfdInDays: 10,
		lfdSource: 'line',
		availableForPickup: null,
		holds: [],
		fees: [],
	},
	{
		shipment: 2,
		status: 'on_ship',
		lfdInDays: null,
		lfdSource: 'line',
		availableForPickup: null,
		holds: [],
		fees: [],
	},
	{
		shipment: 3,
		status: 'empty_returned',
		lfdInDays: -3,
		lfdSource: 'terminal',
		availableForPickup: false,
		holds: [],
		fees: [],
	},
	{
		shipment: 3,
		status: 'empty_returned',
		lfdInDays: -2,
		lfdSource: 'terminal',
		availableForPickup: false,
		holds: [],
		fees: [],
	},
];

export interface TrackingRequestPlan {
	requestType: 'bill_of_lading' | 'booking_number' | 'container';
	requestNumber: string;
	scac: string;
	shipment: number | null;
	status: 'created' | 'pending' | 'failed';
	failedReason: string | null;
}

export const TRACKING_REQUEST_PLANS: readonly TrackingRequestPlan[] = [
	{
		requestType: 'bill_of_lading',
		requestNumber: '243891157',
		scac: 'MAEU',
		shipment: 0,
		status: 'created',
		failedReason: null,
	},
	{
		requestType: 'booking_number',
		requestNumber: 'ONEYSHAB1234500',
		scac: 'ONEY',
		shipment: null,
		status: 'pending',
		failedReason: null,
	},
	{
		requestType: 'bill_of_lading',
		requestNumber: 'EGLV000000000',
		scac: 'EGLV',
		shipment: null,
		status: 'failed',
		failedReason: 'not_found',
	},
];

export type OptionPlan = readonly [value: string, label: string];

export interface DefinitionPlan {
	entity: CustomFieldEntityType;
	slug: string;
	displayName: string;
	dataType: CustomFieldDataType;
	options?: readonly OptionPlan[];
	/** The definition's own description; without one, its name and data type, as many accounts write it. */
	description?: string;
}

/** Every data type on every entity type; `priority` exists on two entities with different options on purpose; `po_list` is a multiple choice with a label that holds a comma. */
export const DEFINITION_PLANS: readonly DefinitionPlan[] = [
	{
		entity: 'tracking_request',
		slug: 'customer_reference_number',
		displayName: 'Customer reference number',
		dataType: 'short_text',
	},
	{
		entity: 'tracking_request',
		slug: 'pallet_count',
		displayName: 'Pallet count',
		dataType: 'number',
	},
	{
		entity: 'tracking_request',
		slug: 'hazmat',
		displayName: 'Hazardous materials',
		dataType: 'boolean',
	},
	{
		entity: 'tracking_request',
		slug: 'requested_delivery_date',
		displayName: 'Requested delivery date',
		dataType: 'date',
	},
	{ entity: 'tracking_request', slug: 'booked_at', displayName: 'Booked at', dataType: 'datetime' },
	{
		entity: 'tracking_request',
		slug: 'priority',
		displayName: 'Priority',
		dataType: 'enum',
		options: [
			['low', 'Low'],
			['normal', 'Normal'],
			['high', 'High'],
		],
	},
	{
		entity: 'tracking_request',
		slug: 'handling_flags',
		displayName: 'Handling flags',
		dataType: 'enum_multi',
		options: [
			['fragile', 'Fragile'],
			['oversize', 'Oversize'],
			['temperature_controlled', 'Temperature controlled'],
		],
	},
	{
		entity: 'shipment',
		slug: 'internal_reference',
		displayName: 'Internal reference',
		dataType: 'short_text',
	},
	{
		entity: 'shipment',
		slug: 'declared_value_usd',
		displayName: 'Declared value (USD)',
		dataType: 'number',
	},
	{
		entity: 'shipment',
		slug: 'customs_cleared',
		displayName: 'Customs cleared',
		dataType: 'boolean',
	},
	{
		entity: 'shipment',
		slug: 'eta_commitment_date',
		displayName: 'ETA commitment date',
		dataType: 'date',
	},
	{
		entity: 'shipment',
		slug: 'broker_notified_at',
		displayName: 'Broker notified at',
		dataType: 'datetime',
	},
	{
		entity: 'shipment',
		slug: 'priority',
		displayName: 'Priority',
		dataType: 'enum',
		options: [
			['standard', 'Standard'],
			['expedited', 'Expedited'],
			['hot', 'Hot'],
		],
	},
	{
		entity: 'shipment',
		slug: 'documents_received',
		displayName: 'Documents received',
		dataType: 'enum_multi',
		options: [
			['bill_of_lading', 'Bill of lading'],
			['commercial_invoice', 'Commercial invoice'],
			['packing_list', 'Packing list'],
			['arrival_notice', 'Arrival notice'],
		],
	},
	{
		entity: 'container',
		slug: 'trucker_name',
		displayName: 'Trucker name',
		dataType: 'short_text',
	},
	{
		entity: 'container',
		slug: 'demurrage_budget_usd',
		displayName: 'Demurrage budget (USD)',
		dataType: 'number',
	},
	{
		entity: 'container',
		slug: 'appointment_confirmed',
		displayName: 'Appointment confirmed',
		dataType: 'boolean',
	},
	{
		entity: 'container',
		slug: 'planned_pickup_date',
		displayName: 'Planned pickup date',
		dataType: 'date',
	},
	{ entity: 'container', slug: 'dispatch_at', displayName: 'Dispatch at', dataType: 'datetime' },
	{
		entity: 'container',
		slug: 'dispatch_status',
		displayName: 'Dispatch status',
		dataType: 'enum',
		options: [
			['unassigned', 'Unassigned'],
			['scheduled', 'Scheduled'],
			['dispatched', 'Dispatched'],
			['delivered', 'Delivered'],
		],
	},
	{
		entity: 'container',
		slug: 'special_requirements',
		displayName: 'Special requirements',
		dataType: 'enum_multi',
		options: [
			['liftgate', 'Liftgate'],
			['hazmat_placards', 'Hazmat placards'],
			['overweight_permit', 'Overweight permit'],
		],
	},
	{
		entity: 'container',
		slug: 'po_list',
		displayName: 'PO list',
		dataType: 'enum_multi',
		description: 'Purchase orders loaded in the container, as the PO sheet lists them',
		options: [
			['po_10042', 'PO-10042'],
			['po_10043', 'PO-10043'],
			['po_10044', 'PO-10044'],
			['acme_inc', 'ACME, Inc'],
		],
	},
];

export interface CustomFieldValuePlan {
	entity: CustomFieldEntityType;
	/** Index into the seeded records of that entity type. */
	record: number;
	slug: string;
	value: CustomFieldValueData;
}

export const CUSTOM_FIELD_VALUE_PLANS: readonly CustomFieldValuePlan[] = [
	{ entity: 'tracking_request', record: 0, slug: 'customer_reference_number', value: 'PO-10042' },
	{ entity: 'tracking_request', record: 0, slug: 'priority', value: 'high' },
	{ entity: 'shipment', record: 0, slug: 'internal_reference', value: 'ACME-4471' },
	{ entity: 'shipment', record: 0, slug: 'customs_cleared', value: true },
	{ entity: 'container', record: 0, slug: 'trucker_name', value: 'Harbor Drayage' },
	{ entity: 'container', record: 0, slug: 'special_requirements', value: ['liftgate'] },
];

/** As the live API spells each definition entity type (the OpenAPI's "Container" is "Cargo" there); spelling.ts gives the OpenAPI's. */
export const DEFINITION_ENTITY_TYPES: Readonly<
	Record<CustomFieldEntityType, DefinitionEntityType>
> = {
	tracking_request: 'TrackingRequest',
	shipment: 'Shipment',
	container: 'Cargo',
};
