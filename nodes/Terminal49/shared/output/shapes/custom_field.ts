import type { IDataObject } from 'n8n-workflow';

import type { RecordShape } from './shape';
import { relatedField } from './shape';

const CUSTOM_FIELD_FIELDS = ['api_slug', 'value', 'display_value', 'entity', 'definition'] as const;

export const customFieldShape: RecordShape = {
	fields: CUSTOM_FIELD_FIELDS,
	simplify: (flat: IDataObject) => ({
		id: flat.id,
		api_slug: flat.api_slug ?? null,
		value: flat.value === undefined ? null : flat.value,
		display_value: flat.display_value ?? null,
		entity_type: relatedField(flat.entity, 'type'),
		entity_id: relatedField(flat.entity, 'id'),
		definition_id: relatedField(flat.definition, 'id'),
	}),
};
