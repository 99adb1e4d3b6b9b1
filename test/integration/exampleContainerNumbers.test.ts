/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { useMockApi } from './actionSetup';

/**
 * The Terminal49 step of examples/container-status-from-spreadsheet.json, as shipped, run through
 * n8n's engine over the rows of examples/files/container-numbers.csv (the end-to-end suite imports
 * the whole workflow into a real n8n).
 */
const EXAMPLES = path.join(__dirname, '../../examples');

interface WorkflowNode {
	name: string;
	type: string;
	typeVersion: number;
	parameters: INodeParameters;
	onError?: string;
}

function csvRows(file: string): IDataObject[] {
	const [header, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
	const names = header.split(',');
	return lines.map((line) => Object.fromEntries(line.split(',').map((cell, index) => [names[index], cell])));
}

describe('example: LFD and status for a spreadsheet of container numbers', () => {
	const api = useMockApi();
	const workflow = JSON.parse(readFileSync(path.join(EXAMPLES, 'container-status-from-spreadsheet.json'), 'utf8')) as { nodes: WorkflowNode[] };
	const step = workflow.nodes.find((node) => node.type === 'n8n-nodes-terminal49.terminal49')!;
	const rows = csvRows(path.join(EXAMPLES, 'files/container-numbers.csv'));

	it('gives the status and LFD of each good row, and each bad row its reason, one look-up per number', async () => {
		expect(step.onError).toBe('continueErrorOutput');
		const run = await api.run(step.parameters, { typeVersion: step.typeVersion, inputItems: rows, continueOnFail: true });
		const byRow = run.items.map((item) => [(item.pairedItem as { item: number }).item, item.json.number ?? item.json.error]);
		expect(byRow).toEqual([
			[0, 'MSKU2431002'],
			[1, 'MSKU2431379'],
			[2, 'MSCU2432484'],
			[3, 'CMAU2433597'],
			[4, expect.stringContaining('"MSKU2431003" is not a valid container number: its check digit is 3, but ISO 6346 gives 2')],
			[5, 'No container with container number CSQU3054383 in this Terminal49 account'],
		]);
		const good = run.items.slice(0, 4).map((item) => item.json);
		const stored = (number: string) => api.mock.state.containers.find((c) => c.attributes.number === number)!.attributes;
		for (const record of good) {
			expect(record.current_status).toBe(stored(String(record.number)).current_status);
			expect(record.pickup_lfd).toBe(stored(String(record.number)).pickup_lfd);
		}
		expect(good[3].pickup_lfd).toBeNull();
		// Five well-formed numbers searched (the bad check digit never leaves the node), four containers fetched;
		// the number the search does not know is asked once more of the container filter.
		expect(api.calls().filter((call) => call === 'GET /search')).toHaveLength(5);
		expect(api.calls().filter((call) => call === 'GET /containers')).toHaveLength(1);
		expect(api.mock.requests).toHaveLength(10);
	});
});
