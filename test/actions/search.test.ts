import type { INode, INodeParameters } from 'n8n-workflow';
import { NodeHelpers, Workflow } from 'n8n-workflow';
import { WorkflowExecute } from 'n8n-core';

import { Terminal49 } from '../../nodes/Terminal49/Terminal49.node';
import { ACTION_NODE_TYPE, nodeTypes } from '../harness/engine';
import { useMockApi, v2 } from './setup';

/**
 * Search: one item per match, with the ids a next node needs, run through n8n's engine against the
 * mock answering as the live API (`search_result`, the kind in `entity_type`) and as the OpenAPI
 * spells it (the kind in `type`).
 */
describe.each(['live', 'openapi'] as const)('Search (%s spelling)', (spelling) => {
	const api = useMockApi({ spelling });
	const search = (query: string, extra: Record<string, unknown> = {}) => ({
		resource: 'search',
		operation: 'search',
		query,
		...extra,
	});

	it('finds a container by its number, with the container and its shipment as ids', async () => {
		const run = await api.run(search(' MSKU2431002 '), v2);
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json)).toEqual([
			expect.objectContaining({
				id: 'c0000000-0000-4000-8000-000000000001',
				entity_type: 'cargo',
				number: 'MSKU2431002',
				container_id: 'c0000000-0000-4000-8000-000000000001',
				shipment_id: 'b0000000-0000-4000-8000-000000000001',
				tracking_request_id: null,
				scac: 'MAEU',
			}),
		]);
		expect(api.mock.requests.map((r) => [r.path, r.query])).toEqual([
			['/search', { query: 'MSKU2431002' }],
		]);
	});

	it('lists shipments first, then containers, then tracking requests, and keeps one kind when asked', async () => {
		const all = await api.run(search('24'), v2);
		const kinds = all.items.map((item) => item.json.entity_type);
		expect(kinds.indexOf('cargo')).toBeGreaterThan(kinds.lastIndexOf('shipment'));
		expect(kinds).toContain('shipment');
		const shipment = all.items.find((item) => item.json.entity_type === 'shipment')!.json;
		expect(shipment.shipment_id).toBe(shipment.id);

		const containers = await api.run(search('24', { resultType: 'cargo' }), v2);
		expect(containers.items.length).toBeGreaterThan(0);
		expect(containers.items.every((item) => item.json.entity_type === 'cargo')).toBe(true);
		expect(containers.items.length).toBe(kinds.filter((kind) => kind === 'cargo').length);
	});

	it('takes the Result Type as a model writes it, and names the allowed ones when it does not know it', async () => {
		const byValue = await api.run(search('24', { resultType: 'cargo' }), v2);
		const byWord = await api.run(search('24', { resultType: 'Containers' }), v2);
		expect(byWord.items.map((item) => item.json.id)).toEqual(
			byValue.items.map((item) => item.json.id),
		);
		const bad = await api.run(search('24', { resultType: 'vessels' }), v2);
		expect(bad.error?.message).toBe(
			'Result Type must be a kind of result, not "vessels". Allowed: all, cargo, shipment, tracking_request (labels and any case work too)',
		);
	});

	it('finds a tracking request that has no shipment yet by its request number', async () => {
		const run = await api.run(search('ONEYSHAB', { resultType: 'tracking_request' }), v2);
		expect(
			run.items.map((item) => [
				item.json.tracking_request_id,
				item.json.status,
				item.json.shipment_id,
			]),
		).toEqual([['a0000000-0000-4000-8000-000000000002', 'pending', null]]);
	});

	it('gives no items when nothing matches', async () => {
		const run = await api.run(search('NOTHING-LIKE-THIS'), v2);
		expect(run.error).toBeUndefined();
		expect(run.items).toEqual([]);
	});

	it('Raw gives the API’s resources as received; version 1 flattens them', async () => {
		const raw = await api.run(search('MSKU2431002', { output: 'raw' }), v2);
		expect(raw.items[0].json).toMatchObject({
			id: 'c0000000-0000-4000-8000-000000000001',
			type: spelling === 'live' ? 'search_result' : 'cargo',
			attributes: { entity_type: 'cargo', number: 'MSKU2431002' },
		});
		const v1 = await api.run(search('MSKU2431002'));
		expect(v1.items[0].json).toMatchObject({
			id: 'c0000000-0000-4000-8000-000000000001',
			entity_type: 'cargo',
			number: 'MSKU2431002',
		});
	});

	it('refuses an empty query before any request, per item, with paired items under continueOnFail', async () => {
		const run = await api.run(search('={{ $json.q }}'), {
			...v2,
			inputItems: [{ q: 'MSKU2431002' }, { q: '  ' }],
			continueOnFail: true,
		});
		expect(run.items.map((item) => [item.pairedItem, item.json.error ?? item.json.number])).toEqual(
			[
				[{ item: 0 }, 'MSKU2431002'],
				[
					{ item: 1 },
					'Query must be a bill of lading, booking, container or reference number, not "  "',
				],
			],
		);
		expect(api.mock.requests).toHaveLength(1);
	});
});

/**
 * n8n's check before a run (WorkflowExecute.checkReadyForExecution): a parameter whose value is an
 * expression shows every parameter whose display rule reaches a condition on one of that name.
 * Search's Result Type, set by an expression or by a model through $fromAI, must not show Custom
 * Field's record parameters, which depend on Record Type (`entityType`, version 1's name for Result
 * Type too): their rules check the resource first.
 */
describe('Search: Result Type from an expression or a model', () => {
	const description = new Terminal49().description;
	const node = (typeVersion: number, parameters: INodeParameters): INode => ({
		id: 'search',
		name: 'Search',
		type: ACTION_NODE_TYPE,
		typeVersion,
		position: [0, 0],
		parameters,
		credentials: { terminal49Api: { id: 'cred-1', name: 'Terminal49' } },
	});
	/** The name the editor saves Result Type under, in this version. */
	const resultTypeName = (typeVersion: number) =>
		description.properties.find(
			(property) =>
				property.displayName === 'Result Type' &&
				NodeHelpers.displayParameter(
					{ resource: 'search', operation: 'search' },
					property,
					node(typeVersion, {}),
					description,
				),
		)?.name;
	const issuesBeforeRun = (typeVersion: number, parameters: INodeParameters) => {
		const searchNode = node(typeVersion, parameters);
		const workflow = new Workflow({
			nodes: [searchNode],
			connections: {},
			active: false,
			nodeTypes,
		});
		const check = new WorkflowExecute(
			{} as ConstructorParameters<typeof WorkflowExecute>[0],
			'manual',
		);
		return check.checkReadyForExecution(workflow, { startNode: searchNode.name });
	};
	const fromModel = "={{ $fromAI('result_type', 'Which kind of match to keep', 'string') }}";

	it('version 2 names it apart from Record Type, so n8n reports nothing missing before the run', () => {
		const name = resultTypeName(2);
		expect(name).toBe('resultType');
		expect(
			issuesBeforeRun(2, {
				resource: 'search',
				operation: 'search',
				query: 'MSKU2431002',
				[name!]: fromModel,
			}),
		).toBeNull();
	});

	it('version 1 keeps its saved name, entityType, and n8n reports nothing missing before the run either', () => {
		expect(resultTypeName(1)).toBe('entityType');
		expect(
			issuesBeforeRun(1, {
				resource: 'search',
				operation: 'search',
				query: 'MSKU2431002',
				entityType: 'cargo',
			}),
		).toBeNull();
		expect(
			issuesBeforeRun(1, {
				resource: 'search',
				operation: 'search',
				query: 'MSKU2431002',
				entityType: fromModel,
			}),
		).toBeNull();
	});
});
