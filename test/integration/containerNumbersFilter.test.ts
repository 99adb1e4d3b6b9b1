import type { INodeParameters } from 'n8n-workflow';

import { useMockApi } from './actionSetup';

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
