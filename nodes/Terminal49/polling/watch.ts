import type { INodePropertyOptions, IPollFunctions } from 'n8n-workflow';

import type { IncludedIndex, JsonApiResource } from '../shared/jsonapi';
import { readTrackedContainers } from '../shared/lookups/trackedContainers';
import { optionMatcher, readOption } from '../shared/helpers/readers/option';
import { terminal49Paginate } from '../shared/transport';

/** Version 2's Watch: which containers a poll reads. */
export const WATCH_OPTIONS: INodePropertyOptions[] = [
	{
		name: 'Containers Still Tracked',
		value: 'tracked',
		description:
			'The containers of the shipments Terminal49 still tracks: one request per 100 shipments. When a shipment’s tracking stops, each of its containers is read once more, so its last change is announced, and is then no longer watched.',
	},
	{
		name: 'All Containers',
		value: 'all',
		description:
			'Every container of the account, history included: one request per 100 containers, at most 30,000 watched',
	},
];
const WATCH_MATCHER = optionMatcher(WATCH_OPTIONS);

export type Watch = 'tracked' | 'all';

/** What a poll reads: version 2's Watch, read as every option is; version 1 reads every container, as it always did. */
export function watchedContainers(this: IPollFunctions): Watch {
	if (this.getNode().typeVersion < 2) return 'all';
	const watch = this.getNodeParameter('watch', 'tracked');
	const chosen = readOption(this.getNode(), WATCH_MATCHER, watch, {
		parameter: 'Watch',
		one: 'which containers to watch',
		fix: 'Choose one in the node, or give one of those values in the expression.',
	});
	return chosen === 'all' ? 'all' : 'tracked';
}

/** A container and the records of its answer it points to. */
export interface ContainerWithRelated {
	container: JsonApiResource;
	related: IncludedIndex;
}

/** What version 2 includes with each container, at no extra request: its shipment (bill of lading, refs) and POD terminal. */
export const RELATED_INCLUDE = 'shipment,pod_terminal';

/** Sees each container read, once, with the records of its page it points to; true ends the read. */
export type EachContainer = (container: JsonApiResource, related: IncludedIndex) => boolean;

/**
 * Reads the containers the Watch names, each once, as its page arrives, with its shipment and POD
 * terminal when `withRelated`, and keeps none, so 30,000 of them never sit in memory together (nor
 * their shipments: each page's are indexed for its own containers only). The container `each`
 * ends the read at leaves the pages behind it unread. Resolves to whether the read reached the end.
 */
export async function readWatched(
	this: IPollFunctions,
	watch: Watch,
	withRelated: boolean,
	each: EachContainer,
): Promise<boolean> {
	return watch === 'tracked'
		? await readTracked.call(this, withRelated, each)
		: await readAll.call(this, withRelated, each);
}

/** Every container of the account, the most recently refreshed first. */
async function readAll(
	this: IPollFunctions,
	withRelated: boolean,
	each: EachContainer,
): Promise<boolean> {
	const { complete } = await terminal49Paginate.call(
		this,
		{ path: '/containers', qs: withRelated ? { include: RELATED_INCLUDE } : undefined },
		(page, done) => {
			for (const container of page.records) if (each(container, page.included())) return done();
		},
	);
	return complete;
}

/** The containers of the shipments still tracked, each once. */
async function readTracked(
	this: IPollFunctions,
	withRelated: boolean,
	each: EachContainer,
): Promise<boolean> {
	const { complete } = await readTrackedContainers.call(this, {
		include: withRelated ? ['pod_terminal'] : [],
		each: (container, _shipment, related) => each(container, related),
	});
	return complete;
}
