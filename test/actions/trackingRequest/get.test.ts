import type { IDataObject, INodeListSearchResult } from 'n8n-workflow';

import { loadOptions } from '../../harness/engine';
import { SEED } from '../../mock/fixtures';
import { byId, useMockApi, v2 } from '../setup';

describe.each(['live', 'openapi'] as const)('Tracking request: Get (%s spelling)', (spelling) => {
	const api = useMockApi({ spelling });
	const [FOUND, PENDING, FAILED] = SEED.trackingRequestIds;
	const get = (id: string, extra: IDataObject = {}) => ({
		resource: 'trackingRequest',
		operation: 'get',
		trackingRequestId: { __rl: true, mode: 'id', value: id },
		...extra,
	});

	it('Get: the request with the shipment it found merged into tracked_object', async () => {
		const run = await api.run(get(FOUND));
		expect(api.mock.requests[0].query).toEqual({ include: 'tracked_object' });
		expect(run.items[0].json).toMatchObject({
			id: FOUND,
			request_number: '243891157',
			status: 'created',
			tracked_object: {
				id: SEED.shipmentIds[0],
				type: 'shipment',
				bill_of_lading_number: '243891157',
			},
		});
	});

	it('Get, version 2 Simplified: tags are the request’s tags whichever name they come under, and Selected Fields offers both', async () => {
		api.mock.state.trackingRequests[0].attributes.shipment_tags = ['hot', 'customer-42'];
		const simplified = await api.run(get(FOUND, { includeShipment: false }), { typeVersion: 2 });
		expect(simplified.items[0].json.tags).toEqual(['hot', 'customer-42']);
		const field = spelling === 'live' ? 'shipment_tags' : 'tags';
		const selected = await api.run(
			get(FOUND, { includeShipment: false, output: 'selectedFields', fields: [field] }),
			{ typeVersion: 2 },
		);
		expect(selected.items[0].json).toEqual({ id: FOUND, [field]: ['hot', 'customer-42'] });
	});

	it('Get: a failed request shows why', async () => {
		const run = await api.run(get(FAILED, { includeShipment: false }));
		expect(run.items[0].json).toMatchObject({
			status: 'failed',
			failed_reason: 'not_found',
			tracked_object: null,
		});
		expect(api.mock.requests[0].query).toEqual({});
	});

	it('Get: 404 names the tracking request; a non-UUID never reaches the API', async () => {
		const missing = 'a0000000-0000-4000-8000-0000000000ff';
		const run = await api.run(get(missing));
		expect(run.error?.message).toBe(
			`Terminal49 answered 404: Not Found: Couldn't find TrackingRequest with 'id'=${missing}`,
		);
		expect(run.error?.description).toMatch(`No tracking request with id "${missing}"`);
		const bad = await api.run(get('={{ "243891157" }}'));
		expect(bad.error?.message).toBe('"243891157" is not a valid Tracking Request ID');
		expect(api.mock.requests).toHaveLength(1);
	});

	it('From List searches by the whole request number', async () => {
		const result = (await loadOptions({
			credentials: api.credentials,
			parameters: { resource: 'trackingRequest', operation: 'get' },
			method: 'searchTrackingRequests',
			kind: 'listSearch',
			filter: 'ONEYSHAB1234500',
		})) as INodeListSearchResult;
		expect(result.results).toEqual([{ name: 'ONEYSHAB1234500 (ONEY · pending)', value: PENDING }]);
		expect(api.mock.requests[0].query['filter[request_number]']).toBe('ONEYSHAB1234500');
	});
});

describe('Tracking Request: Get in version 2 labels', () => {
	const api = useMockApi();

	it('a failed tracking request says why in words', async () => {
		const run = await api.run(
			{
				resource: 'trackingRequest',
				operation: 'get',
				trackingRequestId: byId(SEED.trackingRequestIds[2]),
			},
			v2,
		);
		expect(run.items[0].json).toMatchObject({
			status: 'failed',
			status_label: 'Failed',
			failed_reason: 'not_found',
			failed_reason_label: 'Not found at the carrier',
		});
	});
});
