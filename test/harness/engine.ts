/**
 * Runs workflows through n8n's own execution engine (n8n-core's WorkflowExecute), in this process,
 * with this package's nodes and credentials: real parameter resolution, expressions, credential
 * injection, paired items, continueOnFail and error handling. HTTP goes to wherever the
 * credential's base URL points: in tests, the loopback mock of the API.
 */
import type {
	ICredentialDataDecryptedObject,
	ICredentialType,
	ICredentials,
	IDataObject,
	IExecuteData,
	IHttpRequestOptions,
	INode,
	INodeCredentialTestResult,
	INodeExecutionData,
	INodeParameters,
	INodeProperties,
	INodeType,
	INodeTypes,
	IRun,
	IWorkflowExecuteAdditionalData,
	IConnections,
	IVersionedNodeType,
	IWorkflowBase,
	NodeParameterValueType,
} from 'n8n-workflow';
import { createRunExecutionData, Expression, ICredentialsHelper, Workflow } from 'n8n-workflow';
import {
	Credentials,
	ExecuteContext,
	ExecutionLifecycleHooks,
	LoadOptionsContext,
	RoutingNode,
	WorkflowExecute,
} from 'n8n-core';

import { Terminal49Api } from '../../credentials/Terminal49Api.credentials';
import { Terminal49 } from '../../nodes/Terminal49/Terminal49.node';
import { ItemsSource } from './ItemsSource.node';

export const PACKAGE = 'n8n-nodes-terminal49';
export const ACTION_NODE_TYPE = `${PACKAGE}.terminal49`;
export const TRIGGER_NODE_TYPE = `${PACKAGE}.terminal49Trigger`;
/** The type n8n gives the action node on an AI Agent's tool input (`usableAsTool`). */
export const TOOL_NODE_TYPE = `${PACKAGE}.terminal49Tool`;
export const ITEMS_NODE_TYPE = 'test.itemsSource';

const credentialTypes: Record<string, ICredentialType> = { terminal49Api: new Terminal49Api() };

const nodeTypeRegistry = new Map<string, INodeType | IVersionedNodeType>();

export function registerNodeType(type: string, node: INodeType | IVersionedNodeType): void {
	nodeTypeRegistry.set(type, node);
}

registerNodeType(ACTION_NODE_TYPE, new Terminal49());
registerNodeType(TOOL_NODE_TYPE, new Terminal49());
registerNodeType(ITEMS_NODE_TYPE, new ItemsSource());

export const nodeTypes: INodeTypes = {
	getByName(type) {
		const node = nodeTypeRegistry.get(type);
		if (!node) throw new Error(`Unknown node type ${type}`);
		return node;
	},
	getByNameAndVersion(type, version) {
		const node = this.getByName(type);
		if ('nodeVersions' in node) {
			return version !== undefined
				? node.nodeVersions[version]
				: node.nodeVersions[node.currentVersion];
		}
		return node;
	},
	getKnownTypes() {
		return {};
	},
};

/** Resolves `={{$credentials.x}}` the way n8n's server does for `IAuthenticateGeneric`. */
function resolveCredentialExpression(value: unknown, credentials: ICredentialDataDecryptedObject) {
	if (typeof value !== 'string' || !value.startsWith('=')) return value;
	return Expression.resolveWithoutWorkflow(value.slice(1), { $credentials: credentials });
}

class TestCredentialsHelper extends ICredentialsHelper {
	constructor(private readonly data: Record<string, ICredentialDataDecryptedObject>) {
		super();
	}

	getParentTypes(): string[] {
		return [];
	}

	isCredentialUsableByNode(): boolean {
		return true;
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const authenticate = credentialTypes[typeName]?.authenticate;
		if (typeof authenticate === 'function') return await authenticate(credentials, requestOptions);
		if (authenticate?.type !== 'generic') return requestOptions;
		const options = { ...requestOptions } as IHttpRequestOptions & Record<string, IDataObject>;
		for (const [part, entries] of Object.entries(authenticate.properties)) {
			const merged: IDataObject = { ...(options[part] ?? {}) };
			for (const [key, value] of Object.entries(entries as IDataObject)) {
				merged[key] = resolveCredentialExpression(value, credentials) as IDataObject[string];
			}
			options[part] = merged;
		}
		return options;
	}

	async preAuthentication() {
		return undefined;
	}

	async runPreAuthentication() {
		return undefined;
	}

	async getCredentials(): Promise<ICredentials> {
		return new Credentials({ id: null, name: '' }, '', '');
	}

	async getDecrypted(
		_additionalData: IWorkflowExecuteAdditionalData,
		_nodeCredentials: unknown,
		type: string,
	): Promise<ICredentialDataDecryptedObject> {
		const data = this.data[type];
		if (!data) throw new Error(`No test credentials of type ${type}`);
		// Defaults first, as n8n's server applies them, so an omitted Base URL gets the real one.
		const defaults: ICredentialDataDecryptedObject = {};
		for (const property of credentialTypes[type]?.properties ?? []) {
			defaults[property.name] = property.default as ICredentialDataDecryptedObject[string];
		}
		return { ...defaults, ...data };
	}

	async updateCredentials() {}

	async updateCredentialsOauthTokenData() {}

	getCredentialsProperties(type: string): INodeProperties[] {
		return credentialTypes[type]?.properties ?? [];
	}
}

export interface TestCredentials {
	apiKey: string;
	baseUrl?: string;
}

export function additionalDataFor(
	credentials: TestCredentials,
	hooks?: ExecutionLifecycleHooks,
): IWorkflowExecuteAdditionalData {
	const base = {
		credentialsHelper: new TestCredentialsHelper({
			terminal49Api: credentials as unknown as ICredentialDataDecryptedObject,
		}),
		hooks,
		executeWorkflow: async () => {
			throw new Error('Sub-workflows are not used in these tests');
		},
		getRunExecutionData: async () => undefined,
		getRuntimeCredential: async () => undefined,
		currentNodeExecutionIndex: 0,
		restApiUrl: 'http://127.0.0.1:5678/rest',
		instanceBaseUrl: 'http://127.0.0.1:5678/',
		formBaseUrl: 'http://127.0.0.1:5678/form',
		formWaitingBaseUrl: 'http://127.0.0.1:5678/form-waiting',
		formTestBaseUrl: 'http://127.0.0.1:5678/form-test',
		webhookBaseUrl: 'http://127.0.0.1:5678/webhook',
		webhookWaitingBaseUrl: 'http://127.0.0.1:5678/webhook-waiting',
		webhookTestBaseUrl: 'http://127.0.0.1:5678/webhook-test',
		mcpBaseUrl: 'http://127.0.0.1:5678/mcp',
		mcpTestBaseUrl: 'http://127.0.0.1:5678/mcp-test',
		variables: {},
		userId: 'test-user',
	};
	return base as unknown as IWorkflowExecuteAdditionalData;
}

export interface NodeSpec {
	name?: string;
	type?: string;
	parameters: INodeParameters;
	continueOnFail?: boolean;
	typeVersion?: number;
}

export interface NodeRun {
	/** Items on the first output, with their pairedItem. */
	items: INodeExecutionData[];
	error?: Error & { description?: string | null; context?: IDataObject; httpCode?: string | null };
}

export interface WorkflowResult {
	run: IRun;
	/** Output of each node that ran, by node name. */
	nodes: Record<string, NodeRun>;
	status: IRun['status'];
}

function nodeFromSpec(spec: NodeSpec, index: number): INode {
	return {
		id: `node-${index}`,
		name: spec.name ?? `Node ${index}`,
		type: spec.type ?? ACTION_NODE_TYPE,
		typeVersion: spec.typeVersion ?? 1,
		position: [index * 200, 0],
		parameters: spec.parameters,
		continueOnFail: spec.continueOnFail,
		onError: spec.continueOnFail ? 'continueRegularOutput' : undefined,
		credentials: { terminal49Api: { id: 'cred-1', name: 'Terminal49 (test)' } },
	};
}

/**
 * Executes a chain of nodes: an items source emitting `inputItems`, then each node in order.
 * Returns every node's output and error the way n8n records them in the execution.
 */
export async function runWorkflow(options: {
	credentials: TestCredentials;
	inputItems?: IDataObject[];
	nodes: NodeSpec[];
	staticData?: IDataObject;
	/** The workflow's Timezone setting; n8n makes it luxon's default zone when it evaluates an expression. */
	timezone?: string;
}): Promise<WorkflowResult> {
	const source: NodeSpec = {
		name: 'Items',
		type: ITEMS_NODE_TYPE,
		parameters: { items: JSON.stringify(options.inputItems ?? [{}]) },
	};
	const nodes = [source, ...options.nodes].map(nodeFromSpec);
	const connections: IConnections = {};
	for (let i = 0; i < nodes.length - 1; i++) {
		connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
	}
	return await executeWorkflow(
		{ nodes, connections, staticData: options.staticData, timezone: options.timezone },
		options.credentials,
	);
}

export async function executeWorkflow(
	workflowData: {
		nodes: INode[];
		connections: IConnections;
		staticData?: IDataObject;
		timezone?: string;
	},
	credentials: TestCredentials,
): Promise<WorkflowResult> {
	const workflow = new Workflow({
		id: 'test-workflow',
		name: 'Test workflow',
		nodes: workflowData.nodes,
		connections: workflowData.connections,
		active: false,
		nodeTypes,
		staticData: workflowData.staticData,
		settings: {
			executionOrder: 'v1',
			...(workflowData.timezone === undefined ? {} : { timezone: workflowData.timezone }),
		},
	});
	const base: IWorkflowBase = {
		id: 'test-workflow',
		name: 'Test workflow',
		active: false,
		isArchived: false,
		createdAt: new Date(),
		updatedAt: new Date(),
		nodes: workflowData.nodes,
		connections: workflowData.connections,
	} as IWorkflowBase;
	const hooks = new ExecutionLifecycleHooks('manual', 'execution-1', base);
	let resolveFinished: (run: IRun) => void = () => {};
	const finished = new Promise<IRun>((resolve) => (resolveFinished = resolve));
	hooks.addHandler('workflowExecuteAfter', (run) => resolveFinished(run));

	const startNode = workflowData.nodes[0];
	const runExecutionData = createRunExecutionData({
		executionData: {
			nodeExecutionStack: [{ node: startNode, data: { main: [[{ json: {} }]] }, source: null }],
		},
	});
	const execute = new WorkflowExecute(
		additionalDataFor(credentials, hooks),
		'manual',
		runExecutionData,
	);
	await execute.processRunExecutionData(workflow);
	const run = await finished;

	const nodes: Record<string, NodeRun> = {};
	for (const [name, tasks] of Object.entries(run.data.resultData.runData ?? {})) {
		const task = tasks[0];
		nodes[name] = {
			items: task.data?.main?.[0] ?? [],
			error: task.error as NodeRun['error'],
		};
	}
	return { run, nodes, status: run.status };
}

/** Calls a `loadOptions`, `listSearch` or `resourceMapping` method as the editor does when a dropdown or the column mapper opens. */
export async function loadOptions(options: {
	credentials: TestCredentials;
	parameters: INodeParameters;
	method: string;
	kind?: 'loadOptions' | 'listSearch' | 'resourceMapping';
	filter?: string;
	nodeType?: string;
}): Promise<unknown> {
	const node = nodeFromSpec(
		{
			name: 'Terminal49',
			type: options.nodeType ?? ACTION_NODE_TYPE,
			parameters: options.parameters,
		},
		0,
	);
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	const additionalData = additionalDataFor(options.credentials);
	additionalData.currentNodeParameters = options.parameters;
	const context = new LoadOptionsContext(workflow, node, additionalData, '');
	const nodeType = nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
	const kind = options.kind ?? 'loadOptions';
	const method = nodeType.methods?.[kind]?.[options.method] as
		| ((this: LoadOptionsContext, filter?: string) => Promise<unknown>)
		| undefined;
	if (!method) throw new Error(`No ${kind} method ${options.method}`);
	return await method.call(context, options.filter);
}

/**
 * Runs the credential's `test` request the way n8n's credential tester does: as the routing
 * request of a temporary declarative node, through n8n-core's RoutingNode.
 */
export async function testCredential(
	credentials: TestCredentials,
): Promise<INodeCredentialTestResult> {
	const credentialType = credentialTypes.terminal49Api;
	const testRequest = credentialType.test!.request;
	const tempNodeType: INodeType = {
		description: {
			displayName: 'Temp',
			name: 'temp',
			group: ['transform'],
			version: 1,
			description: '',
			defaults: {},
			inputs: ['main'],
			outputs: ['main'],
			credentials: [{ name: 'terminal49Api', required: true }],
			properties: [
				{
					displayName: 'Temp',
					name: 'temp',
					type: 'string',
					default: '',
					routing: { request: testRequest },
				},
			],
		},
	} as unknown as INodeType;
	const node: INode = {
		id: 'temp',
		name: 'Temp-Node',
		type: 'temp',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
		credentials: { terminal49Api: { id: 'cred-1', name: 'Terminal49 (test)' } },
	};
	registerNodeType('temp', tempNodeType);
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	const executeData: IExecuteData = { node, data: {}, source: null };
	const context = new ExecuteContext(
		workflow,
		node,
		additionalDataFor(credentials),
		'internal',
		createRunExecutionData(),
		0,
		[],
		{ main: [[{ json: {} }]] },
		executeData,
		[],
	);
	const decrypted = {
		id: 'cred-1',
		name: 'Terminal49 (test)',
		type: 'terminal49Api',
		data: {
			baseUrl: 'https://api.terminal49.com/v2',
			...credentials,
		} as ICredentialDataDecryptedObject,
	};
	try {
		await new RoutingNode(context, tempNodeType, decrypted).runNode();
		return { status: 'OK', message: 'Connection successful!' };
	} catch (error) {
		const cause = (error as { cause?: { response?: { status?: number; statusText?: string } } })
			.cause;
		const status = cause?.response?.status;
		// As n8n's credentials tester: a `responseCode` rule for the status gives the message.
		const rule = credentialType.test?.rules?.find(
			(r) => r.type === 'responseCode' && r.properties.value === status,
		);
		if (rule?.type === 'responseCode') return { status: 'Error', message: rule.properties.message };
		return {
			status: 'Error',
			message: status
				? cause?.response?.statusText || `Received HTTP status code: ${status}`
				: (error as Error).message,
		};
	}
}

export type { NodeParameterValueType };

/**
 * A real n8n-core context (the one dropdowns run in) for calling transport functions directly:
 * credentials, authentication and HTTP are n8n's own.
 */
export function requestContext(credentials: TestCredentials): LoadOptionsContext {
	const node = nodeFromSpec({ name: 'Terminal49', parameters: {} }, 0);
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	return new LoadOptionsContext(workflow, node, additionalDataFor(credentials), '');
}
