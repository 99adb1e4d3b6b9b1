import type { IDataObject } from 'n8n-workflow';

import type { RecordShape } from './shape';
import { relatedField } from './shape';
import { eventLabel } from './eventLabel';

const TRANSPORT_EVENT_FIELDS = [
	'event',
	'voyage_number',
	'timestamp',
	'timezone',
	'location_locode',
	'created_at',
	'data_source',
	'shipment',
	'location',
	'vessel',
	'terminal',
	'container',
	'value',
	'invalidated_at',
	'previous_version',
	'source_event',
] as const;

export const transportEventShape: RecordShape = {
	fields: TRANSPORT_EVENT_FIELDS,
	simplify: (flat: IDataObject) => ({
		id: flat.id,
		event: flat.event ?? null,
		event_label: eventLabel(flat.event),
		timestamp: flat.timestamp ?? null,
		timezone: flat.timezone ?? null,
		location_locode: flat.location_locode ?? null,
		location: relatedField(flat.location, 'name'),
		terminal: relatedField(flat.terminal, 'name'),
		vessel: relatedField(flat.vessel, 'name'),
		voyage_number: flat.voyage_number ?? null,
		data_source: flat.data_source ?? null,
		container_id: relatedField(flat.container, 'id'),
		shipment_id: relatedField(flat.shipment, 'id'),
	}),
};
