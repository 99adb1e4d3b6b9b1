/**
 * Through n8n's engine against the mock: a boolean filter given by an expression is read as the
 * Boolean row of docs/operations.md says, "filters such as Has Holds" among them: `""` and `null`
 * are refused, never read as false, and never as no filter at all (which returns every record,
 * held or not). An empty sheet cell mapped into Has Holds would otherwise list every container.
 */
import { useMockApi, v2 } from './setup';

const GIVEN_NOTHING: Array<[string, string | null]> = [
	['empty text', ''],
	['null', null],
];

describe('a boolean filter given nothing by an expression', () => {
	const api = useMockApi();

	it.each(GIVEN_NOTHING)(
		'Container → Get Many, Has Holds given %s, is refused naming Has Holds before any request',
		async (_title, value) => {
			const run = await api.run(
				{
					resource: 'container',
					operation: 'getAll',
					returnAll: true,
					filters: { hasHolds: '={{ $json.value }}' },
				},
				{ ...v2, inputItems: [{ value }] },
			);
			expect(run.error?.message).toMatch(/^Has Holds must be true or false/);
			expect(api.mock.requests).toHaveLength(0);
		},
	);

	it.each(GIVEN_NOTHING)(
		'Container → Get Many, Available for Pickup given %s, is refused naming it before any request',
		async (_title, value) => {
			const run = await api.run(
				{
					resource: 'container',
					operation: 'getAll',
					returnAll: true,
					filters: { availableForPickup: '={{ $json.value }}' },
				},
				{ ...v2, inputItems: [{ value }] },
			);
			expect(run.error?.message).toMatch(/^Available for Pickup must be true or false/);
			expect(api.mock.requests).toHaveLength(0);
		},
	);

	it.each(GIVEN_NOTHING)(
		'Shipment → Get Many, Tracking Stopped given %s, is refused naming it before any request',
		async (_title, value) => {
			const run = await api.run(
				{
					resource: 'shipment',
					operation: 'getAll',
					returnAll: true,
					filters: { trackingStopped: '={{ $json.value }}' },
				},
				{ ...v2, inputItems: [{ value }] },
			);
			expect(run.error?.message).toMatch(/^Tracking Stopped must be true or false/);
			expect(api.mock.requests).toHaveLength(0);
		},
	);
});
