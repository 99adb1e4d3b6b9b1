import type { JsonApiResource } from '../jsonapi';
import { readDateTime } from '../helpers/dates';

/**
 * When a record was created, from its `created_at`, as milliseconds: the one attribute a list read
 * looks at. A record created while a list is read carries a creation time no earlier than that of
 * any record already in the list (the API stamps it when it creates the record), so a record older
 * than the newest on the read's first page stood in the list when the read began. A time without
 * its zone, or no time, tells nothing.
 */
export function readCreatedAt(record: JsonApiResource): number | undefined {
	const value = record.attributes?.created_at;
	if (typeof value !== 'string') return undefined;
	const time = readDateTime(value);
	if (time === undefined || !time.hasZone) return undefined;
	const milliseconds = Date.parse(time.text);
	return Number.isFinite(milliseconds) ? milliseconds : undefined;
}
