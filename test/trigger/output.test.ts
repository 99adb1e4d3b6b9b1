import type { IDataObject } from 'n8n-workflow';

import * as payloads from '../fixtures/webhookPayloads';
import { LFD_EVENTS, useTrigger } from './setup';

const EVENTS = [...LFD_EVENTS, 'container.updated', 'container.transport.vessel_discharged'];
const lfdBody = () =>
	payloads.lfdChanged({
		event: 'container.pickup_lfd_rail.changed',
		eventAttributes: { value: '2026-03-16T05:00:00Z', timezone: 'America/Chicago' },
	});

describe('Webhook trigger version 2: Output', () => {
	const ctx = useTrigger({ events: EVENTS });
	let trigger: typeof ctx.trigger;
	beforeEach(async () => {
		trigger = await ctx.newTrigger(
			{ events: EVENTS },
			{ typeVersion: 2, workflowId: 'v2-workflow', name: 'Trigger v2' },
		);
		await trigger.activate();
	});
	const deliver = async (body: payloads.NotificationBody, parameters: IDataObject = {}) => {
		trigger.setParameters({ events: EVENTS, ...parameters });
		const result = await ctx.deliverSigned(body, { harness: trigger });
		expect(result.status).toBe(200);
		return result.workflowData![0][0].json;
	};

	it('Simplified (the default): the event in words, the container short with its demurrage fields, the lfd and the notification id', async () => {
		const item = await deliver(lfdBody());
		expect(item).toMatchObject({
			event: 'container.pickup_lfd_rail.changed',
			event_label: 'Last Free Day: Changed at Rail Destination',
			notification_id: lfdBody().data.id,
			container: {
				id: payloads.container.id,
				number: 'MSCU5046913',
				status: 'available',
				status_label: 'Available for pickup',
				last_free_day: '2026-03-16',
				lfd_source: 'rail',
				lfd_timezone: 'America/Chicago',
			},
			lfd: { field: 'pickup_lfd_rail', value: '2026-03-16T05:00:00Z', timezone: 'America/Chicago' },
		});
		expect(item.container).not.toHaveProperty('import_deadlines');
		expect(item.container).not.toHaveProperty('demurrage');
		expect(Object.keys(item.transport_event as IDataObject)).toContain('event_label');
	});

	it('All Fields: version 1’s record, each container with its demurrage view', async () => {
		await ctx.trigger.activate();
		const v1 = await ctx.deliverSigned(lfdBody());
		const item = await deliver(
			payloads.lfdChanged({
				event: 'container.pickup_lfd_rail.changed',
				n: 21,
				eventAttributes: { value: '2026-03-16T05:00:00Z', timezone: 'America/Chicago' },
			}),
			{ output: 'allFields' },
		);
		const flat = v1.workflowData![0][0].json;
		const { demurrage, ...container } = item.container as IDataObject;
		expect(container).toEqual(flat.container);
		expect(demurrage).toMatchObject({ lfd_source: 'rail', urgency: 'overdue' });
	});

	it('container.updated keeps its changes', async () => {
		const item = await deliver(payloads.containerUpdated());
		expect(item.changes).toMatchObject({
			pickup_lfd: { previous: null, current: '2026-03-09T07:00:00Z' },
		});
		expect(item.container).toHaveProperty('urgency');
	});

	it('Raw: the body as received', async () => {
		const body = lfdBody();
		expect(await deliver(body, { output: 'raw' })).toEqual(body);
	});
});
