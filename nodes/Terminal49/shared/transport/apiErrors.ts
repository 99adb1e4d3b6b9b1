import type { JsonObject } from 'n8n-workflow';
import { z } from 'zod';

import { isObject } from '../helpers/objects';
import { nonEmptyText } from '../helpers/text';

/**
 * An error answer's JSON:API `errors`, read as far as they can be: what Terminal49 said went
 * wrong, in its own words, for errors.ts to show and for an operation that reads an entry's meta.
 */

/** One entry of a JSON:API error document, as far as it could be read. */
export interface ApiErrorObject {
	status?: string;
	title?: string;
	detail?: string;
	code?: string;
	source?: { pointer?: string; parameter?: string };
	/** Whatever the API adds (a duplicate's existing id, say): JSON, read by the operation that expects it. */
	meta?: JsonObject;
}

/** Enough entries to say what went wrong; a body with thousands is not read further. */
const MAX_ERRORS = 10;

/** A non-empty string; anything else (a number, an object, null) is absent. */
const text = z.unknown().transform(nonEmptyText);

const apiErrorSchema = z
	.object({
		status: z
			.unknown()
			.transform((value) => (typeof value === 'number' ? String(value) : value))
			.pipe(text),
		title: text,
		detail: text,
		code: text,
		source: z
			.object({ pointer: text, parameter: text })
			.catch({ pointer: undefined, parameter: undefined }),
		meta: z.unknown().transform((meta) => (isObject(meta) ? (meta as JsonObject) : undefined)),
	})
	.partial();

/** `{ errors: [...] }`; every entry that is not an object is skipped, every odd field is absent. */
const errorDocumentSchema = z.object({
	errors: z.array(z.unknown()).transform((entries) =>
		entries.slice(0, MAX_ERRORS).flatMap((entry) => {
			const parsed = apiErrorSchema.safeParse(entry);
			return parsed.success ? [parsed.data] : [];
		}),
	),
});

/** Reads an error answer's JSON:API errors; a body of any other shape has none. */
export function apiErrorsOf(body: unknown): ApiErrorObject[] {
	const parsed = errorDocumentSchema.safeParse(body);
	if (!parsed.success) return [];
	return parsed.data.errors.map((entry) => {
		const error: ApiErrorObject = {};
		for (const name of ['status', 'title', 'detail', 'code'] as const) {
			if (entry[name] !== undefined) error[name] = entry[name];
		}
		if (entry.source?.pointer !== undefined || entry.source?.parameter !== undefined) {
			error.source = {};
			if (entry.source.pointer !== undefined) error.source.pointer = entry.source.pointer;
			if (entry.source.parameter !== undefined) error.source.parameter = entry.source.parameter;
		}
		if (entry.meta !== undefined) error.meta = entry.meta;
		return error;
	});
}

/** `/data/attributes/value` names the field `value`; `/data/relationships/shipment` `shipment`. */
export function fieldFromPointer(pointer: string | undefined): string | undefined {
	if (!pointer) return undefined;
	const parts = pointer.split('/').filter(Boolean);
	return parts.length > 0 ? parts[parts.length - 1] : undefined;
}
