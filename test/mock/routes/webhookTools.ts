import { createHmac } from 'node:crypto';

import { makeWebhookNotification } from '../builders';
import { errorResponse, isRecord, singleDocument, unprocessable } from '../jsonapi';
import type { ResourceIdentifier } from '../resources';
import type { MockResponse, OutboundOutcome, Route } from '../router';
import { mockUuid } from '../state';
import { isoUtc } from '../time';
import { isWebhookEvent } from '../webhookEvents';
import { sampleNotification } from '../webhookSamples';

/** Answers that count as delivered. */
const ACCEPTED: ReadonlySet<number> = new Set([200, 201, 202, 204]);

const LOCAL_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The addresses of the OpenAPI's example. */
export const WEBHOOK_IPS = ['35.222.62.171', '3.230.67.145', '44.217.15.129'];

/** What the sample notification of an event is about, by the event's family. */
function sampleReference(event: string): ResourceIdentifier {
	if (event.startsWith('tracking_request.'))
		return { id: mockUuid('tracking_request', 0xe0), type: 'tracking_request' };
	if (event.startsWith('shipment.') || event.includes('.estimated.'))
		return { id: mockUuid('transport_event', 0xe1), type: 'estimated_event' };
	if (event === 'container.updated')
		return { id: mockUuid('container', 0xe2), type: 'container_updated_event' };
	if (event.startsWith('document.')) return { id: mockUuid('raw_event', 0xe3), type: 'document' };
	return { id: mockUuid('transport_event', 0xe4), type: 'transport_event' };
}

/**
 * Test deliveries and examples: `POST /webhooks/trigger` delivers a signed sample to a URL on this
 * machine (an n8n under test) before it answers, as Terminal49 does; to any other host it delivers
 * nothing and answers as a delivery to a host ending in `.invalid` (RFC 2606: never resolves) fails
 * and any other succeeds. Each attempt is recorded in `state.testDeliveries`.
 */
export const webhookToolRoutes: Route[] = [
	{
		method: 'GET',
		pattern: '/webhooks/ips',
		handler: () => ({
			status: 200,
			body: { webhook_notification_ips: WEBHOOK_IPS, last_updated: '2023-10-17T21:23:16Z' },
		}),
	},
	{
		method: 'POST',
		pattern: '/webhooks/trigger',
		handler: (ctx) => {
			const body = isRecord(ctx.body) ? ctx.body : {};
			if (typeof body.url !== 'string' || body.url === '')
				return { status: 422, body: { errors: [{ detail: 'url is required' }] } };
			if (typeof body.event !== 'string' || body.event === '')
				return { status: 422, body: { errors: [{ detail: 'event is required' }] } };
			if (!isWebhookEvent(body.event))
				return {
					status: 422,
					body: { errors: [{ detail: `event ${body.event} is not supported` }] },
				};
			let url: URL;
			try {
				url = new URL(body.url);
			} catch {
				return { status: 422, body: { errors: [{ detail: 'url must be a valid URL' }] } };
			}
			// As for registrations: plain http only where the mock stands for a local n8n.
			if (
				url.protocol !== 'https:' &&
				(ctx.state.requireHttpsWebhooks || url.protocol !== 'http:')
			) {
				return { status: 422, body: { errors: [{ detail: 'url must use https' }] } };
			}
			const secret = typeof body.secret === 'string' ? body.secret : undefined;
			ctx.state.testDeliveries.push({
				url: body.url,
				event: body.event,
				signed: secret !== undefined,
				at: ctx.now,
			});
			const payload = JSON.stringify(sampleNotification(ctx.state, body.event, ctx.now));
			const requestHeaders: Record<string, string> = {
				'Content-Type': 'application/json',
				'User-Agent': 'Terminal49 Webhook Bot',
			};
			if (secret !== undefined)
				requestHeaders['X-T49-Webhook-Signature'] = createHmac('sha256', secret)
					.update(payload)
					.digest('hex');
			const result = (outcome: OutboundOutcome): MockResponse => {
				const succeeded = outcome.status !== undefined && ACCEPTED.has(outcome.status);
				return {
					status: 200,
					body: {
						url: body.url,
						succeeded,
						error: outcome.error ?? (succeeded ? null : `HTTP ${String(outcome.status)}`),
						status_code: outcome.status ?? null,
						request_headers: requestHeaders,
						request_body: payload,
						response_headers: outcome.headers ?? null,
						response_body: outcome.body ?? null,
					},
				};
			};
			// Delivered for real only on this machine: a mock reaches no other host.
			if (LOCAL_HOSTS.has(url.hostname)) {
				return {
					status: 0,
					outbound: { url: body.url, headers: requestHeaders, body: payload, answer: result },
				};
			}
			if (url.hostname.endsWith('.invalid'))
				return result({ error: `getaddrinfo ENOTFOUND ${url.hostname}` });
			return result({ status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' });
		},
	},
	{
		method: 'GET',
		pattern: '/webhook_notifications/examples',
		handler: (ctx) => {
			const event = ctx.query.event;
			if (event === undefined || event === '')
				return unprocessable('event is required', '', 'blank');
			if (!isWebhookEvent(event))
				return errorResponse(422, {
					detail: `event ${event} is not supported`,
					parameter: 'event',
					code: 'inclusion',
				});
			// As Terminal49's examples are recorded: the records a delivery of the event includes
			// (the container, its shipment, ports, terminal), and an empty list of delivery logs.
			const sample = sampleNotification(ctx.state, event, ctx.now) as {
				data: { relationships: { reference_object: { data: ResourceIdentifier | null } } };
				included: unknown[];
			};
			const sampled = sample.data.relationships.reference_object.data;
			const reference = sampled ?? sampleReference(event);
			const notification = makeWebhookNotification(
				{ event, delivery_status: 'pending', created_at: isoUtc(ctx.now) },
				{
					id: mockUuid('webhook_notification', 0xe0),
					webhookId: mockUuid('webhook', 0xe0),
					referenceObject: reference,
				},
			);
			const logged = {
				...notification,
				relationships: { ...notification.relationships, webhook_notification_logs: { data: [] } },
			};
			const included = sampled
				? sample.included
				: [{ ...reference, attributes: { created_at: isoUtc(ctx.now) } }];
			return singleDocument(ctx, [logged], included);
		},
	},
];
