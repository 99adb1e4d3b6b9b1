import type { IDataObject } from 'n8n-workflow';

import { z } from 'zod';

import type { IncludedIndex, JsonApiResource, ResourceIdentifier } from '../shared/jsonapi';
import {
	flattenResource,
	indexIncluded,
	readResource,
	readResources,
	relatedIdentifier,
	resourceKey,
} from '../shared/jsonapi';
import { isObject } from '../shared/helpers/objects';
import { ownEntry } from '../shared/helpers/ownEntry';
import { documentEventFields } from './documentEvents';
import type { Notification, NotificationDocument } from './notificationDocument';
import { LFD_FIELD_BY_EVENT } from '../shared/catalogue/events';

/**
 * What a delivery must hold to be a notification: a primary record with a non-empty id and a
 * text `event`. The rest is read by readResource, which leaves out what has no JSON:API shape.
 */
const deliverySchema = z.object({
	data: z.object({
		id: z.string().min(1),
		type: z.string(),
		attributes: z.object({ event: z.string() }).passthrough(),
	}),
	included: z.array(z.unknown()).optional().catch(undefined),
});

/** The notification in a parsed delivery body, or undefined when the body is not one. */
export function readNotification(body: unknown): Notification | undefined {
	const parsed = deliverySchema.safeParse(body);
	if (!parsed.success || !isObject(body)) return undefined;
	const data = readResource(body.data);
	if (!data) return undefined;
	const included = readResources(parsed.data.included);
	return {
		id: parsed.data.data.id,
		event: parsed.data.data.attributes.event,
		document: { data, included },
	};
}

/**
 * Types never copied into the simplified output: the notification itself is the output, and an
 * included `webhook` record would carry the signing secret.
 */
const OMITTED_TYPES: ReadonlySet<string> = new Set(['webhook_notification', 'webhook']);

/** Keys the simplified output defines itself; an included type of that name cannot replace them. */
const OWN_KEYS: ReadonlySet<string> = new Set([
	'event',
	'notification_id',
	'created_at',
	'delivery_status',
	'changes',
	'lfd',
]);

function referenceOf(document: NotificationDocument): ResourceIdentifier | undefined {
	return relatedIdentifier(document.data, 'reference_object');
}

/** The reference object if it has this type, else the first included record of the type. */
function primaryOfType(
	document: NotificationDocument,
	type: string,
	included: IncludedIndex,
): JsonApiResource | undefined {
	const reference = referenceOf(document);
	if (reference?.type === type) {
		const record = included.get(resourceKey(reference));
		if (record) return record;
	}
	return (document.included ?? []).find((resource) => resource.type === type);
}

/** `{pickup_lfd: [null, "2020-05-20"]}` → `{pickup_lfd: {previous: null, current: "2020-05-20"}}`. */
export function changesFrom(changeset: unknown): IDataObject {
	const changes: IDataObject = {};
	if (!isObject(changeset)) return changes;
	for (const [field, change] of Object.entries(changeset)) {
		changes[field] = Array.isArray(change)
			? {
					previous: change[0] ?? null,
					current: change[1] ?? null,
				}
			: { previous: null, current: change ?? null };
	}
	return changes;
}

/** The container a last-free-day event is about: the transport event's, else the only one included. */
function containerOf(
	document: NotificationDocument,
	transportEvent: JsonApiResource | undefined,
	included: IncludedIndex,
): JsonApiResource | undefined {
	const ref = relatedIdentifier(transportEvent, 'container');
	if (ref) {
		const record = included.get(resourceKey({ type: 'container', id: ref.id }));
		if (record) return record;
	}
	const containers = (document.included ?? []).filter((resource) => resource.type === 'container');
	return containers.length === 1 ? containers[0] : undefined;
}

function containerLfd(
	container: JsonApiResource | undefined,
	field: string,
): IDataObject[string] | undefined {
	const attributes = container?.attributes;
	if (!attributes) return undefined;
	if (Object.prototype.hasOwnProperty.call(attributes, field)) return attributes[field];
	const deadlines = attributes.import_deadlines;
	return isObject(deadlines) && Object.prototype.hasOwnProperty.call(deadlines, field)
		? deadlines[field]
		: undefined;
}

/**
 * `{field, value, timezone}` for a last-free-day event. The value is the transport event's own
 * `value` when it has one (null included: a cleared LFD), else the container's field, else null.
 */
export function lfdOf(
	event: string,
	document: NotificationDocument,
	included: IncludedIndex = indexIncluded(document.included),
): IDataObject | undefined {
	const field = ownEntry(LFD_FIELD_BY_EVENT, event);
	if (!field) return undefined;
	const transportEvent = primaryOfType(document, 'transport_event', included);
	const eventAttributes = transportEvent?.attributes ?? {};
	const value =
		'value' in eventAttributes
			? eventAttributes.value
			: containerLfd(containerOf(document, transportEvent, included), field);
	return {
		field,
		value: value ?? null,
		timezone: eventAttributes.timezone ?? null,
	};
}

/**
 * One flat record per delivery, in the API's own snake_case: the notification's fields, then each
 * included record flattened under its type name (an array when the type occurs more than once),
 * `changes` for `container.updated` and `lfd` for the last-free-day events.
 */
export function flattenNotification(notification: Notification, nodeVersion = 1): IDataObject {
	const { document, event } = notification;
	const attributes = document.data.attributes ?? {};
	const included = indexIncluded(document.included);
	const output: IDataObject = {
		event,
		notification_id: notification.id,
		created_at: attributes.created_at ?? null,
		delivery_status: attributes.delivery_status ?? null,
	};
	// Version 1's items stay what they were; from version 2 on, document events are shaped.
	const documentFields = nodeVersion >= 2 ? documentEventFields(notification, included) : undefined;
	if (documentFields) return { ...output, ...documentFields };

	const byType = new Map<string, IDataObject[]>();
	for (const resource of document.included ?? []) {
		if (OMITTED_TYPES.has(resource.type) || OWN_KEYS.has(resource.type)) continue;
		const list = byType.get(resource.type) ?? [];
		list.push(flattenResource(resource, included));
		byType.set(resource.type, list);
	}
	for (const [type, records] of byType) {
		output[type] = records.length === 1 ? records[0] : records;
	}

	if (event === 'container.updated') {
		const updateEvent = primaryOfType(document, 'container_updated_event', included);
		if (updateEvent) output.changes = changesFrom(updateEvent.attributes?.changeset);
	}
	const lfd = lfdOf(event, document, included);
	if (lfd) output.lfd = lfd;
	return output;
}
