import { loadOptions } from '../../harness/engine';
import { useMockApi, v2 } from '../setup';
import { BL_ID, INVOICE_ID, PHOTO_ID } from './setup';

describe('Document', () => {
	const api = useMockApi();

	describe('Get Many', () => {
		it('sends the file name, reference and type filters and the sort, and returns the matches', async () => {
			const run = await api.run(
				{
					resource: 'document',
					operation: 'getAll',
					returnAll: true,
					filters: {
						fileName: 'inv',
						documentTypes: ['commercial_invoice', 'other'],
						reference: 'INV-10027',
					},
					sort: '-created_at',
				},
				v2,
			);
			expect(api.mock.requests[0].query).toMatchObject({
				'filter[filename]': 'inv',
				'filter[reference]': 'INV-10027',
				'filter[document_types]': 'commercial_invoice,other',
				sort: '-created_at',
			});
			expect(run.items.map((item) => item.json.id)).toEqual([INVOICE_ID]);
		});

		it('Limit stops at that many; Return All reads every page', async () => {
			const limited = await api.run({ resource: 'document', operation: 'getAll', limit: 2 }, v2);
			expect(limited.items).toHaveLength(2);
			expect(api.mock.requests[0].query['page[size]']).toBe('2');
			const all = await api.run({ resource: 'document', operation: 'getAll', returnAll: true }, v2);
			expect(all.items.map((item) => item.json.id)).toEqual([BL_ID, INVOICE_ID, PHOTO_ID]);
		});

		it('an unknown sort given by expression is refused before any request', async () => {
			const run = await api.run(
				{ resource: 'document', operation: 'getAll', limit: 5, sort: 'name' },
				v2,
			);
			expect(run.error?.message).toContain(
				'Sort must be a sort order ("-" for descending), not "name". Allowed: ',
			);
			expect(api.mock.requests).toHaveLength(0);
		});

		it('a sort given an object is refused before any request, never sent as "[object Object]"', async () => {
			const run = await api.run(
				{
					resource: 'document',
					operation: 'getAll',
					limit: 5,
					sort: '={{ { field: "created_at" } }}',
				},
				v2,
			);
			expect(run.error?.message).toContain(
				'Sort must be a sort order ("-" for descending), not {"field":"created_at"}. Allowed: ',
			);
			expect(api.mock.requests).toHaveLength(0);
			await api.run(
				{ resource: 'document', operation: 'getAll', limit: 5, sort: '={{ "  " }}' },
				v2,
			);
			expect(api.mock.requests[0].query.sort).toBeUndefined();
		});

		it('the type filter’s dropdown lists the account’s document types', async () => {
			const options = (await loadOptions({
				credentials: api.credentials,
				parameters: { resource: 'document', operation: 'getAll' },
				method: 'getDocumentTypes',
			})) as Array<{ name: string; value: string }>;
			expect(options.map((option) => option.value)).toEqual(
				expect.arrayContaining(['bill_of_lading', 'commercial_invoice', 'packing_list']),
			);
			expect(options.find((option) => option.value === 'bill_of_lading')?.name).toBe(
				'Bill of Lading',
			);
		});

		it('From List searches documents by file name', async () => {
			const result = (await loadOptions({
				credentials: api.credentials,
				parameters: { resource: 'document', operation: 'get' },
				method: 'searchDocuments',
				kind: 'listSearch',
				filter: 'INV',
			})) as { results: Array<{ name: string; value: string }> };
			expect(result.results).toEqual([
				{ name: 'INV-10027.pdf (commercial_invoice)', value: INVOICE_ID },
			]);
		});
	});
});
