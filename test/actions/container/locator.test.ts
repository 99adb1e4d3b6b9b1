import type { INodeListSearchResult, INodePropertyRegexValidation } from 'n8n-workflow';

import { containerLocator } from '../../../nodes/Terminal49/actions/container/locator';
import { loadOptions } from '../../harness/engine';
import { linkContainers, makeContainer, makeShipment } from '../../mock/fixtures';
import { mockUuid } from '../../mock/state';
import { rl, useMockApi, v2 } from '../setup';

/**
 * Version 2's record parameters as resource locators (Number, From List, By ID, By URL), run
 * through n8n's engine against the mock; version 1's plain strings keep working.
 */

const CONTAINER = {
	id: mockUuid('container', 1),
	number: 'MSKU2431002',
	shipmentId: mockUuid('shipment', 1),
};

describe.each(['live', 'openapi'] as const)('Container locator (%s spelling)', (spelling) => {
	const api = useMockApi({ spelling });
	const lookups = () => api.mock.requests.filter((r) => r.path === '/search');

	it.each([
		['version 1, a plain string', CONTAINER.id, 1],
		['version 2, a plain string (an expression for the whole field)', CONTAINER.id, 2],
		['version 2, By ID', rl('id', CONTAINER.id), 2],
		['version 2, From List', rl('list', CONTAINER.id), 2],
	])('%s gets the container with one request', async (_, containerId, typeVersion) => {
		const run = await api.run(
			{ resource: 'container', operation: 'get', containerId },
			{ typeVersion },
		);
		expect(run.error).toBeUndefined();
		expect(run.items[0].json).toMatchObject({ id: CONTAINER.id, number: CONTAINER.number });
		expect(api.calls()).toEqual([`GET /containers/${CONTAINER.id}`]);
	});

	it.each([
		['as written', 'MSKU2431002'],
		['lower case, spaces and a dash', ' msku 243100-2 '],
	])(
		'By Number (%s) finds the number with one search, then gets the container',
		async (_, number) => {
			const run = await api.run(
				{ resource: 'container', operation: 'get', containerId: rl('number', number) },
				v2,
			);
			expect(run.error).toBeUndefined();
			expect(run.items[0].json).toMatchObject({ id: CONTAINER.id, number: CONTAINER.number });
			expect(api.mock.requests.map((r) => [r.path, r.query])).toEqual([
				['/search', { query: 'MSKU2431002' }],
				// version 2 reads the terminal and the shipment in the same request
				[`/containers/${CONTAINER.id}`, { include: 'pod_terminal,shipment' }],
			]);
		},
	);

	it.each(['refresh', 'getTransportEvents', 'getRawEvents'])(
		'By Number works for %s',
		async (operation) => {
			const run = await api.run(
				{ resource: 'container', operation, containerId: rl('number', CONTAINER.number) },
				v2,
			);
			expect(run.error).toBeUndefined();
			expect(api.mock.requests[1].path).toContain(`/containers/${CONTAINER.id}`);
		},
	);

	it('refuses a wrong check digit before any request, with the digit it should have', async () => {
		const run = await api.run(
			{ resource: 'container', operation: 'get', containerId: rl('number', 'MSKU2431003') },
			v2,
		);
		expect(run.error?.message).toBe(
			'"MSKU2431003" is not a valid container number: its check digit is 3, but ISO 6346 gives 2 for MSKU243100',
		);
		expect(api.mock.requests).toHaveLength(0);
	});

	it('names the number when no container has it', async () => {
		const run = await api.run(
			{ resource: 'container', operation: 'get', containerId: rl('number', 'CSQU3054383') },
			v2,
		);
		expect(run.error?.message).toBe(
			'No container with container number CSQU3054383 in this Terminal49 account',
		);
		expect(run.error?.description).toContain('Tracking Request → Create');
		// A container the search does not know yet may still answer the container filter.
		expect(api.mock.requests.map((r) => [r.path, r.query])).toEqual([
			['/search', { query: 'CSQU3054383' }],
			['/containers', { 'filter[number]': 'CSQU3054383', include: 'shipment' }],
		]);
	});

	it('lists each container with its BL and carrier when several have the number', async () => {
		// A container is reused: the same box on a later shipment.
		const shipment = makeShipment(
			{ bill_of_lading_number: 'MEDUX7777777', shipping_line_scac: 'MSCU' },
			{ id: mockUuid('shipment', 0x77) },
		);
		const reused = makeContainer(
			{ number: CONTAINER.number },
			{ id: mockUuid('container', 0x77), shipmentId: shipment.id },
		);
		linkContainers(shipment, [reused]);
		api.mock.state.shipments.push(shipment);
		api.mock.state.containers.push(reused);

		const run = await api.run(
			{ resource: 'container', operation: 'get', containerId: rl('number', CONTAINER.number) },
			v2,
		);
		expect(run.error?.message).toBe(
			`2 containers have container number MSKU2431002: BL MEDUX7777777, MSCU, ${reused.attributes.current_status}; ID ${reused.id} | BL 243891157, MAEU, available; ID ${CONTAINER.id}`,
		);
		expect(run.error?.description).toContain('By ID');
		// The search finds both; the container filter, re-checked, names each one's BL.
		expect(api.calls()).toEqual(['GET /search', 'GET /containers']);
	});

	it('a number typed into the field as it opens (its default mode) is looked up by number', async () => {
		const [, v2Locator] = containerLocator('x');
		const typed = {
			__rl: true,
			...(v2Locator.default as { mode: string; value: string }),
			value: CONTAINER.number,
		};
		const run = await api.run({ resource: 'container', operation: 'get', containerId: typed }, v2);
		expect(run.error).toBeUndefined();
		expect(run.items[0].json).toMatchObject({ id: CONTAINER.id, number: CONTAINER.number });
		expect(lookups()).toHaveLength(1);
	});

	it('the editor’s own check of By ID tells a typed number to choose Number', () => {
		const [, v2Locator] = containerLocator('x');
		const byIdMode = v2Locator.modes?.find((mode) => mode.name === 'id');
		const check = byIdMode?.validation?.[0] as INodePropertyRegexValidation;
		expect(new RegExp(check.properties.regex).test('MSKU2431002')).toBe(false);
		expect(check.properties.errorMessage).toMatch(
			/^Not a container ID \(Terminal49 IDs look like .+\): for a number, choose "Number"/,
		);
	});

	it('says to switch to By Number when a container number is given as the ID', async () => {
		// The editor's own check stops a typed number; an expression gets past it.
		const run = await api.run(
			{ resource: 'container', operation: 'get', containerId: rl('id', '={{ "MSKU2431002" }}') },
			v2,
		);
		expect(run.error?.message).toBe(
			'"MSKU2431002" is a container number, not a Terminal49 ID: switch Container to "Number"',
		);
		expect(run.error?.description).toContain('Choose "Number" in the mode list beside Container');
		expect(api.mock.requests).toHaveLength(0);
	});

	it('a failed look-up is asked again by the next item, and bad rows go to the error output', async () => {
		const inputItems = [
			{ number: 'MSKU2431002' },
			{ number: 'MSKU2431003' },
			{ number: 'CSQU3054383' },
			{ number: 'msku2431002' },
		];
		const run = await api.run(
			{
				resource: 'container',
				operation: 'get',
				containerId: rl('number', '={{ $json.number }}'),
				output: 'selectedFields',
				fields: ['number'],
			},
			{ ...v2, inputItems, continueOnFail: true },
		);
		expect(run.items.map((item) => [item.pairedItem, item.json.number ?? item.json.error])).toEqual(
			[
				[{ item: 0 }, 'MSKU2431002'],
				[{ item: 1 }, expect.stringContaining('check digit is 3')],
				[{ item: 2 }, 'No container with container number CSQU3054383 in this Terminal49 account'],
				[{ item: 3 }, 'MSKU2431002'],
			],
		);
		expect(lookups().map((r) => r.query.query)).toEqual(['MSKU2431002', 'CSQU3054383']);
	});

	describe('From List', () => {
		const search = async (filter?: string) =>
			(await loadOptions({
				credentials: api.credentials,
				parameters: { resource: 'container', operation: 'get' },
				method: 'searchContainers',
				kind: 'listSearch',
				filter,
			})) as INodeListSearchResult;

		it('lists the account’s containers with their shipment’s BL', async () => {
			const result = await search();
			expect(result.results).toHaveLength(12);
			expect(result.results[0]).toEqual({
				name: 'MSKU2431002 (BL 243891157 · available)',
				value: CONTAINER.id,
			});
		});

		it('searches by part of a container number', async () => {
			const result = await search(' 2431 ');
			expect(result.results.map((r) => r.name)).toEqual([
				'MSKU2431002 (MAEU)',
				'MSKU2431379 (MAEU)',
				'MSKU2431743 (MAEU)',
			]);
			expect(api.mock.requests.map((r) => [r.path, r.query])).toEqual([
				['/search', { query: '2431' }],
			]);
		});
	});
});
