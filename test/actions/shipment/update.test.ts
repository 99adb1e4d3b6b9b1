import type { INodeParameters } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { byId, useMockApi } from '../setup';

const CMA = SEED.shipmentIds[2];

describe('Shipment: Update', () => {
	const api = useMockApi();
	const update = (updateFields: INodeParameters, id = CMA): INodeParameters => ({
		resource: 'shipment',
		operation: 'update',
		shipmentId: byId(id),
		updateFields,
	});

	it('replaces the reference numbers and tags with the lists given, each entry once', async () => {
		const run = await api.run(
			update({ refNumbers: 'PO-1, PO-2', tags: '={{ ["hot", "hot", "reefer"] }}' }),
		);
		expect(api.mock.requests[0].body).toEqual({
			data: {
				type: 'shipment',
				attributes: { ref_numbers: ['PO-1', 'PO-2'], tags: ['hot', 'reefer'] },
			},
		});
		expect(run.items[0].json).toMatchObject({
			id: CMA,
			ref_numbers: ['PO-1', 'PO-2'],
			tags: ['hot', 'reefer'],
		});
	});

	it('a field added but left empty clears that list and leaves the other alone', async () => {
		const run = await api.run(update({ tags: '' }));
		expect(api.mock.requests[0].body).toEqual({
			data: { type: 'shipment', attributes: { tags: [] } },
		});
		expect(run.items[0].json).toMatchObject({ tags: [], ref_numbers: ['PO-10077', 'PO-10078'] });
	});

	it('nothing to update fails before any request', async () => {
		const run = await api.run(update({}));
		expect(run.error?.message).toBe('Nothing to update: no field was added');
		expect(api.mock.requests).toHaveLength(0);
	});

	it('the API’s 422 keeps its detail and names the field', async () => {
		api.mock.faults.add({
			kind: 'status',
			status: 422,
			body: {
				errors: [
					{
						status: '422',
						title: 'Unprocessable Entity',
						detail: 'tags is too long',
						source: { pointer: '/data/attributes/tags' },
					},
				],
			},
		});
		const run = await api.run(update({ tags: 'x' }));
		expect(run.error?.message).toBe(
			'Terminal49 answered 422: Unprocessable Entity: tags is too long',
		);
		expect(run.error?.description).toBe('Field: tags. Correct the field "tags" and run again.');
	});

	const writeAsJson = 'Write it as JSON, such as ["PO-1","PO-2"]';
	it.each<[string, string, string, string]>([
		[
			'Reference Numbers with brackets but no JSON quotes',
			'refNumbers',
			'[PO-1, PO-2]',
			writeAsJson,
		],
		[
			'Tags as a Python list, as models and Code nodes write it',
			'tags',
			"['priority', 'west-coast']",
			writeAsJson,
		],
		['an object turned into text', 'refNumbers', '[object Object]', 'Map the list itself'],
		[
			'objects joined by an expression',
			'refNumbers',
			'={{ [{ number: "PO-1" }, { number: "PO-2" }].join(", ") }}',
			'Map the list itself',
		],
		['a quote that does not enclose a whole entry', 'tags', 'ACME "Inc", PO-7', writeAsJson],
	])(
		'%s is refused by name before anything is written, so the shipment keeps its lists',
		async (_title, field, value, fix) => {
			const run = await api.run(update({ [field]: value }));
			const name = field === 'tags' ? 'Tags' : 'Reference Numbers';
			expect(run.error?.message).toMatch(new RegExp(`^${name} (starts with|holds|has a quote)`));
			expect(run.error?.description).toContain(fix);
			expect(api.mock.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
		},
	);

	it('an entry holding a comma, in double quotes, is written as one entry, without its quotes', async () => {
		await api.run(update({ refNumbers: '"ACME, Inc", "PO-7"' }));
		expect(api.mock.requests[0].body).toEqual({
			data: { type: 'shipment', attributes: { ref_numbers: ['ACME, Inc', 'PO-7'] } },
		});
	});

	it('a column of references pasted from a spreadsheet is one reference per cell, a cell of only a zero-width space none', async () => {
		await api.run(update({ refNumbers: 'PO-1\r\nPO-2\n\u200B\nPO-3\tPO-4\n' }));
		expect(api.mock.requests[0].body).toEqual({
			data: { type: 'shipment', attributes: { ref_numbers: ['PO-1', 'PO-2', 'PO-3', 'PO-4'] } },
		});
	});
});
