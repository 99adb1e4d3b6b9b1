import type { IDataObject } from 'n8n-workflow';

import { setValue } from '../actions/helpers/customFieldColumnsSetup';
import { useMockApi } from '../actions/setup';
import { SEED } from '../mock/fixtures';
import type { ExampleWorkflow } from './exampleWorkflows';
import { readExample } from './exampleWorkflows';

/**
 * The Terminal49 steps of the round-trip examples as shipped, through n8n's engine: custom fields
 * out (Get Many with Add Custom Fields), through a spreadsheet file, back (Set Many). The file is
 * modelled as n8n's Convert to File writes an item (its flattenObject: an object or a list becomes
 * columns `key.0`, `key.1`) and Extract From File reads the cells back; the end-to-end suite runs
 * both workflows, file included, in a real n8n.
 */
const terminal49 = (workflow: ExampleWorkflow) =>
	workflow.nodes.find((node) => node.type === 'n8n-nodes-terminal49.terminal49')!;
const chain = (workflow: ExampleWorkflow, from: string): string[] => {
	const next = workflow.connections[from]?.main[0]?.[0]?.node;
	return next === undefined ? [from] : [from, ...chain(workflow, next)];
};

/** A row as n8n's Convert to File writes an item and Extract From File (XLSX, empty cells included) reads it back. */
function throughSpreadsheetFile(item: IDataObject, prefix = ''): IDataObject {
	const row: IDataObject = {};
	for (const [key, value] of Object.entries(item)) {
		if (value !== null && typeof value === 'object')
			Object.assign(row, throughSpreadsheetFile(value as IDataObject, `${prefix}${key}.`));
		else row[`${prefix}${key}`] = value ?? '';
	}
	return row;
}

describe('example: custom fields out to a spreadsheet file and back, only the edited cells written', () => {
	const api = useMockApi();
	const out = readExample('custom-fields-to-spreadsheet.json');
	const back = readExample('custom-fields-back-from-spreadsheet.json');

	it('out: Get Many with Add Custom Fields, Convert to File, a file; back: the file, Extract From File, Set Many by the row’s id', () => {
		expect(
			chain(out, 'Run now').map((name) => out.nodes.find((node) => node.name === name)?.type),
		).toEqual([
			'n8n-nodes-base.manualTrigger',
			'n8n-nodes-terminal49.terminal49',
			'n8n-nodes-base.convertToFile',
			'n8n-nodes-base.readWriteFile',
		]);
		expect(
			chain(back, 'Run now')
				.slice(0, 4)
				.map((name) => back.nodes.find((node) => node.name === name)?.type),
		).toEqual([
			'n8n-nodes-base.manualTrigger',
			'n8n-nodes-base.readWriteFile',
			'n8n-nodes-base.extractFromFile',
			'n8n-nodes-terminal49.terminal49',
		]);
		const file = (workflow: ExampleWorkflow, operation: string) =>
			workflow.nodes.find(
				(node) =>
					node.type === 'n8n-nodes-base.readWriteFile' && node.parameters.operation === operation,
			)!.parameters;
		expect(file(out, 'write').fileName).toBe(file(back, 'read').fileSelector);
		expect(terminal49(out).parameters).toMatchObject({
			operation: 'getAll',
			addCustomFields: true,
			output: 'selectedFields',
			fields: ['number'],
		});
		expect(terminal49(back).parameters).toMatchObject({
			operation: 'setMany',
			entityId: { mode: 'id', value: '={{ $json.id }}' },
			customFields: { mappingMode: 'autoMapInputData' },
		});
		expect(terminal49(back).onError).toBe('continueErrorOutput');
	});

	it('the sheet comes back with nothing to write; edited, exactly the edited cells are written', async () => {
		const state = api.mock.state;
		const [first, second] = SEED.containerIds;
		setValue(state, 'container', second, 'po_list', ['po_10042', 'acme_inc']);
		setValue(state, 'container', second, 'demurrage_budget_usd', 1250.5);
		setValue(state, 'container', second, 'appointment_confirmed', false);
		setValue(state, 'container', second, 'planned_pickup_date', '2026-12-01');
		const exported = await api.run(terminal49(out).parameters, { typeVersion: 2 });
		expect(exported.error).toBeUndefined();
		const rows = exported.items.map((item) => throughSpreadsheetFile(item.json));
		const setMany = (input: IDataObject[]) =>
			api.run(terminal49(back).parameters, {
				typeVersion: 2,
				inputItems: input,
				continueOnFail: true,
			});

		const unchanged = await setMany(rows);
		expect(unchanged.items.every((item) => item.json.error === undefined)).toBe(true);
		expect(state.customFieldWrites).toEqual([]);

		const row = (id: string) => rows.find((r) => r.id === id)!;
		// One cell a field, as the user edits it: a choice added to the list the cell holds.
		expect(Object.keys(row(second)).filter((column) => column.includes('.'))).toEqual([]);
		expect(row(second).po_list).toBe('["po_10042","acme_inc"]');
		row(first).trucker_name = 'Bay Cartage';
		row(second).po_list = String(row(second).po_list).replace(']', ',"po_10043"]');
		row(second).demurrage_budget_usd = 1300;
		row(second).appointment_confirmed = true;
		const edited = await setMany(rows);
		expect(edited.items.every((item) => item.json.error === undefined)).toBe(true);
		expect(
			state.customFieldWrites.map((write) => [write.entityId, write.apiSlug, write.value]),
		).toEqual([
			[first, 'trucker_name', 'Bay Cartage'],
			[second, 'demurrage_budget_usd', 1300],
			[second, 'appointment_confirmed', true],
			[second, 'po_list', ['po_10042', 'acme_inc', 'po_10043']],
		]);
	});
});
