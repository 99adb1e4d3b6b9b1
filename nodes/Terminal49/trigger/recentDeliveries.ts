/**
 * The notification ids each registered webhook has accepted recently, kept in this process.
 *
 * Terminal49 redelivers a notification up to 12 times when it did not get a 2xx in time, with the
 * same `data.id`. Workflow static data cannot be the only record: n8n does not save static data
 * written by a delivery that starts a run, and the duplicate would then look new. This record
 * lives as long as the process; the trigger also copies its newest ids into static data, which
 * n8n saves after deliveries that start no run, so a restart keeps most of it.
 */

import { BoundedLru } from '../shared/helpers/boundedLru';

/** Ids remembered per registered webhook. Oldest first out. */
export const MAX_IDS_PER_WEBHOOK = 1000;

/** Ids copied into static data, which n8n stores with the workflow: kept small. */
export const MAX_PERSISTED_IDS = 100;

/** Registrations tracked at once; the least recently used is forgotten first. */
export const MAX_WEBHOOKS = 500;

/** The ids each registration (by `deliveryKey`) has accepted in this process; a restart empties it. */
export const recentDeliveries = new BoundedLru<string, Set<string>>(MAX_WEBHOOKS);

function recordFor(key: string, persisted: readonly string[]): Set<string> {
	const ids = recentDeliveries.get(key) ?? new Set(persisted.slice(-MAX_IDS_PER_WEBHOOK));
	recentDeliveries.set(key, ids);
	return ids;
}

export interface Acceptance {
	/** True when this id was already accepted: answer 2xx and start nothing. */
	duplicate: boolean;
	/** The newest ids, to store in static data (at most MAX_PERSISTED_IDS). */
	persist: string[];
}

/**
 * Records `id` for the registration `key` and says whether it had been seen, in one synchronous
 * step, so two copies of one notification arriving together cannot both pass. `persisted` is what
 * static data holds (it seeds the record after a restart).
 */
export function acceptOnce(key: string, id: string, persisted: readonly string[]): Acceptance {
	const ids = recordFor(key, persisted);
	const duplicate = ids.has(id) || persisted.includes(id);
	if (!ids.has(id)) {
		ids.add(id);
		// A Set keeps insertion order: its first id is the oldest.
		if (ids.size > MAX_IDS_PER_WEBHOOK) ids.delete(ids.values().next().value as string);
	}
	return { duplicate, persist: [...ids].slice(-MAX_PERSISTED_IDS) };
}

/** The newest ids recorded for `key` (at most MAX_PERSISTED_IDS), or undefined when none are. */
export function newestIds(key: string): string[] | undefined {
	const ids = recentDeliveries.get(key);
	return ids ? [...ids].slice(-MAX_PERSISTED_IDS) : undefined;
}

/** Drops a registration's record (its webhook was deleted). */
export function forgetDeliveries(key: string): void {
	recentDeliveries.delete(key);
}

export function deliveryKey(
	workflowId: string | undefined,
	nodeId: string,
	webhookId: string,
): string {
	return `${workflowId ?? ''}\u0000${nodeId}\u0000${webhookId}`;
}
