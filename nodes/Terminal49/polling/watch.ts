import type { INodePropertyOptions, IPollFunctions } from 'n8n-workflow';

import type { IncludedIndex, JsonApiResource } from '../shared/jsonapi';
import { readTrackedContainers } from '../shared/lookups/trackedContainers';
import { optionMatcher, readOption } from '../shared/helpers/readers/option';

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
		description: 'Every container of the account, history included: one request per 100 containers, at most 30,000 watched',
	},
];
const WATCH_MATCHER = optionMatcher(WATCH_OPTIONS);

export type Watch = 'tracked' | 'all';

/** What a poll reads: version 2's Watch, read as every option is; version 1 reads every container, as it always did. */
export function watchedContainers(this: IPollFunctions): Watch {
	if (this.getNode().typeVersion < 2) return 'all';
	const watch = this.getNodeParameter('watch', 'tracked');
	const chosen = readOption(this.getNode(), WATCH_MATCHER, watch, { parameter: 'Watch', one: 'which containers to watch', fix: 'Choose one in the node, or give one of those values in the expression.' });
	return chosen === 'all' ? 'all' : 'tracked';
}

/** A container and the records of its answer it points to. */
export interface ContainerWithRelated {
	container: JsonApiResource;
	related: IncludedIndex;
}

/**
 * Up to `size` containers of the shipments still tracked, for Fetch Test Event under Watch:
 * Containers Still Tracked: a sample of what that Watch reads, never a stopped shipment's container.
 */
export async function sampleTracked(this: IPollFunctions, size: number, withRelated: boolean): Promise<ContainerWithRelated[]> {
	const sampled: ContainerWithRelated[] = [];
	await readTrackedContainers.call(this, {
		include: withRelated ? ['pod_terminal'] : [],
		each: (container, _shipment, related) => {
			sampled.push({ container, related });
			return sampled.length >= size;
		},
	});
	return sampled;
}
