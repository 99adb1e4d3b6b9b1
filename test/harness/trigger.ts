/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * Runs the Terminal49 Trigger the way n8n does, in this process: its webhook methods
 * (checkExists / create / delete) through n8n-core's HookContext, and real HTTP deliveries through
 * a loopback server that hands the request to the node's webhook() through n8n-core's
 * WebhookContext and answers as n8n's webhook server does.
 *
 * Static data is modelled on n8n 2.41: the harness keeps what n8n would have saved in its
 * database (`savedStaticData`). Every hook and every production delivery starts from a copy of it,
 * as n8n builds a fresh Workflow per request. After hooks the data is saved; after a delivery it
 * is saved only when the delivery started no run (n8n does not save static data written by a
 * delivery that starts a run). A test listen keeps its own static data for the session, as n8n's
 * test-webhook registration does, and is never saved.
 */
import { randomUUID } from 'crypto';
import http from 'http';
import type { AddressInfo } from 'net';

import type {
	IDataObject,
	INode,
	INodeExecutionData,
	INodeParameters,
	INodeType,
	IWebhookData,
	IWebhookDescription,
	IWebhookResponseData,
	IWorkflowExecuteAdditionalData,
	WorkflowActivateMode,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { NodeHelpers, Workflow } from 'n8n-workflow';
import { HookContext, WebhookContext } from 'n8n-core';

import { Terminal49Trigger } from '../../nodes/Terminal49/Terminal49Trigger.node';
import {
	forgetAllDeliveries,
	forgetAllSampleListens,
	forgetRecoveredRegistrations,
} from '../support/processState';
import type { TestCredentials } from './engine';
import { additionalDataFor, nodeTypes, registerNodeType, TRIGGER_NODE_TYPE } from './engine';

registerNodeType(TRIGGER_NODE_TYPE, new Terminal49Trigger());

export type HookMethod = 'checkExists' | 'create' | 'delete';
export type WebhookKind = 'production' | 'test';

export interface DeliveryOptions {
	headers?: Record<string, string>;
	/** Deliver to the test URL instead of the production one. */
	kind?: WebhookKind;
	/**
	 * How n8n exposes the raw body: 'eager' (read before the node runs, as for JSON requests),
	 * 'lazy' (only through req.readRawBody()), or 'none' (not available at all).
	 */
	rawBody?: 'eager' | 'lazy' | 'none';
	contentType?: string;
	/**
	 * POST to this process's own socket rather than to the URL n8n computes, as a load balancer in
	 * front of several webhook processes sharing one WEBHOOK_URL does.
	 */
	viaListener?: boolean;
}

export interface DeliveryResult {
	/** The status code the HTTP client received. */
	status: number;
	/** The answer's body, parsed when it is JSON. */
	body: unknown;
	/** The items that start a workflow run, or undefined when no run starts. */
	workflowData?: INodeExecutionData[][];
	/** Whether n8n would have saved the static data after this delivery. */
	staticDataSaved: boolean;
}

const deepCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? {})) as T;

/** The express-like request n8n hands to webhook(). */
interface HarnessRequest extends http.IncomingMessage {
	rawBody: Buffer;
	body: unknown;
	query: Record<string, string>;
	params: Record<string, string>;
	header(name: string): string | undefined;
}

/** The express-like response n8n hands to webhook(). */
class HarnessResponse {
	statusCode = 200;
	headersSent = false;
	constructor(private readonly res: http.ServerResponse) {}

	status(code: number): this {
		this.statusCode = code;
		return this;
	}

	setHeader(name: string, value: string): this {
		this.res.setHeader(name, value);
		return this;
	}

	json(body: unknown): this {
		return this.send(JSON.stringify(body), 'application/json; charset=utf-8');
	}

	send(body?: unknown, contentType = 'text/html; charset=utf-8'): this {
		if (this.headersSent) throw new Error('The response was already sent');
		this.headersSent = true;
		const payload =
			body === undefined
				? ''
				: typeof body === 'string' || Buffer.isBuffer(body)
					? body
					: JSON.stringify(body);
		if (!this.res.hasHeader('content-type')) this.res.setHeader('content-type', contentType);
		this.res.statusCode = this.statusCode;
		this.res.end(payload);
		return this;
	}

	end(): this {
		if (this.headersSent) throw new Error('The response was already sent');
		this.headersSent = true;
		this.res.statusCode = this.statusCode;
		this.res.end();
		return this;
	}
}

export interface LogEntry {
	level: 'debug' | 'info' | 'warn' | 'error';
	message: string;
}

/** What the node logs through `this.logger`, captured per harness instead of printed. */
function capturingLogger(logs: LogEntry[]) {
	const at = (level: LogEntry['level']) => (message: string) => void logs.push({ level, message });
	return {
		debug: at('debug'),
		info: at('info'),
		warn: at('warn'),
		error: at('error'),
		scoped: () => capturingLogger(logs),
	};
}

class HarnessHookContext extends HookContext {
	logs: LogEntry[] = [];
	override get logger(): HookContext['logger'] {
		return capturingLogger(this.logs) as unknown as HookContext['logger'];
	}
}

class HarnessWebhookContext extends WebhookContext {
	logs: LogEntry[] = [];
	override get logger(): WebhookContext['logger'] {
		return capturingLogger(this.logs) as unknown as WebhookContext['logger'];
	}
}

export class TriggerHarness {
	readonly node: INode;
	readonly workflowId: string;
	/** What n8n has saved in its database for this workflow. */
	savedStaticData: IDataObject = {};
	/** Whether the production webhook is registered with n8n's router (the workflow is active). */
	active = false;
	/** Static data of the current test listen, or undefined when not listening. */
	testStaticData?: IDataObject;
	/** Everything the node logged, in order. */
	readonly logs: LogEntry[] = [];
	/** Every run started, in order, with the kind of webhook that started it. */
	readonly runs: Array<{ kind: WebhookKind; items: INodeExecutionData[] }> = [];
	private runWaiters: Array<() => void> = [];

	/**
	 * Resolves once `count` runs have started and n8n is done with the one that started last (a
	 * test listen removed): for runs started by deliveries the node itself set off.
	 */
	async runsStarted(count: number): Promise<void> {
		while (this.runs.length < count || this.handlingRun) {
			await new Promise<void>((resolve) => this.runWaiters.push(resolve));
		}
	}

	private handlingRun = false;

	private server?: http.Server;
	private baseUrl = '';
	private readonly results = new Map<string, Omit<DeliveryResult, 'status' | 'body'>>();
	/** Each delivery's handling, including what n8n does after answering (removing a test webhook). */
	private readonly handling = new Map<string, Promise<void>>();

	constructor(
		private readonly credentials: TestCredentials,
		parameters: INodeParameters,
		options: {
			name?: string;
			workflowId?: string;
			webhookBaseUrl?: string;
			webhookTestBaseUrl?: string;
			typeVersion?: number;
		} = {},
	) {
		this.workflowId = options.workflowId ?? 'trigger-workflow';
		this.node = {
			id: randomUUID(),
			name: options.name ?? 'Terminal49 Trigger',
			type: TRIGGER_NODE_TYPE,
			typeVersion: options.typeVersion ?? 1,
			position: [0, 0],
			parameters: {},
			webhookId: randomUUID(),
			credentials: { terminal49Api: { id: 'cred-1', name: 'Terminal49 (test)' } },
		};
		this.setParameters(parameters);
		this.fixedWebhookBaseUrl = options.webhookBaseUrl;
		this.fixedWebhookTestBaseUrl = options.webhookTestBaseUrl;
	}

	private readonly fixedWebhookBaseUrl?: string;
	private readonly fixedWebhookTestBaseUrl?: string;

	/** Sets the node's parameters as the editor saves them: defaults filled in. */
	setParameters(parameters: INodeParameters): void {
		const nodeType = nodeTypes.getByNameAndVersion(
			TRIGGER_NODE_TYPE,
			this.node.typeVersion,
		) as INodeType;
		this.node.parameters =
			NodeHelpers.getNodeParameters(
				nodeType.description.properties,
				parameters,
				true,
				false,
				this.node,
				nodeType.description,
			) ?? parameters;
	}

	/** Starts the loopback server that stands for n8n's webhook endpoints. */
	async start(): Promise<void> {
		this.server = http.createServer((req, res) => {
			const id = String(req.headers['x-harness-delivery'] ?? '');
			this.handling.set(id, this.handle(req, res));
		});
		await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
		const { port } = this.server.address() as AddressInfo;
		this.baseUrl = `http://127.0.0.1:${port}`;
	}

	async close(): Promise<void> {
		if (!this.server) return;
		this.server.closeAllConnections();
		await new Promise<void>((resolve) => this.server!.close(() => resolve()));
	}

	private additionalData(): IWorkflowExecuteAdditionalData {
		const data = additionalDataFor(this.credentials);
		data.webhookBaseUrl = this.fixedWebhookBaseUrl ?? `${this.baseUrl}/webhook`;
		data.webhookTestBaseUrl = this.fixedWebhookTestBaseUrl ?? `${this.baseUrl}/webhook-test`;
		return data;
	}

	private workflow(staticData: IDataObject): Workflow {
		return new Workflow({
			id: this.workflowId,
			name: 'Trigger workflow',
			nodes: [this.node],
			connections: {},
			active: this.active,
			nodeTypes,
			staticData,
			settings: { executionOrder: 'v1' },
		});
	}

	private webhookData(
		kind: WebhookKind,
		additionalData: IWorkflowExecuteAdditionalData,
	): IWebhookData {
		const nodeType = nodeTypes.getByNameAndVersion(
			TRIGGER_NODE_TYPE,
			this.node.typeVersion,
		) as INodeType;
		const description = nodeType.description.webhooks![0] as IWebhookDescription;
		return {
			httpMethod: description.httpMethod as IWebhookData['httpMethod'],
			node: this.node.name,
			path: `${this.node.webhookId}/${String(description.path)}`,
			webhookDescription: description,
			workflowId: this.workflowId,
			workflowExecuteAdditionalData: additionalData,
			webhookId: this.node.webhookId,
			isTest: kind === 'test',
		};
	}

	/** The URL n8n gives the node: what it registers with Terminal49. */
	webhookUrl(kind: WebhookKind = 'production'): string {
		const data = this.additionalData();
		const base = kind === 'test' ? data.webhookTestBaseUrl : data.webhookBaseUrl;
		return `${base}/${this.node.webhookId}/webhook`;
	}

	/**
	 * Runs one webhook method as n8n does. Production hooks start from the saved static data and
	 * save it afterwards; test hooks use the listen's own static data.
	 */
	async runHook(method: HookMethod, kind: WebhookKind = 'production'): Promise<boolean> {
		const additionalData = this.additionalData();
		const staticData =
			kind === 'test' ? (this.testStaticData ??= {}) : deepCopy(this.savedStaticData);
		const workflow = this.workflow(staticData);
		const mode: WorkflowExecuteMode =
			kind === 'test' ? 'manual' : method === 'delete' ? 'internal' : 'trigger';
		const activation: WorkflowActivateMode =
			kind === 'test' ? 'manual' : method === 'delete' ? 'update' : 'activate';
		const context = new HarnessHookContext(
			workflow,
			this.node,
			additionalData,
			mode,
			activation,
			this.webhookData(kind, additionalData),
		);
		context.logs = this.logs;
		const nodeType = nodeTypes.getByNameAndVersion(
			TRIGGER_NODE_TYPE,
			this.node.typeVersion,
		) as INodeType;
		const fn = nodeType.webhookMethods?.default?.[method];
		if (!fn) throw new Error(`The trigger has no webhook method ${method}`);
		try {
			return await fn.call(context);
		} finally {
			if (kind === 'test') this.testStaticData = deepCopy(workflow.staticData);
			else this.savedStaticData = deepCopy(workflow.staticData);
		}
	}

	/** Activation: checkExists, then create when it says false (n8n's createWebhookIfNotExists). */
	async activate(): Promise<{ existed: boolean }> {
		const existed = await this.runHook('checkExists');
		if (!existed) await this.runHook('create');
		this.active = true;
		return { existed };
	}

	/** Deactivation: delete, and n8n stops routing the production URL. */
	async deactivate(): Promise<boolean> {
		this.active = false;
		return await this.runHook('delete');
	}

	/** "Listen for test event": a fresh static data, then checkExists/create with the test URL. */
	async listen(): Promise<void> {
		this.testStaticData = {};
		const existed = await this.runHook('checkExists', 'test');
		if (!existed) await this.runHook('create', 'test');
	}

	/** The listen ends (after the first run, a timeout, or cancel): delete, then n8n forgets it. */
	async stopListening(): Promise<boolean> {
		if (!this.testStaticData) return true;
		const removed = await this.runHook('delete', 'test');
		this.testStaticData = undefined;
		return removed;
	}

	/** A process restart: n8n keeps the registration and saved static data; memory is gone. */
	restart(): void {
		forgetAllDeliveries();
		forgetRecoveredRegistrations();
		forgetAllSampleListens();
	}

	/** The stored data of this node, as last saved (production). */
	get stored(): IDataObject {
		return (this.savedStaticData[`node:${this.node.name}`] ?? {}) as IDataObject;
	}

	/** POSTs a delivery to the node's URL over real HTTP and reports what n8n would have done. */
	async deliver(body: string | Buffer, options: DeliveryOptions = {}): Promise<DeliveryResult> {
		const kind = options.kind ?? 'production';
		const deliveryId = randomUUID();
		const target = new URL(this.webhookUrl(kind));
		const response = await fetch(
			options.viaListener ? `${this.baseUrl}${target.pathname}` : target,
			{
				method: 'POST',
				headers: {
					'content-type': options.contentType ?? 'application/json',
					'user-agent': 'Terminal49 Webhook Bot',
					'x-harness-delivery': deliveryId,
					'x-harness-raw-body': options.rawBody ?? 'eager',
					...options.headers,
				},
				body,
			},
		);
		const text = await response.text();
		let parsed: unknown = text;
		try {
			parsed = JSON.parse(text) as unknown;
		} catch {
			// not JSON: keep the text
		}
		await this.handling.get(deliveryId);
		this.handling.delete(deliveryId);
		const result = this.results.get(deliveryId) ?? { staticDataSaved: false };
		this.results.delete(deliveryId);
		return { status: response.status, body: parsed, ...result };
	}

	private async handle(incoming: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
		const chunks: Buffer[] = [];
		for await (const chunk of incoming) chunks.push(chunk as Buffer);
		const raw = Buffer.concat(chunks);
		const deliveryId = String(incoming.headers['x-harness-delivery'] ?? '');
		const rawBodyMode = String(incoming.headers['x-harness-raw-body'] ?? 'eager');
		delete incoming.headers['x-harness-delivery'];
		delete incoming.headers['x-harness-raw-body'];

		const url = new URL(incoming.url ?? '/', this.baseUrl);
		const kind: WebhookKind | undefined = url.pathname.startsWith('/webhook-test/')
			? 'test'
			: url.pathname.startsWith('/webhook/')
				? 'production'
				: undefined;
		const expected = kind ? new URL(this.webhookUrl(kind)).pathname : '';
		const registered =
			kind === 'production'
				? this.active
				: kind === 'test'
					? this.testStaticData !== undefined
					: false;
		if (!kind || url.pathname !== expected || !registered || incoming.method !== 'POST') {
			res.statusCode = 404;
			res.setHeader('content-type', 'application/json');
			res.end(JSON.stringify({ code: 404, message: 'The requested webhook is not registered.' }));
			return;
		}

		const request = incoming as HarnessRequest;
		if (rawBodyMode === 'eager') request.rawBody = raw;
		if (rawBodyMode === 'lazy') {
			(request as unknown as { readRawBody: () => Promise<void> }).readRawBody = async () => {
				request.rawBody = raw;
			};
		}
		// express's JSON parser, as n8n runs it for JSON requests
		request.body = {};
		if (String(incoming.headers['content-type'] ?? '').includes('json')) {
			try {
				request.body = JSON.parse(raw.toString('utf8')) as unknown;
			} catch {
				request.body = {};
			}
		}
		request.query = Object.fromEntries(url.searchParams);
		request.params = {};
		request.header = (name: string) => {
			const value = incoming.headers[name.toLowerCase()];
			return Array.isArray(value) ? value.join(', ') : value;
		};
		const response = new HarnessResponse(res);

		const additionalData = this.additionalData();
		additionalData.httpRequest =
			request as unknown as IWorkflowExecuteAdditionalData['httpRequest'];
		additionalData.httpResponse =
			response as unknown as IWorkflowExecuteAdditionalData['httpResponse'];
		const staticData = kind === 'test' ? this.testStaticData! : deepCopy(this.savedStaticData);
		const workflow = this.workflow(kind === 'test' ? {} : staticData);
		if (kind === 'test') workflow.setTestStaticData(staticData);
		const context = new HarnessWebhookContext(
			workflow,
			this.node,
			additionalData,
			kind === 'test' ? 'manual' : 'webhook',
			this.webhookData(kind, additionalData),
			[],
			null,
		);
		context.logs = this.logs;
		const nodeType = nodeTypes.getByNameAndVersion(
			TRIGGER_NODE_TYPE,
			this.node.typeVersion,
		) as INodeType;

		let outcome: IWebhookResponseData;
		try {
			outcome = await nodeType.webhook!.call(context);
		} catch (error) {
			if (!response.headersSent)
				response.status(500).json({ code: 500, message: (error as Error).message });
			this.results.set(deliveryId, { staticDataSaved: false });
			return;
		}

		const startsRun = outcome.workflowData !== undefined;
		let staticDataSaved = false;
		if (
			kind === 'production' &&
			!startsRun &&
			(workflow.staticData as { __dataChanged?: boolean }).__dataChanged
		) {
			this.savedStaticData = deepCopy(workflow.staticData);
			staticDataSaved = true;
		}
		this.results.set(deliveryId, { workflowData: outcome.workflowData, staticDataSaved });

		if (outcome.noWebhookResponse) {
			if (!response.headersSent)
				response.status(500).json({ message: 'The node promised to answer and did not' });
		} else if (startsRun) {
			response.status(200).json({ message: 'Workflow was started' });
		} else {
			response.status(200).json({ message: 'Webhook call received' });
		}

		if (startsRun) {
			this.handlingRun = true;
			this.runs.push({ kind, items: outcome.workflowData![0] });
			// n8n removes a test webhook once it has started its one run.
			if (kind === 'test') await this.stopListening();
			this.handlingRun = false;
			for (const wake of this.runWaiters.splice(0)) wake();
		}
	}
}
