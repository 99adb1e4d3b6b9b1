import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { boundForModel, isToolCall, TOOL_DEFAULT_LIMIT } from '../helpers/forModel';
import { isVersion1Form } from '../helpers/versions';
import { outputProperties, rawDocument, readOutputChoice, shapeRecord } from '../../shared/output';
import type { Terminal49Request } from '../../shared/transport';
import { apiPath, documentOf, recordAsked, terminal49Request } from '../../shared/transport';
import { routeRecord, routeRequestError } from './containerRoute';
import { containerLocator, containerOf } from './locator';
import { readContainerById } from '../../shared/lookups/containersById';

// Each kept parameter shows from version 2 on by its own condition, as Get Route does in the
// Operation list; a condition added here would be merged into theirs entry by entry.
const properties: INodeProperties[] = [
	...containerLocator('The container whose route to get'),
	...outputProperties('route'),
].filter((property) => !isVersion1Form(property));

export const description = updateDisplayOptions(
	{ show: { resource: ['container'], operation: ['getRoute'] } },
	properties,
);

/**
 * The container's route, a paid feature: every port from lading through transshipments to
 * discharge, one item per container. A route that is not there (the feature missing, or none
 * built yet) is an error that says which, and what to use instead.
 */
export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const { id, number } = await containerOf.call(this, itemIndex);
	const choice = readOutputChoice.call(this, itemIndex);
	const container = number ?? id;

	const request: Terminal49Request = {
		method: 'GET',
		path: apiPath`/containers/${id}/route`,
		qs: { include: 'port,vessel,route_location' },
		subject: { label: 'container', id },
		itemIndex,
	};
	let answer: unknown;
	try {
		answer = await terminal49Request.call(this, request);
	} catch (error) {
		throw routeRequestError(node, error, container, itemIndex);
	}
	// Read at the door after the request's own errors became the route's: a body that is no
	// document, a list or another type's record fails naming the request, never as "no route yet"
	// (null is the API's own "none").
	const document = await documentOf(this, request, answer);
	if (document.data !== null) recordAsked(this, request, document, { type: 'route' });
	const record = routeRecord(node, document, container, itemIndex);
	if (choice.mode === 'raw') return [rawDocument(document)];
	// The route names its container by id only: over a list of containers, the number says whose it is.
	record.container_number =
		number ??
		(await readContainerById.call(this, id, [], itemIndex))?.container.attributes?.number ??
		null;
	const shaped = shapeRecord(record, choice);
	// An agent reads every leg it is given: a route longer than any seen so far is cut as a list would be.
	if (isToolCall(node) && Array.isArray(shaped.legs))
		shaped.legs = boundForModel(
			shaped.legs as IDataObject[],
			TOOL_DEFAULT_LIMIT,
			true,
			legsLeftOut,
		);
	return [shaped];
}

/** What a tool's answer says of the legs it leaves out: Get Route has no Limit a model could raise. */
function legsLeftOut(shown: number, more: number | null): string {
	const rest = more ?? 0;
	return `${shown} of ${shown + rest} legs shown; the other ${rest} are left out, as a tool's answer holds at most ${shown} legs.`;
}
