import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../mock/fixtures';
import { itRefusesBeforeAnyRequest, useMockApi, v2 } from './setup';
import type { RefusedCase } from './setup';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource,
	operation,
	...extra,
});

describe('Port', () => {
	const api = useMockApi();

	it.each([
		[
			'port',
			'portId',
			SEED.portIds.losAngeles,
			{ code: 'USLAX', time_zone: 'America/Los_Angeles' },
		],
		['port', 'portId', ' uslax ', { id: SEED.portIds.losAngeles }],
	])('%s Get by %s = %s', async (resource, parameter, value, expected) => {
		const run = await api.run(op(resource, 'get', { [parameter]: value }), v2);
		expect(run.error).toBeUndefined();
		expect(run.items[0].json).toMatchObject(expected);
	});

	it('version 1 returns the flat record', async () => {
		const v1 = await api.run(op('port', 'get', { portId: SEED.portIds.shanghai }));
		expect(v1.items[0].json).toMatchObject({
			id: SEED.portIds.shanghai,
			type: 'port',
			code: 'CNSHA',
		});
	});
});

/** Typed values the editor already refuses; these come from expressions, which it cannot check. */
describe('bad input is refused before any request, naming the field', () => {
	const api = useMockApi();
	const cases: RefusedCase[] = [
		[
			'port neither UUID nor LOCODE',
			op('port', 'get', { portId: 'Los Angeles' }),
			'"Los Angeles" is not a valid Port ID or LOCODE',
		],
	];
	itRefusesBeforeAnyRequest(api, cases);
});
