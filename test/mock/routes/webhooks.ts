import { randomBytes } from 'node:crypto';

import {
	createdDocument,
	isRecord,
	isResponse,
	notFound,
	readEnvelope,
	singleDocument,
	unprocessable,
} from '../jsonapi';
import { byId, webhookResource } from '../records';
import type { WebhookHeader } from '../resources';
import type { MockResponse, RequestContext, Route } from '../router';
import { nextId, type WebhookRecord } from '../state';
import { isoUtc } from '../time';
import { isWebhookEvent, webhookEventCategories } from '../webhookEvents';
import { listResources, showResource } from './common';

type WebhookChanges = Partial<Pick<WebhookRecord, 'url' | 'active' | 'events' | 'headers'>>;

function parseUrl(value: string): URL | null {
	try {
		return new URL(value);
	} catch {
		return null;
	}
}

function checkUrl(ctx: RequestContext, value: unknown): string | MockResponse {
	const url = typeof value === 'string' ? parseUrl(value) : null;
	if (
		typeof value !== 'string' ||
		url === null ||
		(url.protocol !== 'http:' && url.protocol !== 'https:') ||
		url.hostname === ''
	) {
		return unprocessable('url must be a valid http(s) URL', '/data/attributes/url', 'invalid');
	}
	if (ctx.state.requireHttpsWebhooks && url.protocol !== 'https:') {
		return unprocessable('url must be https', '/data/attributes/url', 'invalid');
	}
	return value;
}

function checkEvents(value: unknown): string[] | MockResponse {
	if (!Array.isArray(value) || value.length === 0) {
		return unprocessable(
			'events must be a non-empty array of event names',
			'/data/attributes/events',
			'blank',
		);
	}
	if (
		!value.every((event): event is string => typeof event === 'string' && isWebhookEvent(event))
	) {
		const unknown = value.filter((event) => typeof event !== 'string' || !isWebhookEvent(event));
		return unprocessable(
			`Unknown events: ${unknown.map(String).join(', ')}`,
			'/data/attributes/events',
			'inclusion',
		);
	}
	if (new Set(value).size !== value.length) {
		return unprocessable('events must be unique', '/data/attributes/events', 'taken');
	}
	return value;
}

function isWebhookHeader(value: unknown): value is WebhookHeader {
	return (
		isRecord(value) &&
		typeof value.name === 'string' &&
		value.name !== '' &&
		typeof value.value === 'string'
	);
}

function checkHeaders(value: unknown): WebhookHeader[] | null | MockResponse {
	if (value === null) return null;
	if (!Array.isArray(value) || !value.every(isWebhookHeader)) {
		return unprocessable(
			'headers must be an array of {name, value} strings',
			'/data/attributes/headers',
			'invalid',
		);
	}
	return value.map(({ name, value: headerValue }) => ({ name, value: headerValue }));
}

/** Validates the attributes present; `required` lists those a create must carry. */
function readChanges(
	ctx: RequestContext,
	required: readonly string[],
): WebhookChanges | MockResponse {
	const envelope = readEnvelope(ctx.body, 'webhook');
	if (isResponse(envelope)) return envelope;
	const attributes = envelope.attributes;
	for (const name of required) {
		if (attributes[name] === undefined)
			return unprocessable(`${name} can't be blank`, `/data/attributes/${name}`, 'blank');
	}
	const changes: WebhookChanges = {};
	if (attributes.url !== undefined) {
		const url = checkUrl(ctx, attributes.url);
		if (typeof url !== 'string') return url;
		changes.url = url;
	}
	if (attributes.active !== undefined) {
		if (typeof attributes.active !== 'boolean')
			return unprocessable('active must be a boolean', '/data/attributes/active');
		changes.active = attributes.active;
	}
	if (attributes.events !== undefined) {
		const events = checkEvents(attributes.events);
		if (isResponse(events)) return events;
		changes.events = [...events];
	}
	if (attributes.headers !== undefined) {
		const headers = checkHeaders(attributes.headers);
		if (headers !== null && isResponse(headers)) return headers;
		changes.headers = headers;
	}
	return changes;
}

function findWebhook(ctx: RequestContext): WebhookRecord | MockResponse {
	return (
		byId(ctx.state.webhooks, ctx.params.id) ??
		notFound(`Couldn't find Webhook with 'id'=${ctx.params.id}`)
	);
}

export const webhookRoutes: Route[] = [
	{
		method: 'GET',
		pattern: '/webhooks/events',
		handler: () => ({ status: 200, body: { data: webhookEventCategories() } }),
	},
	{
		method: 'GET',
		pattern: '/webhooks',
		handler: (ctx) => listResources(ctx, 'webhook', ctx.state.webhooks.map(webhookResource)),
	},
	{
		method: 'POST',
		pattern: '/webhooks',
		handler: (ctx) => {
			const changes = readChanges(ctx, ['url', 'active', 'events']);
			if (isResponse(changes)) return changes;
			const record: WebhookRecord = {
				id: nextId(ctx.state, 'webhook'),
				url: changes.url ?? '',
				active: changes.active ?? true,
				events: changes.events ?? [],
				headers: changes.headers ?? null,
				secret: randomBytes(32).toString('hex'),
				createdAt: isoUtc(ctx.now),
			};
			ctx.state.webhooks.push(record);
			return createdDocument(ctx, webhookResource(record), `/webhooks/${record.id}`);
		},
	},
	{
		method: 'GET',
		pattern: '/webhooks/:id',
		handler: (ctx) => {
			const webhook = findWebhook(ctx);
			if (isResponse(webhook)) return webhook;
			return singleDocument(ctx, webhookResource(webhook));
		},
	},
	{
		method: 'PATCH',
		pattern: '/webhooks/:id',
		handler: (ctx) => {
			const webhook = findWebhook(ctx);
			if (isResponse(webhook)) return webhook;
			const changes = readChanges(ctx, []);
			if (isResponse(changes)) return changes;
			Object.assign(webhook, changes);
			return singleDocument(ctx, webhookResource(webhook));
		},
	},
	{
		method: 'DELETE',
		pattern: '/webhooks/:id',
		handler: (ctx) => {
			const webhook = findWebhook(ctx);
			if (isResponse(webhook)) return webhook;
			ctx.state.webhooks.splice(ctx.state.webhooks.indexOf(webhook), 1);
			return { status: 204 };
		},
	},
	{
		method: 'GET',
		pattern: '/webhook_notifications',
		handler: (ctx) => listResources(ctx, 'webhook_notification', ctx.state.webhookNotifications),
	},
	{
		method: 'GET',
		pattern: '/webhook_notifications/:id',
		handler: (ctx) =>
			showResource(
				ctx,
				'webhook_notification',
				byId(ctx.state.webhookNotifications, ctx.params.id),
				'WebhookNotification',
			),
	},
];
