/**
 * Runs the Terminal49 Polling Trigger the way n8n does, in this process, against a fresh mock API
 * per test. Active polls go through n8n-core's PollContext and TriggersAndPollers.runPollFunction
 * (the call n8n's poll executor makes on every tick); "Fetch Test Event" runs the node through
 * WorkflowExecute in manual mode, as the editor does.
 *
 * Static data is modelled on n8n 1.123 and 2.41: the active workflow object lives from activation
 * to deactivation, so what a poll writes is there for the next poll. What n8n writes to its
 * database is kept in `saved`, and `restart()` starts again from that, as a restart of n8n does.
 * By default ('onEmit') n8n saves static data only when a poll emits items; with 2.x's durable
 * poll cursors (N8N_POLLER_DURABLE_CURSORS_ENABLED) it also saves after a poll that emits nothing
 * but changed it ('everyPoll').
 */
import type { IDataObject, INode, INodeExecutionData, INodeParameters } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';
import { PollContext, TriggersAndPollers } from 'n8n-core';

import { forgetLimiters, forgetPollsInProcess } from '../support/processState';
import { Terminal49PollingTrigger } from '../../nodes/Terminal49/Terminal49PollingTrigger.node';
import type { TestCredentials, WorkflowResult } from '../harness/engine';
import {
	additionalDataFor,
	executeWorkflow,
	nodeTypes,
	PACKAGE,
	registerNodeType,
} from '../harness/engine';
import type { MockApi, StartMockOptions } from '../mock/server';
import { startMockApi } from '../mock/server';

export const POLL_NODE_TYPE = `${PACKAGE}.terminal49PollingTrigger`;
registerNodeType(POLL_NODE_TYPE, new Terminal49PollingTrigger());

const deepCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? {})) as T;

export type Persistence = 'onEmit' | 'everyPoll';

export interface LogEntry {
	level: 'debug' | 'info' | 'warn' | 'error';
	message: string;
}

/** A PollContext whose logger is captured instead of printed. */
class HarnessPollContext extends PollContext {
	logs: LogEntry[] = [];
	override get logger(): PollContext['logger'] {
		const at = (level: LogEntry['level']) => (message: string) =>
			void this.logs.push({ level, message });
		return {
			debug: at('debug'),
			info: at('info'),
			warn: at('warn'),
			error: at('error'),
		} as unknown as PollContext['logger'];
	}
}

let harnesses = 0;

export class PollHarness {
	/** What n8n would have in its database for this workflow's static data. */
	saved: IDataObject = {};
	/** How many times n8n would have written the static data to its database. */
	saves = 0;
	readonly logs: LogEntry[] = [];
	private live: Workflow | undefined;
	private readonly node: INode;
	/** Each harness is a workflow of its own, as two workflows are in n8n. */
	private readonly workflowId = `poll-workflow-${++harnesses}`;

	constructor(
		private readonly credentials: TestCredentials,
		parameters: INodeParameters,
		private readonly persistence: Persistence = 'onEmit',
		typeVersion = 1,
	) {
		this.node = {
			id: 'poll-node',
			name: 'Terminal49 Polling Trigger',
			type: POLL_NODE_TYPE,
			typeVersion,
			position: [0, 0],
			parameters,
			credentials: { terminal49Api: { id: 'cred-1', name: 'Terminal49 (test)' } },
		};
	}

	private workflow(): Workflow {
		this.live ??= new Workflow({
			id: this.workflowId,
			name: 'Polling workflow',
			nodes: [this.node],
			connections: {},
			active: true,
			nodeTypes,
			staticData: deepCopy(this.saved),
			settings: { executionOrder: 'v1' },
		});
		return this.live;
	}

	/**
	 * Activation as n8n does it: the first poll, which n8n runs and waits for before the workflow
	 * counts as active (and again for every active workflow when n8n starts).
	 */
	async activate(): Promise<IDataObject[] | null> {
		return await this.poll();
	}

	/** Activation, then the first scheduled poll (the baseline): the trigger is watching. */
	async watch(): Promise<void> {
		await this.activate();
		await this.poll();
	}

	/** One tick of the active workflow: the items that would start a run, or null. */
	async poll(): Promise<IDataObject[] | null> {
		const workflow = this.workflow();
		const node = workflow.getNode(this.node.name)!;
		const context = new HarnessPollContext(
			workflow,
			node,
			additionalDataFor(this.credentials),
			'trigger',
			'activate',
		);
		context.logs = this.logs;
		const result = await new TriggersAndPollers().runPollFunction(workflow, node, context);
		const staticData = workflow.staticData as IDataObject & { __dataChanged?: boolean };
		const emitted = result !== null;
		if (staticData.__dataChanged && (emitted || this.persistence === 'everyPoll')) {
			this.saved = deepCopy(staticData);
			this.saves++;
			staticData.__dataChanged = false;
		}
		return result === null ? null : (result[0] ?? []).map((item: INodeExecutionData) => item.json);
	}

	/** n8n restarts: memory is gone, the active workflow is rebuilt from what was saved. Call activate() next. */
	restart(): void {
		this.live = undefined;
		forgetPollsInProcess();
	}

	/** The trigger's own static data, as last saved to n8n's database. */
	get stored(): IDataObject {
		return (this.saved[`node:${this.node.name}`] ?? {}) as IDataObject;
	}

	/** The trigger's own static data in the active workflow, saved or not. */
	get memory(): IDataObject {
		return deepCopy((this.live?.staticData[`node:${this.node.name}`] ?? {}) as IDataObject);
	}

	/** The editor's "Fetch Test Event": the node run in manual mode through WorkflowExecute. */
	async fetchTestEvent(): Promise<WorkflowResult> {
		return await executeWorkflow(
			{
				nodes: [{ ...this.node, parameters: { ...this.node.parameters } }],
				connections: {},
				staticData: deepCopy(this.saved),
			},
			this.credentials,
		);
	}
}

export interface PollTestContext {
	mock: MockApi;
	trigger: PollHarness;
	/** A second trigger on the same mock, e.g. with other events or persistence. */
	newTrigger(
		parameters: INodeParameters,
		persistence?: Persistence,
		typeVersion?: number,
	): PollHarness;
	/** "METHOD /path?page[number]=n" of every request the mock received, in order. */
	calls(): string[];
}

export function usePollTrigger(
	parameters: INodeParameters = {},
	options: StartMockOptions = {},
): PollTestContext {
	const context = {} as PollTestContext;
	beforeEach(async () => {
		forgetLimiters();
		forgetPollsInProcess();
		context.mock = await startMockApi(options);
		context.trigger = context.newTrigger(parameters);
	});
	afterEach(async () => {
		await context.mock.close();
	});
	context.newTrigger = (params, persistence, typeVersion) =>
		new PollHarness(
			{ apiKey: context.mock.apiKey, baseUrl: context.mock.url },
			params,
			persistence,
			typeVersion,
		);
	context.calls = () =>
		context.mock.requests.map(
			(r) =>
				`${r.method} ${r.path}${r.query['page[number]'] ? `?page[number]=${r.query['page[number]']}` : ''}`,
		);
	return context;
}
