import { mockUuid } from '../../mock/state';
import { rl, useMockApi, v2 } from '../setup';

/**
 * Version 2's record parameters as resource locators (From List, By Number, By ID, By URL), run
 * through n8n's engine against the mock; version 1's plain strings keep working.
 */

describe('Tracking Request locator', () => {
	const api = useMockApi();
	const PENDING = mockUuid('tracking_request', 2);

	it.each([
		['version 1, a plain string', PENDING, 1],
		['version 2, From List', rl('list', PENDING), 2],
		['version 2, By ID', rl('id', PENDING), 2],
	])('%s gets the request with one request', async (_, trackingRequestId, typeVersion) => {
		const run = await api.run(
			{ resource: 'trackingRequest', operation: 'get', trackingRequestId, includeShipment: false },
			{ typeVersion },
		);
		expect(run.error).toBeUndefined();
		expect(run.items[0].json).toMatchObject({ id: PENDING, request_number: 'ONEYSHAB1234500' });
		expect(api.calls()).toEqual([`GET /tracking_requests/${PENDING}`]);
	});

	it('By Number looks the request number up with filter[request_number], then gets it', async () => {
		const run = await api.run(
			{
				resource: 'trackingRequest',
				operation: 'get',
				trackingRequestId: rl('number', 'oneyshab1234500'),
				includeShipment: false,
			},
			v2,
		);
		expect(run.error).toBeUndefined();
		expect(run.items[0].json).toMatchObject({ id: PENDING, status: 'pending' });
		expect(api.mock.requests.map((r) => [r.path, r.query])).toEqual([
			['/tracking_requests', { 'filter[request_number]': 'ONEYSHAB1234500' }],
			[`/tracking_requests/${PENDING}`, {}],
		]);
	});

	it('names the number when no request has it', async () => {
		const run = await api.run(
			{ resource: 'trackingRequest', operation: 'get', trackingRequestId: rl('number', 'NOPE123') },
			v2,
		);
		expect(run.error?.message).toBe(
			'No tracking request with request number NOPE123 in this Terminal49 account',
		);
	});
});
