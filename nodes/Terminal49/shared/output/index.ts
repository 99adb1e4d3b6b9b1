import type { IDataObject, INode } from 'n8n-workflow';

import type { JsonApiDocument, JsonApiResource } from '../jsonapi';
import { flattenResource, indexIncluded } from '../jsonapi';
import { rawDocument, rawResources, allFieldsRecord } from './unshaped';
import type { OutputChoice } from './outputChoice';
import { shapeRecord } from './shapeRecord';

export type { OutputChoice, OutputMode } from './outputChoice';
export { readOutputChoice } from './outputChoice';
export type { OutputOptions } from './outputOptions';
export { rawDocument, rawResources } from './unshaped';
export { imminentDaysProperty, outputProperties } from './properties';
export type { RecordShape } from './shapes/shape';
export { labelOf, pickFields, relatedField } from './shapes/shape';
export { recordShapes, shapeOf } from './registry';
export { shapeRecord } from './shapeRecord';
export type { TriggerOutputMode } from './triggerItems';
export { readTriggerChoice, shapeTriggerItem, triggerOutputProperties } from './triggerItems';

/** The records of a list answer, one per item, shaped as chosen. */
export function outputList(
	choice: OutputChoice,
	resources: JsonApiResource[],
	included: JsonApiResource[],
): IDataObject[] {
	if (choice.mode === 'raw') return rawResources(resources);
	const index = indexIncluded(included);
	return resources.map((resource) => shapeRecord(flattenResource(resource, index), choice));
}

/** A single-record answer: Raw gives the whole document (data, included, links), the others one record. */
export function outputDocument(
	node: INode,
	choice: OutputChoice,
	document: JsonApiDocument,
	itemIndex: number,
): IDataObject[] {
	if (choice.mode === 'raw') return [rawDocument(document)];
	return [shapeRecord(allFieldsRecord(node, document, itemIndex), choice)];
}
