import { createHmac } from 'node:crypto';

import { makeWebhookNotification } from '../builders';
import { errorResponse, isRecord, singleDocument, unprocessable } from '../jsonapi';
import type { ResourceIdentifier } from '../resources';
import type { Route } from '../router';
import { mockUuid } from '../state';
import { isoUtc } from '../time';
import { isWebhookEvent } from '../webhookEvents';

/** The addresses of the OpenAPI's example. */
export const WEBHOOK_IPS = ['35.222.62.171', '3.230.67.145', '44.217.15.129'];

/** What the sample notification of an event is about, by the event's family. */
function sampleReference(event: string): ResourceIdentifier {
	if (event.startsWith('tracking_request.')) return { id: mockUuid('tracking_request', 0xe0), type: 'tracking_request' };
	if (event.startsWith('shipment.') || event.includes('.estimated.')) return { id: mockUuid('transport_event', 0xe1), type: 'estimated_event' };
	if (event === 'container.updated') return { id: mockUuid('container', 0xe2), type: 'container_updated_event' };
	if (event.startsWith('document.')) return { id: mockUuid('raw_event', 0xe3), type: 'document' };
	return { id: mockUuid('transport_event', 0xe4), type: 'transport_event' };
}

/**
 * Test deliveries and examples: `POST /webhooks/trigger` delivers nowhere (a mock has no network to
 * reach); it answers as a delivery to a host ending in `.invalid` (RFC 2606: never resolves) fails
 * and any other succeeds, and records each attempt in `state.testDeliveries`.
 */
export const webhookToolRoutes: Route[] = [
	{
		method: 'GET',
		pattern: '/webhooks/ips',
		handler: () => ({ status: 200, body: { webhook_notification_ips: WEBHOOK_IPS, last_updated: '2023-10-17T21:23:16Z' } }),
	},
	{
		method: 'POST',
		pattern: '/webhooks/trigger',
		handler: (ctx) => {
			const body = isRecord(ctx.body) ? ctx.body : {};
			if (typeof body.url !== 'string' || body.url === '') return { status: 422, body: { errors: [{ detail: 'url is required' }] } };
			if (typeof body.event !== 'string' || body.event === '') return { status: 422, body: { errors: [{ detail: 'event is required' }] } };
			if (!isWebhookEvent(body.event)) return { status: 422, body: { errors: [{ detail: `event ${body.event} is not supported` }] } };
			let url: URL;
			try {
				url = new URL(body.url);
			} catch {
				return { status: 422, body: { errors: [{ detail: 'url must be a valid URL' }] } };
			}
			if (url.protocol !== 'https:') return { status: 422, body: { errors: [{ detail: 'url must use https' }] } };
			const secret = typeof body.secret === 'string' ? body.secret : undefined;
			ctx.state.testDeliveries.push({ url: body.url, event: body.event, signed: secret !== undefined, at: ctx.now });
			const payload = JSON.stringify({ data: { type: 'webhook_notification', attributes: { event: body.event } } });
			const requestHeaders: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': 'Terminal49 Webhook Bot' };
			if (secret !== undefined) requestHeaders['X-T49-Webhook-Signature'] = createHmac('sha256', secret).update(payload).digest('hex');
			const fails = url.hostname.endsWith('.invalid');
			return {
				status: 200,
				body: {
					url: body.url,
					succeeded: !fails,
					error: fails ? `getaddrinfo ENOTFOUND ${url.hostname}` : null,
					status_code: fails ? null : 200,
					request_headers: requestHeaders,
					request_body: payload,
					response_headers: fails ? null : { 'content-type': 'text/plain' },
					response_body: fails ? null : 'ok',
				},
			};
		},
	},
	{
		method: 'GET',
		pattern: '/webhook_notifications/examples',
		handler: (ctx) => {
			const event = ctx.query.event;
			if (event === undefined || event === '') return unprocessable('event is required', '', 'blank');
			if (!isWebhookEvent(event)) return errorResponse(422, { detail: `event ${event} is not supported`, parameter: 'event', code: 'inclusion' });
			const reference = sampleReference(event);
			const notification = makeWebhookNotification(
				{ event, delivery_status: 'pending', created_at: isoUtc(ctx.now) },
				{ id: mockUuid('webhook_notification', 0xe0), webhookId: mockUuid('webhook', 0xe0), referenceObject: reference },
			);
			const included = [{ ...reference, attributes: { created_at: isoUtc(ctx.now) } }];
			return singleDocument(ctx, [notification], included);
		},
	},
];
