import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { isObject } from '../shared/helpers/objects';
import { truncate } from '../shared/helpers/text';
import { readTriggerChoice, shapeTriggerItem } from '../shared/output';
import { DOCUMENT_EVENTS, EVENT_MATCHER } from '../shared/catalogue/events';
import { readOptions } from '../shared/helpers/readers/option';
import type { StoredRegistration } from './lifecycle';
import type { Notification } from './notificationDocument';
import { readNotification, flattenNotification } from './notification';
import { acceptOnce, deliveryKey, newestIds } from './recentDeliveries';
import { recoverRegistration } from './registrationRecovery';
import type { SignatureCheck, SignatureRejection } from './signature';
import {
	REJECTION_EXPLAINED,
	SIGNATURE_HEADER,
	unverifiableReason,
	verifySignature,
} from './signature';
import { isTestListen, takeSample } from './testSamples';
import { readBoolean } from '../shared/helpers/readers/boolean';

/** What a document event's item carries, already shaped by the document's own shape. */
const DOCUMENT_FIELDS: ReadonlySet<string> = new Set([
	'document',
	'email_submission',
	'extracted',
	'schema_version',
]);

/** The parts of n8n's (express) request a delivery needs. */
interface DeliveryRequest {
	headers: Record<string, string | string[] | undefined>;
	method?: string;
	ip?: string;
	rawBody?: unknown;
	readRawBody?: () => Promise<void>;
}

/** The parts of n8n's (express) response used to answer without starting a run. */
interface DeliveryResponse {
	status(code: number): DeliveryResponse;
	json(body: IDataObject): unknown;
}

/**
 * The body as received, but with its records as read: a `webhook` record without its secret,
 * parts of no JSON:API shape left out.
 */
function rawNotification(body: unknown, notification: Notification): IDataObject {
	const received = isObject(body) ? body : {};
	const raw: IDataObject = { ...received, data: { ...notification.document.data } };
	if (received.included !== undefined)
		raw.included = (notification.document.included ?? []).map((record) => ({ ...record }));
	return raw;
}

/** Answers the request here and starts no workflow run. */
function respondWithoutRun(
	ctx: IWebhookFunctions,
	status: number,
	message: string,
): IWebhookResponseData {
	const response = ctx.getResponseObject() as unknown as DeliveryResponse;
	response.status(status).json({ message });
	return { noWebhookResponse: true };
}

/** n8n reads the body before the node runs for JSON requests; other content types on demand. */
async function rawBodyOf(request: DeliveryRequest): Promise<unknown> {
	if (request.rawBody === undefined && typeof request.readRawBody === 'function') {
		await request.readRawBody();
	}
	return request.rawBody;
}

function parseJson(raw: unknown): unknown {
	const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw);
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return undefined;
	}
}

function recordKey(ctx: IWebhookFunctions, stored: StoredRegistration): string {
	return deliveryKey(ctx.getWorkflow().id, ctx.getNode().id, String(stored.webhookId));
}

function persistedIds(stored: StoredRegistration): string[] {
	return Array.isArray(stored.recentNotificationIds)
		? stored.recentNotificationIds.filter((id): id is string => typeof id === 'string')
		: [];
}

/**
 * Accepts a notification id once per registration. The in-process record decides; the newest ids
 * are also written to static data, which n8n saves after deliveries that start no run.
 */
function isRedelivery(
	ctx: IWebhookFunctions,
	stored: StoredRegistration,
	notification: Notification,
): boolean {
	const { duplicate, persist } = acceptOnce(
		recordKey(ctx, stored),
		notification.id,
		persistedIds(stored),
	);
	stored.recentNotificationIds = persist;
	return duplicate;
}

/**
 * Copies the in-process record into static data on a signed delivery that starts no run, the kind
 * after which n8n saves static data, so ids of earlier runs survive a restart.
 */
function persistRecent(ctx: IWebhookFunctions, stored: StoredRegistration): void {
	const newest = newestIds(recordKey(ctx, stored));
	if (newest && newest.join('\n') !== persistedIds(stored).join('\n'))
		stored.recentNotificationIds = newest;
}

/**
 * Verifies the delivery with the stored secret. When static data holds none (a queue-mode worker
 * saved static data without it), a well-formed delivery is checked against the registration read
 * again from Terminal49, which is then kept in static data for n8n to save.
 */
async function checkSignature(
	ctx: IWebhookFunctions,
	stored: StoredRegistration,
	rawBody: unknown,
	header: unknown,
): Promise<SignatureCheck> {
	const signature = verifySignature(rawBody, header, stored.webhookSecret);
	if (signature.valid || signature.reason !== 'no-secret') return signature;
	const problem = unverifiableReason(rawBody, header);
	if (problem !== undefined) return { valid: false, reason: problem };

	const key = `${ctx.getWorkflow().id ?? ''}\u0000${ctx.getNode().id}`;
	const registration = await recoverRegistration.call(
		ctx,
		key,
		(secret) => verifySignature(rawBody, header, secret).valid,
	);
	if (registration === undefined) return signature;
	stored.webhookId = registration.webhookId;
	stored.webhookSecret = registration.webhookSecret;
	return { valid: true };
}

/**
 * The log line of a refused delivery: which trigger, which request (method, sender, User-Agent),
 * what failed and what usually sends such a request, and that it started no run.
 */
function refusalLogLine(
	ctx: IWebhookFunctions,
	request: DeliveryRequest,
	reason: SignatureRejection,
): string {
	const agent = request.headers['user-agent'];
	const from = [
		request.ip ? `from ${request.ip}` : undefined,
		typeof agent === 'string' ? `User-Agent ${JSON.stringify(truncate(agent, 100))}` : undefined,
	].filter((part) => part !== undefined);
	return (
		`Terminal49 Trigger "${ctx.getNode().name}" (workflow ${ctx.getWorkflow().id ?? 'not saved'}): refused a delivery ` +
		`whose signature could not be verified (${reason}) and answered 401; no run started. ` +
		`Request: ${request.method ?? 'POST'}${from.length ? ` ${from.join(', ')}` : ''}. Why: ${REJECTION_EXPLAINED[reason]}.`
	);
}

/**
 * Handles one delivery: signature first, over the bytes as received; then the body; then the
 * event filter and redelivery check. Only a new notification of a selected event starts a run.
 * No request leaves n8n here (except to recover a lost secret), so Terminal49 gets its answer at
 * once.
 */
export async function receiveDelivery(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const request = this.getRequestObject() as unknown as DeliveryRequest;
	const stored = this.getWorkflowStaticData('node') as StoredRegistration;

	let rawBody: unknown;
	try {
		rawBody = await rawBodyOf(request);
	} catch (error) {
		this.logger.debug(
			`Terminal49 Trigger: could not read the request body: ${(error as Error).message}`,
		);
	}
	if (isTestListen(this)) {
		const sample = receiveSample(this, rawBody, request.headers[SIGNATURE_HEADER]);
		if (sample !== undefined) return sample;
	}
	const signature = await checkSignature(this, stored, rawBody, request.headers[SIGNATURE_HEADER]);
	if (!signature.valid) {
		this.logger.warn(refusalLogLine(this, request, signature.reason));
		return respondWithoutRun(
			this,
			401,
			'The X-T49-Webhook-Signature header is missing or does not match',
		);
	}

	const body = parseJson(rawBody);
	if (body === undefined) return respondWithoutRun(this, 400, 'The body is not JSON');
	const notification = readNotification(body);
	if (!notification)
		return respondWithoutRun(this, 400, 'The body is not a Terminal49 webhook notification');

	if (
		!readOptions(this.getNode(), EVENT_MATCHER, this.getNodeParameter('events', []), {
			parameter: 'Events',
			one: 'a webhook event',
		}).includes(notification.event)
	) {
		persistRecent(this, stored);
		return respondWithoutRun(
			this,
			200,
			`Event ${notification.event} is not selected in this trigger; ignored`,
		);
	}
	if (isRedelivery(this, stored, notification)) {
		return respondWithoutRun(this, 200, `Notification ${notification.id} was already received`);
	}

	return { workflowData: [[{ json: itemFor(this, body, notification) }]] };
}

/** The item a notification starts a run with, shaped as the node's Output (or Simplify) asks. */
function itemFor(ctx: IWebhookFunctions, body: unknown, notification: Notification): IDataObject {
	const choice = readTriggerChoice.call(
		ctx,
		readBoolean(ctx.getNode(), ctx.getNodeParameter('simplify', true), 'Simplify'),
	);
	if (choice.mode === 'raw') return rawNotification(body, notification);
	const flat = flattenNotification(notification, choice.nodeVersion);
	const passThrough = DOCUMENT_EVENTS.has(notification.event) ? DOCUMENT_FIELDS : undefined;
	return shapeTriggerItem(flat, choice, passThrough);
}

/**
 * A sample "Test this trigger" asked for (signed with the listen's own secret): kept until one of
 * each selected event has arrived, then all start the one test run. Undefined when the delivery
 * is not such a sample.
 */
function receiveSample(
	ctx: IWebhookFunctions,
	rawBody: unknown,
	header: unknown,
): IWebhookResponseData | undefined {
	let notification: Notification | undefined;
	let body: unknown;
	const outcome = takeSample(
		ctx,
		rawBody,
		header,
		() => {
			body = parseJson(rawBody);
			notification = readNotification(body);
			return notification?.event;
		},
		() => itemFor(ctx, body, notification!),
	);
	switch (outcome.kind) {
		case 'not-a-sample':
			return undefined;
		case 'kept':
			return respondWithoutRun(
				ctx,
				200,
				`Sample received; waiting for ${outcome.waitingFor.join(', ') || 'nothing'}`,
			);
		case 'complete':
			return { workflowData: [outcome.items.map((json) => ({ json }))] };
	}
}
