import type { IDataObject } from 'n8n-workflow';

import { isObject } from '../../helpers/objects';
import type { RecordShape } from './shape';
import { pickFields } from './shape';

/** A terminal: its names, codes and address; `port` is a reference to its port. */
const FIELDS = [
	'name',
	'nickname',
	'firms_code',
	'smdg_code',
	'bic_facility_code',
	'street',
	'city',
	'state',
	'state_abbr',
	'zip',
	'country',
	'facility_type',
	'provided_data',
	'port',
] as const;

export const terminalShape: RecordShape = {
	fields: FIELDS,
	simplify: (flat: IDataObject) => ({
		...pickFields(flat, [
			'id',
			'name',
			'nickname',
			'firms_code',
			'smdg_code',
			'bic_facility_code',
			'street',
			'city',
			'state_abbr',
			'zip',
			'country',
		]),
		port_id: isObject(flat.port) ? (flat.port.id ?? null) : null,
	}),
};
