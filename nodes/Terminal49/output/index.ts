import type { IDataObject, INode } from 'n8n-workflow';

import type { JsonApiDocument, JsonApiResource } from '../jsonapi';
import { flattenResource, indexIncluded } from '../jsonapi';
import { rawDocument, rawResources, simplifiedRecord } from './records';
import type { OutputChoice } from './choice';
import { shapeOf } from './registry';

export type { OutputChoice, OutputMode } from './choice';
export { DEFAULT_IMMINENT_DAYS, readOutputChoice } from './choice';
export { rawDocument, rawResources } from './records';
export { outputProperties } from './properties';
export type { RecordShape } from './shape';
export { labelOf, pickFields, relatedField } from './shape';
export { recordShapes, shapeOf } from './registry';

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

/** The records of a list answer, one per item, shaped as chosen. */
export function outputList(choice: OutputChoice, resources: JsonApiResource[], included: JsonApiResource[]): IDataObject[] {
	if (choice.mode === 'raw') return rawResources(resources);
	const index = indexIncluded(included);
	return resources.map((resource) => shapeRecord(flattenResource(resource, index), choice));
}

/** A single-record answer: Raw gives the whole document (data, included, links), the others one record. */
export function outputDocument(node: INode, choice: OutputChoice, document: JsonApiDocument, itemIndex: number): IDataObject[] {
	if (choice.mode === 'raw') return [rawDocument(document)];
	return [shapeRecord(simplifiedRecord(node, document, itemIndex), choice)];
}
