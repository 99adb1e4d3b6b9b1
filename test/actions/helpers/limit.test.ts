/**
 * Return All and Limit, read by one reader for a workflow and for an AI Agent's tool, through n8n's
 * engine against the mock: a value that is no count of records is refused by name before any
 * request, and the tool's bound and its "more match" note come from what the workflow reads.
 */
import type { INodeParameters } from 'n8n-workflow';

import { TOOL_DEFAULT_LIMIT } from '../../../nodes/Terminal49/actions/helpers/forModel';
import { forgetLimiters } from '../../support/processState';
import { runWorkflow, TOOL_NODE_TYPE } from '../../harness/engine';
import { seedContainers } from '../../mock/bulkSeed';
import type { MockApi } from '../../mock/server';
import { startMockApi } from '../../mock/server';

const AS = { workflow: undefined, tool: TOOL_NODE_TYPE } as const;

describe.each(Object.keys(AS) as Array<keyof typeof AS>)('Limit and Return All in a %s', (as) => {
	let mock: MockApi;
	beforeEach(async () => {
		forgetLimiters();
		mock = await startMockApi({ seed: (state) => seedContainers(state, 30) });
	});
	afterEach(async () => await mock.close());

	const run = async (parameters: INodeParameters) => {
		const result = await runWorkflow({
			credentials: { apiKey: mock.apiKey, baseUrl: mock.url },
			nodes: [
				{
					parameters: { resource: 'container', operation: 'getAll', ...parameters },
					type: AS[as],
					typeVersion: 2,
				},
			],
		});
		return result.nodes['Node 1'];
	};

	it.each<[string, string]>([
		['={{ -5 }}', '-5'],
		['={{ 0 }}', '0'],
		['={{ "" }}', '""'],
		['={{ null }}', 'null'],
		['={{ "ten" }}', '"ten"'],
		['={{ 2.5 }}', '2.5'],
		['={{ NaN }}', 'NaN'],
		['={{ "-5" }}', '"-5"'],
		['={{ "0x5" }}', '"0x5"'],
		['={{ true }}', 'true'],
		// Compatibility forms are not their digits: NFKC would read these as 12, 1, 12 and 1⁄2.
		['={{ "1\u00B2" }}', '"1²"'],
		['={{ "\u2460" }}', '"①"'],
		['={{ "1\u2082" }}', '"1₂"'],
		['={{ "\u00BD" }}', '"½"'],
	])('Limit %s is refused by name before any request', async (limit, shown) => {
		const node = await run({ returnAll: false, limit });
		expect(node.error?.message).toContain(
			`Limit must be a whole number of 1 or more, not ${shown}`,
		);
		expect(mock.requests).toEqual([]);
	});

	it.each(['={{ "maybe" }}', '={{ 2 }}', '={{ "" }}', '={{ null }}'])(
		'Return All %s is refused by name before any request',
		async (returnAll) => {
			const node = await run({ returnAll, limit: 5 });
			expect(node.error?.message).toMatch(
				/^Return All must be true or false \(yes\/no and 1\/0 work too\), not /,
			);
			expect(mock.requests).toEqual([]);
		},
	);

	it.each([
		['={{ "false" }}', 5],
		['={{ "FALSE" }}', 5],
		['={{ "no" }}', 5],
		['={{ 0 }}', 5],
		['={{ " true " }}', as === 'tool' ? TOOL_DEFAULT_LIMIT : 30],
	])('Return All given as the text %s is read as that boolean', async (returnAll, count) => {
		const node = await run({ returnAll, limit: 5 });
		expect(node.error).toBeUndefined();
		expect(node.items.filter((item) => !('note' in item.json))).toHaveLength(count);
	});

	it('Return All saved as the text FALSE, which hides the Limit saved with it, is refused by name, never read with Limit 50', async () => {
		const node = await run({ returnAll: 'FALSE', limit: 7 });
		expect(node.error?.message).toMatch(/^Return All must be the boolean false .*, not "FALSE"/);
		expect(mock.requests).toEqual([]);
	});

	it('a Limit given as digits in text is that number, in every page size sent', async () => {
		const node = await run({ returnAll: false, limit: '={{ "7" }}' });
		expect(node.items.filter((item) => !('note' in item.json))).toHaveLength(7);
		for (const request of mock.requests)
			expect(String(request.query['page[size]'])).toMatch(/^\d+$/);
	});
});

describe('the tool’s bound and note come from the Limit the workflow reads', () => {
	let mock: MockApi;
	afterEach(async () => await mock.close());

	it('Limit 3 of 30: three records and the note that more match', async () => {
		forgetLimiters();
		mock = await startMockApi({ seed: (state) => seedContainers(state, 30) });
		const result = await runWorkflow({
			credentials: { apiKey: mock.apiKey, baseUrl: mock.url },
			nodes: [
				{
					parameters: { resource: 'container', operation: 'getAll', limit: '={{ "3" }}' },
					type: TOOL_NODE_TYPE,
					typeVersion: 2,
				},
			],
		});
		const items = result.nodes['Node 1'].items.map((item) => item.json);
		expect(items).toHaveLength(4);
		expect(items[3]).toEqual({
			note: 'The first 3 shown; more match. Narrow the filters, or ask for a higher limit, to see others.',
		});
	});
});
