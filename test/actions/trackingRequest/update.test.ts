import type { INodeParameters } from 'n8n-workflow';

import { mockUuid } from '../../mock/state';
import { useMockApi } from '../setup';

/** Tracking Request → Update: PATCH /tracking_requests/{id} with the one attribute the OpenAPI allows. */
describe('Tracking Request → Update', () => {
	const api = useMockApi();
	const PENDING = mockUuid('tracking_request', 2);
	const update = (
		trackingRequestId: INodeParameters[string],
		refNumber: string,
		extra: INodeParameters = {},
	): INodeParameters => ({
		resource: 'trackingRequest',
		operation: 'update',
		trackingRequestId,
		refNumber,
		...extra,
	});

	it.each([
		['version 1, by ID', PENDING, 1],
		['version 2, By Number', { __rl: true, mode: 'number', value: 'ONEYSHAB1234500' }, 2],
	])('%s sets the reference number and returns the request', async (_, locator, typeVersion) => {
		const run = await api.run(update(locator, ' PO-4411 '), { typeVersion });
		expect(run.error).toBeUndefined();
		const patch = api.mock.requests.find((r) => r.method === 'PATCH')!;
		expect([patch.path, patch.body]).toEqual([
			`/tracking_requests/${PENDING}`,
			{ data: { type: 'tracking_request', attributes: { ref_number: 'PO-4411' } } },
		]);
		expect(run.items[0].json).toMatchObject({ id: PENDING, ref_numbers: ['PO-4411'] });
		expect(api.mock.state.trackingRequests[1].attributes.ref_numbers).toEqual(['PO-4411']);
	});

	it('Raw in version 2 gives the API’s document', async () => {
		const run = await api.run(update(PENDING, 'X-1', { output: 'raw' }), { typeVersion: 2 });
		expect(run.items[0].json).toMatchObject({ data: { id: PENDING, type: 'tracking_request' } });
	});

	it('refuses an empty reference number before any request', async () => {
		const run = await api.run(update(PENDING, '  '), { typeVersion: 2 });
		expect(run.error?.message).toBe('Reference Number must be a reference number, not "  "');
		expect(api.mock.requests).toHaveLength(0);
	});

	it('surfaces the API’s 404 for a request that does not exist', async () => {
		const run = await api.run(update(mockUuid('tracking_request', 0x99), 'X'), { typeVersion: 2 });
		expect(run.error?.httpCode).toBe('404');
	});
});
