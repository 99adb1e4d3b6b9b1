import type { IDataObject } from 'n8n-workflow';

import { byId, useMockApi, v2 } from '../setup';
import { containers, SECOND, setValue, storedValues } from './customFieldColumnsSetup';

describe('a sheet goes out and comes back unchanged: Get Many with Add Custom Fields, then Set Many’s Map Automatically', () => {
	const api = useMockApi();

	/** A row as Google Sheets writes an item and reads it back: every cell text, a list as JSON, nothing as empty. */
	const asSheetRow = (item: IDataObject): IDataObject =>
		Object.fromEntries(Object.entries(item).map(([name, value]) => [name, value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)]));

	it('every value of every data type is written back as it was', async () => {
		const state = api.mock.state;
		setValue(state, 'container', SECOND, 'appointment_confirmed', false);
		setValue(state, 'container', SECOND, 'demurrage_budget_usd', 1250.5);
		setValue(state, 'container', SECOND, 'dispatch_at', '2026-12-01T08:30:00-08:00');
		setValue(state, 'container', SECOND, 'dispatch_status', 'scheduled');
		setValue(state, 'container', SECOND, 'planned_pickup_date', '2026-12-01');
		setValue(state, 'container', SECOND, 'po_list', ['po_10042', 'acme_inc']);
		setValue(state, 'container', SECOND, 'trucker_name', 'Pacific Haulers');
		const before = storedValues(state);

		const exported = await api.run(containers(), v2);
		expect(exported.error).toBeUndefined();
		const rows = exported.items.map((item) => asSheetRow(item.json));
		const setMany = {
			resource: 'customField',
			operation: 'setMany',
			entityType: 'container',
			entityId: byId('={{ $json.id }}'),
			customFields: { mappingMode: 'autoMapInputData', value: null, matchingColumns: [], schema: [], attemptToConvertTypes: false, convertFieldsToString: false },
			emptyValues: 'skip',
		};
		const back = await api.run(setMany, { ...v2, inputItems: rows });
		expect(back.error).toBeUndefined();
		expect(storedValues(state)).toEqual(before);
		// Each stored value of the containers went out and came back once, as it was; no field without a value got one.
		const exportedIds = new Set(rows.map((row) => row.id));
		const stored = state.customFields.filter((record) => record.entityType === 'container' && exportedIds.has(record.entityId));
		const written = state.customFieldWrites.map((write) => [`${write.entityId} ${write.apiSlug}`, write.value] as const);
		expect(written.map(([key]) => key).sort()).toEqual(stored.map((record) => `${record.entityId} ${record.apiSlug}`).sort());
		for (const [key, value] of written) expect(value).toEqual(before[key]);
	});
});
