import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { LFD_EVENT_BY_FIELD, LFD_FIELDS, POLL_EVENTS } from '../shared/catalogue/events';
import type { IncludedIndex } from '../shared/jsonapi';
import { indexIncluded } from '../shared/jsonapi';
import { readTracked } from '../shared/lookups/trackedContainers';
import type { OutputChoice } from '../shared/output';
import { terminal49RequestPages } from '../shared/transport';
import { CREATED_EVENT } from './changes';
import { snapshotOf } from './fingerprint';
import type { ItemContext } from './items';
import { asOutput, changedItems, createdItem, isoSeconds } from './items';
import type { ContainerWithRelated } from './watch';
import { RELATED_INCLUDE, watchedContainers } from './watch';

/** Containers read for the editor's "Fetch Test Event": one request. */
const SAMPLE_SIZE = 25;

const NO_INCLUDED: IncludedIndex = new Map();

/**
 * The editor's "Fetch Test Event": up to one item per selected event, built from the account's
 * current containers as if each had just changed (previous: null), so the next nodes can be
 * mapped. One request; the trigger's memory is neither read nor written.
 */
export async function sample(
	this: IPollFunctions,
	events: ReadonlySet<string>,
	choice: OutputChoice,
): Promise<INodeExecutionData[][]> {
	const withRelated = choice.nodeVersion >= 2;
	const candidates =
		watchedContainers.call(this) === 'tracked'
			? await sampleTracked.call(this, withRelated)
			: await sampleAll.call(this, withRelated);
	const context: ItemContext = { detectedAt: isoSeconds(Date.now()), choice };
	const items: IDataObject[] = [];
	for (const event of POLL_EVENTS.filter((e) => events.has(e))) {
		const item = sampleOf(event, candidates, context);
		if (item) items.push(item);
	}
	if (items.length === 0) {
		throw new NodeOperationError(
			this.getNode(),
			'No container in this account fits the selected events yet, so there is no sample to show',
			{
				description:
					'Active, the trigger starts the workflow when a container changes. Terminal49 lists containers once it tracks a shipment.',
			},
		);
	}
	return asOutput(items);
}

/** The item of `event` for the first candidate that has a value for it (any candidate for a new container). */
function sampleOf(
	event: string,
	candidates: readonly ContainerWithRelated[],
	context: ItemContext,
): IDataObject | undefined {
	const field = LFD_FIELDS.find((f) => LFD_EVENT_BY_FIELD[f] === event);
	for (const { container, related } of candidates) {
		if (event === CREATED_EVENT) return createdItem(container, related, context);
		const snapshot = snapshotOf(container.attributes);
		const current = field ? snapshot.lfd[field] : snapshot.status;
		if (current === null) continue;
		return changedItems(
			container,
			related,
			[{ event, field: field ?? 'current_status', previous: null, current }],
			context,
		)[0];
	}
	return undefined;
}

/** Up to SAMPLE_SIZE containers of the account, the most recently refreshed first, from one request. */
async function sampleAll(
	this: IPollFunctions,
	withRelated: boolean,
): Promise<ContainerWithRelated[]> {
	const { data, included } = await terminal49RequestPages.call(this, {
		path: '/containers',
		qs: withRelated ? { include: RELATED_INCLUDE } : undefined,
		limit: SAMPLE_SIZE,
	});
	const related = withRelated ? indexIncluded(included) : NO_INCLUDED;
	return data.map((container) => ({ container, related }));
}

/**
 * Up to SAMPLE_SIZE containers of the shipments still tracked, for Fetch Test Event under Watch:
 * Containers Still Tracked: a sample of what that Watch reads, never a stopped shipment's container.
 */
async function sampleTracked(
	this: IPollFunctions,
	withRelated: boolean,
): Promise<ContainerWithRelated[]> {
	const sampled: ContainerWithRelated[] = [];
	await readTracked.call(this, {
		include: withRelated ? ['pod_terminal'] : [],
		each: (container, related, done) => {
			sampled.push({ container, related });
			if (sampled.length >= SAMPLE_SIZE) done();
		},
	});
	return sampled;
}
