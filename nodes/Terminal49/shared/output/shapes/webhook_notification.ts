import type { IDataObject } from 'n8n-workflow';

import type { RecordShape } from './shape';
import { labelOf, relatedField } from './shape';
import { eventLabel } from './eventLabel';

const NOTIFICATION_FIELDS = [
	'event',
	'delivery_status',
	'created_at',
	'webhook',
	'reference_object',
	'webhook_notification_logs',
] as const;

const DELIVERY_STATUS_LABELS: Readonly<Record<string, string>> = {
	pending: 'Pending',
	succeeded: 'Delivered',
	failed: 'Failed',
};

export const webhookNotificationShape: RecordShape = {
	fields: NOTIFICATION_FIELDS,
	simplify: (flat: IDataObject) => ({
		id: flat.id,
		event: flat.event ?? null,
		event_label: eventLabel(flat.event),
		delivery_status: flat.delivery_status ?? null,
		delivery_status_label: labelOf(flat.delivery_status, DELIVERY_STATUS_LABELS),
		created_at: flat.created_at ?? null,
		webhook_id: relatedField(flat.webhook, 'id'),
		reference_object_type: relatedField(flat.reference_object, 'type'),
		reference_object_id: relatedField(flat.reference_object, 'id'),
	}),
};
