/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test code: a made-up signing secret */
/**
 * A refusal shows the value it refused; a value mapped into the wrong parameter may be a secret.
 * Through n8n's engine against the mock: the API key and a signing secret, mapped by mistake into
 * another parameter, are in no error message or description, in a workflow, under On Error:
 * Continue, nor in what a model gets as a tool's failure, and the rest of the refusal stays.
 */
import { runWorkflow, TOOL_NODE_TYPE } from '../harness/engine';
import { forgetLimiters } from '../support/processState';
import { useMockApi } from './setup';

const SIGNING_SECRET = 'whsec-0123456789-abcdef';

describe('no secret in a refusal', () => {
	const api = useMockApi();

	it('the API key mapped into Limit is cut from the refusal, which still names Limit', async () => {
		const run = await api.run(
			{ resource: 'container', operation: 'getAll', limit: '={{ $json.key }}' },
			{ inputItems: [{ key: api.mock.apiKey }] },
		);
		expect(run.error?.message).toBe('Limit must be a whole number of 1 or more, not "[redacted]"');
		expect(`${run.error?.message} ${run.error?.description}`).not.toContain(api.mock.apiKey);
		expect(api.mock.requests).toHaveLength(0);
	});

	it('the API key inside a list, On Error: Continue: the error item shows no key', async () => {
		const run = await api.run(
			{
				resource: 'shipment',
				operation: 'update',
				shipmentId: { __rl: true, mode: 'id', value: 'b0000000-0000-4000-8000-000000000001' },
				updateFields: { refNumbers: '={{ $json.refs }}' },
			},
			{ inputItems: [{ refs: `PO-1, "${api.mock.apiKey}` }], continueOnFail: true },
		);
		expect(JSON.stringify(run.items)).not.toContain(api.mock.apiKey);
		expect(run.items[0].json.error).toMatch(
			/^Reference Numbers has a quote mark that does not enclose a whole entry: "PO-1, \\"\[redacted\]"/,
		);
	});

	it('a signing secret mapped into Send Test’s URL is cut from the refusal, in a workflow and as a tool', async () => {
		const parameters = {
			resource: 'webhook',
			operation: 'sendTest',
			url: `={{ "${SIGNING_SECRET}" }}`,
			event: 'container.updated',
			secret: SIGNING_SECRET,
		};
		const run = await api.run(parameters);
		expect(run.error?.message).toBe('URL: "[redacted]" is not a valid https address');
		forgetLimiters();
		const asTool = await runWorkflow({
			credentials: api.credentials,
			nodes: [{ type: TOOL_NODE_TYPE, typeVersion: 2, parameters }],
		});
		const failure = asTool.nodes['Node 1'].error;
		expect(failure?.message).toContain('URL: "[redacted]" is not a valid https address');
		expect(`${failure?.message} ${failure?.description}`).not.toContain(SIGNING_SECRET);
		expect(api.mock.requests).toHaveLength(0);
	});
});
