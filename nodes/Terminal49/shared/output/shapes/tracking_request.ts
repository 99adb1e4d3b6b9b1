import type { IDataObject } from 'n8n-workflow';

import { REQUEST_TYPE_LABELS } from '../../catalogue/trackingRequestTypes';
import type { RecordShape } from './shape';
import { labelOf, pickFields, relatedField } from './shape';

const TRACKING_REQUEST_FIELDS = [
	'request_number',
	'ref_numbers',
	'shipment_tags',
	'tags',
	'status',
	'failed_reason',
	'request_type',
	'scac',
	'created_at',
	'updated_at',
	'is_retrying',
	'retry_count',
	'tracked_object',
	'customer',
	'user',
] as const;

const STATUS_LABELS: Readonly<Record<string, string>> = {
	pending: 'Looking for the shipment',
	awaiting_manifest: 'Awaiting the carrier’s manifest',
	created: 'Tracking',
	failed: 'Failed',
	tracking_stopped: 'Tracking stopped',
};

const FAILED_REASON_LABELS: Readonly<Record<string, string>> = {
	booking_cancelled: 'Booking cancelled',
	duplicate: 'Already tracked',
	expired: 'Expired',
	internal_processing_error: 'Terminal49 processing error',
	invalid_number: 'Invalid number',
	not_found: 'Not found at the carrier',
	retries_exhausted: 'Retries exhausted',
	shipping_line_unreachable: 'Shipping line unreachable',
	unrecognized_response: 'Unrecognized carrier response',
	data_unavailable: 'Data unavailable',
	scac_auto_detect_failed: 'Carrier could not be detected',
};

function simplify(flat: IDataObject): IDataObject {
	return {
		...pickFields(flat, ['id', 'request_number', 'request_type']),
		request_type_label: labelOf(flat.request_type, REQUEST_TYPE_LABELS),
		scac: flat.scac ?? null,
		status: flat.status ?? null,
		status_label: labelOf(flat.status, STATUS_LABELS),
		failed_reason: flat.failed_reason ?? null,
		failed_reason_label: labelOf(flat.failed_reason, FAILED_REASON_LABELS),
		is_retrying: flat.is_retrying ?? null,
		ref_numbers: flat.ref_numbers ?? null,
		// The live API's tracking requests carry shipment_tags; the OpenAPI says tags.
		tags: flat.shipment_tags ?? flat.tags ?? null,
		shipment_id: relatedField(flat.tracked_object, 'id'),
		bill_of_lading: relatedField(flat.tracked_object, 'bill_of_lading_number'),
		created_at: flat.created_at ?? null,
		updated_at: flat.updated_at ?? null,
	};
}

export const trackingRequestShape: RecordShape = { fields: TRACKING_REQUEST_FIELDS, simplify };
