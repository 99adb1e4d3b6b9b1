import type { IDataObject } from 'n8n-workflow';

import type { RecordShape } from './shape';
import { pickFields } from './shape';

/** A port (code: its UN/LOCODE). Few attributes, all kept by Simplified. */
const FIELDS = [
	'name',
	'code',
	'city',
	'state_abbr',
	'country_code',
	'time_zone',
	'latitude',
	'longitude',
] as const;

export const portShape: RecordShape = {
	// The live API's ports also relate their terminals.
	fields: [...FIELDS, 'terminals'],
	simplify: (flat: IDataObject) => pickFields(flat, ['id', ...FIELDS]),
};
