/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { shapeOf } from '../../nodes/Terminal49/shared/output/registry';
import { forgetLimiters, setThrottleTestSeam } from '../support/processState';
import { runWorkflow } from '../harness/engine';
import { sendJson, startScriptedServer } from '../support/scriptedServer';

/**
 * Every reader of the node, in every output mode of both versions, over answers shaped as
 * Terminal49's recorded live responses (test/fixtures/live: our own ids, numbers and names in the
 * recordings' shapes, from Terminal49/API's SDK and CLI test fixtures, and a container as its
 * webhook examples show one). Nothing throws, and no
 * field a recording carries comes out missing, or null where the recording has a value.
 */
const LIVE = path.join(__dirname, '../fixtures/live');

interface Recording {
	status: number;
	body: { data?: unknown; included?: unknown[] } & IDataObject;
	/** An answer that is a web page, not JSON (the route's recorded 404): sent as text/html. */
	page?: string;
}

function recording(file: string): Recording {
	return JSON.parse(readFileSync(path.join(LIVE, `${file}.json`), 'utf8')) as Recording;
}

type Resource = { id: string; type: string; attributes?: IDataObject; relationships?: IDataObject };

function resourcesOf(body: Recording['body']): Resource[] {
	const data = body.data;
	return (Array.isArray(data) ? data : data ? [data] : []) as Resource[];
}

const rl = (value: string) => ({ __rl: true, mode: 'id', value });
const firstId = (file: string) => resourcesOf(recording(file).body)[0].id;

interface Case {
	file: string;
	/** The first node version with the operation (Get Route: 2); every version when absent. */
	fromVersion?: number;
	/** The operation's parameters; `locator` names the record parameter, given as a locator in version 2 and as text in version 1. */
	parameters: (version: number) => INodeParameters;
}

const getOne = (
	resource: string,
	operation: string,
	parameter: string,
	file: string,
	locator = true,
): Case => ({
	file,
	parameters: (version) => ({
		resource,
		operation,
		[parameter]: locator && version >= 2 ? rl(firstId(file)) : firstId(file),
	}),
});
const getAll = (resource: string, file: string, extra: INodeParameters = {}): Case => ({
	file,
	parameters: () => ({ resource, operation: 'getAll', returnAll: true, ...extra }),
});
const containerOf = (file: string) => firstId(file);

const CASES: Case[] = [
	getOne('container', 'get', 'containerId', 'cli-containers.get'),
	getOne('container', 'get', 'containerId', 'sdk-containers.get.base'),
	getOne('container', 'get', 'containerId', 'sdk-containers.get.include'),
	getOne('container', 'get', 'containerId', 'docs-webhook-example-container'),
	getAll('container', 'sdk-containers.list'),
	getAll('container', 'sdk-containers.get.pickup'),
	...['cli-containers.raw-events', 'sdk-containers.raw-events'].map((file) => ({
		file,
		parameters: (version: number) => ({
			resource: 'container',
			operation: 'getRawEvents',
			containerId:
				version >= 2 ? rl(containerOf('sdk-containers.list')) : containerOf('sdk-containers.list'),
		}),
	})),
	{
		file: 'sdk-containers.events',
		parameters: (version) => ({
			resource: 'container',
			operation: 'getTransportEvents',
			containerId:
				version >= 2 ? rl(containerOf('sdk-containers.list')) : containerOf('sdk-containers.list'),
		}),
	},
	getOne('customFieldDefinition', 'get', 'definitionId', 'cli-custom-field-definitions.get', false),
	getAll('customFieldDefinition', 'cli-custom-field-definitions.list'),
	{
		file: 'cli-custom-field-options.list',
		parameters: () => ({
			resource: 'customFieldOption',
			operation: 'getAll',
			definitionId: firstId('cli-custom-field-definitions.get'),
		}),
	},
	getOne('party', 'get', 'partyId', 'cli-parties.get', false),
	getAll('party', 'cli-parties.list'),
	getOne('port', 'get', 'portId', 'cli-ports.get', false),
	getOne('port', 'get', 'portId', 'sdk-ports.get', false),
	getOne('terminal', 'get', 'terminalId', 'cli-terminals.get', false),
	getOne('terminal', 'get', 'terminalId', 'sdk-terminals.get', false),
	{
		file: 'cli-vessels.get-by-imo',
		parameters: () => ({
			resource: 'vessel',
			operation: 'get',
			findBy: 'imo',
			imo: String(resourcesOf(recording('cli-vessels.get-by-imo').body)[0].attributes?.imo),
		}),
	},
	...[
		'cli-search.container-list-number',
		'cli-search.container-number',
		'cli-search.shipment-bol',
		'cli-search.tracking-number',
	].map((file) => ({
		file,
		parameters: () => ({
			resource: 'search',
			operation: 'search',
			query: String(resourcesOf(recording(file).body)[0].attributes?.number),
		}),
	})),
	getOne('shipment', 'get', 'shipmentId', 'sdk-shipments.get.base'),
	getOne('shipment', 'get', 'shipmentId', 'sdk-shipments.get.include'),
	getAll('shipment', 'sdk-shipments.list'),
	getAll('shippingLine', 'sdk-shipping-lines.list'),
	getOne('trackingRequest', 'get', 'trackingRequestId', 'sdk-tracking-requests.get.base'),
	getAll('trackingRequest', 'sdk-tracking-requests.list'),
	getAll('webhook', 'cli-webhooks.list'),
	getAll('webhookNotification', 'cli-webhook-notifications.list'),
	{ ...getOne('container', 'getRoute', 'containerId', 'sdk-containers.route'), fromVersion: 2 },
];

const MODES: Array<{ name: string; version: number; output: INodeParameters }> = [
	{ name: 'v1 Simplify on', version: 1, output: {} },
	{ name: 'v1 Simplify off', version: 1, output: { simplify: false } },
	{ name: 'v2 Simplified', version: 2, output: { output: 'simplified' } },
	{ name: 'v2 All Fields', version: 2, output: { output: 'allFields' } },
	{ name: 'v2 Raw', version: 2, output: { output: 'raw' } },
	{ name: 'v2 Selected Fields', version: 2, output: { output: 'selectedFields' } },
];

/** Keys a recording's resource carries, attributes and relationships, with whether each has a value. */
function carried(resource: Resource): Array<[string, boolean]> {
	const keys: Array<[string, boolean]> = [];
	for (const [name, value] of Object.entries(resource.attributes ?? {})) {
		if (name !== 'id') keys.push([name, value !== null]);
	}
	for (const [name, value] of Object.entries(resource.relationships ?? {})) {
		const data = (value as IDataObject | null)?.data;
		keys.push([name, data !== null && data !== undefined]);
	}
	return keys;
}

/** The fields a record lost: missing from the item, or null where the recording has a value. */
function lost(resource: Resource, item: IDataObject, only?: (name: string) => boolean): string[] {
	return carried(resource)
		.filter(([name]) => !only || only(name))
		.filter(([name, hasValue]) => !(name in item) || (hasValue && item[name] === null))
		.map(([name]) => name);
}

/** A recorded list page as the whole list: its next link left out, its total the records it holds. */
function onePage(body: Recording['body']): Recording['body'] {
	if (!Array.isArray(body.data)) return body;
	const links = { ...((body.links as IDataObject | undefined) ?? {}) };
	delete links.next;
	const onlyPage: Recording['body'] = Object.assign({}, body);
	onlyPage.links = links;
	if (body.meta !== undefined)
		onlyPage.meta = { ...(body.meta as IDataObject), total: body.data.length };
	return onlyPage;
}

describe('Terminal49’s recorded live answers, through every reader and output mode', () => {
	let answer: Recording = { status: 200, body: {} };
	let server: Awaited<ReturnType<typeof startScriptedServer>>;
	beforeAll(async () => {
		// The recording is the list's first page; what follows it was not recorded, so the list is
		// served as that page alone, as the API serves a list that fits one page: no next link, and a
		// total that counts what the page holds (the pager refuses a total that counts more).
		server = await startScriptedServer((request, res) => {
			// The recording answers the request it was recorded for; anything else the node asks on the way
			// (a container a shipment's include left out, read by id) was not recorded: the API has it no more.
			if (server.seen.length > 1 && request.url.pathname !== server.seen[0].url.pathname) {
				sendJson(res, 404, { errors: [{ status: '404', title: 'Not Found' }] });
				return;
			}
			if (answer.page !== undefined) {
				res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
				res.end(answer.page);
				return;
			}
			sendJson(res, answer.status, onePage(answer.body));
		});
	});
	afterAll(async () => await server.close());
	beforeEach(() => {
		forgetLimiters();
		server.seen.length = 0;
	});

	async function run(parameters: INodeParameters, version: number) {
		const result = await runWorkflow({
			credentials: { apiKey: 'live-recordings-key', baseUrl: server.baseUrl },
			nodes: [{ parameters, typeVersion: version }],
		});
		return result.nodes['Node 1'];
	}

	const rows = CASES.flatMap((testCase) =>
		MODES.filter((mode) => mode.version >= (testCase.fromVersion ?? 1)).map((mode) => ({
			...testCase,
			mode,
		})),
	);

	it.each(rows.map((row) => [row.file, row.mode.name, row] as const))(
		'%s, %s',
		async (_file, _mode, row) => {
			answer = recording(row.file);
			const resources = resourcesOf(answer.body);
			const parameters: INodeParameters = {
				...row.parameters(row.mode.version),
				...row.mode.output,
			};
			if (row.mode.output.output === 'selectedFields') {
				parameters.fields = [
					...new Set(resources.flatMap((resource) => carried(resource).map(([name]) => name))),
				];
			}
			const node = await run(parameters, row.mode.version);
			expect(node.error).toBeUndefined();
			const raw = row.mode.name.endsWith('Simplify off') || row.mode.name.endsWith('Raw');
			// Raw of a single record is the API's whole document.
			const single = !Array.isArray(answer.body.data);
			const items = node.items.map((item) =>
				raw && single ? (item.json.data as IDataObject) : item.json,
			);
			expect(items).toHaveLength(resources.length);

			const byId = new Map(items.map((item) => [item.id, item]));
			for (const resource of resources) {
				const item = byId.get(resource.id);
				expect(item).toBeDefined();
				if (!item) continue;
				if (row.mode.name.endsWith('Selected Fields')) {
					// The editor offers each of them in Fields, not only an expression naming it.
					const offered = new Set(shapeOf(resource.type).fields);
					expect(
						carried(resource)
							.map(([name]) => name)
							.filter((name) => !offered.has(name)),
					).toEqual([]);
				}
				if (raw) expect(item).toEqual(resource);
				else if (!row.mode.name.endsWith('Simplified')) expect(lost(resource, item)).toEqual([]);
			}
		},
	);

	it.each([
		'cli-search.container-list-number',
		'cli-search.container-number',
		'cli-search.shipment-bol',
		'cli-search.tracking-number',
	])('%s: the Result Type of its match keeps it, in both versions', async (file) => {
		answer = recording(file);
		const [match] = resourcesOf(answer.body);
		for (const version of [1, 2]) {
			const node = await run(
				{
					resource: 'search',
					operation: 'search',
					query: 'x',
					[version === 1 ? 'entityType' : 'resultType']: String(match.attributes?.entity_type),
				},
				version,
			);
			expect(node.items.map((item) => item.json.id)).toEqual([match.id]);
		}
	});

	it('a container as Terminal49’s webhook examples show it (no current_status, no import_deadlines): its status and last free day say they are not known', async () => {
		answer = recording('docs-webhook-example-container');
		const [container] = resourcesOf(answer.body);
		expect(container.attributes).not.toHaveProperty('current_status');
		expect(container.attributes).not.toHaveProperty('import_deadlines');
		const node = await run(
			{
				resource: 'container',
				operation: 'get',
				containerId: rl(container.id),
				output: 'simplified',
			},
			2,
		);
		expect(node.items[0].json).toMatchObject({
			status: null,
			status_label: 'Not in this record',
			last_free_day: null,
			urgency: 'unknown',
			unknown_reason: 'no_last_free_day',
		});
	});

	it('a route in the recorded shape: each stop’s port under `location`, dates in the port’s zone, the vessel by name and IMO', async () => {
		answer = recording('sdk-containers.route');
		const node = await run(
			{
				resource: 'container',
				operation: 'getRoute',
				containerId: rl(firstId('sdk-containers.route')),
			},
			2,
		);
		expect(node.error).toBeUndefined();
		expect(node.items[0].json).toMatchObject({
			summary: 'Yantian → Long Beach',
			current_leg: 2,
			current_location: 'Between Yantian and Long Beach on ONE HARMONY',
		});
		expect(
			(node.items[0].json.legs as IDataObject[]).map((leg) => [
				leg.port_locode,
				leg.departure_actual ?? leg.arrival_estimated,
				leg.inbound_vessel_imo ?? leg.outbound_vessel_imo,
			]),
		).toEqual([
			['CNYTN', '2026-07-03', '9773284'],
			['USLGB', '2026-07-18', '9773284'],
		]);
	});

	it('webhook IPs as recorded', async () => {
		answer = recording('cli-webhooks.ips');
		const node = await run({ resource: 'webhook', operation: 'getIps' }, 2);
		expect(node.error).toBeUndefined();
		expect(node.items[0].json).toMatchObject({
			ips: answer.body.webhook_notification_ips,
			last_updated: answer.body.last_updated,
		});
	});

	describe('recorded errors', () => {
		beforeEach(() => setThrottleTestSeam({ windowMs: 200 }));
		afterEach(() => setThrottleTestSeam(undefined));

		it('the account’s custom fields without a filter: the 500, and what avoids it', async () => {
			answer = recording('cli-custom-fields.list.error');
			const node = await run(
				{ resource: 'customField', operation: 'getAllInAccount', returnAll: true, filters: {} },
				2,
			);
			expect(node.error?.message).toContain('500');
			expect(node.error?.description).toContain('Set a filter');
		});

		it('a route answered with a 404 web page: which answer it was and what works without routes, and no HTML', async () => {
			answer = recording('cli-containers.route.error');
			const node = await run(
				{
					resource: 'container',
					operation: 'getRoute',
					containerId: rl(firstId('sdk-containers.route')),
				},
				2,
			);
			expect(node.error?.message).toContain('"page not found" web page instead of an API answer');
			expect(node.error?.message).not.toMatch(/<|DOCTYPE/);
			expect(node.error?.description).toContain('Container → Get Transport Events');
		});

		it('a webhook example the API refuses: its own title and the parameter it names', async () => {
			answer = recording('cli-webhook-notifications.examples.error');
			const node = await run(
				{ resource: 'webhookNotification', operation: 'getExample', event: 'container.updated' },
				2,
			);
			expect(node.error?.message).toContain('Bad Request');
			expect(`${node.error?.message} ${node.error?.description}`).toContain('event');
		});
	});
});
