import type { INodePropertyOptions, IPollFunctions } from 'n8n-workflow';

import type { ContainersToRead } from '../shared/catalogue/containersToRead';
import { CONTAINERS_TO_READ } from '../shared/catalogue/containersToRead';
import type { IncludedIndex, JsonApiResource } from '../shared/jsonapi';
import type { EachContainer } from '../shared/lookups/trackedContainers';
import { readTracked } from '../shared/lookups/trackedContainers';
import { optionMatcher, readOption } from '../shared/helpers/readers/option';
import { terminal49Paginate } from '../shared/transport';

/** Version 2's Watch: which containers a poll reads. */
export const WATCH_OPTIONS: INodePropertyOptions[] = [
	{
		name: CONTAINERS_TO_READ.tracked.label,
		value: 'tracked' satisfies ContainersToRead,
		description: `${CONTAINERS_TO_READ.tracked.what}: ${CONTAINERS_TO_READ.tracked.cost}. When a shipment’s tracking stops, each of its containers is read once more, so its last change is announced, and is then no longer watched.`,
	},
	{
		name: CONTAINERS_TO_READ.all.label,
		value: 'all' satisfies ContainersToRead,
		description: `${CONTAINERS_TO_READ.all.what}, history included: ${CONTAINERS_TO_READ.all.cost}, at most 30,000 watched`,
	},
];
const WATCH_MATCHER = optionMatcher(WATCH_OPTIONS);

/** What a poll reads: version 2's Watch, read as every option is; version 1 reads every container, as it always did. */
export function watchedContainers(this: IPollFunctions): ContainersToRead {
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

/**
 * Reads the containers the Watch names, each once, as its page arrives, with its shipment and POD
 * terminal when `withRelated`, and keeps none, so 30,000 of them never sit in memory together (nor
 * their shipments: each page's are indexed for its own containers only). `each` calling `done()`
 * leaves every container after that one unread. Resolves to whether the read reached the end.
 */
export async function readWatched(
	this: IPollFunctions,
	watch: ContainersToRead,
	withRelated: boolean,
	each: EachContainer,
): Promise<boolean> {
	if (watch === 'all') return await readAll.call(this, withRelated, each);
	const { complete } = await readTracked.call(this, {
		include: withRelated ? ['pod_terminal'] : [],
		each,
	});
	return complete;
}

/** Every container of the account, the most recently refreshed first. */
async function readAll(
	this: IPollFunctions,
	withRelated: boolean,
	each: EachContainer,
): Promise<boolean> {
	let stopped = false;
	const stop = () => {
		stopped = true;
	};
	const { complete } = await terminal49Paginate.call(
		this,
		{ path: '/containers', qs: withRelated ? { include: RELATED_INCLUDE } : undefined },
		(page, done) => {
			for (const container of page.records) {
				each(container, page.included(), stop);
				if (stopped) return done();
			}
		},
	);
	return complete;
}
