/**
 * Through n8n's engine against the mock: a custom field's value whose mapping gives nothing (the
 * row lacks the column) is never written, also where white space typed after the expression
 * (`{{ $json.nope }} `, as a mapping dragged into a field may leave) makes n8n hand over a blank
 * text instead: Update refuses it, Set Many leaves the field unchanged or refuses it when empty
 * values clear, and Tracking Request → Create's Initial Custom Fields refuses it rather than POST
 * `value: null` for a field nobody set. A blank the row itself holds still clears, as documented.
 */
import type { ResourceMapperValue } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { patchedValues, rl, updateFromItem, useMockApi, v2 } from '../setup';

describe('a custom field value whose mapping gives nothing', () => {
	const api = useMockApi();
	const patched = () => patchedValues(api);
	const posted = () =>
		api.mock.requests.filter((r) => r.method === 'POST' && r.path === '/tracking_requests');

	const setMany = (value: string, emptyValues: string) => {
		const customFields: ResourceMapperValue = {
			mappingMode: 'defineBelow',
			value: { trucker_name: value },
			matchingColumns: [],
			schema: [],
			attemptToConvertTypes: false,
			convertFieldsToString: false,
		};
		return {
			resource: 'customField',
			operation: 'setMany',
			entityType: 'container',
			entityId: rl('id', SEED.containerIds[0]),
			customFields,
			emptyValues,
		};
	};

	it('Update: a space after an expression that gives nothing is refused naming Value, not written as a clear', async () => {
		const run = await api.run(
			{
				...updateFromItem('trackingRequest', SEED.trackingRequestIds[0]),
				value: '={{ $json.value }} ',
			},
			{ ...v2, inputItems: [{ slug: 'priority' }] },
		);
		expect(run.error?.message).toMatch(/^Value \(custom field "priority"\) must be a value/);
		expect(patched()).toEqual([]);
	});

	it('Update: the same mapping over a row whose cell is empty still clears the field', async () => {
		const run = await api.run(
			{
				...updateFromItem('trackingRequest', SEED.trackingRequestIds[0]),
				value: '={{ $json.value }} ',
			},
			{ ...v2, inputItems: [{ slug: 'priority', value: '' }] },
		);
		expect(run.error).toBeUndefined();
		expect(patched()).toEqual([null]);
	});

	it('Set Many, Empty Values: Clear the Field: a space after an expression that gives nothing is refused, nothing cleared', async () => {
		const run = await api.run(setMany('={{ $json.nope }} ', 'clear'), {
			...v2,
			inputItems: [{ trucker: 'Harbor Drayage' }],
		});
		expect(run.error?.message).toMatch(/trucker_name/);
		expect(patched()).toEqual([]);
	});

	it('Set Many, Empty Values: Leave the Field Unchanged: the same field is listed as empty in the row', async () => {
		const run = await api.run(setMany('={{ $json.nope }} ', 'skip'), {
			...v2,
			inputItems: [{ trucker: 'Harbor Drayage' }],
		});
		expect(run.error).toBeUndefined();
		expect(run.items[0].json.empty_in_row).toEqual(['trucker_name']);
		expect(patched()).toEqual([]);
	});

	it.each([
		['an expression that gives nothing', '={{ $json.nope }}'],
		['a space after it', '={{ $json.nope }} '],
	])(
		'Tracking Request → Create, Initial Custom Fields, %s: refused naming the field, nothing created',
		async (_title, value) => {
			const run = await api.run(
				{
					resource: 'trackingRequest',
					operation: 'create',
					requestType: 'bill_of_lading',
					requestNumber: 'MEDUFR030802',
					scac: 'MSCU',
					initialCustomFields: { shipment: [{ apiSlug: 'internal_reference', value }] },
				},
				{ ...v2, inputItems: [{ po: 'PO-10042' }] },
			);
			expect(run.error?.message).toMatch(
				/^Value \(custom field "internal_reference"\) must be a value/,
			);
			expect(posted()).toEqual([]);
		},
	);
});
