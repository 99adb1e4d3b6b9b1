import type { IDataObject } from 'n8n-workflow';

import type { RecordShape } from './shape';
import { pickFields } from './shape';

/** An inland metro area (code: its UN/LOCODE). Few attributes, all kept by Simplified. */
const FIELDS = [
	'name',
	'code',
	'state_abbr',
	'country_code',
	'time_zone',
	'latitude',
	'longitude',
] as const;

export const metroAreaShape: RecordShape = {
	fields: FIELDS,
	simplify: (flat: IDataObject) => pickFields(flat, ['id', ...FIELDS]),
};
