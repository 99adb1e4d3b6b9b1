/**
 * Settings → On Error → "Continue (using error output)": n8n's engine moves an item to the node's
 * error output only when it recognises it as a failure, by its `error` field or by a json of only
 * error/message keys (1.x: exactly these; 2.x: also details). Found in a real n8n (1.123 and
 * 2.41): the failed items, { error, description, httpCode }, went to the success output instead.
 */
import type { INode, INodeExecutionData } from 'n8n-workflow';

import { forgetLimiters } from '../support/processState';
import { ACTION_NODE_TYPE, ITEMS_NODE_TYPE, executeWorkflow } from '../harness/engine';
import { SEED } from '../mock/fixtures';
import type { MockApi } from '../mock/server';
import { startMockApi } from '../mock/server';

let mock: MockApi;
beforeEach(async () => {
	forgetLimiters();
	mock = await startMockApi();
});
afterEach(async () => {
	await mock.close();
});

const UNKNOWN = 'c0000000-0000-4000-8000-0000000000ff';

async function runContainerGet(
	onError: INode['onError'],
	typeVersion = 1,
): Promise<INodeExecutionData[][]> {
	const nodes: INode[] = [
		{
			id: 'items',
			name: 'Items',
			type: ITEMS_NODE_TYPE,
			typeVersion: 1,
			position: [0, 0],
			parameters: {
				items: JSON.stringify([
					{ containerId: SEED.containerIds[0] },
					{ containerId: UNKNOWN },
					{ containerId: 'MSKU2431002' },
				]),
			},
		},
		{
			id: 'get',
			name: 'Terminal49',
			type: ACTION_NODE_TYPE,
			typeVersion,
			position: [200, 0],
			parameters: {
				resource: 'container',
				operation: 'get',
				containerId: '={{ $json.containerId }}',
			},
			onError,
			credentials: { terminal49Api: { id: 'cred-1', name: 'Terminal49 (test)' } },
		},
	];
	const connections = {
		Items: { main: [[{ node: 'Terminal49', type: 'main' as const, index: 0 }]] },
	};
	const result = await executeWorkflow(
		{ nodes, connections },
		{ apiKey: mock.apiKey, baseUrl: mock.url },
	);
	expect(result.status).toBe('success');
	return (result.run.data.resultData.runData.Terminal49[0].data?.main ?? []).map(
		(items) => items ?? [],
	);
}

describe('On Error: Continue (using error output)', () => {
	it('sends failed items to the error output: the input item with error and message, paired', async () => {
		const [success, failed] = await runContainerGet('continueErrorOutput');

		expect(success).toHaveLength(1);
		expect(success[0].json.id).toBe(SEED.containerIds[0]);
		expect(success[0].pairedItem).toEqual({ item: 0 });

		expect(failed).toHaveLength(2);
		expect(failed.map((item) => item.pairedItem)).toEqual([{ item: 1 }, { item: 2 }]);
		expect(failed[0].json).toEqual({
			containerId: UNKNOWN,
			error: `Terminal49 answered 404: Not Found: Couldn't find Container with 'id'=${UNKNOWN}`,
			message: expect.stringMatching(/^No container with id/),
		});
		expect(failed[1].json).toEqual({
			containerId: 'MSKU2431002',
			error: '"MSKU2431002" is not a valid Container ID',
			message: expect.stringMatching(/UUIDs/),
		});
	});

	it("Continue (regular output) still puts { error, description, httpCode } in the item's place", async () => {
		const [output] = await runContainerGet('continueRegularOutput');

		expect(output).toHaveLength(3);
		expect(output[0].json.id).toBe(SEED.containerIds[0]);
		expect(Object.keys(output[1].json).sort()).toEqual(['description', 'error', 'httpCode']);
		expect(output[1].json.httpCode).toBe('404');
		expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
	});
});

describe('On Error: Continue (using error output), version 2', () => {
	// n8n routes an item to the error output only by these keys (1.x: error and message; 2.x also
	// details); an item carrying its error object instead gets its json replaced by { error }
	// (WorkflowExecute.normalizeNodeErrors), so the fix cannot sit under a name of its own.
	it('the error says what to do in its own words, and the fix stays in message beside it', async () => {
		const [success, failed] = await runContainerGet('continueErrorOutput', 2);

		expect(success.map((item) => item.json.id)).toEqual([SEED.containerIds[0]]);
		expect(failed.map((item) => item.pairedItem)).toEqual([{ item: 1 }, { item: 2 }]);
		expect(failed.map((item) => item.json)).toEqual([
			{
				containerId: UNKNOWN,
				error: `Terminal49 answered 404: Not Found: Couldn't find Container with 'id'=${UNKNOWN}`,
				message: expect.stringMatching(/^No container with id/),
			},
			{
				containerId: 'MSKU2431002',
				error:
					'"MSKU2431002" is a container number, not a Terminal49 ID: switch Container to "Number"',
				message: expect.stringContaining('Choose "Number"'),
			},
		]);
	});
});
