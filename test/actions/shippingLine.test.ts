import type { INodeParameters, INodePropertyOptions } from 'n8n-workflow';

import { loadOptions } from '../harness/engine';
import { SEED } from '../mock/fixtures';
import { itRefusesBeforeAnyRequest, useMockApi, v2 } from './setup';
import type { RefusedCase } from './setup';

const MISSING = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource,
	operation,
	...extra,
});

describe('Shipping Line', () => {
	const api = useMockApi();

	it('Get Many: every carrier, or those whose name or SCAC (alternatives too) contains the search', async () => {
		const all = await api.run(op('shippingLine', 'getAll', { returnAll: true }), v2);
		expect(all.items).toHaveLength(8);
		expect(all.items[0].json).toEqual({
			id: SEED.shippingLineIds.MAEU,
			scac: 'MAEU',
			name: 'Maersk',
			short_name: 'Maersk',
			alternative_scacs: ['SEAU', 'MCPU'],
			bill_of_lading_tracking_support: true,
			booking_number_tracking_support: true,
			container_number_tracking_support: true,
		});
		const byName = await api.run(
			op('shippingLine', 'getAll', { returnAll: true, search: 'hapag' }),
			v2,
		);
		expect(byName.items.map((item) => item.json.scac)).toEqual(['HLCU']);
		const byAlternative = await api.run(
			op('shippingLine', 'getAll', { returnAll: true, search: 'medu' }),
			v2,
		);
		expect(byAlternative.items.map((item) => item.json.scac)).toEqual(['MSCU']);
		const limited = await api.run(op('shippingLine', 'getAll', { limit: 3 }), v2);
		expect(limited.items).toHaveLength(3);
	});

	it('Get Many: a search given an object is refused by name, never searched for as "[object Object]"', async () => {
		const run = await api.run(
			op('shippingLine', 'getAll', { returnAll: true, search: '={{ { name: "Maersk" } }}' }),
			v2,
		);
		expect(run.error?.message).toBe('Search must be text, not {"name":"Maersk"}');
		expect(api.mock.requests).toHaveLength(0);
	});

	it('Get: by SCAC (alternative too), by ID, from the list', async () => {
		const byScac = await api.run(
			op('shippingLine', 'get', { shippingLine: { __rl: true, mode: 'scac', value: 'cmau' } }),
			v2,
		);
		expect(byScac.items[0].json).toMatchObject({ id: SEED.shippingLineIds.CMDU, scac: 'CMDU' });
		const byId = await api.run(
			op('shippingLine', 'get', {
				shippingLine: { __rl: true, mode: 'id', value: SEED.shippingLineIds.ONEY },
			}),
			v2,
		);
		expect(byId.items[0].json).toMatchObject({ scac: 'ONEY', name: 'Ocean Network Express' });
		expect(api.calls().at(-1)).toBe(`GET /shipping_lines/${SEED.shippingLineIds.ONEY}`);
		const list = (await loadOptions({
			credentials: api.credentials,
			parameters: op('shippingLine', 'get'),
			method: 'searchShippingLines',
			kind: 'listSearch',
			filter: 'msc',
		})) as { results: INodePropertyOptions[] };
		expect(list.results).toEqual([
			{ name: 'Mediterranean Shipping Company (MSCU)', value: SEED.shippingLineIds.MSCU },
		]);
	});

	it('Get: an unknown SCAC says so; an unknown ID is the API’s 404', async () => {
		const scac = await api.run(
			op('shippingLine', 'get', { shippingLine: { __rl: true, mode: 'scac', value: 'ABCD' } }),
			v2,
		);
		expect(scac.error?.message).toBe('No shipping line Terminal49 supports has the SCAC "ABCD"');
		const id = await api.run(
			op('shippingLine', 'get', { shippingLine: { __rl: true, mode: 'id', value: MISSING } }),
			v2,
		);
		expect(id.error?.message).toContain('404');
	});
});

/** Typed values the editor already refuses; these come from expressions, which it cannot check. */
describe('bad input is refused before any request, naming the field', () => {
	const api = useMockApi();
	const cases: RefusedCase[] = [
		[
			'shipping line id not a UUID',
			op('shippingLine', 'get', {
				shippingLine: { __rl: true, mode: 'id', value: '={{ "MAEU" }}' },
			}),
			'"MAEU" is not a valid Shipping Line ID',
		],
		[
			'SCAC three letters',
			op('shippingLine', 'get', {
				shippingLine: { __rl: true, mode: 'scac', value: '={{ "MAE" }}' },
			}),
			'Shipping Line SCAC must be a carrier’s SCAC (its four-letter code), not "MAE"',
		],
		[
			'SCAC with a digit',
			op('shippingLine', 'get', {
				shippingLine: { __rl: true, mode: 'scac', value: '={{ "MAE1" }}' },
			}),
			'Shipping Line SCAC must be a carrier’s SCAC (its four-letter code), not "MAE1"',
		],
		[
			'SCAC empty',
			op('shippingLine', 'get', { shippingLine: { __rl: true, mode: 'scac', value: '={{ "" }}' } }),
			'Shipping Line SCAC must be a carrier’s SCAC (its four-letter code), not ""',
		],
	];
	itRefusesBeforeAnyRequest(api, cases);
});
