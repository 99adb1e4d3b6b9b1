import type { IDataObject } from 'n8n-workflow';

import { SEED } from '../mock/fixtures';
import { useMockApi } from '../actions/setup';

/** The first container: available in Los Angeles, with an LFD-changed event besides its milestones. */
const CONTAINER = SEED.containerIds[0];
const MISSING = 'c0000000-0000-4000-8000-0000000000ff';
const op = (operation: string, extra: IDataObject = {}) => ({ resource: 'container', operation, containerId: CONTAINER, ...extra });

describe('Container: Get', () => {
	const api = useMockApi();

	it('one flat record, with the shipment and terminal merged in when asked', async () => {
		const run = await api.run(op('get', { include: ['shipment', 'pod_terminal'] }));
		const stored = api.mock.state.containers[0];
		expect(run.items[0].json).toMatchObject({
			id: CONTAINER,
			number: stored.attributes.number,
			pickup_lfd: stored.attributes.pickup_lfd,
			current_status: 'available',
			shipment: { id: SEED.shipmentIds[0], bill_of_lading_number: '243891157' },
			pod_terminal: { id: SEED.terminalIds.apmPier400, name: 'APM Terminals Pier 400' },
		});
		expect(api.mock.requests[0].query).toEqual({ include: 'shipment,pod_terminal' });
	});

	it('raw: the API’s document', async () => {
		const run = await api.run(op('get', { simplify: false }));
		expect((run.items[0].json.data as IDataObject).attributes).toMatchObject({ current_status: 'available' });
	});

	it('404 names the container; a container number instead of an ID never reaches the API', async () => {
		const missing = await api.run(op('get', { containerId: MISSING }));
		expect(missing.error?.message).toBe(`Terminal49 answered 404: Not Found: Couldn't find Container with 'id'=${MISSING}`);
		expect(missing.error?.description).toMatch(`No container with id "${MISSING}"`);
		const number = await api.run(op('get', { containerId: 'MSKU2431002' }));
		expect(number.error?.message).toBe('"MSKU2431002" is not a valid Container ID');
		expect(api.mock.requests).toHaveLength(1);
	});
});

describe('Container: Refresh', () => {
	const api = useMockApi();

	it('one PATCH; the API’s message per container, paired with its item', async () => {
		const run = await api.run(op('refresh', { containerId: '={{ $json.id }}' }), {
			inputItems: [{ id: SEED.containerIds[0] }, { id: SEED.containerIds[4] }],
		});
		expect(run.items.map((item) => [item.pairedItem, item.json])).toEqual([
			[{ item: 0 }, { id: SEED.containerIds[0], message: 'Refresh scheduled' }],
			[{ item: 1 }, { id: SEED.containerIds[4], message: 'Refresh scheduled' }],
		]);
		expect(api.mock.state.containerRefreshes.map((r) => r.containerId)).toEqual([SEED.containerIds[0], SEED.containerIds[4]]);
	});

	it('an account without the paid feature: the API’s 403 as it says it', async () => {
		api.mock.faults.add({
			kind: 'status',
			status: 403,
			body: {
				errors: [
					{
						status: '403',
						title: 'API access not enabled',
						detail: 'This API endpoint is not enabled for your account. Please contact support@terminal49.com',
					},
				],
			},
		});
		const run = await api.run(op('refresh'), { continueOnFail: true });
		expect(run.items[0].json).toMatchObject({
			error:
				'Terminal49 answered 403 (Container refresh is a paid feature): API access not enabled: This API endpoint is not enabled for your account. Please contact support@terminal49.com',
			httpCode: '403',
		});
		expect(run.items[0].json.description).toContain('paid feature of Terminal49 that this account does not have');
		expect(api.mock.state.containerRefreshes).toHaveLength(0);
	});
});

describe('Container: Get Transport Events', () => {
	const api = useMockApi();

	it('one item per event, with its location (the port) and time zone', async () => {
		const run = await api.run(op('getTransportEvents'));
		const stored = api.mock.state.transportEvents.filter((e) => e.relationships.container.data?.id === CONTAINER);
		expect(run.items.map((item) => item.json.id).sort()).toEqual(stored.map((e) => e.id).sort());
		expect(api.mock.requests[0].query).toMatchObject({ include: 'location,terminal' });

		const arrived = run.items.find((item) => item.json.event === 'container.transport.vessel_arrived')!.json;
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
		expect(run.error?.message).toBe(`Terminal49 answered 404: Not Found: Couldn't find Container with 'id'=${MISSING}`);
	});
});

describe('Container: Get Raw Events (deprecated)', () => {
	const api = useMockApi();

	it('one flat item per carrier event', async () => {
		const run = await api.run(op('getRawEvents'));
		const ids = api.mock.state.containers[0].relationships.raw_events.data.map((ref) => ref.id);
		expect(run.items.map((item) => item.json.id)).toEqual(ids);
		expect(run.items[0].json).toMatchObject({ type: 'raw_event', original_event: expect.any(String), location_name: 'Shanghai' });
	});

	it('404 keeps the API’s text; with Continue On Fail the other items go on', async () => {
		const run = await api.run(op('getRawEvents', { containerId: '={{ $json.id }}' }), {
			continueOnFail: true,
			inputItems: [{ id: MISSING }, { id: CONTAINER }],
		});
		expect(run.items[0].json).toMatchObject({
			error: `Terminal49 answered 404: Not Found: Couldn't find Container with 'id'=${MISSING}`,
			httpCode: '404',
		});
		expect(run.items.slice(1).map((item) => item.pairedItem)).toEqual(run.items.slice(1).map(() => ({ item: 1 })));
		expect(run.items.length).toBeGreaterThan(2);
	});
});
