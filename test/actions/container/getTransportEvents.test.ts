import type { IDataObject } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { useMockApi, v2 } from '../setup';

/** The first container: available in Los Angeles, with an LFD-changed event besides its milestones. */
const CONTAINER = SEED.containerIds[0];
const MISSING = 'c0000000-0000-4000-8000-0000000000ff';
const op = (operation: string, extra: IDataObject = {}) => ({
	resource: 'container',
	operation,
	containerId: CONTAINER,
	...extra,
});

describe('Container: Get Transport Events', () => {
	const api = useMockApi();

	it('one item per event, with its location (the port) and time zone', async () => {
		const run = await api.run(op('getTransportEvents'));
		const stored = api.mock.state.transportEvents.filter(
			(e) => e.relationships.container.data?.id === CONTAINER,
		);
		expect(run.items.map((item) => item.json.id).sort()).toEqual(stored.map((e) => e.id).sort());
		expect(api.mock.requests[0].query).toMatchObject({ include: 'location,terminal' });

		const arrived = run.items.find(
			(item) => item.json.event === 'container.transport.vessel_arrived',
		)!.json;
		expect(arrived).toMatchObject({
			type: 'transport_event',
			timestamp: expect.stringMatching(/Z$/),
			timezone: 'America/Los_Angeles',
			location_locode: 'USLAX',
			location: { id: SEED.portIds.losAngeles, type: 'port', name: 'Los Angeles', code: 'USLAX' },
			terminal: { id: SEED.terminalIds.apmPier400, name: 'APM Terminals Pier 400' },
			container: { id: CONTAINER, type: 'container' },
		});
		const lfd = run.items.find((item) => item.json.event === 'container.pickup_lfd.changed')!.json;
		expect(lfd.value).toBe(api.mock.state.containers[0].attributes.pickup_lfd);
	});

	it('raw: the API’s resources, and no include asked for', async () => {
		const run = await api.run(op('getTransportEvents', { simplify: false }));
		expect(run.items[0].json).toHaveProperty('attributes.event');
		expect(api.mock.requests[0].query.include).toBeUndefined();
	});

	it('404 keeps the API’s text', async () => {
		const run = await api.run(op('getTransportEvents', { containerId: MISSING }));
		expect(run.error?.message).toBe(
			`Terminal49 answered 404: Not Found: Couldn't find Container with 'id'=${MISSING}`,
		);
	});
});

describe('Container: Get Transport Events in version 2 labels', () => {
	const api = useMockApi();

	it('transport events name the event, place and terminal', async () => {
		const run = await api.run(
			{ resource: 'container', operation: 'getTransportEvents', containerId: SEED.containerIds[0] },
			v2,
		);
		const discharged = run.items.find(
			(item) => item.json.event === 'container.transport.vessel_discharged',
		);
		expect(discharged?.json).toMatchObject({
			event_label: 'Arrival: Discharged',
			location: 'Los Angeles',
			terminal: 'APM Terminals Pier 400',
		});
	});
});
