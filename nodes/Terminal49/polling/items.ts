import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import type { LfdField } from '../shared/catalogue/events';
import { ownEntry } from '../shared/helpers/ownEntry';
import type { IncludedIndex, JsonApiResource } from '../shared/jsonapi';
import { flattenResource } from '../shared/jsonapi';
import type { OutputChoice } from '../shared/output';
import { shapeTriggerItem } from '../shared/output';
import type { Change } from './changes';
import { changesBetween, CREATED_EVENT, FORGOTTEN, isNew } from './changes';
import type { Snapshot } from './fingerprint';
import { unpack } from './fingerprint';

/**
 * The Polling Trigger's output items: one per change of a selected event, in the webhook
 * trigger's simplified shape, then shaped by version 2's Output.
 */

/** An instant as items and the stored state write it: UTC, to the second. */
export function isoSeconds(ms: number): string {
	return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** What every item of one poll (or one Fetch Test Event) shares. */
export interface ItemContext {
	/** When the poll started, as `created_at` gives it. */
	detectedAt: string;
	choice: OutputChoice;
}

/** The zone a last free day is local to, as the API documents each field. */
function timezoneOf(field: LfdField, container: IDataObject): string | null {
	const pod = typeof container.pod_timezone === 'string' ? container.pod_timezone : null;
	const destination =
		typeof container.final_destination_timezone === 'string'
			? container.final_destination_timezone
			: null;
	return field === 'pickup_lfd_rail' || field === 'pickup_lfd_line'
		? (destination ?? pod)
		: (pod ?? destination);
}

/** One output item, in the webhook trigger's simplified shape (`changes` and `lfd` as it adds them). */
function itemFor(
	event: string,
	container: IDataObject,
	detectedAt: string,
	change?: Change,
): IDataObject {
	const item: IDataObject = { event, notification_id: null, created_at: detectedAt, container };
	if (!change) return item;
	if (change.field !== 'current_status') {
		item.lfd = {
			field: change.field,
			value: change.current,
			timezone: timezoneOf(change.field, container),
		};
	}
	item.changes = { [change.field]: { previous: change.previous, current: change.current } };
	return item;
}

/**
 * The same change seen again gives the same id, so Remove Duplicates (or any dedupe on
 * notification_id) works as with webhook deliveries; version 1 leaves it null.
 */
export function pollNotificationId(event: string, containerId: string, change?: Change): string {
	return change
		? `${event}:${containerId}:${change.previous ?? ''}>${change.current ?? ''}`
		: `${event}:${containerId}`;
}

/** Version 2's Output: the container shaped (Simplified, All Fields with demurrage) or as the API sent it (Raw). */
function present(
	item: IDataObject,
	resource: JsonApiResource,
	choice: OutputChoice,
	change?: Change,
): IDataObject {
	if (choice.nodeVersion < 2) return item;
	const identified = {
		...item,
		notification_id: pollNotificationId(String(item.event), resource.id, change),
	};
	if (choice.mode === 'raw') return { ...identified, container: { ...resource } as IDataObject };
	return shapeTriggerItem(identified, choice);
}

/** The item announcing a container new to the trigger. */
export function createdItem(
	container: JsonApiResource,
	related: IncludedIndex,
	context: ItemContext,
): IDataObject {
	return present(
		itemFor(CREATED_EVENT, flattenResource(container, related), context.detectedAt),
		container,
		context.choice,
	);
}

/** One item per change of the container, which is flattened once for all of them. */
export function changedItems(
	container: JsonApiResource,
	related: IncludedIndex,
	changes: readonly Change[],
	context: ItemContext,
): IDataObject[] {
	const flat = flattenResource(container, related);
	return changes.map((change) =>
		present(
			itemFor(change.event, flat, context.detectedAt, change),
			container,
			context.choice,
			change,
		),
	);
}

/** What a poll compares each container it meets with, and which events it announces. */
export interface Comparison extends ItemContext {
	events: ReadonlySet<string>;
	/** The last poll's fingerprints; undefined at the baseline, when nothing was recorded yet. */
	previous: Readonly<Record<string, unknown>> | undefined;
	watchingSinceMs: number;
}

/**
 * The items of a container a poll met, now as `snapshot`: one per selected change since the last
 * poll, or the created item when the trigger did not know it and Terminal49 created it after the
 * trigger started watching.
 */
export function itemsOfContainer(
	container: JsonApiResource,
	related: IncludedIndex,
	snapshot: Snapshot,
	comparison: Comparison,
): IDataObject[] {
	const stored =
		comparison.previous === undefined ? undefined : ownEntry(comparison.previous, container.id);
	const before = unpack(stored);
	if (before) {
		const changes = changesBetween(before.snapshot, snapshot).filter((change) =>
			comparison.events.has(change.event),
		);
		return changes.length === 0 ? [] : changedItems(container, related, changes, comparison);
	}
	// A container once seen and then forgotten is back, not new.
	const announced =
		stored !== FORGOTTEN &&
		comparison.events.has(CREATED_EVENT) &&
		isNew(container.attributes?.created_at, comparison.watchingSinceMs);
	return announced ? [createdItem(container, related, comparison)] : [];
}

/** The items as n8n takes a trigger's output: one main output. */
export function asOutput(items: readonly IDataObject[]): INodeExecutionData[][] {
	return [items.map((json) => ({ json }))];
}
