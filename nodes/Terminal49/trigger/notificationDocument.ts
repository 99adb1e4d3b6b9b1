import type { JsonApiResource } from '../shared/jsonapi';

/** A delivery body: a JSON:API document whose primary data is a `webhook_notification`. */
export interface NotificationDocument {
	data: JsonApiResource;
	included?: JsonApiResource[];
}

export interface Notification {
	/** `data.id`: the same for every redelivery of one notification. */
	id: string;
	event: string;
	document: NotificationDocument;
}
