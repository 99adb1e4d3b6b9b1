/**
 * Through n8n's engine against the mock: Custom Field → Update over a sheet's rows, as the Google
 * Sheets example in docs/operations.md maps it (Value `{{ $json.value }}`). A row that lacks the
 * value column (a header spelt `Value`, a column deleted) makes the expression give nothing at
 * all, which is not an empty cell: it must not clear the field, as Set Many never lets a missing
 * column erase a value. An empty cell still clears, as documented.
 */
import { SEED } from '../../mock/fixtures';
import { patchedValues, updateFromItem, useMockApi, v2 } from '../setup';

describe('Custom Field → Update: a value the row does not have', () => {
	const api = useMockApi();
	const patched = () => patchedValues(api);
	const update = updateFromItem('trackingRequest', SEED.trackingRequestIds[0]);

	it('a row without the value column clears nothing: the item fails naming Value, before any write', async () => {
		const run = await api.run(update, { ...v2, inputItems: [{ slug: 'priority', Value: 'high' }] });
		expect(run.error?.message).toMatch(/^Value/);
		expect(patched()).toEqual([]);
	});

	it('an empty cell still clears the field, as documented', async () => {
		const run = await api.run(update, { ...v2, inputItems: [{ slug: 'priority', value: '' }] });
		expect(run.error).toBeUndefined();
		expect(patched()).toEqual([null]);
	});
});
