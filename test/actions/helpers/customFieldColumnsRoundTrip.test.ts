import type { IDataObject } from 'n8n-workflow';

import { SEED } from '../../mock/fixtures';
import { byId, useMockApi, v2 } from '../setup';
import { containers, SECOND, setValue, storedValues } from './customFieldColumnsSetup';

describe('a sheet goes out and comes back unchanged: Get Many with Add Custom Fields, then Set Many’s Map Automatically', () => {
	const api = useMockApi();

	/** A row as Google Sheets writes an item and reads it back: every cell text, a list as JSON, nothing as empty. */
	const asSheetRow = (item: IDataObject): IDataObject =>
		Object.fromEntries(
			Object.entries(item).map(([name, value]) => [
				name,
				value === null || value === undefined
					? ''
					: typeof value === 'object'
						? JSON.stringify(value)
						: String(value),
			]),
		);

	const setMany = {
		resource: 'customField',
		operation: 'setMany',
		entityType: 'container',
		entityId: byId('={{ $json.id }}'),
		customFields: {
			mappingMode: 'autoMapInputData',
			value: null,
			matchingColumns: [],
			schema: [],
			attemptToConvertTypes: false,
			convertFieldsToString: false,
		},
		emptyValues: 'skip',
	};

	/** Every data type's value on the second container, and the sheet the export of every container makes of them. */
	async function exportedSheet(): Promise<IDataObject[]> {
		const state = api.mock.state;
		setValue(state, 'container', SECOND, 'appointment_confirmed', false);
		setValue(state, 'container', SECOND, 'demurrage_budget_usd', 1250.5);
		setValue(state, 'container', SECOND, 'dispatch_at', '2026-12-01T08:30:00-08:00');
		setValue(state, 'container', SECOND, 'dispatch_status', 'scheduled');
		setValue(state, 'container', SECOND, 'planned_pickup_date', '2026-12-01');
		setValue(state, 'container', SECOND, 'po_list', ['po_10042', 'acme_inc']);
		setValue(state, 'container', SECOND, 'trucker_name', 'Pacific Haulers');
		const exported = await api.run(containers(), v2);
		expect(exported.error).toBeUndefined();
		return exported.items.map((item) => asSheetRow(item.json));
	}

	it('every value of every data type comes back already equal: nothing is written', async () => {
		const rows = await exportedSheet();
		const before = storedValues(api.mock.state);
		const back = await api.run(setMany, { ...v2, inputItems: rows });
		expect(back.error).toBeUndefined();
		expect(api.mock.requests.filter((r) => r.method !== 'GET')).toEqual([]);
		expect(storedValues(api.mock.state)).toEqual(before);
		// Each value the containers hold was compared and found equal; every empty cell was left.
		const held = api.mock.state.customFields.filter(
			(record) =>
				record.entityType === 'container' && rows.some((row) => row.id === record.entityId),
		);
		expect(
			back.items
				.flatMap((item) =>
					(item.json.already_equal as string[]).map(
						(slug) => `${String(item.json.entity_id)} ${slug}`,
					),
				)
				.sort(),
		).toEqual(held.map((record) => `${record.entityId} ${record.apiSlug}`).sort());
	});

	it('a sheet edited in a few cells writes exactly those cells', async () => {
		const rows = await exportedSheet();
		const second = rows.find((row) => row.id === SECOND)!;
		second.trucker_name = 'Bay Cartage';
		second.dispatch_status = 'dispatched';
		second.po_list = '["po_10042","acme_inc","po_10043"]';
		rows[0].planned_pickup_date = '2027-01-04';
		const back = await api.run(setMany, { ...v2, inputItems: rows });
		expect(back.error).toBeUndefined();
		expect(
			api.mock.state.customFieldWrites.map((write) => [write.entityId, write.apiSlug, write.value]),
		).toEqual([
			[rows[0].id, 'planned_pickup_date', '2027-01-04'],
			[SECOND, 'trucker_name', 'Bay Cartage'],
			[SECOND, 'dispatch_status', 'dispatched'],
			[SECOND, 'po_list', ['po_10042', 'acme_inc', 'po_10043']],
		]);
	});

	it('under Clear the Field, a text of spaces comes back as it went out, already equal: an unchanged sheet erases nothing', async () => {
		setValue(api.mock.state, 'container', SECOND, 'trucker_name', '   ');
		const exported = await api.run(containers(), v2);
		const rows = exported.items.map((item) => asSheetRow(item.json));
		expect(rows.find((row) => row.id === SECOND)?.trucker_name).toBe('   ');
		const before = storedValues(api.mock.state);
		const back = await api.run({ ...setMany, emptyValues: 'clear' }, { ...v2, inputItems: rows });
		expect(back.error).toBeUndefined();
		expect(api.mock.state.customFieldWrites).toEqual([]);
		expect(storedValues(api.mock.state)).toEqual(before);
	});

	it('a choice whose option was removed since it was set comes back already equal; the row’s edited cell is written', async () => {
		const rows = await exportedSheet();
		// The container still holds an option removed from its field in Terminal49 (Custom Field Option → Delete).
		const retire = (slug: 'po_list' | 'dispatch_status', value: string) =>
			api.run(
				{
					resource: 'customFieldOption',
					operation: 'delete',
					definitionId: SEED.definitionIds.container[slug],
					optionId: SEED.optionIds.container[slug][value],
				},
				v2,
			);
		expect((await retire('po_list', 'acme_inc')).error).toBeUndefined();
		expect((await retire('dispatch_status', 'scheduled')).error).toBeUndefined();
		const second = rows.find((row) => row.id === SECOND)!;
		expect(second).toMatchObject({
			po_list: '["po_10042","acme_inc"]',
			dispatch_status: 'scheduled',
		});
		second.trucker_name = 'Bay Cartage';
		const back = await api.run(setMany, { ...v2, inputItems: rows, continueOnFail: true });
		const item = back.items[rows.indexOf(second)].json;
		expect(item.error).toBeUndefined();
		expect(item.already_equal).toEqual(expect.arrayContaining(['po_list', 'dispatch_status']));
		expect(
			api.mock.state.customFieldWrites.map((write) => [write.entityId, write.apiSlug, write.value]),
		).toEqual([[SECOND, 'trucker_name', 'Bay Cartage']]);
	});
});
