import type { INodeParameters, INodePropertyOptions } from 'n8n-workflow';

import { loadOptions } from '../../harness/engine';
import { SEED } from '../../mock/fixtures';
import { useMockApi } from '../setup';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource,
	operation,
	...extra,
});

describe.each(['live', 'openapi'] as const)(
	'Tracking request: Get Many (%s spelling)',
	(spelling) => {
		const api = useMockApi({ spelling });
		const PENDING = SEED.trackingRequestIds[1];

		it('Get Many: the API’s filters are sent as it names them, and it applies them', async () => {
			const run = await api.run({
				resource: 'trackingRequest',
				operation: 'getAll',
				returnAll: true,
				filters: { status: 'pending', scac: 'oney', createdAfter: '2000-01-01T00:00:00Z' },
			});
			expect(run.items.map((item) => item.json.id)).toEqual([PENDING]);
			expect(api.mock.requests[0].query).toMatchObject({
				'filter[status]': 'pending',
				'filter[scac]': 'ONEY',
				'filter[created_at][start]': '2000-01-01T00:00:00Z',
				'page[size]': '100',
			});
		});

		it.each([
			['Asia/Tokyo', '2026-03-01T01:00:00.000Z'],
			['Pacific/Kiritimati', '2026-02-28T20:00:00.000Z'],
		])(
			'Get Many (version 2) in %s: a moment without an offset is read in the workflow’s time zone and sent as UTC',
			async (timezone, sent) => {
				const run = await api.run(
					{
						resource: 'trackingRequest',
						operation: 'getAll',
						returnAll: true,
						filters: { createdAfter: '2026-03-01T10:00:00', updatedBefore: '2026-03-02T00:00:00Z' },
					},
					{ typeVersion: 2, timezone },
				);
				expect(run.error).toBeUndefined();
				expect(api.mock.requests[0].query).toMatchObject({
					'filter[created_at][start]': sent,
					'filter[updated_at][end]': '2026-03-02T00:00:00.000Z',
				});
			},
		);

		it('Get Many: Limit reads no more than it needs', async () => {
			const run = await api.run({
				resource: 'trackingRequest',
				operation: 'getAll',
				returnAll: false,
				limit: 2,
			});
			expect(run.items).toHaveLength(2);
			expect(api.mock.requests[0].query['page[size]']).toBe('2');
		});

		it('Get Many: a filter value the API does not know fails before any request', async () => {
			const run = await api.run({
				resource: 'trackingRequest',
				operation: 'getAll',
				returnAll: true,
				filters: { updatedBefore: 'last tuesday' },
			});
			expect(run.error?.message).toBe('Updated Before must be a date and time, not "last tuesday"');
			expect(api.mock.requests).toHaveLength(0);
		});
	},
);

describe('Tracking Request: Get Many, the carrier filter', () => {
	const api = useMockApi();

	it('the SCAC filter of Tracking Request Get Many is a dropdown of carriers, value the SCAC', async () => {
		const options = (await loadOptions({
			credentials: api.credentials,
			parameters: op('trackingRequest', 'getAll'),
			method: 'getShippingLineScacs',
		})) as INodePropertyOptions[];
		expect(options).toHaveLength(8);
		expect(options.find((o) => o.value === 'MAEU')?.name).toBe('Maersk (MAEU)');
		const run = await api.run(
			op('trackingRequest', 'getAll', { limit: 5, filters: { scac: '={{ "MSCU" }}' } }),
		);
		expect(run.error).toBeUndefined();
		expect(api.mock.requests.at(-1)?.query['filter[scac]']).toBe('MSCU');
	});
});
