/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * The test run's set-up of n8n (test/harness/n8nWorkflow.ts, where n8n-workflow loads, and
 * test/harness/n8nUnderJest.ts, jest's setupFiles): the editor's regex checks n8n runs before every
 * run no longer go through its node:vm sandbox, whose 250 ms timeout a loaded machine exceeded; and
 * n8n's log is off unless asked for.
 */
import vm from 'node:vm';

import { safeRegex } from 'n8n-workflow';

import { byId, useMockApi, v2 } from '../actions/setup';

const UUID =
	'^\\s*[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\s*$';

describe('n8n under jest', () => {
	const api = useMockApi();

	afterEach(() => jest.restoreAllMocks());

	it('runs a locator’s validation regex without n8n’s timed sandbox, with the same answers', () => {
		const sandboxed = jest.spyOn(vm.Script.prototype, 'runInContext');
		expect(safeRegex.test(UUID, ' 3fa85f64-5717-4562-b3fc-2c963f66afa6 ')).toBe(true);
		expect(safeRegex.test(UUID, 'MSKU2431002')).toBe(false);
		expect(sandboxed).not.toHaveBeenCalled();
	});

	it('a By ID workflow runs through n8n’s pre-run check without the sandbox', async () => {
		const sandboxed = jest.spyOn(vm.Script.prototype, 'runInContext');
		const run = await api.run(
			{
				resource: 'container',
				operation: 'get',
				containerId: byId('3fa85f64-5717-4562-b3fc-2c963f66afa6'),
			},
			v2,
		);
		expect(run.error?.message).toMatch(/404|Couldn't find|No container/);
		expect(sandboxed).not.toHaveBeenCalled();
	});

	it('keeps n8n’s log off unless N8N_LOG_LEVEL asks for it', () => {
		expect(process.env.N8N_LOG_LEVEL).toBeDefined();
	});
});
