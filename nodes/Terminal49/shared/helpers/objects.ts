import type { IDataObject } from 'n8n-workflow';

/** A JSON object: not null, not a list. */
export function isObject(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
