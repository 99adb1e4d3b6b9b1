import type { IncludedIndex, JsonApiResource } from '../jsonapi';
import { indexIncluded, relatedIdentifiers, resourceKey } from '../jsonapi';
import type { Terminal49Context } from '../transport';
import { terminal49Paginate } from '../transport';
import { nonEmptyText } from '../helpers/text';
import { checkReadsById, containersLeftOut, readContainerById, relatedOf } from './containersById';

/**
 * The containers whose last free day can still change: those of the shipments Terminal49 still
 * tracks. An account keeps every container it ever tracked (the recorded live account lists
 * 292,863 in 170,470 shipments), so reading only these costs what the account's live shipments
 * cost, not its history: `GET /shipments?filter[tracking_stopped]=false&include=containers`, one
 * request per 100 shipments, each shipment's containers with their full attributes.
 *
 * A container a shipment names but its page did not include (an include that came back short) is
 * read by id once the list is read: one request per such container, none when nothing is missing.
 */

/** Sees one container with the records it points to; calling `done()` ends the read after it. */
export type EachContainer = (
	container: JsonApiResource,
	related: IncludedIndex,
	done: () => void,
) => void;

export interface TrackedContainersRequest {
	/**
	 * Called once per container, in the shipments' order (newest first), each container once;
	 * `done()` ends the read after this container, as the pager's `done()` ends it after a page.
	 * `related` holds the records of its page by `type:id`: the shipments, their containers and
	 * what `include` asked for, so whatever the container points to is there.
	 */
	each: EachContainer;
	/**
	 * Related records of each container to include (e.g. 'pod_terminal'): the container's own, as
	 * `/containers` gives them (`containers.pod_terminal`, not the shipment's POD terminal).
	 */
	include?: string[];
	/**
	 * Whether to keep the tracked shipments and each page's included records (besides the
	 * containers) for the result. Default false: a streamed read (a poll) holds none of them.
	 */
	collectIncluded?: boolean;
	itemIndex?: number;
}

export interface TrackedContainersResult {
	/** True when every tracked shipment was read; false when `each` called `done()`. */
	complete: boolean;
	/** Tracked shipments read, when `collectIncluded` (an answer that ignored the filter can hold stopped ones: they are skipped). */
	shipments: JsonApiResource[];
	/** Included records of the pages read, containers left out, when `collectIncluded`. */
	included: JsonApiResource[];
	pagesFetched: number;
	catchUpPages: number;
	/** Shipments in the answer whose tracking had stopped: the API did not apply the filter. */
	stoppedSkipped: number;
	/** Containers read one by one because a shipment named them and its page did not include them. */
	readById: number;
}

/**
 * Whether Terminal49 still tracks this shipment, from the shipment itself: a stop time or a stop
 * reason means stopped. Checked on every answer, so an API that ignores the filter costs
 * requests, never a wrong container.
 */
export function stillTracked(shipment: JsonApiResource): boolean {
	const attributes = shipment.attributes ?? {};
	return (
		nonEmptyText(attributes.line_tracking_stopped_at) === undefined &&
		nonEmptyText(attributes.line_tracking_stopped_reason) === undefined
	);
}

/**
 * Reads every container of the shipments still tracked, through the one pager (so the list is
 * read to its end while it moves, each shipment once), and hands each container to `each` once,
 * even when it moved between shipments or two shipments list it.
 */
export async function readTracked(
	this: Terminal49Context,
	request: TrackedContainersRequest,
): Promise<TrackedContainersResult> {
	const shipments: JsonApiResource[] = [];
	const included = new Map<string, JsonApiResource>();
	const containersMet = new Set<string>();
	let stoppedSkipped = 0;
	let stopped = false;
	const stop = () => {
		stopped = true;
	};
	// Containers named by a shipment but left out of its page's include, with that shipment, in the order met.
	const leftOut = new Map<string, JsonApiResource>();
	const containerInclude = request.include ?? [];

	const path = '/shipments';
	const qs = {
		'filter[tracking_stopped]': 'false',
		include: ['containers', ...containerInclude.map((name) => `containers.${name}`)].join(','),
	};
	const result = await terminal49Paginate.call(
		this,
		{ path, qs, order: 'created', itemIndex: request.itemIndex },
		(page, done) => {
			// The page's shipments and their included records, by `type:id`: the containers, and what a container can point to.
			const pageIncluded = page.document.included ?? [];
			const recordsOnPage: IncludedIndex = indexIncluded([
				...(Array.isArray(page.document.data) ? page.document.data : []),
				...pageIncluded,
			]);
			if (request.collectIncluded) {
				for (const record of pageIncluded)
					if (record.type !== 'container') included.set(resourceKey(record), record);
			}
			for (const shipment of page.records) {
				if (!stillTracked(shipment)) {
					stoppedSkipped++;
					continue;
				}
				if (request.collectIncluded) shipments.push(shipment);
				for (const id of containersLeftOut(shipment, recordsOnPage))
					if (!containersMet.has(id) && !leftOut.has(id)) leftOut.set(id, shipment);
				for (const { id, type } of relatedIdentifiers(shipment, 'containers')) {
					const container =
						type === 'container' ? recordsOnPage.get(resourceKey({ type, id })) : undefined;
					if (!container || containersMet.has(id)) continue;
					containersMet.add(id);
					leftOut.delete(id);
					request.each(container, recordsOnPage, stop);
					if (stopped) return done();
				}
			}
		},
	);
	let readById = 0;
	if (!stopped) checkReadsById(this, [...leftOut.keys()], request.itemIndex);
	for (const [id, shipment] of leftOut) {
		if (stopped) break;
		readById++;
		// A 404 is a container removed during the read: it may or may not come out.
		const read = await readContainerById.call(this, id, containerInclude, request.itemIndex);
		if (!read) continue;
		if (request.collectIncluded)
			for (const record of read.included)
				if (record.type !== 'container') included.set(resourceKey(record), record);
		request.each(read.container, relatedOf(read, [shipment]), stop);
	}
	return {
		complete: result.complete && !stopped,
		shipments,
		included: [...included.values()],
		pagesFetched: result.pagesFetched,
		catchUpPages: result.catchUpPages,
		stoppedSkipped,
		readById,
	};
}
