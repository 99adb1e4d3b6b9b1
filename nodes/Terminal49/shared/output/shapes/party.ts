import type { IDataObject } from 'n8n-workflow';

import type { RecordShape } from './shape';
import { pickFields } from './shape';

/** A party has one attribute. */
const FIELDS = ['company_name'] as const;

export const partyShape: RecordShape = {
	fields: FIELDS,
	simplify: (flat: IDataObject) => pickFields(flat, ['id', ...FIELDS]),
};
