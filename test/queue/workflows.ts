/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * The workflows the queue-mode suite imports: built from the e2e suite's and the examples' own
 * JSON, so both suites exercise the same nodes with the same parameters.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { WorkflowJson } from '../../scripts/n8n/instance';
import { CREDENTIALS } from '../../scripts/n8n/instance';

const E2E_WORKFLOWS = path.join(__dirname, '..', 'e2e', 'workflows');

export function e2eWorkflow(file: string): WorkflowJson {
	return JSON.parse(fs.readFileSync(path.join(E2E_WORKFLOWS, file), 'utf8')) as WorkflowJson;
}

type Connections = Record<
	string,
	{ main: Array<Array<{ node: string; type: string; index: number }>> }
>;

/** n8n's Webhook node: answers at once and queues the run, like any production webhook in queue mode. */
function webhookNode(
	name: string,
	webhookPath: string,
	webhookId: string,
): WorkflowJson['nodes'][number] & Record<string, unknown> {
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
				parameters: {
					mode: 'manual',
					assignments: { assignments: [] },
					includeOtherFields: false,
					options: {},
				},
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
		connections: {
			[triggerNode.name]: { main: [[{ node: STATIC_DATA_NODE, type: 'main', index: 0 }]] },
		},
	};
}

export const CLAIM_NODE = 'Claim notification_id';
export const FIRST_CLAIM_NODE = 'Claimed by this run';
export const REMOVE_DUPLICATES_NODE = 'Remove Duplicates';
/** The table docs/queue-mode.md tells a user to create, in a database of their own. */
export const CLAIMS_TABLE = 't49_notifications';

type Node = WorkflowJson['nodes'][number];

/** The Terminal49 Trigger (version 2, Simplified) on LFD changes, under its own webhook id. */
function lfdTrigger(webhookId: string): Node {
	const [trigger] = e2eWorkflow('trigger.json').nodes;
	return {
		...trigger,
		typeVersion: 2,
		parameters: { events: ['container.pickup_lfd.changed'], output: 'simplified' },
		webhookId,
	} as Node;
}

const LINE_UP_NODE = 'Line up the copies';

/**
 * A test device, not part of any recipe: n8n's Wait until the next full second of the clock, so
 * the runs of two copies of a notification that start within the same second (one on each
 * worker) reach the next step at the same moment, the race a step that keeps repeats out must win.
 * Under 65 s n8n waits in the worker, holding it.
 */
function lineUpNode(id: string): Node {
	return {
		id,
		name: LINE_UP_NODE,
		type: 'n8n-nodes-base.wait',
		typeVersion: 1.1,
		parameters: {
			resume: 'specificTime',
			dateTime: '={{ new Date((Math.floor(Date.now() / 1000) + 1) * 1000).toISOString() }}',
		},
		webhookId: id,
	} as Node;
}

/** Send Email to the suite's SMTP sink, one message per item, its subject `<label> <notification_id>`. */
function emailNode(id: string, label: string): Node {
	return {
		id,
		name: 'Send email',
		type: 'n8n-nodes-base.emailSend',
		typeVersion: 2.1,
		parameters: {
			fromEmail: 'n8n@example.com',
			toEmail: 'ops@example.com',
			subject: `=${label} {{ $json.notification_id }}`,
			emailFormat: 'text',
			text: '=Notification {{ $json.notification_id }}',
			options: { appendAttribution: false },
		},
		credentials: { smtp: { id: CREDENTIALS.smtp.id, name: CREDENTIALS.smtp.name } },
	} as Node;
}

const chain = (...names: string[]): Connections =>
	Object.fromEntries(
		names
			.slice(0, -1)
			.map((name, i) => [name, { main: [[{ node: names[i + 1], type: 'main', index: 0 }]] }]),
	);

function triggerWorkflowOf(id: string, name: string, nodes: Node[]): WorkflowJson {
	return {
		id,
		name,
		nodes: nodes.map((n, i) => ({ ...n, position: [i * 220, 0] })),
		connections: chain(...nodes.map((n) => n.name)),
		settings: { executionOrder: 'v1' },
		pinData: {},
		active: false,
	};
}

/**
 * docs/queue-mode.md's recipe for one effect per notification, as a user builds it: the trigger,
 * a Postgres node that inserts notification_id where the primary key refuses a second copy
 * (returning the row only to the run whose insert took), an If that goes on only with that row,
 * then the effect; with the copies lined up before the claim.
 */
export function claimOnceWorkflow(database: { id: string; name: string }): WorkflowJson {
	return triggerWorkflowOf(
		'T49QueueClaimOnce',
		'Queue: one email per notification, claimed in Postgres',
		[
			lfdTrigger('a9000000-0000-4000-8000-000000000007'),
			lineUpNode('a9000000-0000-4000-8000-00000000000f'),
			{
				id: 'a9000000-0000-4000-8000-000000000008',
				name: CLAIM_NODE,
				type: 'n8n-nodes-base.postgres',
				typeVersion: 2.6,
				parameters: {
					operation: 'executeQuery',
					query: `INSERT INTO ${CLAIMS_TABLE} (notification_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING notification_id;`,
					options: { queryReplacement: '={{ $json.notification_id }}' },
				},
				credentials: { postgres: database },
			} as Node,
			{
				id: 'a9000000-0000-4000-8000-000000000009',
				name: FIRST_CLAIM_NODE,
				type: 'n8n-nodes-base.if',
				typeVersion: 2.2,
				parameters: {
					conditions: {
						options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
						conditions: [
							{
								id: 'a9000000-0000-4000-8000-00000000000a',
								leftValue: '={{ $json.notification_id }}',
								rightValue: '',
								operator: { type: 'string', operation: 'notEmpty', singleValue: true },
							},
						],
						combinator: 'and',
					},
					options: {},
				},
			} as Node,
			emailNode('a9000000-0000-4000-8000-00000000000b', 'Claimed'),
		],
	);
}

/** The same trigger, line-up and effect with n8n's Remove Duplicates between them, as the LFD alert example has it. */
export function removeDuplicatesWorkflow(): WorkflowJson {
	return triggerWorkflowOf(
		'T49QueueRemoveDups',
		'Queue: one email per notification, Remove Duplicates',
		[
			lfdTrigger('a9000000-0000-4000-8000-00000000000c'),
			lineUpNode('a9000000-0000-4000-8000-000000000010'),
			{
				id: 'a9000000-0000-4000-8000-00000000000d',
				name: REMOVE_DUPLICATES_NODE,
				type: 'n8n-nodes-base.removeDuplicates',
				typeVersion: 2,
				parameters: {
					operation: 'removeItemsSeenInPreviousExecutions',
					dedupeValue: '={{ $json.notification_id }}',
					options: {},
				},
			} as Node,
			emailNode('a9000000-0000-4000-8000-00000000000e', 'Deduplicated'),
		],
	);
}
