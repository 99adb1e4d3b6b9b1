import type { IDataObject } from 'n8n-workflow';

import { makeShipment, makeTrackingRequest, seedContainers } from '../../mock/fixtures';
import { mockUuid } from '../../mock/state';
import { setThrottleTestSeam } from '../../support/processState';
import { rl, useMockApi, v2 } from '../setup';

/**
 * By Number look-ups (container, BL or booking, request number), run through n8n's engine against
 * the mock: one look-up per number and execution, and each candidate checked against its own number.
 */

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
		const inputItems: IDataObject[] = Array.from({ length: 100 }, (_, i) => ({
			number: containers[(i * 7) % 20].attributes.number,
		}));

		const run = await fast.run(
			{
				resource: 'container',
				operation: 'get',
				containerId: rl('number', '={{ $json.number }}'),
				output: 'selectedFields',
				fields: ['number'],
			},
			{ ...v2, inputItems },
		);
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json.number)).toEqual(
			inputItems.map((item) => item.number),
		);
		const lookups = fast.mock.requests.filter((r) => r.path === '/search');
		expect(lookups).toHaveLength(20);
		expect(fast.mock.requests).toHaveLength(120);
		expect(new Set(lookups.map((r) => r.query.query)).size).toBe(20);
	});
});

/**
 * By Number against an API that does not apply the filter a look-up sends (it answers the
 * account's first page, or one other record): every operation re-checks each candidate's own
 * number, so it acts on the record the user named, or on none, naming the number. The request log
 * is the proof that nothing else was read or written. Run against the mock answering as the live
 * API and as the OpenAPI spells it.
 */
const CONTAINER = { id: mockUuid('container', 1), number: 'MSKU2431002' };
const FIRST_SHIPMENT = { id: mockUuid('shipment', 1), billOfLading: '243891157' };
const THIRD_SHIPMENT = { id: mockUuid('shipment', 3), billOfLading: 'CMDUSHA1478523' };
const PENDING_REQUEST = { id: mockUuid('tracking_request', 2), number: 'ONEYSHAB1234500' };

describe.each(['live', 'openapi'] as const)(
	'By Number when the API ignores the look-up filter (%s spelling)',
	(spelling) => {
		const api = useMockApi({ spelling });
		const ignore = (...names: string[]) =>
			names.forEach((name) => api.mock.state.ignoredQuery.add(name));
		/** The look-up's list answers with this one record, whatever was asked. */
		const answerOnly = (path: string, record: unknown) =>
			api.mock.faults.add({
				kind: 'status',
				status: 200,
				body: { data: [record], links: {} },
				match: { method: 'GET', path },
			});
		const writes = () => api.mock.requests.filter((r) => r.method !== 'GET');

		describe('container', () => {
			it('finds a container far beyond the first page of the account', async () => {
				ignore('filter[number]');
				const bulk = seedContainers(api.mock.state, 250);
				const wanted = bulk[230];
				const run = await api.run(
					{
						resource: 'container',
						operation: 'get',
						containerId: rl('number', wanted.attributes.number),
					},
					v2,
				);
				expect(run.error).toBeUndefined();
				expect(run.items[0].json).toMatchObject({
					id: wanted.id,
					number: wanted.attributes.number,
				});
				expect(api.calls()).toEqual(['GET /search', `GET /containers/${wanted.id}`]);
			});

			it('reads nothing when neither the search nor the container filter answers that number', async () => {
				ignore('filter[number]');
				const run = await api.run(
					{ resource: 'container', operation: 'get', containerId: rl('number', 'CSQU3054383') },
					v2,
				);
				expect(run.error?.message).toBe(
					'No container with container number CSQU3054383 in this Terminal49 account',
				);
				expect(run.error?.description).toContain(`other records (${CONTAINER.number}, `);
				expect(api.calls()).toEqual(['GET /search', 'GET /containers']);
			});

			it('writes no custom field when the search answers another container', async () => {
				ignore('filter[number]');
				answerOnly('/search', {
					id: CONTAINER.id,
					type: 'search_result',
					attributes: {
						entity_type: 'cargo',
						number: CONTAINER.number,
						shipment_id: null,
						scac: 'MAEU',
					},
				});
				const run = await api.run(
					{
						resource: 'customField',
						operation: 'update',
						entityType: 'container',
						entityId: rl('number', 'CSQU3054383'),
						apiSlug: 'trucker_name',
						value: 'Acme',
					},
					v2,
				);
				expect(run.error?.message).toBe(
					'No container with container number CSQU3054383 in this Terminal49 account',
				);
				expect(writes()).toEqual([]);
				expect(api.mock.state.customFieldWrites).toEqual([]);
			});
		});

		describe('tracking request', () => {
			it('Get By Number returns the request of that number, not the first one answered', async () => {
				ignore('filter[request_number]');
				const run = await api.run(
					{
						resource: 'trackingRequest',
						operation: 'get',
						trackingRequestId: rl('number', PENDING_REQUEST.number),
						includeShipment: false,
					},
					v2,
				);
				expect(run.error).toBeUndefined();
				expect(run.items[0].json).toMatchObject({
					id: PENDING_REQUEST.id,
					request_number: PENDING_REQUEST.number,
				});
				expect(api.calls()).toEqual([
					'GET /tracking_requests',
					`GET /tracking_requests/${PENDING_REQUEST.id}`,
				]);
			});

			it('Get By Number fails naming the number when the answer is one other request', async () => {
				answerOnly(
					'/tracking_requests',
					makeTrackingRequest(
						{ request_number: 'MEDUOTHER0001' },
						{ id: mockUuid('tracking_request', 0x99) },
					),
				);
				const run = await api.run(
					{
						resource: 'trackingRequest',
						operation: 'get',
						trackingRequestId: rl('number', 'MEDUWANTED001'),
					},
					v2,
				);
				expect(run.error?.message).toBe(
					'No tracking request with request number MEDUWANTED001 in this Terminal49 account',
				);
				expect(run.error?.description).toContain('1 other record (MEDUOTHER0001)');
				expect(api.calls()).toEqual(['GET /tracking_requests']);
			});

			it('Custom Field Update By Number writes nothing to another request', async () => {
				answerOnly(
					'/tracking_requests',
					makeTrackingRequest(
						{ request_number: 'MEDUOTHER0001' },
						{ id: mockUuid('tracking_request', 0x99) },
					),
				);
				const run = await api.run(
					{
						resource: 'customField',
						operation: 'update',
						entityType: 'trackingRequest',
						entityId: rl('number', 'MEDUWANTED001'),
						apiSlug: 'customer_reference_number',
						value: 'PO-1',
					},
					v2,
				);
				expect(run.error?.message).toBe(
					'No tracking request with request number MEDUWANTED001 in this Terminal49 account',
				);
				expect(writes()).toEqual([]);
				expect(api.mock.state.customFieldWrites).toEqual([]);
			});
		});

		describe('shipment', () => {
			it('Stop Tracking By Number stops the shipment of that BL, not the first one answered', async () => {
				ignore('number');
				const run = await api.run(
					{
						resource: 'shipment',
						operation: 'stopTracking',
						shipmentId: rl('number', THIRD_SHIPMENT.billOfLading),
					},
					v2,
				);
				expect(run.error).toBeUndefined();
				expect(api.calls()).toEqual([
					'GET /shipments',
					`PATCH /shipments/${THIRD_SHIPMENT.id}/stop_tracking`,
				]);
			});

			it('Stop Tracking By Number stops nothing when the answer is one other shipment', async () => {
				answerOnly(
					'/shipments',
					makeShipment(
						{ bill_of_lading_number: 'MEDUOTHER0002', normalized_number: 'MEDUOTHER0002' },
						{ id: mockUuid('shipment', 0x99) },
					),
				);
				const run = await api.run(
					{
						resource: 'shipment',
						operation: 'stopTracking',
						shipmentId: rl('number', 'MEDUWANTED002'),
					},
					v2,
				);
				expect(run.error?.message).toBe(
					'No shipment with bill of lading or booking number MEDUWANTED002 in this Terminal49 account',
				);
				expect(run.error?.description).toContain('MEDUOTHER0002');
				expect(writes()).toEqual([]);
				expect(api.calls()).toEqual(['GET /shipments', 'GET /tracking_requests']);
			});

			it('Resume Tracking By Number finds a shipment by the booking it was tracked by', async () => {
				ignore('number');
				api.mock.state.trackingRequests.push(
					makeTrackingRequest(
						{ request_number: 'CMDUBK7654321', request_type: 'booking_number', scac: 'CMDU' },
						{ shipmentId: THIRD_SHIPMENT.id },
					),
				);
				const run = await api.run(
					{
						resource: 'shipment',
						operation: 'resumeTracking',
						shipmentId: rl('number', 'cmdubk7654321'),
					},
					v2,
				);
				expect(run.error).toBeUndefined();
				expect(api.calls()).toEqual([
					'GET /shipments',
					'GET /tracking_requests',
					`PATCH /shipments/${THIRD_SHIPMENT.id}/resume_tracking`,
				]);
			});

			it('a booking whose tracking request answer is another number resumes nothing', async () => {
				ignore('number', 'filter[request_number]');
				const run = await api.run(
					{
						resource: 'shipment',
						operation: 'resumeTracking',
						shipmentId: rl('number', 'CMDUBK7654321'),
					},
					v2,
				);
				expect(run.error?.message).toBe(
					'No shipment with bill of lading or booking number CMDUBK7654321 in this Terminal49 account',
				);
				expect(writes()).toEqual([]);
			});

			it('Custom Field Update By Number (shipment) writes to the shipment of that BL only', async () => {
				ignore('number');
				const run = await api.run(
					{
						resource: 'customField',
						operation: 'update',
						entityType: 'shipment',
						entityId: rl('number', FIRST_SHIPMENT.billOfLading),
						apiSlug: 'internal_reference',
						value: 'ACME-1',
					},
					v2,
				);
				expect(run.error).toBeUndefined();
				expect(writes().map((r) => r.path)).toEqual([
					`/shipments/${FIRST_SHIPMENT.id}/custom_fields/internal_reference`,
				]);
			});
		});
	},
);
