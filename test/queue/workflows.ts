/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * The workflows the queue-mode suite imports: built from the e2e suite's and the examples' own
 * JSON, so both suites exercise the same nodes with the same parameters.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { WorkflowJson } from '../../scripts/n8n/instance';

const E2E_WORKFLOWS = path.join(__dirname, '..', 'e2e', 'workflows');

export function e2eWorkflow(file: string): WorkflowJson {
	return JSON.parse(fs.readFileSync(path.join(E2E_WORKFLOWS, file), 'utf8')) as WorkflowJson;
}

type Connections = Record<string, { main: Array<Array<{ node: string; type: string; index: number }>> }>;

/** n8n's Webhook node: answers at once and queues the run, like any production webhook in queue mode. */
function webhookNode(name: string, webhookPath: string, webhookId: string): WorkflowJson['nodes'][number] & Record<string, unknown> {
	return {
		id: webhookId,
		name,
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		position: [0, 300],
		parameters: { httpMethod: 'POST', path: webhookPath, responseMode: 'onReceived', options: {} },
		webhookId,
	};
}

export const ACTIONS_PATH = 't49-queue-actions';
export const RETURN_ALL_PATH = 't49-queue-return-all';

/**
 * The e2e action tour, startable two ways: its Manual Trigger (`n8n execute`, which runs the
 * workflow in that process: regular mode) and a production webhook (queued to a worker).
 */
export function actionsWorkflow(): WorkflowJson {
	const tour = e2eWorkflow('action-tour.json');
	const connections = tour.connections as Connections;
	return {
		...tour,
		id: 'T49QueueActions1',
		name: 'Queue: Terminal49 action tour',
		nodes: [
			...tour.nodes,
			webhookNode('Queue start', ACTIONS_PATH, 'a9000000-0000-4000-8000-000000000001'),
			// One empty item, as the Manual Trigger gives: items on the error output carry their input.
			{
				id: 'a9000000-0000-4000-8000-000000000004',
				name: 'Same input',
				type: 'n8n-nodes-base.set',
				typeVersion: 3.4,
				position: [220, 300],
				parameters: { mode: 'manual', assignments: { assignments: [] }, includeOtherFields: false, options: {} },
			} as WorkflowJson['nodes'][number],
		],
		connections: {
			...connections,
			'Queue start': { main: [[{ node: 'Same input', type: 'main', index: 0 }]] },
			'Same input': connections['Run now'],
		},
	};
}

export const RETURN_ALL_NODE = 'All containers';

/** Container → Get Many, Return All, started by a production webhook. */
export function returnAllWorkflow(credential: { id: string; name: string }): WorkflowJson {
	return {
		id: 'T49QueueReturnAll',
		name: 'Queue: Return All containers',
		nodes: [
			webhookNode('Start', RETURN_ALL_PATH, 'a9000000-0000-4000-8000-000000000002'),
			{
				id: 'a9000000-0000-4000-8000-000000000003',
				name: RETURN_ALL_NODE,
				type: 'n8n-nodes-terminal49.terminal49',
				typeVersion: 1,
				position: [220, 300],
				parameters: { resource: 'container', operation: 'getAll', returnAll: true },
				credentials: { terminal49Api: credential },
			} as WorkflowJson['nodes'][number],
		],
		connections: { Start: { main: [[{ node: RETURN_ALL_NODE, type: 'main', index: 0 }]] } },
		settings: { executionOrder: 'v1' },
		pinData: {},
		active: false,
	};
}

export const STATIC_DATA_NODE = 'Remember runs';

/**
 * The e2e trigger with a Code node after it that writes workflow static data, the way a workflow
 * keeps a memory between runs. In queue mode the worker saves that over the workflow's whole
 * static data, where the trigger keeps its registration.
 */
export function staticDataTriggerWorkflow(): WorkflowJson {
	const trigger = e2eWorkflow('trigger.json');
	const [triggerNode] = trigger.nodes;
	return {
		...trigger,
		id: 'T49QueueStaticData',
		name: 'Queue: Terminal49 Trigger, then a node that writes static data',
		nodes: [
			{ ...triggerNode, webhookId: 'a9000000-0000-4000-8000-000000000005' },
			{
				id: 'a9000000-0000-4000-8000-000000000006',
				name: STATIC_DATA_NODE,
				type: 'n8n-nodes-base.code',
				typeVersion: 2,
				position: [220, 0],
				parameters: {
					mode: 'runOnceForAllItems',
					jsCode:
						"const memory = $getWorkflowStaticData('global');\n" +
						'memory.runs = (memory.runs ?? 0) + 1;\n' +
						'return [{ json: { runsRemembered: memory.runs } }];',
				},
			} as WorkflowJson['nodes'][number],
		],
		connections: { [triggerNode.name]: { main: [[{ node: STATIC_DATA_NODE, type: 'main', index: 0 }]] } },
	};
}
