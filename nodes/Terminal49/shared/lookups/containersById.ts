import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { IncludedIndex, JsonApiResource } from '../jsonapi';
import { indexIncluded, relatedIdentifiers, resourceKey } from '../jsonapi';
import type { Terminal49Context, Terminal49Request } from '../transport';
import { apiPath, requestRecord } from '../transport';

/**
 * Containers read one by one, for those a list left out: a shipment names them but its page's
 * `included` does not hold them, or a poll did not meet them. The API documents no list filter
 * by id (`/containers?filter[id]=…` is in neither the OpenAPI nor Terminal49's own clients), so
 * each costs one `GET /containers/{id}`, and nothing is sent when nothing is missing.
 */

/**
 * Containers one read (or one item) reads by id at most: 300 requests, three minutes of the key's
 * rate limit, what a read of 30,000 containers costs in pages. A poll spreads any more over its
 * next polls; any other read fails first, naming the count, before it sends one of them.
 */
export const MAX_READS_BY_ID = 300;

/** The containers to read by id, refused before any is read when there are more than MAX_READS_BY_ID. */
export function checkReadsById(
	ctx: Terminal49Context,
	ids: readonly string[],
	itemIndex: number | undefined,
): void {
	if (ids.length <= MAX_READS_BY_ID) return;
	throw new NodeOperationError(
		ctx.getNode(),
		`The answer named ${ids.length} containers it did not include, and reading them one by one would take ${ids.length} requests, more than the ${MAX_READS_BY_ID} a read may spend so; none were read`,
		{
			itemIndex,
			description: `At the API's rate limit of 100 requests a minute that is about ${Math.ceil(ids.length / 100)} minutes of the key's requests. Read the containers with Container → Get Many instead (a filter on the shipment), or ask Terminal49 why the include came back short.`,
		},
	);
}

export interface ContainerById {
	container: JsonApiResource;
	/** The records its answer included (what `include` asked for), by `type:id`. */
	included: JsonApiResource[];
}

/** The containers `shipment` names that `recordsOnPage` (its page's records by `type:id`) does not hold. */
export function containersLeftOut(
	shipment: JsonApiResource,
	recordsOnPage: IncludedIndex,
): string[] {
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
	let answer: Awaited<ReturnType<typeof requestRecord>>;
	try {
		answer = await requestRecord.call(this, request, { type: 'container', id });
	} catch (error) {
		if (error instanceof NodeApiError && error.httpCode === '404') return undefined;
		throw readingLeftOut(error, id);
	}
	const { document, record: container } = answer;
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
	const records = indexIncluded([...shipments, ...included]);
	const leftOut = [
		...new Set(shipments.flatMap((shipment) => containersLeftOut(shipment, records))),
	];
	checkReadsById(this, leftOut, itemIndex);
	for (const id of leftOut) {
		const read = await readContainerById.call(this, id, [], itemIndex);
		if (read) complete.push(read.container);
	}
	return complete;
}

/** The records a container read by id points to: its answer's included records, and `also` (e.g. the shipment whose page named it). */
export function relatedOf(
	read: ContainerById,
	also: readonly JsonApiResource[] = [],
): IncludedIndex {
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
