import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../mock/fixtures';
import { itRefusesBeforeAnyRequest, useMockApi, v2 } from './setup';
import type { RefusedCase } from './setup';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource,
	operation,
	...extra,
});

describe('Terminal', () => {
	const api = useMockApi();

	it.each([
		[
			'terminal',
			'terminalId',
			SEED.terminalIds.maher,
			{ id: SEED.terminalIds.maher, port_id: SEED.portIds.newYork },
		],
	])('%s Get by %s = %s', async (resource, parameter, value, expected) => {
		const run = await api.run(op(resource, 'get', { [parameter]: value }), v2);
		expect(run.error).toBeUndefined();
		expect(run.items[0].json).toMatchObject(expected);
	});
});

/** Typed values the editor already refuses; these come from expressions, which it cannot check. */
describe('bad input is refused before any request, naming the field', () => {
	const api = useMockApi();
	const cases: RefusedCase[] = [
		[
			'terminal id not a UUID',
			op('terminal', 'get', { terminalId: 'APMT' }),
			'"APMT" is not a valid Terminal ID',
		],
	];
	itRefusesBeforeAnyRequest(api, cases);
});
