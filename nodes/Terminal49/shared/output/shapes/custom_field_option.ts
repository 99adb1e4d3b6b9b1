import type { IDataObject } from 'n8n-workflow';

import type { RecordShape } from './shape';
import { pickFields } from './shape';

const OPTION_FIELDS = ['label', 'value', 'position'] as const;

export const customFieldOptionShape: RecordShape = {
	fields: OPTION_FIELDS,
	simplify: (flat: IDataObject) => pickFields(flat, ['id', ...OPTION_FIELDS]),
};
