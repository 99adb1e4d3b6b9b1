import type {
	CustomFieldDataType,
	CustomFieldDefinitionResource,
	CustomFieldOptionResource,
	CustomFieldValueData,
} from './resources';

const SHORT_TEXT_MAX_LENGTH = 255;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_PATTERN =
	/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

function isCalendarDate(year: string, month: string, day: string): boolean {
	const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
	return (
		date.getUTCFullYear() === Number(year) &&
		date.getUTCMonth() === Number(month) - 1 &&
		date.getUTCDate() === Number(day)
	);
}

export function isIsoDate(value: string): boolean {
	const match = DATE_PATTERN.exec(value);
	return match !== null && isCalendarDate(match[1], match[2], match[3]);
}

export function isIsoDateTime(value: string): boolean {
	const match = DATETIME_PATTERN.exec(value);
	if (match === null || !isCalendarDate(match[1], match[2], match[3])) return false;
	return (
		Number(match[4]) < 24 &&
		Number(match[5]) < 60 &&
		Number(match[6] ?? 0) < 60 &&
		!Number.isNaN(Date.parse(value))
	);
}

const EXPECTATIONS: Readonly<Record<CustomFieldDataType, string>> = {
	short_text: `a string of at most ${SHORT_TEXT_MAX_LENGTH} characters`,
	number: 'a JSON number',
	boolean: 'a JSON boolean (true or false)',
	date: 'a date string in YYYY-MM-DD format',
	datetime: 'an ISO 8601 date-time string (e.g. 2024-07-07T04:00:00Z)',
	enum: 'one of the option values',
	enum_multi: 'an array of option values',
	reference: 'a string id',
};

export type ValueCheck = { ok: true; value: CustomFieldValueData } | { ok: false; detail: string };

function invalid(dataType: CustomFieldDataType, slug: string, suffix = ''): ValueCheck {
	return {
		ok: false,
		detail: `value for "${slug}" must be ${EXPECTATIONS[dataType]}${suffix} (data_type ${dataType})`,
	};
}

/** Checks a value against its definition's data_type. null is always accepted and clears the field. */
export function checkCustomFieldValue(
	definition: CustomFieldDefinitionResource,
	options: readonly CustomFieldOptionResource[],
	value: unknown,
): ValueCheck {
	const { data_type: dataType, api_slug: slug } = definition.attributes;
	if (value === null) return { ok: true, value: null };
	const optionValues = options.map((option) => option.attributes.value);
	const optionList = `: ${optionValues.join(', ')}`;
	switch (dataType) {
		case 'short_text':
			return typeof value === 'string' && value.length <= SHORT_TEXT_MAX_LENGTH
				? { ok: true, value }
				: invalid(dataType, slug);
		case 'number':
			return typeof value === 'number' && Number.isFinite(value)
				? { ok: true, value }
				: invalid(dataType, slug);
		case 'boolean':
			return typeof value === 'boolean' ? { ok: true, value } : invalid(dataType, slug);
		case 'date':
			return typeof value === 'string' && isIsoDate(value)
				? { ok: true, value }
				: invalid(dataType, slug);
		case 'datetime':
			return typeof value === 'string' && isIsoDateTime(value)
				? { ok: true, value }
				: invalid(dataType, slug);
		case 'enum':
			return typeof value === 'string' && optionValues.includes(value)
				? { ok: true, value }
				: invalid(dataType, slug, optionList);
		case 'enum_multi':
			return Array.isArray(value) &&
				value.every(
					(item): item is string => typeof item === 'string' && optionValues.includes(item),
				)
				? { ok: true, value: [...value] }
				: invalid(dataType, slug, optionList);
		case 'reference':
			return typeof value === 'string' ? { ok: true, value } : invalid(dataType, slug);
	}
}

/** The human-readable form the API returns next to the raw value. */
export function displayValue(
	definition: CustomFieldDefinitionResource,
	options: readonly CustomFieldOptionResource[],
	value: CustomFieldValueData,
): string | null {
	if (value === null) return null;
	const labelOf = (optionValue: string): string =>
		options.find((option) => option.attributes.value === optionValue)?.attributes.label ??
		optionValue;
	switch (definition.attributes.data_type) {
		case 'boolean':
			return value === true ? 'Yes' : 'No';
		case 'enum':
			return typeof value === 'string' ? labelOf(value) : String(value);
		case 'enum_multi':
			return Array.isArray(value) ? value.map(labelOf).join(', ') : String(value);
		default:
			return Array.isArray(value) ? value.join(', ') : String(value);
	}
}
