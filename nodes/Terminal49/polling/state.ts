import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { nextFingerprints, sameFingerprints } from './changes';
import { isoSeconds } from './items';

/**
 * What the Polling Trigger remembers: in this process, which poll nodes have polled and which are
 * polling now; in the workflow's static data (which n8n stores), when it started watching and each
 * container's fingerprint from the last poll.
 */

/** Containers watched at most: about 2 MB of static data, 300 requests (3 minutes at the rate limit) per poll. */
export const MAX_WATCHED_CONTAINERS = 30_000;
/** Polls in a row a container may go unseen before it is forgotten. */
export const MAX_MISSES = 3;
/** Containers created this long before the trigger started watching still count as new, for clocks that disagree. */
export const WATCH_MARGIN_MS = 2 * 60_000;
const STATE_VERSION = 1;

/**
 * Poll nodes (by workflow and node) in this process: those that have polled since it started, and
 * those whose poll is under way (a poll that finds its predecessor still walking skips). A restart
 * of n8n empties both.
 */
export const pollsInProcess = {
	started: new Set<string>(),
	running: new Set<string>(),
};

export function pollKey(ctx: IPollFunctions): string {
	return `${ctx.getWorkflow().id ?? ''}:${ctx.getNode().id ?? ctx.getNode().name}`;
}

export interface WatchState {
	watchingSinceMs: number;
	/** Absent until the first walk has recorded the baseline. */
	fingerprints?: Record<string, unknown>;
}

export function readState(staticData: IDataObject): WatchState | undefined {
	if (staticData.version !== STATE_VERSION || typeof staticData.watchingSince !== 'string')
		return undefined;
	const watchingSinceMs = Date.parse(staticData.watchingSince);
	if (Number.isNaN(watchingSinceMs)) return undefined;
	const fingerprints = staticData.containers;
	return typeof fingerprints === 'object' && fingerprints !== null
		? { watchingSinceMs, fingerprints: fingerprints as Record<string, unknown> }
		: { watchingSinceMs };
}

export function startWatching(staticData: IDataObject, now: number): WatchState {
	staticData.version = STATE_VERSION;
	staticData.watchingSince = isoSeconds(now - WATCH_MARGIN_MS);
	delete staticData.containers;
	return { watchingSinceMs: now - WATCH_MARGIN_MS };
}

/**
 * Stores the fingerprints to compare with at the next poll: those the walk saw, then those it
 * missed (`comparedWith`: the last poll's, with each missing container's last state). Called only
 * once the whole walk succeeded: a failed poll leaves the last state for the next. Misses count
 * only when the walk reached the end of the list (`complete`): a container a walk cut short did
 * not reach is out of sight, not gone.
 */
export function storeFingerprints(
	staticData: IDataObject,
	state: WatchState,
	comparedWith: Record<string, unknown>,
	seen: ReadonlyMap<string, string>,
	complete: boolean,
): void {
	const next = nextFingerprints(comparedWith, seen, {
		maxEntries: MAX_WATCHED_CONTAINERS,
		maxMisses: MAX_MISSES,
		countMisses: complete,
	});
	if (state.fingerprints === undefined || !sameFingerprints(state.fingerprints, next))
		staticData.containers = next;
}
