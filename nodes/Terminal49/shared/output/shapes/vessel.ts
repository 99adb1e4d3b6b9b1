import type { IDataObject } from 'n8n-workflow';

import type { RecordShape } from './shape';
import { pickFields } from './shape';

/** A vessel and its last position; `positions` only when asked for (past, or estimated future). */
const FIELDS = [
	'name',
	'imo',
	'mmsi',
	'latitude',
	'longitude',
	'nautical_speed_knots',
	'navigational_heading_degrees',
	'position_timestamp',
	'positions',
] as const;

export const vesselShape: RecordShape = {
	fields: FIELDS,
	simplify: (flat: IDataObject) => {
		const simplified = pickFields(flat, ['id', ...FIELDS.filter((name) => name !== 'positions')]);
		if (Array.isArray(flat.positions)) {
			simplified.positions = flat.positions;
			simplified.position_count = flat.positions.length;
		}
		return simplified;
	},
};
