import type { LfdField, WebhookEventName } from '../shared/catalogue/events';
import { LFD_EVENT_BY_FIELD, LFD_FIELDS } from '../shared/catalogue/events';
import { ownEntry } from '../shared/helpers/ownEntry';
import type { Snapshot } from './fingerprint';
import { pack, sameDate, unpack } from './fingerprint';

/**
 * What one poll finds when it compares a container with what the trigger saw of it last time,
 * and what the trigger keeps for next time. Pure: the node passes the clock and the limits in.
 */

/** The webhook events a poll's status change and new container are announced as, so both triggers speak alike. */
export const STATUS_EVENT: WebhookEventName = 'container.updated';
export const CREATED_EVENT: WebhookEventName = 'container.created';

export interface Change {
	event: string;
	/** The container field that changed: a last free day field, or current_status. */
	field: LfdField | 'current_status';
	previous: string | null;
	current: string | null;
}

/** Each last free day that moved, appeared or was cleared (in LFD_FIELDS order), then a status change. */
export function changesBetween(previous: Snapshot, current: Snapshot): Change[] {
	const changes: Change[] = [];
	for (const field of LFD_FIELDS) {
		const before = previous.lfd[field];
		const after = current.lfd[field];
		if (!sameDate(before, after)) {
			changes.push({ event: LFD_EVENT_BY_FIELD[field], field, previous: before, current: after });
		}
	}
	if (previous.status !== current.status) {
		changes.push({
			event: STATUS_EVENT,
			field: 'current_status',
			previous: previous.status,
			current: current.status,
		});
	}
	return changes;
}

/**
 * A container the trigger has no fingerprint for is new when Terminal49 created it after the
 * trigger started watching. One created earlier was only out of sight (past the cap, or moved
 * in the list during a walk) and is recorded without an event.
 */
export function isNew(createdAt: unknown, watchingSinceMs: number): boolean {
	const created = typeof createdAt === 'string' ? Date.parse(createdAt) : NaN;
	return !Number.isNaN(created) && created >= watchingSinceMs;
}

export interface Limits {
	/** Fingerprints kept at most. */
	maxEntries: number;
	/** Polls in a row a container may go unseen before its fingerprint is dropped. */
	maxMisses: number;
	/**
	 * False when the poll did not read the list to its end (the watch cap): a container it did not
	 * meet keeps its fingerprint as it was, with no miss added.
	 */
	countMisses: boolean;
}

/**
 * What is kept of a container after it has missed `maxMisses` polls in a row: its id, with no
 * fingerprint. Coming back, it is recorded again without an event, never announced as
 * `container.created` a second time (which comparing `created_at` with the watch start alone did).
 */
export const FORGOTTEN = '-';

/**
 * The fingerprints to keep: those seen in this poll, then those it missed, each with one miss
 * more, until they have missed `maxMisses` polls in a row; then FORGOTTEN marks, the newest first.
 * Everything together stays within `maxEntries`, marks giving way first, so memory is bounded by
 * the cap whatever the account does. Missed ones are kept for a few polls because an account can
 * lose sight of a container for a while (a shipment briefly out of the list); a walk that did not
 * reach the end of the list (`countMisses` false) adds no miss at all.
 */
export function nextFingerprints(
	previous: Readonly<Record<string, unknown>>,
	seen: ReadonlyMap<string, string>,
	limits: Limits,
): Record<string, string> {
	// Keyed by the API's container ids: no prototype, so no id can be mistaken for an inherited entry.
	const next = Object.create(null) as Record<string, string>;
	let count = 0;
	for (const [id, packed] of seen) {
		if (count >= limits.maxEntries) return next;
		next[id] = packed;
		count++;
	}
	const forgottenNow: string[] = [];
	const forgottenBefore: string[] = [];
	for (const [id, packed] of Object.entries(previous)) {
		if (seen.has(id)) continue;
		if (packed === FORGOTTEN) {
			forgottenBefore.push(id);
			continue;
		}
		const fingerprint = unpack(packed);
		if (!fingerprint) continue;
		if (!limits.countMisses) {
			if (count >= limits.maxEntries) continue;
			next[id] = packed as string;
			count++;
			continue;
		}
		if (fingerprint.misses + 1 > limits.maxMisses) {
			forgottenNow.push(id);
			continue;
		}
		if (count >= limits.maxEntries) continue;
		next[id] = pack(fingerprint.snapshot, fingerprint.misses + 1);
		count++;
	}
	for (const id of [...forgottenNow, ...forgottenBefore]) {
		if (count >= limits.maxEntries) break;
		next[id] = FORGOTTEN;
		count++;
	}
	return next;
}

/** True when two fingerprint maps hold the same entries, so an unchanged map need not be written again. */
export function sameFingerprints(
	a: Readonly<Record<string, unknown>>,
	b: Readonly<Record<string, string>>,
): boolean {
	const keys = Object.keys(b);
	if (Object.keys(a).length !== keys.length) return false;
	return keys.every((key) => ownEntry(a, key) === b[key]);
}
