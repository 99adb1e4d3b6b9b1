import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { POLL_EVENTS } from '../shared/catalogue/events';
import { textList } from '../shared/helpers/readers/list';
import type { IncludedIndex, JsonApiResource } from '../shared/jsonapi';
import type { OutputChoice } from '../shared/output';
import { readTriggerChoice } from '../shared/output';
import { terminal49RequestPages, withoutRunSecrets } from '../shared/transport';
import { pack, snapshotOf } from './fingerprint';
import type { Comparison } from './items';
import { asOutput, isoSeconds, itemsOfContainer } from './items';
import { compareMissing } from './missing';
import { sample } from './sample';
import {
	MAX_WATCHED_CONTAINERS,
	pollKey,
	pollsInProcess,
	readState,
	startWatching,
	storeFingerprints,
} from './state';
import { readWatched, watchedContainers } from './watch';

function selectedEvents(this: IPollFunctions): Set<string> {
	const list = textList(this.getNode(), this.getNodeParameter('events', []), 'Events');
	const unknown = list.filter((event) => !POLL_EVENTS.includes(event));
	if (list.length === 0 || unknown.length > 0) {
		throw new NodeOperationError(
			this.getNode(),
			list.length === 0
				? 'No event is selected'
				: `Events: ${unknown.map((e) => `"${e}"`).join(', ')} cannot be polled for`,
			{ description: `Choose one or more of: ${POLL_EVENTS.join(', ')}.` },
		);
	}
	return new Set(list);
}

/**
 * One poll: reads the account's containers page by page (100 a page, through the key's shared
 * rate limiter), compares each with its fingerprint from the last poll, and returns one item per
 * change of a selected event, or null when there is none.
 *
 * The first poll in this n8n process is the one n8n runs, and waits for, when the workflow is
 * activated or n8n starts: it only proves the credential with one request and, the first time,
 * notes when the trigger started watching, so activating on a large account does not wait for
 * hundreds of requests. The reading starts at the next poll; the first reading records a
 * baseline and announces nothing but containers created since the trigger started watching.
 */
export async function pollContainers(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	try {
		return await pollOnce.call(this);
	} catch (error) {
		// A refusal shows the value it refused, which a mistake may have made the API key.
		throw await withoutRunSecrets(this, error);
	}
}

async function pollOnce(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const events = selectedEvents.call(this);
	const choice = readTriggerChoice.call(this, true);
	if (this.getMode() === 'manual') return await sample.call(this, events, choice);

	const key = pollKey(this);
	if (!pollsInProcess.started.has(key)) {
		await terminal49RequestPages.call(this, { path: '/containers', limit: 1 });
		const staticData = this.getWorkflowStaticData('node');
		if (!readState(staticData)) startWatching(staticData, Date.now());
		pollsInProcess.started.add(key);
		return null;
	}
	if (pollsInProcess.running.has(key)) {
		this.logger.warn(
			'Terminal49 Polling Trigger: the previous poll is still reading the account, so this one was skipped. Poll less often.',
		);
		return null;
	}
	pollsInProcess.running.add(key);
	try {
		return await walk.call(this, events, choice);
	} finally {
		pollsInProcess.running.delete(key);
	}
}

/** Reads what the Watch names, compares each container with the last poll, and stores what it saw. */
async function walk(
	this: IPollFunctions,
	events: Set<string>,
	choice: OutputChoice,
): Promise<INodeExecutionData[][] | null> {
	const watched = watchedContainers.call(this);
	const startedAt = Date.now();
	const staticData = this.getWorkflowStaticData('node');
	const state = readState(staticData) ?? startWatching(staticData, startedAt);
	const comparison: Comparison = {
		events,
		choice,
		detectedAt: isoSeconds(startedAt),
		previous: state.fingerprints,
		watchingSinceMs: state.watchingSinceMs,
	};
	const seen = new Map<string, string>();
	const items: IDataObject[] = [];
	const visit = (container: JsonApiResource, related: IncludedIndex): void => {
		const snapshot = snapshotOf(container.attributes);
		seen.set(container.id, pack(snapshot));
		items.push(...itemsOfContainer(container, related, snapshot, comparison));
	};

	// Version 2 names each container's shipment and POD terminal (no extra request); version 1's output stays as it was.
	const withRelated = choice.nodeVersion >= 2;
	const complete = await readWatched.call(
		this,
		watched,
		withRelated,
		(container, related, done) => {
			if (seen.size >= MAX_WATCHED_CONTAINERS) return done();
			visit(container, related);
		},
	);
	if (!complete) {
		this.logger.warn(
			`Terminal49 Polling Trigger: the account has more than ${MAX_WATCHED_CONTAINERS} ${watched === 'tracked' ? 'containers in shipments still tracked' : 'containers'}; this poll watched ${MAX_WATCHED_CONTAINERS} and left the rest unread, so no container it did not reach counts as missed.`,
		);
	}
	// A container met last time and not now is read by id before it counts as missed (missing.ts).
	const previous = state.fingerprints ?? {};
	const comparedWith = complete
		? await compareMissing.call(this, previous, seen, watched, withRelated, visit)
		: previous;
	storeFingerprints(staticData, state, comparedWith, seen, complete);
	return items.length > 0 ? asOutput(items) : null;
}
