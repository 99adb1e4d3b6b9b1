import type { IDataObject } from 'n8n-workflow';

import type { RecordShape } from './shape';
import { pickFields } from './shape';

const RAW_EVENT_FIELDS = [
	'event',
	'original_event',
	'timestamp',
	'estimated',
	'actual_on',
	'estimated_on',
	'actual_at',
	'estimated_at',
	'timezone',
	'created_at',
	'location_name',
	'location_locode',
	'vessel_name',
	'vessel_imo',
	'index',
	'voyage_number',
	'location',
	'vessel',
	'data_source',
	'data_provider_code',
	'data_provider_name',
	'will_occur_at',
	'invalidated_at',
	'container',
	'terminal',
] as const;

export const rawEventShape: RecordShape = {
	fields: RAW_EVENT_FIELDS,
	simplify: (flat: IDataObject) =>
		pickFields(flat, [
			'id',
			'event',
			'original_event',
			'timestamp',
			'estimated',
			'timezone',
			'location_name',
			'location_locode',
			'vessel_name',
			'voyage_number',
			'index',
		]),
};
