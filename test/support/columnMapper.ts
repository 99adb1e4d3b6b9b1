import type { ResourceMapperField, ResourceMapperValue } from 'n8n-workflow';

/**
 * What n8n's column mapper saves under Map Each Column Manually for the fields it shows, when the
 * user has typed only `typed`: each shown field starts at its `defaultValue`, else false for a
 * toggle (type boolean, "a switch that cannot be null") and null for any other input; then every
 * null is dropped before the value is saved. So a field nobody touched is absent, unless it is a
 * toggle. Read from n8n's editor (ResourceMapper.vue: getDefaultFieldValue, setDefaultFieldValues,
 * pruneParamValues, the same in 1.123 and 2.41); the browser suite checks it in a real editor.
 */
export function savedByEditor(
	fields: readonly ResourceMapperField[],
	typed: Record<string, string | number | boolean>,
): ResourceMapperValue {
	const value: Record<string, string | number | boolean | null> = {};
	for (const field of fields.filter((f) => f.display && f.removed !== true)) {
		value[field.id] =
			field.defaultValue !== undefined
				? (field.defaultValue as string | number | boolean | null)
				: field.type === 'boolean'
					? false
					: null;
	}
	Object.assign(value, typed);
	for (const key of Object.keys(value)) if (value[key] === null) delete value[key];
	return {
		mappingMode: 'defineBelow',
		value: value as ResourceMapperValue['value'],
		matchingColumns: [],
		schema: fields.map((field) => ({ ...field })),
		attemptToConvertTypes: false,
		convertFieldsToString: false,
	};
}
