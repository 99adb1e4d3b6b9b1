import type { IDataObject } from 'n8n-workflow';

import { containerStatusLabel, demurrageView } from './container';
import { isObject } from '../../helpers/objects';
import type { RecordShape, ShapeClock } from './shape';
import { labelOf, relatedField } from './shape';

const SHIPMENT_FIELDS = [
	'bill_of_lading_number',
	'normalized_number',
	'ref_numbers',
	'created_at',
	'tags',
	'port_of_lading_locode',
	'port_of_lading_name',
	'port_of_discharge_locode',
	'port_of_discharge_name',
	'destination_locode',
	'destination_name',
	'shipping_line_scac',
	'shipping_line_name',
	'shipping_line_short_name',
	'customer_name',
	'pod_vessel_name',
	'pod_vessel_imo',
	'pod_voyage_number',
	'pol_etd_at',
	'pol_atd_at',
	'pod_eta_at',
	'pod_original_eta_at',
	'pod_ata_at',
	'destination_eta_at',
	'destination_ata_at',
	'pol_timezone',
	'pod_timezone',
	'destination_timezone',
	'line_tracking_last_attempted_at',
	'line_tracking_last_succeeded_at',
	'line_tracking_stopped_at',
	'line_tracking_stopped_reason',
	'destination',
	'port_of_lading',
	'containers',
	'port_of_discharge',
	'pod_terminal',
	'destination_terminal',
	'line_tracking_stopped_by_user',
	'pol_original_etd_at',
	'destination_original_eta_at',
] as const;

export const TRACKING_STOPPED_LABELS: Readonly<Record<string, string>> = {
	all_containers_terminated: 'All containers returned empty',
	past_arrival_window: 'Past the arrival window',
	past_full_out_window: 'Past the full-out window',
	no_updates_at_line: 'No updates at the shipping line',
	cancelled_by_user: 'Stopped by a user',
	booking_cancelled: 'Booking cancelled',
	// Seen in Terminal49's live recordings, not in the OpenAPI's list.
	account_closed: 'Account closed',
};

/** The containers included with the shipment; only references when they were not. */
function includedContainers(flat: IDataObject): IDataObject[] {
	return Array.isArray(flat.containers) ? flat.containers.filter(isObject) : [];
}

/**
 * Each included container with its demurrage view. The shipment is this record, so a container
 * of a shipment whose tracking stopped is judged as such.
 */
function containersWithDemurrage(flat: IDataObject, choice: ShapeClock): IDataObject[] {
	const now = choice.now ?? Date.now();
	const shipment = { line_tracking_stopped_at: flat.line_tracking_stopped_at ?? null };
	return includedContainers(flat).map((container) =>
		'number' in container
			? {
					...container,
					demurrage: demurrageView(
						{ ...container, shipment },
						{ now, imminentDays: choice.imminentDays },
					),
				}
			: container,
	);
}

function simplify(flat: IDataObject, choice: ShapeClock): IDataObject {
	return {
		id: flat.id,
		bill_of_lading: flat.bill_of_lading_number ?? null,
		shipping_line: flat.shipping_line_name ?? flat.shipping_line_scac ?? null,
		customer_name: flat.customer_name ?? null,
		ref_numbers: flat.ref_numbers ?? null,
		port_of_lading: flat.port_of_lading_name ?? null,
		port_of_discharge: flat.port_of_discharge_name ?? null,
		destination: flat.destination_name ?? null,
		vessel: flat.pod_vessel_name ?? null,
		voyage: flat.pod_voyage_number ?? null,
		pod_eta_at: flat.pod_eta_at ?? null,
		pod_ata_at: flat.pod_ata_at ?? null,
		tracking_stopped_reason: flat.line_tracking_stopped_reason ?? null,
		tracking_stopped_label: labelOf(flat.line_tracking_stopped_reason, TRACKING_STOPPED_LABELS),
		containers: containersWithDemurrage(flat, choice).map((container) => ({
			id: container.id,
			number: container.number ?? null,
			status: container.current_status ?? null,
			status_label: containerStatusLabel(container),
			demurrage: relatedField(container, 'demurrage'),
		})),
	};
}

/** Included containers carry their demurrage view in All Fields and Selected Fields too. */
function extras(flat: IDataObject, choice: ShapeClock): IDataObject {
	return includedContainers(flat).length > 0
		? { containers: containersWithDemurrage(flat, choice) }
		: {};
}

export const shipmentShape: RecordShape = { fields: SHIPMENT_FIELDS, simplify, extras };
