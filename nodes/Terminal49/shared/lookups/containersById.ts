import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { IncludedIndex, JsonApiResource } from '../jsonapi';
import { indexIncluded, primaryRecord, relatedIdentifiers, resourceKey } from '../jsonapi';
import type { Terminal49Context, Terminal49Request } from '../transport';
import { apiPath, documentOf, terminal49Request } from '../transport';

/**
 * Containers read one by one, for those a list left out: a shipment names them but its page's
 * `included` does not hold them, or a poll did not meet them. The API documents no list filter
 * by id (`/containers?filter[id]=…` is in neither the OpenAPI nor Terminal49's own clients), so
 * each costs one `GET /containers/{id}`, and nothing is sent when nothing is missing.
 */

export interface ContainerById {
	container: JsonApiResource;
	/** The records its answer included (what `include` asked for), by `type:id`. */
	included: JsonApiResource[];
}

/** The containers `shipment` names that `recordsOnPage` (its page's records by `type:id`) does not hold. */
export function containersLeftOut(shipment: JsonApiResource, recordsOnPage: IncludedIndex): string[] {
	return relatedIdentifiers(shipment, 'containers')
		.filter(({ id, type }) => type === 'container' && !recordsOnPage.has(resourceKey({ type, id })))
		.map(({ id }) => id);
}

/**
 * One container by id with `include`, or undefined when the API answers 404: the container was
 * removed meanwhile. Any other failure fails the read, with the API's own words.
 */
export async function readContainerById(
	this: Terminal49Context,
	id: string,
	include: readonly string[],
	itemIndex?: number,
): Promise<ContainerById | undefined> {
	const request: Terminal49Request = {
		method: 'GET',
		path: apiPath`/containers/${id}`,
		qs: include.length > 0 ? { include: include.join(',') } : undefined,
		subject: { label: 'container', id },
		itemIndex,
	};
	let body: unknown;
	try {
		body = await terminal49Request.call(this, request);
	} catch (error) {
		if (error instanceof NodeApiError && error.httpCode === '404') return undefined;
		throw readingLeftOut(error, id);
	}
	const document = await documentOf(this, request, body);
	const container = primaryRecord(document);
	if (!container) {
		throw new NodeOperationError(this.getNode(), `The API answered the container ${id} with something that is not a container`, { itemIndex });
	}
	return { container, included: document.included ?? [] };
}

/**
 * `included` with every container a shipment of `shipments` names and `included` lacks, each read
 * by id (what the API no longer has is left out): a shipment read with its containers shows them
 * all, not only those its include held. No request when nothing is missing.
 */
export async function withContainersLeftOut(
	this: Terminal49Context,
	shipments: readonly JsonApiResource[],
	included: readonly JsonApiResource[],
	itemIndex?: number,
): Promise<JsonApiResource[]> {
	const complete = [...included];
	const records = new Map(indexIncluded([...shipments, ...included]));
	for (const shipment of shipments) {
		for (const id of containersLeftOut(shipment, records)) {
			const read = await readContainerById.call(this, id, [], itemIndex);
			if (!read) continue;
			complete.push(read.container);
			records.set(resourceKey({ type: 'container', id }), read.container);
		}
	}
	return complete;
}

/** The records a container read by id points to: its answer's included records, and `also` (e.g. the shipment whose page named it). */
export function relatedOf(read: ContainerById, also: readonly JsonApiResource[] = []): IncludedIndex {
	return indexIncluded([...also, ...read.included]);
}

/** The failure of a read by id, saying why that container was read on its own; the API's own title and detail stay. */
function readingLeftOut(error: unknown, id: string): unknown {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) {
		const why = `Container ${id} was read on its own because the answer that named it did not include it.`;
		error.description = [error.description, why].filter(Boolean).join(' ');
	}
	return error;
}
