import type { INodeParameters } from 'n8n-workflow';

import { seedContainers } from '../mock/fixtures';
import { useMockApi } from '../actions/setup';

/** Container → Get Many's Container Numbers filter, through n8n's engine against the mock. */
describe('Get Many containers by Container Numbers', () => {
	const api = useMockApi();
	const getMany = (filters: INodeParameters, extra: INodeParameters = {}): INodeParameters => ({
		resource: 'container',
		operation: 'getAll',
		returnAll: true,
		filters,
		...extra,
	});
	const numberLookups = () => api.mock.requests.filter((r) => r.path === '/containers').map((r) => r.query['filter[number]']);

	it('returns the containers with those numbers, in the order given, one request per number', async () => {
		const run = await api.run(getMany({ numbers: 'mscu 243248-4, MSKU2431002' }));
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json.number)).toEqual(['MSCU2432484', 'MSKU2431002']);
		expect(numberLookups()).toEqual(['MSCU2432484', 'MSKU2431002']);
	});

	it('takes a list from an expression, and a number given twice is returned once', async () => {
		const run = await api.run(getMany({ numbers: '={{ ["MSKU2431002", "msku2431002", "CSQU3054383"] }}' }));
		expect(run.items.map((item) => item.json.number)).toEqual(['MSKU2431002']);
		expect(numberLookups()).toEqual(['MSKU2431002', 'CSQU3054383']);
	});

	it('combines with the other filters, and stops asking once the Limit is reached', async () => {
		const available = await api.run(getMany({ numbers: 'MSKU2431002, MSKU2431379', status: ['available'] }));
		expect(available.items.map((item) => item.json.number)).toEqual(['MSKU2431002']);

		api.mock.requests.length = 0;
		const limited = await api.run(getMany({ numbers: 'MSKU2431002, MSKU2431379' }, { returnAll: false, limit: 1 }));
		expect(limited.items.map((item) => item.json.number)).toEqual(['MSKU2431002']);
		expect(numberLookups()).toEqual(['MSKU2431002']);
	});

	it('refuses a number with a wrong check digit before any request, naming the filter', async () => {
		const run = await api.run(getMany({ numbers: 'MSKU2431002, MSKU2431003' }));
		expect(run.error?.message).toContain('"MSKU2431003" is not a valid container number: its check digit is 3, but ISO 6346 gives 2');
		expect(run.error?.description).toContain('Container Numbers filter');
		expect(api.mock.requests).toHaveLength(0);
	});
});

describe.each(['live', 'openapi'] as const)('Get Many by Container Numbers when the API ignores filter[number] (%s spelling)', (spelling) => {
	const api = useMockApi({ spelling });

	it('finds each number through the search after one page shows the filter unapplied, instead of reading the whole account per number', async () => {
		api.mock.state.ignoredQuery.add('filter[number]');
		const bulk = seedContainers(api.mock.state, 250);
		const far = bulk[230];
		const run = await api.run({
			resource: 'container',
			operation: 'getAll',
			returnAll: true,
			filters: { numbers: `${far.attributes.number}, MSKU2431002` },
			include: ['shipment'],
		});
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => [item.json.id, item.json.number])).toEqual([
			[far.id, far.attributes.number],
			['c0000000-0000-4000-8000-000000000001', 'MSKU2431002'],
		]);
		expect(api.calls()).toEqual([
			'GET /containers',
			'GET /search',
			`GET /containers/${far.id}`,
			'GET /containers',
			'GET /search',
			'GET /containers/c0000000-0000-4000-8000-000000000001',
		]);
		expect(api.mock.requests[2].query).toEqual({ include: 'shipment' });
	});
});

