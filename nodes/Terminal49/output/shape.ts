import type { IDataObject } from 'n8n-workflow';

import type { OutputChoice } from './choice';

/**
 * What version 2's output modes need to know about one JSON:API record type. Each resource
 * registers its shape as `shapes/<type>.ts` plus one line in `registry.ts`; a type without one
 * gets `genericShape`.
 */
export interface RecordShape {
	/** Every field of the flattened record, offered by Selected Fields (snake_case, as the API names them). */
	fields: readonly string[];
	/** Simplified: the 10–15 fields its reader acts on, flat, codes kept beside readable labels. */
	simplify: (flat: IDataObject, choice: OutputChoice) => IDataObject;
	/** Computed fields that Simplified, All Fields and Selected Fields all carry (a container's `demurrage`). */
	extras?: (flat: IDataObject, choice: OutputChoice) => IDataObject;
}

/** The named fields of a flat record, in the order given; absent ones become null so every item has the same columns. */
export function pickFields(flat: IDataObject, names: readonly string[]): IDataObject {
	const picked: IDataObject = {};
	for (const name of names) picked[name] = flat[name] === undefined ? null : flat[name];
	return picked;
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
