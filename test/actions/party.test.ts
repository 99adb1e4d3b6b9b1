import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../mock/fixtures';
import { itRefusesBeforeAnyRequest, useMockApi, v2 } from './setup';
import type { RefusedCase } from './setup';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource,
	operation,
	...extra,
});

describe('Party', () => {
	const api = useMockApi();

	it('Get Many, Create, Get, Update', async () => {
		const all = await api.run(op('party', 'getAll', { returnAll: true }), v2);
		expect(all.items.map((item) => item.json)).toEqual([
			{ id: SEED.partyIds[0], company_name: 'Acme Imports' },
			{ id: SEED.partyIds[1], company_name: 'Sodor Steamworks' },
			{ id: SEED.partyIds[2], company_name: 'Globex Logistics' },
		]);
		const limited = await api.run(op('party', 'getAll', { limit: 2 }), v2);
		expect(limited.items).toHaveLength(2);

		const created = await api.run(op('party', 'create', { companyName: ' Initech ' }), v2);
		const id = String(created.items[0].json.id);
		expect(created.items[0].json).toEqual({ id, company_name: 'Initech' });
		expect(api.mock.requests.at(-1)?.body).toEqual({
			data: { type: 'party', attributes: { company_name: 'Initech' } },
		});

		const renamed = await api.run(
			op('party', 'update', { partyId: id, companyName: 'Initrode' }),
			v2,
		);
		expect(renamed.items[0].json).toEqual({ id, company_name: 'Initrode' });
		const got = await api.run(op('party', 'get', { partyId: id }), v2);
		expect(got.items[0].json.company_name).toBe('Initrode');
	});

	it('Get Many reads every page; a party carries no creation time, so a list of more than one page is read twice', async () => {
		for (let i = 0; i < 130; i++)
			api.mock.state.parties.push({
				id: `9a000000-0000-4000-8000-${String(1000 + i).padStart(12, '0')}`,
				type: 'party',
				attributes: { company_name: `Co ${i}` },
			});
		const all = await api.run(op('party', 'getAll', { returnAll: true }), v2);
		expect(all.items).toHaveLength(133);
		// Without creation times a record created during the read cannot be told from one the walk
		// passed over, so the list is read once more to its end (docs/rate-limits.md).
		expect(api.mock.requests.map((request) => request.query['page[number]'])).toEqual([
			'1',
			'2',
			'1',
			'2',
		]);
	});
});

/** Typed values the editor already refuses; these come from expressions, which it cannot check. */
describe('bad input is refused before any request, naming the field', () => {
	const api = useMockApi();
	const cases: RefusedCase[] = [
		[
			'party id empty',
			op('party', 'get', { partyId: '={{ "" }}' }),
			'Party ID must be a Terminal49 ID, not ""',
		],
		[
			'company name empty',
			op('party', 'create', { companyName: '={{ "  " }}' }),
			'Company Name must be a company’s name, not "  "',
		],
	];
	itRefusesBeforeAnyRequest(api, cases);
});
