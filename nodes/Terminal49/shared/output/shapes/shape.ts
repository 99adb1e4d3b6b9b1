import type { IDataObject } from 'n8n-workflow';

import { isObject } from '../../helpers/objects';
import { ownEntry, setOwnEntry } from '../../helpers/ownEntry';

/** What shaping a record reads of the item's output choice: the window that makes a last free day imminent, and the clock. */
export interface ShapeClock {
	/** A last free day at most this many days ahead is `imminent`. */
	imminentDays: number;
	/** The instant "today" is taken from for days left (absent: the clock at shaping). */
	now?: number;
}

/**
 * What version 2's output modes need to know about one JSON:API record type. Each resource
 * registers its shape as `shapes/<type>.ts` plus one line in `registry.ts`; a type without one
 * gets `genericShape`.
 */
export interface RecordShape {
	/** Every field of the flattened record, offered by Selected Fields (snake_case, as the API names them). */
	fields: readonly string[];
	/**
	 * Simplified: the fields its reader acts on, flat, in the order they are read, codes kept beside
	 * readable labels. Given the computed extras, worked out once.
	 */
	simplify: (flat: IDataObject, choice: ShapeClock, extras?: IDataObject) => IDataObject;
	/** Computed fields that All Fields and Selected Fields carry (a container's `demurrage`), and Simplified too unless it lays them out itself. */
	extras?: (flat: IDataObject, choice: ShapeClock) => IDataObject;
	/** Simplified places the extras' fields itself (a container's demurrage fields at the top level), so they are not appended. */
	simplifyLaysOutExtras?: boolean;
}

/** The named fields of a flat record, in the order given; absent ones become null so every item has the same columns. */
export function pickFields(flat: IDataObject, names: readonly string[]): IDataObject {
	const picked: IDataObject = {};
	for (const name of names) setOwnEntry(picked, name, ownEntry(flat, name) ?? null);
	return picked;
}

/**
 * A code as a person reads it: from `labels` when given there, else `not_available` → "Not
 * available". Null for no code.
 */
export function labelOf(
	code: unknown,
	labels: Readonly<Record<string, string>> = {},
): string | null {
	if (typeof code !== 'string' || code === '') return null;
	const label = ownEntry(labels, code);
	if (label !== undefined) return label;
	const words = code.replace(/[_.]+/g, ' ').trim();
	return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field of a related record merged in (`{id, type, ...}`), or null when it was not included. */
export function relatedField(related: unknown, field: string): IDataObject[string] {
	if (!isObject(related)) return null;
	const value = related[field];
	return value === undefined ? null : value;
}

const GENERIC_FIELD_LIMIT = 15;

/** For a type nobody has described yet: its id, type and first scalar attributes. */
export const genericShape: RecordShape = {
	fields: [],
	simplify: (flat) => {
		const short: IDataObject = {};
		let count = 0;
		for (const [name, value] of Object.entries(flat)) {
			if (count >= GENERIC_FIELD_LIMIT) break;
			if (value !== null && typeof value === 'object') continue;
			short[name] = value;
			count++;
		}
		return short;
	},
};
