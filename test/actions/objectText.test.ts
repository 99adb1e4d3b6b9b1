/**
 * Through n8n's engine against the mock: an object mapped into a text parameter inside other text
 * (`PO {{ $json.order }}`, the way most mappings are written) reaches the node as the text n8n
 * makes of it, "PO [object Object]". docs/operations.md promises text is never sent as
 * "[object Object]", and the list reader already refuses text holding it; a text parameter, a
 * filter and a text custom field must refuse it too, naming the parameter, before any write.
 */
import type { IDataObject, ResourceMapperValue } from 'n8n-workflow';

import { SEED } from '../mock/fixtures';
import { rl, updateFromItem, useMockApi, v2 } from './setup';

const ROW = { order: { po: 'PO-10042', lines: 3 } };

describe('an object turned into text by a mapping is refused as the object is', () => {
	const api = useMockApi();

	it.each([
		[
			'Tracking Request → Update, Reference Number',
			{
				resource: 'trackingRequest',
				operation: 'update',
				trackingRequestId: rl('id', SEED.trackingRequestIds[0]),
				refNumber: '=PO {{ $json.order }}',
			},
			/^Reference Number/,
		],
		[
			'Search, Query',
			{ resource: 'search', operation: 'search', query: '={{ String($json.order) }}' },
			/^Query/,
		],
		[
			'Shipment → Get Many, Request Number filter',
			{
				resource: 'shipment',
				operation: 'getAll',
				limit: 5,
				filters: { number: '=BL {{ $json.order }}' },
			},
			/^Request Number filter/,
		],
	])(
		'%s given "… [object Object]" is refused naming it, before any request',
		async (_title, parameters, named) => {
			const run = await api.run(parameters, { ...v2, inputItems: [ROW] });
			expect(run.error?.message).toMatch(named);
			expect(api.mock.requests).toHaveLength(0);
		},
	);

	it('a text custom field given "… [object Object]" by Update is refused, not written', async () => {
		const run = await api.run(
			{
				...updateFromItem('trackingRequest', SEED.trackingRequestIds[0]),
				value: '=PO {{ $json.order }}',
			},
			{ ...v2, inputItems: [{ ...ROW, slug: 'customer_reference_number' }] },
		);
		expect(run.error?.message).toMatch(/^Value \(custom field "customer_reference_number"\)/);
		expect(api.mock.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
	});

	it('a text custom field given "… [object Object]" by Set Many is refused, not written', async () => {
		const customFields: ResourceMapperValue = {
			mappingMode: 'defineBelow',
			value: { trucker_name: '=Trucker {{ $json.order }}' },
			matchingColumns: [],
			schema: [],
			attemptToConvertTypes: false,
			convertFieldsToString: false,
		};
		const run = await api.run(
			{
				resource: 'customField',
				operation: 'setMany',
				entityType: 'container',
				entityId: rl('id', SEED.containerIds[0]),
				customFields,
			},
			{ ...v2, inputItems: [ROW] },
		);
		expect(run.error?.message).toMatch(/trucker_name/);
		expect(
			api.mock.requests
				.filter((r) => r.method === 'PATCH')
				.map((r) => (r.body as { data: IDataObject }).data),
		).toEqual([]);
	});
});
