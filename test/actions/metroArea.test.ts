import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../mock/fixtures';
import { itRefusesBeforeAnyRequest, useMockApi, v2 } from './setup';
import type { RefusedCase } from './setup';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource,
	operation,
	...extra,
});

describe('Metro Area', () => {
	const api = useMockApi();

	it.each([
		['metroArea', 'metroAreaId', SEED.metroAreaIds.chicago, { code: 'USCHI', name: 'Chicago' }],
		['metroArea', 'metroAreaId', 'USCHI', { id: SEED.metroAreaIds.chicago }],
	])('%s Get by %s = %s', async (resource, parameter, value, expected) => {
		const run = await api.run(op(resource, 'get', { [parameter]: value }), v2);
		expect(run.error).toBeUndefined();
		expect(run.items[0].json).toMatchObject(expected);
	});

	it('an unknown one is the API’s 404 naming it', async () => {
		const missing = await api.run(op('metroArea', 'get', { metroAreaId: 'USXXX' }), v2);
		expect(missing.error?.description).toContain('No metro area with id "USXXX"');
	});
});

/** Typed values the editor already refuses; these come from expressions, which it cannot check. */
describe('bad input is refused before any request, naming the field', () => {
	const api = useMockApi();
	const cases: RefusedCase[] = [
		[
			'LOCODE with 1 in it',
			op('metroArea', 'get', { metroAreaId: 'US1AX' }),
			'"US1AX" is not a valid Metro Area ID or LOCODE',
		],
	];
	itRefusesBeforeAnyRequest(api, cases);
});
