import type { IPollFunctions } from 'n8n-workflow';

import type { ContainersToRead } from '../shared/catalogue/containersToRead';
import { ownEntry } from '../shared/helpers/ownEntry';
import type { IncludedIndex, JsonApiResource } from '../shared/jsonapi';
import { relatedIdentifier, resourceKey } from '../shared/jsonapi';
import { MAX_READS_BY_ID, readContainerById, relatedOf } from '../shared/lookups/containersById';
import { stillTracked } from '../shared/lookups/trackedContainers';
import { unpack } from './fingerprint';
import type { ContainerWithRelated } from './watch';

/**
 * A container the poll's read did not meet is read by id before it counts as missed, so a
 * container a list lost (an include that came back short, a list that moved) is compared as any
 * other, and one whose shipment stopped is compared once more: its last change (empty returned,
 * an LFD moved just before the stop) is announced before it leaves the watch.
 *
 * Only a container met at the last poll is read (no miss yet): one request per container that
 * went missing, none when nothing is missing, and none again for one already found gone or
 * stopped, which then only counts its misses until it is forgotten.
 */

export interface ContainerReadAgain extends ContainerWithRelated {
	/**
	 * Still in what the Watch reads: any container under All Containers; under Containers Still
	 * Tracked, one whose shipment Terminal49 still tracks. False: compared once more, then missed.
	 */
	watched: boolean;
}

/** The ids of `previous` the poll did not see and had seen at the poll before (no miss counted yet). */
export function missingSinceLastPoll(
	previous: Readonly<Record<string, unknown>>,
	seen: ReadonlyMap<string, string>,
): string[] {
	return Object.keys(previous).filter(
		(id) => !seen.has(id) && unpack(ownEntry(previous, id))?.misses === 0,
	);
}

/** Each of `ids` read by id (its shipment and POD terminal with it when `withRelated`); a container the API no longer has is left out. */
export async function readMissingContainers(
	this: IPollFunctions,
	ids: readonly string[],
	watch: ContainersToRead,
	withRelated: boolean,
): Promise<ContainerReadAgain[]> {
	const include = withRelated
		? ['shipment', 'pod_terminal']
		: watch === 'tracked'
			? ['shipment']
			: [];
	const found: ContainerReadAgain[] = [];
	for (const id of ids) {
		const read = await readContainerById.call(this, id, include);
		if (!read) continue;
		const related = relatedOf(read);
		const shipmentId = relatedIdentifier(read.container, 'shipment')?.id;
		const shipment =
			shipmentId === undefined
				? undefined
				: related.get(resourceKey({ type: 'shipment', id: shipmentId }));
		const watched = watch === 'all' || (shipment !== undefined && stillTracked(shipment));
		found.push({ container: read.container, related: withRelated ? related : new Map(), watched });
	}
	return found;
}

/**
 * Compares each container the read did not meet with its state read by id. One still watched
 * counts as seen; one whose shipment stopped is compared once more, and its last state is what
 * its misses are counted on from here. Returns the fingerprints to count misses on.
 */
export async function compareMissing(
	this: IPollFunctions,
	previous: Record<string, unknown>,
	seen: Map<string, string>,
	watched: ContainersToRead,
	withRelated: boolean,
	visit: (container: JsonApiResource, related: IncludedIndex) => void,
): Promise<Record<string, unknown>> {
	const missing = missingSinceLastPoll(previous, seen);
	if (missing.length === 0) return previous;
	// A list that came back nearly empty must not turn one poll into thousands of reads by id:
	// past the bound, a missing container keeps its fingerprint unmissed and is read at a later poll.
	const later = missing.splice(MAX_READS_BY_ID);
	for (const id of later) seen.set(id, String(ownEntry(previous, id)));
	if (later.length > 0) {
		this.logger.warn(
			`Terminal49 Polling Trigger: more than ${MAX_READS_BY_ID} containers seen at the last poll were not in this one; ${MAX_READS_BY_ID} were read by id, the rest will be at the next polls.`,
		);
	}
	const lastStates = Object.assign(Object.create(null) as Record<string, unknown>, previous);
	for (const { container, related, watched: stillWatched } of await readMissingContainers.call(
		this,
		missing,
		watched,
		withRelated,
	)) {
		visit(container, related);
		if (stillWatched) continue;
		lastStates[container.id] = seen.get(container.id);
		seen.delete(container.id);
	}
	return lastStates;
}
