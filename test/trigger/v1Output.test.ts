import { WEBHOOK_EVENTS } from '../../nodes/Terminal49/shared/catalogue/events';
import * as payloads from '../fixtures/webhookPayloads';
import { recorded } from '../support/v1Fixtures';
import { useTrigger } from './setup';

const EVERY_EVENT = WEBHOOK_EVENTS.map((event) => event.value);

/** The webhook trigger's version 1 items are what they were before version 2 (see test/support/v1Fixtures.ts). */
describe('Version 1 of the webhook trigger gives the items it gave before version 2', () => {
	const ctx = useTrigger({ events: EVERY_EVENT });
	beforeEach(async () => {
		await ctx.trigger.activate();
	});

	const bodies: Array<[string, () => payloads.NotificationBody]> = [
		['milestone', () => payloads.milestone()],
		['referenceOnly', () => payloads.referenceOnly()],
		[
			'lfdChanged',
			() =>
				payloads.lfdChanged({
					event: 'container.pickup_lfd.changed',
					eventAttributes: { value: '2026-03-11T07:00:00Z', timezone: 'America/Los_Angeles' },
				}),
		],
		[
			'lfdChanged-rail-fromContainer',
			() => payloads.lfdChanged({ event: 'container.pickup_lfd_rail.changed', n: 8 }),
		],
		['containerUpdated', () => payloads.containerUpdated()],
		['trackingRequest', () => payloads.trackingRequest()],
		['trackingRequest-failed', () => payloads.trackingRequest('tracking_request.failed', 9)],
		['estimatedArrival', () => payloads.estimatedArrival()],
		['podTerminalChanged', () => payloads.podTerminalChanged()],
		[
			'withWebhookRecord',
			() => payloads.withWebhookRecord(payloads.milestone('container.transport.full_out', 10)),
		],
	];
	const runs = bodies.flatMap(([name, body]) => [
		{ file: `trigger-${name}.json`, body, simplify: true },
		{ file: `trigger-${name}.raw.json`, body, simplify: false },
	]);

	it.each(runs)('$file', async ({ file, body, simplify }) => {
		ctx.trigger.setParameters({ events: EVERY_EVENT, simplify });
		const result = await ctx.deliverSigned(body());
		expect(result.status).toBe(200);
		const output = result.workflowData![0].map((item) => item.json);
		expect(output).toEqual(recorded(file, output));
	});
});
