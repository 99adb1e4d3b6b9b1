/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * Simulated classification and extraction: a while after a document is created (or re-extraction
 * is asked for), the mock reads the file, stores a `document_representation` and sends
 * `document.extracted` (or `document.extraction_failed`) to every active webhook subscribed to it,
 * signed as Terminal49 signs deliveries: lowercase hex HMAC-SHA256 of the raw body, keyed with the
 * webhook's secret, in X-T49-Webhook-Signature.
 */
import { createHmac, randomUUID } from 'node:crypto';

import type { WebhookRecord } from '../state';
import { isoUtc } from '../time';
import { documentEmailSubmission, documentResource, representationResource } from './resources';
import { nextDocumentId, SCHEMA_VERSION, type DocumentRecord, type DocumentStore } from './store';

const BL_NUMBER = /\b([A-Z]{4}\d{7,10})\b/;
const INVOICE_NUMBER = /\b(INV-\d{3,})\b/;

/** What extraction makes of a file: its type and fields, or null when it cannot be read. */
export function extractFields(
	fileName: string,
	bytes: Buffer | null,
): { documentType: string; payload: Record<string, unknown> } | null {
	if (!bytes) return null;
	const text = bytes.toString('latin1');
	const invoice = INVOICE_NUMBER.exec(text);
	if (invoice)
		return {
			documentType: 'commercial_invoice',
			payload: { invoice_number: invoice[1], currency: 'USD' },
		};
	const bl = BL_NUMBER.exec(text);
	if (bl) {
		return {
			documentType: 'bill_of_lading',
			payload: {
				bill_of_lading_number: bl[1],
				shipping_line_scac: bl[1].slice(0, 4),
				file_name: fileName,
			},
		};
	}
	return null;
}

export interface WebhookSource {
	webhooks: readonly WebhookRecord[];
}

/** Timers of pending extractions, so closing the mock cancels them. */
const pendingTimers = new WeakMap<DocumentStore, Set<NodeJS.Timeout>>();

function notificationBody(
	store: DocumentStore,
	document: DocumentRecord,
	event: string,
	now: number,
): string {
	const included: unknown[] = [documentResource(document)];
	const submission = document.emailSubmissionId
		? store.emailSubmissions.find((candidate) => candidate.id === document.emailSubmissionId)
		: undefined;
	if (submission) included.push(documentEmailSubmission(submission));
	const representation = document.representationId
		? store.representations.find((candidate) => candidate.id === document.representationId)
		: undefined;
	if (representation) included.push(representationResource(representation));
	return JSON.stringify({
		data: {
			id: randomUUID(),
			type: 'webhook_notification',
			attributes: {
				event,
				delivery_status: 'pending',
				created_at: isoUtc(now),
				version: '2026-03-10',
			},
			relationships: { document: { data: { id: document.id, type: 'document' } } },
		},
		included,
	});
}

async function post(url: string, body: string, signature: string): Promise<number> {
	try {
		const response = await fetch(url, {
			method: 'POST',
			headers: {
				'content-type': 'application/json',
				'user-agent': 'Terminal49-Webhooks',
				'x-t49-webhook-signature': signature,
			},
			body,
			signal: AbortSignal.timeout(10_000),
		});
		await response.arrayBuffer();
		return response.status;
	} catch {
		return 0;
	}
}

/** Reads the document's file now and sends the outcome to the subscribed webhooks. */
export async function extractNow(
	store: DocumentStore,
	source: WebhookSource,
	document: DocumentRecord,
	now = Date.now(),
): Promise<void> {
	const blob = store.blobs.find((candidate) => candidate.key === document.blobKey);
	const result = extractFields(document.fileName, blob?.bytes ?? null);
	let event = 'document.extraction_failed';
	if (result) {
		event = 'document.extracted';
		const id = nextDocumentId(store, 'document_representation');
		store.representations.push({
			id,
			schemaVersion: SCHEMA_VERSION,
			payload: result.payload,
			createdAt: isoUtc(now),
			updatedAt: isoUtc(now),
		});
		document.representationId = id;
		document.documentType = result.documentType;
	} else {
		document.classificationNotes = 'No fields could be read from this file';
	}
	document.updatedAt = isoUtc(now);
	const body = notificationBody(store, document, event, now);
	const targets = source.webhooks.filter(
		(webhook) => webhook.active && webhook.events.includes(event),
	);
	for (const webhook of targets) {
		const signature = createHmac('sha256', webhook.secret).update(body).digest('hex');
		const status = await post(webhook.url, body, signature);
		store.deliveries.push({
			webhookId: webhook.id,
			url: webhook.url,
			event,
			documentId: document.id,
			status,
			body,
		});
	}
}

/** Extraction `store.extractionDelayMs` from now, off the request that asked for it. */
export function scheduleExtraction(
	store: DocumentStore,
	source: WebhookSource,
	document: DocumentRecord,
): void {
	const delay = store.extractionDelayMs;
	if (delay === null) return;
	const timers = pendingTimers.get(store) ?? new Set<NodeJS.Timeout>();
	pendingTimers.set(store, timers);
	const timer = setTimeout(() => {
		timers.delete(timer);
		void extractNow(store, source, document);
	}, delay);
	timers.add(timer);
}

export function cancelExtractions(store: DocumentStore): void {
	for (const timer of pendingTimers.get(store) ?? []) clearTimeout(timer);
	pendingTimers.delete(store);
}
