import type { IDataObject, IHookFunctions, NodeApiError } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { primaryRecord } from '../shared/jsonapi';
import { EVENT_MATCHER } from '../shared/catalogue/events';
import { readOptions } from '../shared/helpers/readers/option';
import {
	apiPath,
	requestDocument,
	terminal49Request,
	terminal49RequestPages,
	withoutRunSecrets,
} from '../shared/transport';
import { deliveryKey, forgetDeliveries } from './recentDeliveries';
import { forgetSampleListen, isTestListen, requestSamples, UNREACHABLE_FIX } from './testSamples';

/**
 * What the trigger keeps in the node's workflow static data, which n8n stores with the workflow:
 * the registration must outlive a restart, because n8n keeps production webhooks registered
 * across one without calling `create` again.
 */
export interface StoredRegistration extends IDataObject {
	webhookId?: string;
	/** Signs every delivery; without it nothing can be accepted. */
	webhookSecret?: string;
	/** Newest accepted notification ids (see recentDeliveries). */
	recentNotificationIds?: string[];
}

export const WEBHOOK_NAME = 'default';

function storedRegistration(ctx: IHookFunctions): StoredRegistration {
	return ctx.getWorkflowStaticData('node') as StoredRegistration;
}

function forgetRegistration(ctx: IHookFunctions, stored: StoredRegistration): void {
	if (typeof stored.webhookId === 'string') {
		forgetDeliveries(deliveryKey(ctx.getWorkflow().id, ctx.getNode().id, stored.webhookId));
	}
	delete stored.webhookId;
	delete stored.webhookSecret;
	delete stored.recentNotificationIds;
}

function selectedEvents(ctx: IHookFunctions): string[] {
	return readOptions(ctx.getNode(), EVENT_MATCHER, ctx.getNodeParameter('events', []), {
		parameter: 'Events',
		one: 'a webhook event',
	});
}

/** A URL as the WHATWG parser writes it (host in lower case, default port dropped), or undefined. */
function normalUrl(url: unknown): string | undefined {
	if (typeof url !== 'string') return undefined;
	try {
		return new URL(url).href;
	} catch {
		return undefined;
	}
}

/**
 * Whether a webhook registered in Terminal49 delivers to exactly this trigger's URL. Only the
 * whole URL counts: the same path on another host (a staging n8n running an imported copy of the
 * workflow keeps its webhook ids) or with a query added belongs to someone else, whose secret
 * must never verify our deliveries and whose webhook we must never delete.
 */
export function isTriggerUrl(registered: unknown, own: string): boolean {
	const ownUrl = normalUrl(own);
	return ownUrl !== undefined && normalUrl(registered) === ownUrl;
}

function webhookUrl(ctx: IHookFunctions): string {
	const url = ctx.getNodeWebhookUrl(WEBHOOK_NAME);
	if (!url) {
		throw new NodeOperationError(ctx.getNode(), 'n8n did not give this trigger a webhook URL');
	}
	return url;
}

/** The outcome of a request as a value, so a caller can tell "gone" from "failed" without a catch. */
async function settle<T>(
	request: Promise<T>,
): Promise<{ value: T; error?: undefined } | { value?: undefined; error: unknown }> {
	try {
		return { value: await request };
	} catch (error) {
		return { error };
	}
}

/** The HTTP status of an API error (read from the error, not by class: n8n may load its own n8n-workflow). */
function statusOf(error: unknown): string | undefined {
	const code = (error as { httpCode?: unknown } | null)?.httpCode;
	return code === undefined || code === null ? undefined : String(code);
}

function isNotFound(error: unknown): boolean {
	return statusOf(error) === '404';
}

function sameEvents(remote: unknown, selected: string[]): boolean {
	if (!Array.isArray(remote)) return false;
	const remoteSet = new Set(remote);
	return remoteSet.size === selected.length && selected.every((event) => remoteSet.has(event));
}

/** Removes a webhook from Terminal49; one that is already gone counts as removed. */
async function removeWebhook(ctx: IHookFunctions, id: string): Promise<void> {
	const { error } = await settle(
		terminal49Request.call(ctx, {
			method: 'DELETE',
			path: apiPath`/webhooks/${id}`,
			subject: { label: 'webhook', id },
		}),
	);
	if (error !== undefined && !isNotFound(error)) throw error;
}

/**
 * Removes webhooks registered at this trigger's URL that this trigger holds no secret for: left
 * by a registration whose answer was lost (a POST is never sent twice), or by an earlier test
 * listen. Their deliveries could never be verified, and would arrive twice.
 */
async function removeStrayWebhooks(ctx: IHookFunctions, url: string): Promise<void> {
	const { data } = await terminal49RequestPages.call(ctx, {
		path: '/webhooks',
		where: (webhook) => isTriggerUrl(webhook.attributes?.url, url),
	});
	for (const webhook of data) await removeWebhook(ctx, webhook.id);
}

/**
 * True only when the stored webhook still exists with this trigger's URL and exactly the selected
 * events, and is active. A stored id the API no longer knows is forgotten; a webhook that differs
 * is removed, so that `create` registers the current selection.
 */
export async function checkExists(this: IHookFunctions): Promise<boolean> {
	const stored = storedRegistration(this);
	const url = webhookUrl(this);
	const events = selectedEvents(this);

	if (typeof stored.webhookId === 'string' && stored.webhookId !== '') {
		const id = stored.webhookId;
		const { value: response, error } = await settle(
			requestDocument.call(
				this,
				{ method: 'GET', path: apiPath`/webhooks/${id}`, subject: { label: 'webhook', id } },
				{ keepSecret: true },
			),
		);
		if (error !== undefined && !isNotFound(error)) throw error;
		const remote = response && primaryRecord(response);

		const attributes = remote?.attributes ?? {};
		const secret = typeof attributes.secret === 'string' ? attributes.secret : undefined;
		const matches =
			remote !== undefined &&
			isTriggerUrl(attributes.url, url) &&
			attributes.active !== false &&
			sameEvents(attributes.events, events) &&
			(typeof stored.webhookSecret === 'string' || secret !== undefined);
		// A test listen always goes on to `create`, which asks for the samples.
		if (matches && !isTestListen(this)) {
			if (typeof stored.webhookSecret !== 'string') stored.webhookSecret = secret;
			return true;
		}
		if (remote !== undefined) await removeWebhook(this, id);
		forgetRegistration(this, stored);
	}

	await removeStrayWebhooks(this, url);
	return false;
}

function blamesUrl(error: NodeApiError): boolean {
	return /\burl\b|https/i.test(`${error.message} ${error.description ?? ''}`);
}

/** The API's refusal of n8n's URL, turned into what to change. */
function urlRefused(ctx: IHookFunctions, error: NodeApiError, url: string): NodeOperationError {
	const insecure = !url.startsWith('https://');
	if (isTestListen(ctx)) {
		return new NodeOperationError(
			ctx.getNode(),
			`Terminal49 cannot send test events to this n8n (${url}${insecure ? ', http, not https' : ''}): ${error.message}`,
			{ description: UNREACHABLE_FIX },
		);
	}
	return new NodeOperationError(
		ctx.getNode(),
		`Terminal49 refused this trigger's webhook URL ${url}${insecure ? ' (it is http, not https)' : ''}: ${error.message}. ` +
			"Set n8n's WEBHOOK_URL to a public https address (or expose n8n through a tunnel), restart n8n and activate again.",
		{
			description:
				'Terminal49 only delivers to a public https address. n8n builds this URL from its WEBHOOK_URL setting: ' +
				'set WEBHOOK_URL to the https address at which the internet reaches this n8n (for example behind a reverse proxy with TLS), ' +
				'or expose n8n through a tunnel (ngrok, cloudflared, or `n8n start --tunnel` for tests) and set WEBHOOK_URL to its https address. ' +
				'Then restart n8n and activate the workflow again.',
		},
	);
}

/** Registers a webhook for the selected events at n8n's URL and keeps its id and secret; its errors show no secret the trigger holds. */
export async function create(this: IHookFunctions): Promise<boolean> {
	try {
		return await register.call(this);
	} catch (error) {
		throw await withoutRunSecrets(this, error, [storedRegistration(this).webhookSecret]);
	}
}

async function register(this: IHookFunctions): Promise<boolean> {
	const stored = storedRegistration(this);
	const url = webhookUrl(this);
	const events = selectedEvents(this);
	if (events.length === 0) {
		throw new NodeOperationError(this.getNode(), 'Select at least one event to listen for', {
			description:
				'Terminal49 only registers a webhook for a list of events. Choose them in "Events".',
		});
	}

	const { value: response, error } = await settle(
		requestDocument.call(
			this,
			{
				method: 'POST',
				path: '/webhooks',
				body: { data: { type: 'webhook', attributes: { url, active: true, events } } },
			},
			{ keepSecret: true },
		),
	);
	if (error !== undefined) {
		const refused =
			['400', '422'].includes(statusOf(error) ?? '') &&
			(blamesUrl(error as NodeApiError) || !url.startsWith('https://'));
		throw refused ? urlRefused(this, error as NodeApiError, url) : error;
	}

	const webhook = response && primaryRecord(response);
	const id = typeof webhook?.id === 'string' && webhook.id !== '' ? webhook.id : undefined;
	const secret = webhook?.attributes?.secret;
	if (id === undefined || typeof secret !== 'string' || secret === '') {
		// Without an id it cannot be removed later; without a secret no delivery can be verified.
		if (id !== undefined) await removeWebhook(this, id);
		throw new NodeOperationError(
			this.getNode(),
			`Terminal49 registered the webhook without returning its ${id === undefined ? 'id' : 'secret'}`,
			{ description: 'This is a fault of the API. Try activating the workflow again later.' },
		);
	}

	forgetRegistration(this, stored);
	stored.webhookId = id;
	stored.webhookSecret = secret;
	if (isTestListen(this)) {
		const { error: notDelivered } = await settle(requestSamples.call(this, url, events));
		if (notDelivered !== undefined) {
			// n8n stops listening on this error: the webhook would deliver to a URL nobody hears.
			await settle(removeWebhook(this, id));
			forgetRegistration(this, stored);
			throw notDelivered;
		}
	}
	return true;
}

/**
 * Removes the webhook from Terminal49 (one already gone counts as removed) and forgets it. When
 * the API cannot be reached the registration is kept, so the next activation finds and reuses or
 * removes it; n8n goes on deactivating either way, so the failure is logged rather than thrown.
 */
export async function remove(this: IHookFunctions): Promise<boolean> {
	const stored = storedRegistration(this);
	forgetSampleListen(this, webhookUrl(this));
	const id =
		typeof stored.webhookId === 'string' && stored.webhookId !== '' ? stored.webhookId : undefined;
	// Without a stored id (static data lost it: see registrationRecovery) the webhooks at exactly
	// this trigger's URL are its own, and would otherwise go on delivering to a URL nobody hears.
	const { error } = await settle(
		id !== undefined ? removeWebhook(this, id) : removeStrayWebhooks(this, webhookUrl(this)),
	);
	if (error !== undefined) {
		this.logger.warn(
			`Terminal49 Trigger: could not remove ${id !== undefined ? `webhook ${id}` : "this trigger's webhooks"} from Terminal49: ${(error as Error).message}`,
		);
		return false;
	}
	forgetRegistration(this, stored);
	return true;
}
