import type { IDataObject } from 'n8n-workflow';

import { ownEntry, setOwnEntry } from '../helpers/ownEntry';
import type { OutputChoice } from './outputChoice';
import { shapeOf } from './registry';

/**
 * One flattened record in the chosen mode (every mode but Raw). All Fields adds the computed
 * fields to `flat` itself, so pass a record of your own (as flattenResource makes one per call):
 * copying 45 fields per container into a new object cost more than flattening and the demurrage
 * view together (bench/RESULTS.md, scenario 3).
 */
export function shapeRecord(flat: IDataObject, choice: OutputChoice): IDataObject {
	if (choice.mode === 'raw') return flat;
	const shape = shapeOf(String(flat.type));
	const extras = choice.nodeVersion >= 2 && shape.extras ? shape.extras(flat, choice) : undefined;
	if (choice.mode === 'allFields') return extras ? Object.assign(flat, extras) : flat;
	if (choice.mode === 'simplified') {
		const short = shape.simplify(flat, choice, extras);
		if (shape.simplifyLaysOutExtras === true) return short;
		// A short record may carry its own short form of a computed field (a shipment's containers).
		for (const [name, value] of Object.entries(extras ?? {}))
			if (!Object.prototype.hasOwnProperty.call(short, name)) short[name] = value;
		return short;
	}
	const picked: IDataObject = { id: flat.id };
	for (const name of choice.fields) {
		const value = (extras && ownEntry(extras, name)) ?? ownEntry(flat, name);
		setOwnEntry(picked, name, value === undefined ? null : value);
	}
	return picked;
}
