import type { IDataObject } from 'n8n-workflow';

import type { IncludedIndex, JsonApiResource } from '../shared/jsonapi';
import { flattenResource, relatedIdentifier, resourceKey } from '../shared/jsonapi';
import { DOCUMENT_EVENTS } from '../shared/catalogue/events';
import { isObject } from '../shared/helpers/objects';
import { extractedFields, simplifyDocument } from '../shared/output/shapes/document';
import type { Notification } from './notificationDocument';

/** The document the notification is about: its `document` relationship (or reference object), else the only one included. */
function documentOf(
	notification: Notification,
	included: IncludedIndex,
): JsonApiResource | undefined {
	for (const name of ['document', 'reference_object']) {
		const ref = relatedIdentifier(notification.document.data, name);
		if (ref?.type !== 'document') continue;
		return (
			included.get(resourceKey({ type: 'document', id: ref.id })) ?? {
				id: ref.id,
				type: 'document',
			}
		);
	}
	const documents = (notification.document.included ?? []).filter(
		(resource) => resource.type === 'document',
	);
	return documents.length === 1 ? documents[0] : undefined;
}

/**
 * The simplified output of `document.extracted` and `document.extraction_failed`: the document
 * (name, type, file) under `document`, the email it came with under `email_submission` (null when
 * it was not emailed), and what extraction read under `extracted` with its `schema_version` (null
 * when there is none, as after a failed extraction). Undefined for every other event.
 */
export function documentEventFields(
	notification: Notification,
	included: IncludedIndex,
): IDataObject | undefined {
	if (!DOCUMENT_EVENTS.has(notification.event)) return undefined;
	const resource = documentOf(notification, included);
	if (!resource) {
		const representation = (notification.document.included ?? []).find(
			(record) => record.type === 'document_representation',
		);
		return {
			document: null,
			email_submission: null,
			...extractedFields(representation?.attributes),
		};
	}
	const flat = flattenResource(resource, included);
	// A representation included but not linked from the document still is this document's extraction.
	if (
		!isObject(flat.last_document_representation) ||
		!('payload' in flat.last_document_representation)
	) {
		const representation = (notification.document.included ?? []).find(
			(record) => record.type === 'document_representation',
		);
		if (representation) flat.last_document_representation = { ...representation.attributes };
	}
	const {
		email_submission: emailSubmission,
		extracted,
		schema_version: schemaVersion,
		...document
	} = simplifyDocument(flat);
	return { document, email_submission: emailSubmission, extracted, schema_version: schemaVersion };
}
