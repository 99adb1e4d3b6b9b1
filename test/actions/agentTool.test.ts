import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { TOOL_DEFAULT_LIMIT } from '../../nodes/Terminal49/actions/helpers/forModel';
import { forgetLimiters } from '../support/processState';
import { runWorkflow, TOOL_NODE_TYPE } from '../harness/engine';
import { seedContainers } from '../mock/bulkSeed';
import { seedDefault } from '../mock/seed';
import type { MockApi } from '../mock/server';
import { startMockApi } from '../mock/server';

/** The node as an AI Agent runs it (its tool type) and as a workflow runs it, on the same parameters. */
async function both(mock: MockApi, parameters: INodeParameters) {
	const credentials = { apiKey: mock.apiKey, baseUrl: mock.url };
	const run = async (type?: string) => {
		forgetLimiters();
		const result = await runWorkflow({
			credentials,
			nodes: [{ parameters, type, typeVersion: 2 }],
		});
		const node = result.nodes['Node 1'];
		if (node.error) throw node.error;
		return node.items.map((item) => item.json);
	};
	return { tool: await run(TOOL_NODE_TYPE), workflow: await run() };
}

function hasEmpty(value: unknown): boolean {
	if (value === null || value === '') return true;
	if (Array.isArray(value)) return value.length === 0 || value.some(hasEmpty);
	if (typeof value === 'object')
		return (
			Object.keys(value as object).length === 0 || Object.values(value as object).some(hasEmpty)
		);
	return false;
}

describe('the node as an AI Agent tool', () => {
	let mock: MockApi;
	afterEach(async () => await mock.close());

	it('Return All returns at most the tool default and says how many more match; a workflow still gets them all', async () => {
		mock = await startMockApi({ seed: (state) => seedContainers(state, 60) });
		const { tool, workflow } = await both(mock, {
			resource: 'container',
			operation: 'getAll',
			returnAll: true,
		});
		expect(workflow).toHaveLength(60);
		expect(tool).toHaveLength(TOOL_DEFAULT_LIMIT + 1);
		expect(tool.at(-1)).toEqual({
			note: `${TOOL_DEFAULT_LIMIT} of 60 shown; ${60 - TOOL_DEFAULT_LIMIT} more match. Narrow the filters, or ask for a higher limit, to see others.`,
		});
	});

	it('a Limit (the model may set it) bounds the answer; one record more is read to tell that more match', async () => {
		mock = await startMockApi({ seed: (state) => seedContainers(state, 60) });
		const { tool, workflow } = await both(mock, {
			resource: 'container',
			operation: 'getAll',
			limit: '={{ 5 }}',
		});
		expect(workflow).toHaveLength(5);
		expect(tool.slice(0, 5).map((c) => c.number)).toEqual(workflow.map((c) => c.number));
		expect(tool[5]).toEqual({
			note: 'The first 5 shown; more match. Narrow the filters, or ask for a higher limit, to see others.',
		});
	});

	it('no note when everything fits', async () => {
		mock = await startMockApi({ seed: (state) => seedContainers(state, 4) });
		const { tool } = await both(mock, { resource: 'container', operation: 'getAll', limit: 10 });
		expect(tool).toHaveLength(4);
	});

	it('Simplified for a model: no null or empty values, no code beside its label, no shipment id beside its BL, nothing nested that the record already says; a workflow gets the shape unchanged', async () => {
		mock = await startMockApi({ seed: seedDefault });
		const { tool, workflow } = await both(mock, {
			resource: 'container',
			operation: 'getAll',
			returnAll: true,
			include: ['shipment', 'pod_terminal'],
		});
		expect(tool).toHaveLength(workflow.length);
		expect(workflow.some(hasEmpty)).toBe(true);
		for (const [index, compact] of tool.entries()) {
			const full = workflow[index];
			expect(hasEmpty(compact)).toBe(false);
			expect(compact.id).toBe(full.id);
			if (full.status_label) expect(compact).not.toHaveProperty('status');
			if (full.bill_of_lading) expect(compact).not.toHaveProperty('shipment_id');
			const nested = (compact.demurrage ?? {}) as IDataObject;
			for (const name of Object.keys(nested))
				if (name in compact) expect(nested[name]).not.toEqual(compact[name]);
			expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(full).length);
		}
	});

	it('an operation without Return All (Get a container by number) runs as a tool, compact', async () => {
		mock = await startMockApi({ seed: seedDefault });
		const number = String(mock.state.containers[1].attributes.number);
		const { tool, workflow } = await both(mock, {
			resource: 'container',
			operation: 'get',
			containerId: { __rl: true, mode: 'number', value: `={{ "${number.toLowerCase()}" }}` },
		});
		expect(tool).toHaveLength(1);
		expect(tool[0]).toMatchObject({ id: workflow[0].id, number });
		expect(hasEmpty(tool[0])).toBe(false);
	});

	it('an error a model can fix carries its fix in the message, since an agent hands the model only that; a workflow’s error is unchanged', async () => {
		mock = await startMockApi({ seed: seedDefault });
		const credentials = { apiKey: mock.apiKey, baseUrl: mock.url };
		const parameters = {
			resource: 'container',
			operation: 'get',
			containerId: { __rl: true, mode: 'id', value: '={{ "MSKU-24" }}' },
		};
		const errorOf = async (type?: string) =>
			(await runWorkflow({ credentials, nodes: [{ parameters, type, typeVersion: 2 }] })).nodes[
				'Node 1'
			].error;
		const workflow = await errorOf();
		const tool = await errorOf(TOOL_NODE_TYPE);
		expect(workflow?.message).toBe('"MSKU-24" is not a valid Container ID');
		expect(workflow?.description).toMatch(/^Terminal49 IDs are UUIDs such as/);
		expect(tool?.message).toBe(`"MSKU-24" is not a valid Container ID. ${workflow?.description}`);
	});

	it('All Fields and Raw, chosen for the tool, keep every field', async () => {
		mock = await startMockApi({ seed: seedDefault });
		for (const output of ['allFields', 'raw']) {
			const { tool, workflow } = await both(mock, {
				resource: 'container',
				operation: 'getAll',
				limit: 3,
				output,
			});
			expect(tool.slice(0, 3)).toEqual(
				workflow.map((record) =>
					expect.objectContaining(
						Object.fromEntries(
							Object.keys(record)
								.filter((k) => k !== 'demurrage')
								.map((k) => [k, record[k]]),
						),
					),
				),
			);
		}
	});
});
