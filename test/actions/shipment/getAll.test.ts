import type { IDataObject } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { ids, useMockApi } from '../setup';

const [ACME, MSC, CMA, STOPPED] = SEED.shipmentIds;

describe('Shipment: Get Many', () => {
	const api = useMockApi();
	const getAll = (extra: IDataObject = {}) => ({
		resource: 'shipment',
		operation: 'getAll',
		...extra,
	});

	it('Return All: every shipment, flat, one page of 100', async () => {
		const run = await api.run(getAll({ returnAll: true }));
		expect(ids(run)).toEqual(SEED.shipmentIds);
		expect(run.items[0].json).toMatchObject({
			bill_of_lading_number: '243891157',
			customer_name: 'Acme Imports',
		});
		expect(api.mock.requests.map((r) => r.query)).toEqual([
			{ 'page[size]': '100', 'page[number]': '1' },
		]);
	});

	it('Limit asks for just that many, in one page', async () => {
		const run = await api.run(getAll({ returnAll: false, limit: 3 }));
		expect(ids(run)).toEqual([ACME, MSC, CMA]);
		expect(api.mock.requests.map((r) => r.query['page[size]'])).toEqual(['3']);
	});

	it('filters are sent as the API names them: the request number, and whether tracking stopped', async () => {
		const stopped = await api.run(getAll({ returnAll: true, filters: { trackingStopped: true } }));
		expect(ids(stopped)).toEqual([STOPPED]);
		const tracked = await api.run(
			getAll({ returnAll: true, filters: { trackingStopped: false, number: ' MEDUQ1234567 ' } }),
		);
		expect(ids(tracked)).toEqual([MSC]);
		expect(api.mock.requests[1].query).toMatchObject({
			number: 'MEDUQ1234567',
			'filter[tracking_stopped]': 'false',
		});
	});

	it('Include Containers merges them into each shipment', async () => {
		const run = await api.run(getAll({ returnAll: true, includeContainers: true }));
		const containers = run.items[0].json.containers as IDataObject[];
		expect(containers).toHaveLength(4);
		expect(containers[0]).toMatchObject({
			type: 'container',
			number: expect.any(String),
			pickup_lfd: expect.anything(),
		});
	});

	it('Include Containers under an include capped at 2 a shipment: every container of every shipment, the rest read by id', async () => {
		api.mock.state.shortInclude = { perShipmentCap: 2 };
		const run = await api.run(getAll({ returnAll: true, includeContainers: true }));
		for (const item of run.items) {
			const stored = api.mock.state.shipments.find((s) => s.id === item.json.id)!;
			const containers = item.json.containers as IDataObject[];
			expect(containers.map((c) => [c.id, c.type, typeof c.number])).toEqual(
				stored.relationships.containers.data.map((ref) => [ref.id, 'container', 'string']),
			);
		}
		const named = api.mock.state.shipments.reduce(
			(sum, s) => sum + Math.max(0, s.relationships.containers.data.length - 2),
			0,
		);
		expect(api.mock.requests.filter((r) => r.path.startsWith('/containers/'))).toHaveLength(named);
	});

	it('a rejected key: the API’s text and the fix', async () => {
		const run = await api.run(getAll({ returnAll: true }), {
			credentials: { apiKey: 'wrong-key-123', baseUrl: api.mock.url },
		});
		expect(run.error?.httpCode).toBe('401');
		expect(run.error?.description).toMatch(/The API key was not accepted/);
	});
});
