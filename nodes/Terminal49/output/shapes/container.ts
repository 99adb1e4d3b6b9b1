import type { IDataObject } from 'n8n-workflow';

import type { RecordShape } from '../shape';
import { pickFields } from '../shape';

/** A container flattened: its attributes as the API names them, then its relationships. */
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
	'current_status',
	'shipment',
	'pickup_facility',
	'pod_terminal',
	'transport_events',
	'raw_events',
] as const;

const SIMPLIFIED_FIELDS = ['id', 'number', 'current_status', 'pickup_lfd', 'available_for_pickup', 'pod_timezone'];

export const containerShape: RecordShape = {
	fields: CONTAINER_FIELDS,
	simplify: (flat: IDataObject) => pickFields(flat, SIMPLIFIED_FIELDS),
};
