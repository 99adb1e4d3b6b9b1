import type { IDataObject } from 'n8n-workflow';

import type { RecordShape } from './shape';
import { pickFields } from './shape';

/** A webhook flattened. Its `secret` is never among them: operations remove it before output. */
const WEBHOOK_FIELDS = ['url', 'active', 'events', 'headers', 'created_at'] as const;

export const webhookShape: RecordShape = {
	fields: WEBHOOK_FIELDS,
	simplify: (flat: IDataObject) => ({
		...pickFields(flat, ['id', 'url', 'active', 'events', 'created_at']),
		event_count: Array.isArray(flat.events) ? flat.events.length : 0,
		header_names: Array.isArray(flat.headers)
			? flat.headers.map((header) => (header as IDataObject).name ?? null)
			: [],
	}),
};
