import type { INodeParameters } from 'n8n-workflow';

import { setThrottleTestSeam } from '../../support/processState';
import { SEED } from '../../mock/fixtures';
import { useMockApi, v2 } from '../setup';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource,
	operation,
	...extra,
});

describe('Custom Field: Get Many in Account, where the whole list answers 500 as in Terminal49’s own recording', () => {
	const api = useMockApi();
	beforeEach(() => setThrottleTestSeam({ windowMs: 200 }));
	afterEach(() => setThrottleTestSeam(undefined));

	it('the error says to set a filter', async () => {
		const run = await api.run(
			op('customField', 'getAllInAccount', { returnAll: true, filters: {} }),
			v2,
		);
		expect(run.error?.message).toContain('500');
		expect(run.error?.description).toContain(
			'Set a filter (Record Type, Record ID or Custom Field)',
		);
		expect(api.calls().every((call) => call === 'GET /custom_fields')).toBe(true);
	});

	it('a filtered list is read as usual', async () => {
		const run = await api.run(
			op('customField', 'getAllInAccount', {
				returnAll: true,
				filters: { entityType: 'container' },
				output: 'allFields',
			}),
			v2,
		);
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json.api_slug).sort()).toEqual([
			'special_requirements',
			'trucker_name',
		]);
		expect(api.mock.requests[0].query['filter[entity_type]']).toBe('Cargo');
	});
});

describe('Custom Field: Get Many in Account, as the OpenAPI describes it', () => {
	const api = useMockApi({ spelling: 'openapi' });
	const run = (filters: INodeParameters, extra: INodeParameters = {}) =>
		api.run(
			op('customField', 'getAllInAccount', {
				returnAll: true,
				filters,
				output: 'allFields',
				...extra,
			}),
			v2,
		);

	it('every value of the account, or those of a record type, a record or a field; filters sent to the API', async () => {
		const all = await run({});
		expect(all.items).toHaveLength(api.mock.state.customFields.length);
		const shipments = await run({ entityType: 'shipment' });
		expect(shipments.items.map((item) => item.json.api_slug).sort()).toEqual([
			'customs_cleared',
			'internal_reference',
		]);
		expect(api.mock.requests.at(-1)?.query['filter[entity_type]']).toBe('Shipment');
		const record = await run({ entityId: SEED.trackingRequestIds[0] });
		expect(record.items.map((item) => item.json.api_slug).sort()).toEqual([
			'customer_reference_number',
			'priority',
		]);
		const field = await run({ definitionId: SEED.definitionIds.container.trucker_name });
		expect(field.items.map((item) => item.json.value)).toEqual(['Harbor Drayage']);
		expect(api.mock.requests.at(-1)?.query['filter[definition_id]']).toBe(
			SEED.definitionIds.container.trucker_name,
		);
		const limited = await api.run(op('customField', 'getAllInAccount', { limit: 2 }), v2);
		expect(limited.items).toHaveLength(2);
	});

	it('a record ID or field ID that is not a UUID is refused before any request', async () => {
		const bad = await run({ entityId: 'ACME-4471' });
		expect(bad.error?.message).toContain('"ACME-4471" is not a valid Record ID');
		const badField = await run({ definitionId: '={{ "priority" }}' });
		expect(badField.error?.message).toContain('"priority" is not a valid Custom Field ID');
		expect(api.mock.requests).toHaveLength(0);
	});
});

describe('Custom Field: Get Many in Account keeps a container’s values whichever way the API spells the container', () => {
	// The OpenAPI's list, which answers without a filter: here the API ignores the filter and the node's own check decides.
	const api = useMockApi({ spelling: 'openapi' });

	it.each(['cargo', 'container'])(
		'values whose record is a "%s" pass the Record Type: Container filter, and no other, when the API ignores the filter',
		async (spelling) => {
			api.mock.state.ignoredQuery.add('filter[entity_type]');
			for (const record of api.mock.state.customFields)
				if (record.entityType === 'container')
					record.entityType = spelling as typeof record.entityType;

			const run = await api.run(
				op('customField', 'getAllInAccount', {
					returnAll: true,
					filters: { entityType: 'container' },
					output: 'allFields',
				}),
				v2,
			);

			expect(run.error).toBeUndefined();
			expect(run.items.map((item) => item.json.api_slug).sort()).toEqual([
				'special_requirements',
				'trucker_name',
			]);
		},
	);
});
