import type { IDataObject } from 'n8n-workflow';

import type { OutputChoice } from './choice';
import { shapeOf } from './registry';

/** One flattened record in the chosen mode (every mode but Raw). */
export function shapeRecord(flat: IDataObject, choice: OutputChoice): IDataObject {
	if (choice.mode === 'raw') return flat;
	const shape = shapeOf(String(flat.type));
	const extras = choice.nodeVersion >= 2 && shape.extras ? shape.extras(flat, choice) : undefined;
	if (choice.mode === 'allFields') return extras ? { ...flat, ...extras } : flat;
	if (choice.mode === 'simplified') {
		const short = shape.simplify(flat, choice);
		// A short record may carry its own short form of a computed field (a shipment's containers).
		for (const [name, value] of Object.entries(extras ?? {})) if (!(name in short)) short[name] = value;
		return short;
	}
	const all = extras ? { ...flat, ...extras } : flat;
	const picked: IDataObject = { id: flat.id };
	for (const name of choice.fields) picked[name] = all[name] === undefined ? null : all[name];
	return picked;
}
