import type { IDataObject, INodeListSearchResult } from 'n8n-workflow';

import { loadOptions } from '../harness/engine';
import { linkContainers, makeContainer, makeShipment } from '../mock/fixtures';
import { seedContainers } from '../mock/bulkSeed';
import { mockUuid } from '../mock/state';
import { setThrottleTestSeam } from '../../nodes/Terminal49/shared/transport/throttle';
import { rl, useMockApi, v2 } from '../actions/setup';

/**
 * Version 2's record parameters as resource locators (From List, By Number, By ID, By URL), run
 * through n8n's engine against the mock; version 1's plain strings keep working.
 */

const CONTAINER = { id: mockUuid('container', 1), number: 'MSKU2431002', shipmentId: mockUuid('shipment', 1) };

describe('By Number look-ups, cached per execution', () => {
	// 120 requests: more than the API's 100 a minute. This test counts look-ups, not pacing, so the
	// mock's limit is off and the node's window is shortened; the throttle's own tests cover pacing.
	const fast = useMockApi({ rateLimit: false });
	beforeEach(() => setThrottleTestSeam({ windowMs: 200 }));
	afterEach(() => setThrottleTestSeam(undefined));

	it('100 items naming 20 containers cost 20 look-ups, and each item gets its own container', async () => {
		seedContainers(fast.mock.state, 8);
		const containers = fast.mock.state.containers.slice(0, 20);
		expect(new Set(containers.map((c) => c.attributes.number)).size).toBe(20);
		const inputItems: IDataObject[] = Array.from({ length: 100 }, (_, i) => ({ number: containers[(i * 7) % 20].attributes.number }));

		const run = await fast.run(
			{ resource: 'container', operation: 'get', containerId: rl('number', '={{ $json.number }}'), output: 'selectedFields', fields: ['number'] },
			{ ...v2, inputItems },
		);
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json.number)).toEqual(inputItems.map((item) => item.number));
		const lookups = fast.mock.requests.filter((r) => r.path === '/search');
		expect(lookups).toHaveLength(20);
		expect(fast.mock.requests).toHaveLength(120);
		expect(new Set(lookups.map((r) => r.query.query)).size).toBe(20);
	});

});

describe.each(['live', 'openapi'] as const)('Container locator (%s spelling)', (spelling) => {
	const api = useMockApi({ spelling });
	const lookups = () => api.mock.requests.filter((r) => r.path === '/search');

	it.each([
		['version 1, a plain string', CONTAINER.id, 1],
		['version 2, a plain string (an expression for the whole field)', CONTAINER.id, 2],
		['version 2, By ID', rl('id', CONTAINER.id), 2],
		['version 2, From List', rl('list', CONTAINER.id), 2],
	])('%s gets the container with one request', async (_, containerId, typeVersion) => {
		const run = await api.run({ resource: 'container', operation: 'get', containerId }, { typeVersion });
		expect(run.error).toBeUndefined();
		expect(run.items[0].json).toMatchObject({ id: CONTAINER.id, number: CONTAINER.number });
		expect(api.calls()).toEqual([`GET /containers/${CONTAINER.id}`]);
	});

	it.each([
		['as written', 'MSKU2431002'],
		['lower case, spaces and a dash', ' msku 243100-2 '],
	])('By Number (%s) finds the number with one search, then gets the container', async (_, number) => {
		const run = await api.run({ resource: 'container', operation: 'get', containerId: rl('number', number) }, v2);
		expect(run.error).toBeUndefined();
		expect(run.items[0].json).toMatchObject({ id: CONTAINER.id, number: CONTAINER.number });
		expect(api.mock.requests.map((r) => [r.path, r.query])).toEqual([
			['/search', { query: 'MSKU2431002' }],
			[`/containers/${CONTAINER.id}`, {}],
		]);
	});

	it.each(['refresh', 'getTransportEvents', 'getRawEvents'])('By Number works for %s', async (operation) => {
		const run = await api.run({ resource: 'container', operation, containerId: rl('number', CONTAINER.number) }, v2);
		expect(run.error).toBeUndefined();
		expect(api.mock.requests[1].path).toContain(`/containers/${CONTAINER.id}`);
	});

	it('refuses a wrong check digit before any request, with the digit it should have', async () => {
		const run = await api.run({ resource: 'container', operation: 'get', containerId: rl('number', 'MSKU2431003') }, v2);
		expect(run.error?.message).toBe('"MSKU2431003" is not a valid container number: its check digit is 3, but ISO 6346 gives 2 for MSKU243100');
		expect(api.mock.requests).toHaveLength(0);
	});

	it('names the number when no container has it', async () => {
		const run = await api.run({ resource: 'container', operation: 'get', containerId: rl('number', 'CSQU3054383') }, v2);
		expect(run.error?.message).toBe('No container with container number CSQU3054383 in this Terminal49 account');
		expect(run.error?.description).toContain('Tracking Request → Create');
		// A container the search does not know yet may still answer the container filter.
		expect(api.mock.requests.map((r) => [r.path, r.query])).toEqual([
			['/search', { query: 'CSQU3054383' }],
			['/containers', { 'filter[number]': 'CSQU3054383', include: 'shipment' }],
		]);
	});

	it('lists each container with its BL and carrier when several have the number', async () => {
		// A container is reused: the same box on a later shipment.
		const shipment = makeShipment({ bill_of_lading_number: 'MEDUX7777777', shipping_line_scac: 'MSCU' }, { id: mockUuid('shipment', 0x77) });
		const reused = makeContainer({ number: CONTAINER.number }, { id: mockUuid('container', 0x77), shipmentId: shipment.id });
		linkContainers(shipment, [reused]);
		api.mock.state.shipments.push(shipment);
		api.mock.state.containers.push(reused);

		const run = await api.run({ resource: 'container', operation: 'get', containerId: rl('number', CONTAINER.number) }, v2);
		expect(run.error?.message).toBe(
			`2 containers have container number MSKU2431002: BL MEDUX7777777, MSCU, ${reused.attributes.current_status}; ID ${reused.id} | BL 243891157, MAEU, available; ID ${CONTAINER.id}`,
		);
		expect(run.error?.description).toContain('By ID');
		// The search finds both; the container filter, re-checked, names each one's BL.
		expect(api.calls()).toEqual(['GET /search', 'GET /containers']);
	});

	it('says to switch to By Number when a container number is given as the ID', async () => {
		// The editor's own check stops a typed number; an expression gets past it.
		const run = await api.run({ resource: 'container', operation: 'get', containerId: rl('id', '={{ "MSKU2431002" }}') }, v2);
		expect(run.error?.message).toBe('"MSKU2431002" is a container number, not a Terminal49 ID');
		expect(run.error?.description).toContain('Switch Container to "Number"');
		expect(api.mock.requests).toHaveLength(0);
	});

	it('a failed look-up is asked again by the next item, and bad rows go to the error output', async () => {
		const inputItems = [{ number: 'MSKU2431002' }, { number: 'MSKU2431003' }, { number: 'CSQU3054383' }, { number: 'msku2431002' }];
		const run = await api.run(
			{ resource: 'container', operation: 'get', containerId: rl('number', '={{ $json.number }}'), output: 'selectedFields', fields: ['number'] },
			{ ...v2, inputItems, continueOnFail: true },
		);
		expect(run.items.map((item) => [item.pairedItem, item.json.number ?? item.json.error])).toEqual([
			[{ item: 0 }, 'MSKU2431002'],
			[{ item: 1 }, expect.stringContaining('check digit is 3')],
			[{ item: 2 }, 'No container with container number CSQU3054383 in this Terminal49 account'],
			[{ item: 3 }, 'MSKU2431002'],
		]);
		expect(lookups().map((r) => r.query.query)).toEqual(['MSKU2431002', 'CSQU3054383']);
	});

	describe('From List', () => {
		const search = async (filter?: string) =>
			(await loadOptions({
				credentials: api.credentials,
				parameters: { resource: 'container', operation: 'get' },
				method: 'searchContainers',
				kind: 'listSearch',
				filter,
			})) as INodeListSearchResult;

		it('lists the account’s containers with their shipment’s BL', async () => {
			const result = await search();
			expect(result.results).toHaveLength(12);
			expect(result.results[0]).toEqual({ name: 'MSKU2431002 (BL 243891157 · available)', value: CONTAINER.id });
		});

		it('searches by part of a container number', async () => {
			const result = await search(' 2431 ');
			expect(result.results.map((r) => r.name)).toEqual(['MSKU2431002 (MAEU)', 'MSKU2431379 (MAEU)', 'MSKU2431743 (MAEU)']);
			expect(api.mock.requests.map((r) => [r.path, r.query])).toEqual([['/search', { query: '2431' }]]);
		});
	});
});

const SHIPMENT = { id: mockUuid('shipment', 1), billOfLading: '243891157' };

describe('Shipment locator', () => {
	const api = useMockApi();

	it.each([
		['version 1, a plain string', SHIPMENT.id, 1],
		['version 1, By ID', rl('id', SHIPMENT.id), 1],
		['version 2, a plain string', SHIPMENT.id, 2],
		['version 2, From List', rl('list', SHIPMENT.id), 2],
		['version 2, By ID', rl('id', SHIPMENT.id), 2],
		['version 2, By URL', rl('url', `https://app.terminal49.com/shipments/${SHIPMENT.id}`), 2],
	])('%s gets the shipment with one request', async (_, shipmentId, typeVersion) => {
		const run = await api.run({ resource: 'shipment', operation: 'get', shipmentId, includeContainers: false }, { typeVersion });
		expect(run.error).toBeUndefined();
		// Version 2's Simplified output names the field bill_of_lading.
		const billOfLading = typeVersion === 1 ? 'bill_of_lading_number' : 'bill_of_lading';
		expect(run.items[0].json).toMatchObject({ id: SHIPMENT.id, [billOfLading]: SHIPMENT.billOfLading });
		expect(api.calls()).toEqual([`GET /shipments/${SHIPMENT.id}`]);
	});

	it.each([
		['a bill of lading', ' 243891157 ', '243891157', SHIPMENT.id],
		['a bill of lading in lower case', 'meduq1234567', 'MEDUQ1234567', mockUuid('shipment', 2)],
	])('By Number (%s) looks it up with the documented `number` filter, then acts', async (_, given, sent, id) => {
		const run = await api.run({ resource: 'shipment', operation: 'stopTracking', shipmentId: rl('number', given) }, v2);
		expect(run.error).toBeUndefined();
		expect(api.mock.requests.map((r) => [r.method, r.path, r.query])).toEqual([
			['GET', '/shipments', { number: sent }],
			['PATCH', `/shipments/${id}/stop_tracking`, {}],
		]);
	});

	it('names the number when no shipment has it, before anything is changed', async () => {
		const run = await api.run({ resource: 'shipment', operation: 'stopTracking', shipmentId: rl('number', 'NOSUCHBL1') }, v2);
		expect(run.error?.message).toBe('No shipment with bill of lading or booking number NOSUCHBL1 in this Terminal49 account');
		// No BL has it; nor has any tracking request (the number a booking was tracked by).
		expect(api.calls()).toEqual(['GET /shipments', 'GET /tracking_requests']);
	});

	it('lists each shipment with its carrier and port when several have the number', async () => {
		const again = makeShipment({ bill_of_lading_number: SHIPMENT.billOfLading, shipping_line_scac: 'MAEU', port_of_discharge_name: 'Oakland' }, { id: mockUuid('shipment', 0x78) });
		api.mock.state.shipments.push(again);
		const run = await api.run({ resource: 'shipment', operation: 'update', shipmentId: rl('number', SHIPMENT.billOfLading), updateFields: { tags: 'x' } }, v2);
		expect(run.error?.message).toMatch(/^2 shipments have bill of lading or booking number 243891157: BL 243891157, MAEU, .*; ID b0000000-0000-4000-8000-000000000001 \| BL 243891157, MAEU, Oakland; ID b0000000-0000-4000-8000-000000000078$/);
		expect(api.calls()).toEqual(['GET /shipments']);
	});

	it('refuses two numbers in one field before any request', async () => {
		const run = await api.run({ resource: 'shipment', operation: 'get', shipmentId: rl('number', '243891157 MEDUQ1234567') }, v2);
		expect(run.error?.message).toBe('"243891157 MEDUQ1234567" is not one number: it contains a space');
		expect(api.mock.requests).toHaveLength(0);
	});
});

describe('Tracking Request locator', () => {
	const api = useMockApi();
	const PENDING = mockUuid('tracking_request', 2);

	it.each([
		['version 1, a plain string', PENDING, 1],
		['version 2, From List', rl('list', PENDING), 2],
		['version 2, By ID', rl('id', PENDING), 2],
	])('%s gets the request with one request', async (_, trackingRequestId, typeVersion) => {
		const run = await api.run({ resource: 'trackingRequest', operation: 'get', trackingRequestId, includeShipment: false }, { typeVersion });
		expect(run.error).toBeUndefined();
		expect(run.items[0].json).toMatchObject({ id: PENDING, request_number: 'ONEYSHAB1234500' });
		expect(api.calls()).toEqual([`GET /tracking_requests/${PENDING}`]);
	});

	it('By Number looks the request number up with filter[request_number], then gets it', async () => {
		const run = await api.run({ resource: 'trackingRequest', operation: 'get', trackingRequestId: rl('number', 'oneyshab1234500'), includeShipment: false }, v2);
		expect(run.error).toBeUndefined();
		expect(run.items[0].json).toMatchObject({ id: PENDING, status: 'pending' });
		expect(api.mock.requests.map((r) => [r.path, r.query])).toEqual([
			['/tracking_requests', { 'filter[request_number]': 'ONEYSHAB1234500' }],
			[`/tracking_requests/${PENDING}`, {}],
		]);
	});

	it('names the number when no request has it', async () => {
		const run = await api.run({ resource: 'trackingRequest', operation: 'get', trackingRequestId: rl('number', 'NOPE123') }, v2);
		expect(run.error?.message).toBe('No tracking request with request number NOPE123 in this Terminal49 account');
	});
});

describe('Custom field record locator', () => {
	const api = useMockApi();

	it('version 2 finds the container By Number for Custom Field → Update; version 1 keeps the ID as text', async () => {
		const run = await api.run(
			{ resource: 'customField', operation: 'update', entityType: 'container', entityId: rl('number', 'msku2431002'), apiSlug: 'trucker_name', value: 'Acme' },
			v2,
		);
		expect(run.error).toBeUndefined();
		expect(api.calls()).toContain(`PATCH /containers/${CONTAINER.id}/custom_fields/trucker_name`);
		expect(api.mock.requests.filter((r) => r.path === '/search' && r.query.query === 'MSKU2431002')).toHaveLength(1);

		const v1 = await api.run({ resource: 'customField', operation: 'getAll', entityType: 'container', entityId: CONTAINER.id }, { typeVersion: 1 });
		expect(v1.error).toBeUndefined();
	});

	it('version 2 refuses a bad container number before any request', async () => {
		const run = await api.run({ resource: 'customField', operation: 'getAll', entityType: 'container', entityId: rl('number', 'MSKU2431003') }, v2);
		expect(run.error?.message).toContain('its check digit is 3');
		expect(api.mock.requests).toHaveLength(0);
	});
});
