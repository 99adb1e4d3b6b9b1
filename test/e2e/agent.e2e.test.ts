/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
/**
 * The action node as an AI Agent's tools in real n8n 2.x: n8n's AI Agent, its OpenAI Chat Model
 * pointed at a scripted model on 127.0.0.1, and two Terminal49 tools saved as the editor saves
 * them ($fromAI in the parameters). Checks the tools n8n offers the model, that the words a model
 * writes work, that a refusal tells the model enough to succeed on a second try, and how much of
 * the context window one container costs in each Output.
 */
import fs from 'node:fs';
import path from 'node:path';

import { installCommunityPackage, packedTarball } from '../../scripts/n8n/communityPackage';
import type { WorkflowJson } from '../../scripts/n8n/instance';
import { CREDENTIALS, importAll } from '../../scripts/n8n/instance';
import type { RunOutput } from '../../scripts/n8n/server';
import { executeWorkflow, freePort } from '../../scripts/n8n/server';
import { E2E_DIR, linesFromEnv } from '../../scripts/n8n/versions';
import { replanLastFreeDays, SEED } from '../mock/fixtures';
import type { MockApi } from '../mock/server';
import { startMockApi } from '../mock/server';
import type { ChatRequest, ModelTurn } from './support/scriptedModel';
import { startScriptedModel, toolResults, userPrompt } from './support/scriptedModel';

const LINE = '2' as const;
const RUN = linesFromEnv(process.env.E2E_N8N).includes(LINE) ? describe : describe.skip;
const OPENAI_CREDENTIAL = { id: 't49ScriptedModel', name: 'Scripted model', type: 'openAiApi' };
const PACKAGE = 'n8n-nodes-terminal49';

/** What n8n's editor saves when a parameter is left to the model. */
const fromAi = (key: string, description: string, type: 'string' | 'number'): string =>
	`={{ /*n8n-auto-generated-fromAI-override*/ $fromAI('${key}', \`${description}\`, '${type}') }}`;

const URGENCY_HINT =
	'Comma-separated: overdue, due_today, imminent (last free day within 3 days), ok, resolved, unknown. Leave empty for all.';
const LIMIT_HINT = 'How many containers at most (1-100)';
const CONTAINER_HINT = 'The container number, 4 letters and 7 digits, such as MSKU2431002';
/** The description the docs recommend for the Get a container tool. */
const GET_CONTAINER_DESCRIPTION =
	'Look up one container by its number: where it is (status, terminal, availability, holds), its last free day, days left and demurrage urgency.';

const MANY_TOOL_NODE = 'Get many containers by urgency or LFD in Terminal49';
const GET_TOOL_NODE = 'Get a container by number or ID in Terminal49';
const MANY_TOOL = 'Get_many_containers_by_urgency_or_LFD_in_Terminal49';
const GET_TOOL = 'Get_a_container_by_number_or_ID_in_Terminal49';

function agentWorkflow(
	id: string,
	prompt: string,
	output: 'simplified' | 'allFields' | 'raw' = 'simplified',
): WorkflowJson {
	type SavedNode = WorkflowJson['nodes'][number] & Record<string, unknown>;
	const tool = (name: string, parameters: Record<string, unknown>, x: number): SavedNode => ({
		id: `${id}-${x}`,
		name,
		type: `${PACKAGE}.terminal49Tool`,
		typeVersion: 2,
		position: [x, 300],
		parameters,
		credentials: {
			terminal49Api: { id: CREDENTIALS.terminal49.id, name: CREDENTIALS.terminal49.name },
		},
	});
	return {
		id,
		name: `Agent: ${prompt}`,
		nodes: [
			<SavedNode>{
				id: `${id}-t`,
				name: 'Start',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			<SavedNode>{
				id: `${id}-a`,
				name: 'AI Agent',
				type: '@n8n/n8n-nodes-langchain.agent',
				typeVersion: 3.1,
				position: [200, 0],
				parameters: { promptType: 'define', text: prompt, options: {} },
			},
			<SavedNode>{
				id: `${id}-m`,
				name: 'OpenAI Chat Model',
				type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
				typeVersion: 1.2,
				position: [100, 300],
				parameters: { model: { __rl: true, mode: 'id', value: 'scripted-model' }, options: {} },
				credentials: { openAiApi: { id: OPENAI_CREDENTIAL.id, name: OPENAI_CREDENTIAL.name } },
			},
			tool(
				MANY_TOOL_NODE,
				{
					resource: 'container',
					operation: 'getAll',
					limit: fromAi('Limit', LIMIT_HINT, 'number'),
					filters: { urgency: fromAi('Urgency', URGENCY_HINT, 'string') },
					output,
				},
				300,
			),
			tool(
				GET_TOOL_NODE,
				{
					descriptionType: 'manual',
					toolDescription: GET_CONTAINER_DESCRIPTION,
					resource: 'container',
					operation: 'get',
					containerId: {
						__rl: true,
						mode: 'number',
						value: fromAi('Container', CONTAINER_HINT, 'string'),
					},
					include: ['pod_terminal', 'shipment'],
				},
				500,
			),
		],
		connections: {
			Start: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
			'OpenAI Chat Model': {
				ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]],
			},
			[MANY_TOOL_NODE]: { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
			[GET_TOOL_NODE]: { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
		},
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}

/** The model's side of each conversation, by the question asked. */
function script(request: ChatRequest): ModelTurn {
	const prompt = userPrompt(request);
	const results = toolResults(request);
	const asked = (text: string) => prompt.includes(text);
	if (asked('overdue or due within 3 days')) {
		if (results.length === 0)
			return {
				call: { name: MANY_TOOL, args: { Urgency: 'overdue, due within 3 days', Limit: 3 } },
			};
		return { text: `Seen: ${results[0]}` };
	}
	if (asked('editor’s labels')) {
		if (results.length === 0)
			return { call: { name: MANY_TOOL, args: { Urgency: 'Overdue, Due Today', Limit: 10 } } };
		return { text: `Seen: ${results[0]}` };
	}
	if (asked('urgent')) {
		// A first guess the node does not know; the second try takes the values the refusal lists.
		if (results.length === 0)
			return { call: { name: MANY_TOOL, args: { Urgency: 'urgent', Limit: 10 } } };
		if (results.length === 1) {
			const allowed = /Allowed: ([a-z_, ]+)/.exec(results[0])?.[1].split(', ') ?? [];
			const pick = allowed
				.filter((value) => value === 'overdue' || value === 'due_today')
				.join(', ');
			return {
				call: {
					name: MANY_TOOL,
					args: { Urgency: pick === '' ? 'no allowed values found' : pick, Limit: 10 },
				},
			};
		}
		return { text: `Seen: ${results[1]}` };
	}
	if (asked('Where is container')) {
		const number = /[A-Z]{4}\d{7}/.exec(prompt)?.[0] ?? '';
		if (results.length === 0)
			return {
				call: {
					name: GET_TOOL,
					args: { Container: number.toLowerCase().replace(/(\d{3})/, ' $1') },
				},
			};
		return { text: `Seen: ${results[0]}` };
	}
	if (asked('List every container')) {
		if (results.length === 0)
			return { call: { name: MANY_TOOL, args: { Urgency: '', Limit: 100 } } };
		return { text: `Seen: ${results[0]}` };
	}
	return { text: 'no script for this question' };
}

RUN('n8n 2.x: the node as an AI Agent’s tools', () => {
	const userFolder = path.join(E2E_DIR, 'run', 'e2e-agent');
	const timings: Record<string, number> = {};
	let mock: MockApi;
	let model: Awaited<ReturnType<typeof startScriptedModel>>;
	let cliOptions: { userFolder: string; port: number; extra: Record<string, string> };
	const numbers = (): string[] =>
		SEED.containers.map((_, index) => String(mock.state.containers[index].attributes.number));

	const workflows = {
		soon: agentWorkflow('T49AgentSoon', 'What is overdue or due within 3 days?'),
		labels: agentWorkflow(
			'T49AgentLabels',
			'Using the editor’s labels: what is overdue or due today?',
		),
		retry: agentWorkflow('T49AgentRetry', 'Which containers are urgent?'),
		where: agentWorkflow('T49AgentWhere', 'Where is container NUMBER?'),
		sizeSimplified: agentWorkflow('T49AgentSizeSimple', 'List every container (simplified)'),
		sizeAllFields: agentWorkflow(
			'T49AgentSizeAll',
			'List every container (all fields)',
			'allFields',
		),
		sizeRaw: agentWorkflow('T49AgentSizeRaw', 'List every container (raw)', 'raw'),
	};

	/** Runs one agent workflow; returns the agent's answer and the model requests it made. */
	const ask = async (
		workflow: WorkflowJson,
	): Promise<{ answer: string; requests: ChatRequest[]; run: RunOutput }> => {
		const since = model.requests.length;
		// Urgencies are counted from today in each port's zone; a port's midnight may have passed since the seed.
		replanLastFreeDays(mock.state);
		const t0 = Date.now();
		const { run, code, stdout, stderr } = await executeWorkflow(LINE, workflow.id, cliOptions);
		timings[workflow.id] = Date.now() - t0;
		if (code !== 0 || run.status !== 'success') {
			throw new Error(
				`${workflow.id} failed: ${JSON.stringify(run.data.resultData.error)}\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`,
			);
		}
		const agent = run.data.resultData.runData['AI Agent']?.at(-1)?.data?.main?.[0]?.[0]?.json;
		return { answer: String(agent?.output ?? ''), requests: model.requests.slice(since), run };
	};

	beforeAll(async () => {
		const t0 = Date.now();
		fs.rmSync(userFolder, { recursive: true, force: true });
		fs.mkdirSync(userFolder, { recursive: true });
		mock = await startMockApi();
		model = await startScriptedModel(script);
		const where = workflows.where.nodes.find((node) => node.name === 'AI Agent');
		if (where)
			where.parameters = { ...where.parameters, text: `Where is container ${numbers()[1]}?` };
		installCommunityPackage(userFolder, packedTarball());
		// No N8N_COMMUNITY_PACKAGES_ALLOW_TOOL_USAGE: n8n offers community nodes as tools without it
		// since 1.85 (the flag existed from 1.79 to 1.84), and the docs say so.
		cliOptions = { userFolder, port: await freePort(), extra: {} };
		await importAll(LINE, cliOptions, {
			credentials: [
				{ ...CREDENTIALS.terminal49, data: { apiKey: mock.apiKey, baseUrl: mock.url } },
				{ ...OPENAI_CREDENTIAL, data: { apiKey: 'sk-scripted', url: model.url } },
			],
			workflows: Object.values(workflows),
		});
		timings.setup = Date.now() - t0;
	}, 300_000);

	afterAll(async () => {
		await mock?.close();
		await model?.close();
		const summary = Object.entries(timings)
			.map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`)
			.join(', ');
		process.stderr.write(`[e2e] agent timings: ${summary}\n`);
		fs.writeFileSync(
			path.join(E2E_DIR, 'timings-agent.json'),
			`${JSON.stringify({ timings, sizes }, null, 2)}\n`,
		);
	});

	const sizes: Record<string, { bytes: number; containers: number; perContainer: number }> = {};
	let soon: ReturnType<typeof ask> | undefined;
	const askSoon = () => (soon ??= ask(workflows.soon));

	it('n8n offers both tools with the node’s descriptions and the $fromAI hints as the schema', async () => {
		const { requests } = await askSoon();
		const offered = Object.fromEntries(
			(requests[0].tools ?? []).map((tool) => [tool.function.name, tool.function]),
		);
		expect(Object.keys(offered).sort()).toEqual([GET_TOOL, MANY_TOOL]);
		// Left on "Set Automatically", n8n describes a tool by the operation's action.
		expect(offered[MANY_TOOL].description).toBe(
			'Get many containers by urgency or LFD in Terminal49',
		);
		expect(offered[GET_TOOL].description).toBe(GET_CONTAINER_DESCRIPTION);
		expect(offered[MANY_TOOL].parameters).toMatchObject({
			type: 'object',
			properties: {
				Urgency: { type: 'string', description: URGENCY_HINT },
				Limit: { type: 'number', description: LIMIT_HINT },
			},
			required: expect.arrayContaining(['Urgency', 'Limit']),
		});
		expect(offered[GET_TOOL].parameters).toMatchObject({
			properties: { Container: { type: 'string', description: CONTAINER_HINT } },
		});
	});

	it('"overdue, due within 3 days" works, and the answer is bounded by the Limit the model set, saying more match', async () => {
		const { requests } = await askSoon();
		const result = toolResults(requests.at(-1)!)[0];
		const records = JSON.parse(result) as Array<Record<string, unknown>>;
		expect(records).toHaveLength(4);
		// A model reads the label (the code beside it is left out): Overdue, Due Today, Imminent.
		expect(
			records
				.slice(0, 3)
				.every((record) =>
					['Overdue', 'Due Today', 'Imminent'].includes(String(record.urgency_label)),
				),
		).toBe(true);
		expect(records[3]).toEqual({
			note: 'The first 3 shown; more match. Narrow the filters, or ask for a higher limit, to see others.',
		});
	});

	it('the editor’s labels work as values', async () => {
		const { requests } = await ask(workflows.labels);
		const records = JSON.parse(toolResults(requests.at(-1)!)[0]) as Array<Record<string, unknown>>;
		expect(records.map((record) => record.urgency_label).sort()).toEqual(['Due Today', 'Overdue']);
	});

	it('a value the node does not know is refused with the allowed values in what the model reads, and the second try succeeds', async () => {
		const { requests, answer } = await ask(workflows.retry);
		const [refusal, second] = toolResults(requests.at(-1)!);
		// The agent hands the model the error's message only, as an item: the description never reaches it.
		expect(JSON.parse(refusal)).toEqual([
			{
				error: expect.stringContaining(
					'Urgency filter must be an urgency, not "urgent". Allowed: overdue, due_today, imminent, ok, resolved, unknown',
				),
			},
		]);
		const records = JSON.parse(second) as Array<Record<string, unknown>>;
		expect(records.map((record) => record.urgency_label).sort()).toEqual(['Due Today', 'Overdue']);
		expect(answer).toContain('Due Today');
	});

	it('By Number takes the number as a model writes it (lower case, a space) and finds the container', async () => {
		const { requests } = await ask(workflows.where);
		const [record] = JSON.parse(toolResults(requests.at(-1)!)[0]) as Array<Record<string, unknown>>;
		expect(record).toMatchObject({
			id: SEED.containerIds[1],
			number: numbers()[1],
			terminal: expect.any(String),
			bill_of_lading: '243891157',
		});
		expect(JSON.stringify(record)).not.toContain('null');
	});

	it('what one container costs the context window: Simplified for a model, All Fields, Raw', async () => {
		for (const [name, workflow] of [
			['simplified (tool)', workflows.sizeSimplified],
			['allFields', workflows.sizeAllFields],
			['raw', workflows.sizeRaw],
		] as const) {
			const { requests } = await ask(workflow);
			const result = toolResults(requests.at(-1)!)[0];
			const containers = (JSON.parse(result) as unknown[]).length;
			sizes[name] = {
				bytes: result.length,
				containers,
				perContainer: Math.round(result.length / containers),
			};
		}
		expect(sizes['simplified (tool)'].containers).toBe(SEED.containers.length);
		expect(sizes.allFields.containers).toBe(SEED.containers.length);
		expect(sizes['simplified (tool)'].perContainer * 3).toBeLessThan(sizes.raw.perContainer);
		expect(sizes.raw.perContainer).toBeLessThan(sizes.allFields.perContainer);
	});
});
