import type { IDataObject } from 'n8n-workflow';

import { CONTAINER_STATUS_LABELS } from '../../catalogue/containerStatuses';
import type { Demurrage, DemurrageOptions } from '../../demurrage';
import { demurrageOf } from '../../demurrage';
import { ownEntry } from '../../helpers/ownEntry';
import { urgencyLabel } from '../../catalogue/urgencies';
import type { RecordShape, ShapeClock } from './shape';
import { labelOf, pickFields, relatedField } from './shape';

/** A container flattened: its attributes as the API names them, then its relationships, then `demurrage`. */
const CONTAINER_FIELDS = [
	'number',
	'ref_numbers',
	'equipment_type',
	'equipment_length',
	'equipment_height',
	'weight_in_lbs',
	'created_at',
	'seal_number',
	'pickup_lfd',
	'pickup_appointment_at',
	'availability_known',
	'available_for_pickup',
	'pod_arrived_at',
	'pod_discharged_at',
	'pod_full_out_at',
	'terminal_checked_at',
	'pod_full_out_chassis_number',
	'location_at_pod_terminal',
	'final_destination_full_out_at',
	'empty_terminated_at',
	'holds_at_pod_terminal',
	'fees_at_pod_terminal',
	'pod_timezone',
	'final_destination_timezone',
	'empty_terminated_timezone',
	'pod_rail_carrier_scac',
	'ind_rail_carrier_scac',
	'pod_last_tracking_request_at',
	'shipment_last_tracking_request_at',
	'pod_rail_loaded_at',
	'pod_rail_departed_at',
	'ind_eta_at',
	'ind_ata_at',
	'ind_rail_unloaded_at',
	'ind_facility_lfd_on',
	'import_deadlines',
	'ssl_lfd',
	'delivered_at',
	'empty_out_at',
	'pol_full_in_at',
	'pol_vessel_loaded_at',
	'pol_vessel_departed_at',
	'ind_facility_holds',
	'ind_facility_fees',
	'rail_last_tracking_request_at',
	'current_status',
	'shipment',
	'pickup_facility',
	'pod_terminal',
	'transport_events',
	'raw_events',
	'demurrage',
] as const;

/** The label of a container whose record has no `current_status` field. */
export const STATUS_NOT_GIVEN = 'Not in this record';

const HEIGHT_LABELS: Readonly<Record<string, string>> = {
	high_cube: 'high cube',
	standard: 'standard',
};

/** "40' high cube dry", from whichever of length, height and type the API gives. */
function equipmentOf(flat: IDataObject): string | null {
	const parts: string[] = [];
	if (typeof flat.equipment_length === 'number') parts.push(`${flat.equipment_length}'`);
	if (typeof flat.equipment_height === 'string')
		parts.push(ownEntry(HEIGHT_LABELS, flat.equipment_height) ?? flat.equipment_height);
	if (typeof flat.equipment_type === 'string' && flat.equipment_type !== '')
		parts.push(flat.equipment_type.replace(/_/g, ' '));
	return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * Simplified, in the order an ops person reads a container: which one, where it stands, the last
 * free day and how long is left, how urgent, where it sits and what holds it; then the details,
 * the codes behind the labels, and the ids last. The demurrage view's fields are at the top level
 * (each once); All Fields keeps them together in `demurrage`.
 */
function simplify(flat: IDataObject, choice: ShapeClock, extras?: IDataObject): IDataObject {
	const demurrage = (extras?.demurrage ??
		demurrageOf(flat, {
			now: choice.now ?? Date.now(),
			imminentDays: choice.imminentDays,
		})) as Demurrage;
	const kept = pickFields(flat, [
		'number',
		'location_at_pod_terminal',
		'pickup_appointment_at',
		'pod_discharged_at',
		'terminal_checked_at',
	]);
	return {
		number: kept.number,
		status_label: containerStatusLabel(flat),
		last_free_day: demurrage.last_free_day,
		days_left: demurrage.days_left,
		urgency: demurrage.urgency,
		urgency_label: urgencyLabel(demurrage.urgency),
		terminal: relatedField(flat.pod_terminal, 'name'),
		holds: demurrage.holds,
		available_for_pickup: demurrage.available_for_pickup,
		location_at_pod_terminal: kept.location_at_pod_terminal,
		pickup_appointment_at: kept.pickup_appointment_at,
		bill_of_lading: relatedField(flat.shipment, 'bill_of_lading_number'),
		// The customer's references (a PO) are the shipment's; the container's own when it was not included.
		ref_numbers: relatedField(flat.shipment, 'ref_numbers') ?? flat.ref_numbers ?? null,
		equipment: equipmentOf(flat),
		pending_holds: demurrage.pending_holds,
		status: flat.current_status ?? null,
		lfd_source: demurrage.lfd_source,
		lfd_timezone: demurrage.timezone,
		unknown_reason: demurrage.unknown_reason,
		pod_discharged_at: kept.pod_discharged_at,
		terminal_checked_at: kept.terminal_checked_at,
		id: flat.id,
		shipment_id: relatedField(flat.shipment, 'id'),
	};
}

/**
 * A container's `current_status` as a person reads it, wherever a container is shown (on its own or
 * in a shipment). Terminal49's webhook examples carry containers with no current_status at all:
 * say so, rather than a blank.
 */
export function containerStatusLabel(flat: IDataObject): string | null {
	return flat.current_status === undefined
		? STATUS_NOT_GIVEN
		: labelOf(flat.current_status, CONTAINER_STATUS_LABELS);
}

/** The demurrage view (see helpers/demurrage.ts) as output shows it: `urgency_label` beside `urgency`. */
export function demurrageView(container: IDataObject, options: DemurrageOptions): IDataObject {
	const view: IDataObject = {};
	for (const [name, value] of Object.entries(demurrageOf(container, options))) {
		view[name] = value;
		if (name === 'urgency') view.urgency_label = urgencyLabel(value);
	}
	return view;
}

/** The container's `demurrage` object, in every mode but Raw from version 2; Simplified spreads it out. */
function extras(flat: IDataObject, choice: ShapeClock): IDataObject {
	return {
		demurrage: demurrageView(flat, {
			now: choice.now ?? Date.now(),
			imminentDays: choice.imminentDays,
		}),
	};
}

export const containerShape: RecordShape = {
	fields: CONTAINER_FIELDS,
	simplify,
	extras,
	simplifyLaysOutExtras: true,
};
