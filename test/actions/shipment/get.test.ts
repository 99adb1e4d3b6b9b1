import type { IDataObject, INodeListSearchResult } from 'n8n-workflow';

import { loadOptions } from '../../harness/engine';
import { SEED } from '../../mock/fixtures';
import { byId, useMockApi, v2 } from '../setup';

const SHIPMENT = SEED.shipmentIds[0];
const MISSING = 'b0000000-0000-4000-8000-0000000000ff';

const getShipment = (shipmentId: IDataObject | string, extra: IDataObject = {}) => ({
	resource: 'shipment',
	operation: 'get',
	shipmentId:
		typeof shipmentId === 'string'
			? { __rl: true, mode: 'id', value: shipmentId }
			: { __rl: true, ...shipmentId },
	...extra,
});

describe('Get shipment', () => {
	const api = useMockApi();

	it('one item: the shipment flattened, its containers flattened into "containers"', async () => {
		const run = await api.run(getShipment(SHIPMENT));
		expect(run.error).toBeUndefined();
		expect(run.items).toHaveLength(1);
		expect(run.items[0].pairedItem).toEqual({ item: 0 });
		const stored = api.mock.state.shipments[0];
		const shipment = run.items[0].json;
		expect(shipment).toMatchObject({
			id: SHIPMENT,
			type: 'shipment',
			bill_of_lading_number: '243891157',
			shipping_line_scac: 'MAEU',
			pod_eta_at: stored.attributes.pod_eta_at,
			port_of_discharge: { id: SEED.portIds.losAngeles, type: 'port' },
		});
		const containers = shipment.containers as IDataObject[];
		expect(containers.map((c) => c.id)).toEqual(
			stored.relationships.containers.data.map((ref) => ref.id),
		);
		for (const container of containers) {
			const storedContainer = api.mock.state.containers.find((c) => c.id === container.id)!;
			expect(container).toMatchObject({
				type: 'container',
				number: storedContainer.attributes.number,
				pickup_lfd: storedContainer.attributes.pickup_lfd,
				shipment: { id: SHIPMENT, type: 'shipment' },
			});
		}
		expect(api.mock.requests.map((r) => [r.method, r.path, r.query])).toEqual([
			['GET', `/shipments/${SHIPMENT}`, { include: 'containers' }],
		]);
	});

	it('a shipment naming 47,000 containers its answer left out: the item fails with the count before any is read by id', async () => {
		const stored = api.mock.state.shipments[0];
		const named = Array.from({ length: 47_000 }, (_, i) => ({
			id: `e7000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
			type: 'container' as const,
		}));
		stored.relationships.containers.data.push(...named);
		const run = await api.run(getShipment(SHIPMENT), v2);
		expect(run.items).toHaveLength(0);
		expect(run.error?.message).toBe(
			'The answer named 47000 containers it did not include, and reading them one by one would take 47000 requests, more than the 300 a read may spend so; none were read',
		);
		expect(run.error?.description).toContain('about 470 minutes');
		expect(api.mock.requests.map((r) => r.path)).toEqual([`/shipments/${SHIPMENT}`]);
	});

	it('a container read by id whose answer holds a shipment, not that container: refused, nothing taken from it', async () => {
		const stored = api.mock.state.shipments[0];
		const leftOut = stored.relationships.containers.data[1].id;
		api.mock.state.shortInclude = { leftOut: new Set([leftOut]) };
		api.mock.faults.add({
			kind: 'status',
			status: 200,
			body: { data: { id: SHIPMENT, type: 'shipment', attributes: {} } },
			match: { method: 'GET', path: `/containers/${leftOut}` },
		});
		const run = await api.run(getShipment(SHIPMENT), v2);
		expect(run.items).toHaveLength(0);
		expect(run.error?.message).toBe(
			`Shipment → Get: the API's answer to GET /containers/${leftOut} holds a shipment record (${SHIPMENT}), not the container asked for`,
		);
	});

	it('an include that comes back short: the container it left out is read by id, and all come out in the shipment’s order', async () => {
		const stored = api.mock.state.shipments[0];
		const leftOut = stored.relationships.containers.data[1].id;
		api.mock.state.shortInclude = { leftOut: new Set([leftOut]) };
		const run = await api.run(getShipment(SHIPMENT), v2);
		const containers = run.items[0].json.containers as IDataObject[];
		expect(containers.map((c) => [c.id, typeof c.number])).toEqual(
			stored.relationships.containers.data.map((ref) => [ref.id, 'string']),
		);
		expect(api.mock.requests.map((r) => r.path)).toEqual([
			`/shipments/${SHIPMENT}`,
			`/containers/${leftOut}`,
		]);
	});

	it('a container read by id whose answer is no JSON:API document: fails naming it, with the API key cut from the message', async () => {
		const leftOut = api.mock.state.shipments[0].relationships.containers.data[1].id;
		api.mock.state.shortInclude = { leftOut: new Set([leftOut]) };
		api.mock.faults.add({
			kind: 'status',
			status: 200,
			body: { [api.mock.apiKey]: 1 },
			match: { method: 'GET', path: `/containers/${leftOut}` },
		});
		const run = await api.run(getShipment(SHIPMENT), v2);
		expect(run.error?.message).toMatch(
			new RegExp(
				`^Shipment → Get: the API's answer to GET /containers/${leftOut} is not a JSON:API document: it has no \`data\``,
			),
		);
		expect(run.error?.message).not.toContain(api.mock.apiKey);
	});

	it('without containers: no include sent, containers stay references', async () => {
		const run = await api.run(getShipment(SHIPMENT, { includeContainers: false }));
		const containers = run.items[0].json.containers as IDataObject[];
		expect(containers).toHaveLength(4);
		for (const container of containers)
			expect(Object.keys(container).sort()).toEqual(['id', 'type']);
		expect(api.mock.requests[0].query).toEqual({});
	});

	it('raw: the API’s document untouched, containers in "included"', async () => {
		const run = await api.run(getShipment(SHIPMENT, { simplify: false }));
		const document = run.items[0].json;
		expect(document.data).toEqual(JSON.parse(JSON.stringify(api.mock.state.shipments[0])));
		const included = document.included as IDataObject[];
		expect(included.map((r) => r.type)).toEqual([
			'container',
			'container',
			'container',
			'container',
		]);
		expect((document.links as IDataObject).self).toMatch(/include=containers$/);
	});

	it.each([
		`https://app.terminal49.com/shipments/${SHIPMENT}`,
		`https://app.terminal49.com/shipments/${SHIPMENT}/containers?tab=lfd`,
		`https://api.terminal49.com/v2/shipments/${SHIPMENT}`,
	])('By URL: %s', async (url) => {
		const run = await api.run(getShipment({ mode: 'url', value: url }));
		expect(run.items[0].json.id).toBe(SHIPMENT);
		expect(api.calls()).toEqual([`GET /shipments/${SHIPMENT}`]);
	});

	it('From List: the chosen id', async () => {
		const run = await api.run(
			getShipment({ mode: 'list', value: SEED.shipmentIds[2], cachedResultName: 'CMDU…' }),
		);
		expect(run.items[0].json.bill_of_lading_number).toBe('CMDUSHA1478523');
	});

	it.each([
		[
			{ mode: 'url', value: `https://app.terminal49.com/containers/${SHIPMENT}` },
			'Not a Terminal49 shipment URL',
		],
		[{ mode: 'id', value: 'MEDUQ1234567' }, 'Not a shipment ID'],
		[
			{ mode: 'id', value: `https://app.terminal49.com/shipments/${SHIPMENT}` },
			'Not a shipment ID',
		],
		[{ mode: 'id', value: '' }, 'Parameter "Shipment" is required'],
	])(
		'a typed-in %p is flagged by the editor’s check, and n8n refuses to run it',
		async (locator, message) => {
			await expect(api.run(getShipment(locator))).rejects.toThrow(message);
			expect(api.mock.requests).toHaveLength(0);
		},
	);

	it.each([
		[
			'url',
			`https://app.terminal49.com/containers/${SHIPMENT}`,
			/is not a Terminal49 shipment URL: /,
		],
		['id', 'MEDUQ1234567', /^"MEDUQ1234567" is not a valid Shipment ID$/],
		['id', ' ', /^Shipment ID must be a Terminal49 ID, not " "$/],
		[
			'id',
			`https://app.terminal49.com/shipments/${SHIPMENT}`,
			/^"https:\/\/app.+" is not a valid Shipment ID$/,
		],
	])(
		'mode %s given %p by an expression: refused before any request',
		async (mode, value, message) => {
			const run = await api.run(getShipment({ mode, value: '={{ $json.value }}' }), {
				inputItems: [{ value }],
			});
			expect(run.status).toBe('error');
			expect(run.error?.message).toMatch(message);
			expect(api.mock.requests).toHaveLength(0);
		},
	);

	it('404: the API’s own text, naming the shipment id', async () => {
		const run = await api.run(getShipment(MISSING));
		expect(run.error?.message).toBe(
			`Terminal49 answered 404: Not Found: Couldn't find Shipment with 'id'=${MISSING}`,
		);
		expect(run.error?.description).toBe(
			`No shipment with id "${MISSING}" exists for this API key. Check the id, and that the record belongs to this account.`,
		);
		expect(run.error?.httpCode).toBe('404');
	});

	it('continueOnFail: good and bad items keep their order and pairing', async () => {
		const run = await api.run(getShipment('={{ $json.id }}'), {
			continueOnFail: true,
			inputItems: [
				{ id: SEED.shipmentIds[1] },
				{ id: MISSING },
				{ id: 'not-an-id' },
				{ id: SEED.shipmentIds[3] },
			],
		});
		expect(run.status).toBe('success');
		expect(
			run.items.map((item) => [
				item.pairedItem,
				item.json.bill_of_lading_number ?? item.json.error,
			]),
		).toEqual([
			[{ item: 0 }, 'MEDUQ1234567'],
			[
				{ item: 1 },
				`Terminal49 answered 404: Not Found: Couldn't find Shipment with 'id'=${MISSING}`,
			],
			[{ item: 2 }, '"not-an-id" is not a valid Shipment ID'],
			[{ item: 3 }, 'HLCUSHA2401ABCD1'],
		]);
		expect(run.items[1].json.httpCode).toBe('404');
		// the invalid id never reached the API
		expect(api.calls()).toEqual([
			`GET /shipments/${SEED.shipmentIds[1]}`,
			`GET /shipments/${MISSING}`,
			`GET /shipments/${SEED.shipmentIds[3]}`,
		]);
	});

	it('without continueOnFail the failing item stops the node and names its index', async () => {
		const run = await api.run(getShipment('={{ $json.id }}'), {
			inputItems: [{ id: SEED.shipmentIds[1] }, { id: MISSING }, { id: SEED.shipmentIds[3] }],
		});
		expect(run.status).toBe('error');
		expect(run.error?.context?.itemIndex).toBe(1);
		expect(api.calls()).toHaveLength(2);
	});

	describe('From List search', () => {
		it('lists the account’s shipments by bill of lading', async () => {
			const result = (await loadOptions({
				credentials: api.credentials,
				parameters: { resource: 'shipment', operation: 'get' },
				method: 'searchShipments',
				kind: 'listSearch',
			})) as INodeListSearchResult;
			expect(result.results.map((r) => r.value)).toEqual(SEED.shipmentIds);
			expect(result.results[0].name).toBe('243891157 (Maersk · Los Angeles · Acme Imports)');
			expect(result.paginationToken).toBeUndefined();
		});

		it('searches by a whole bill of lading or booking number', async () => {
			const result = (await loadOptions({
				credentials: api.credentials,
				parameters: { resource: 'shipment', operation: 'get' },
				method: 'searchShipments',
				kind: 'listSearch',
				filter: ' MEDUQ1234567 ',
			})) as INodeListSearchResult;
			expect(result.results.map((r) => r.value)).toEqual([SEED.shipmentIds[1]]);
			expect(api.mock.requests[0].query.number).toBe('MEDUQ1234567');
		});
	});
});

describe('Shipment: Get in version 2, labels and urgency', () => {
	const api = useMockApi();

	it('a shipment lists its containers with status labels and demurrage; All Fields gives each its demurrage too', async () => {
		const run = await api.run(
			{ resource: 'shipment', operation: 'get', shipmentId: byId(SEED.shipmentIds[0]) },
			v2,
		);
		const containers = run.items[0].json.containers as IDataObject[];
		expect(containers[1]).toMatchObject({
			id: SEED.containerIds[1],
			status: 'not_available',
			status_label: 'Not available for pickup',
			demurrage: { urgency: 'imminent', urgency_label: 'Imminent', holds: ['customs'] },
		});
		const all = await api.run(
			{
				resource: 'shipment',
				operation: 'get',
				shipmentId: byId(SEED.shipmentIds[0]),
				output: 'allFields',
			},
			v2,
		);
		expect((all.items[0].json.containers as IDataObject[])[2]).toMatchObject({
			number: expect.any(String),
			demurrage: { urgency: 'overdue', days_left: -3 },
		});
	});

	it('a container with no current_status reads as it does on its own: not in this record, not a blank', async () => {
		delete (api.mock.state.containers[1].attributes as { current_status?: string }).current_status;
		const run = await api.run(
			{ resource: 'shipment', operation: 'get', shipmentId: byId(SEED.shipmentIds[0]) },
			v2,
		);
		const alone = await api.run(
			{ resource: 'container', operation: 'get', containerId: byId(SEED.containerIds[1]) },
			v2,
		);
		const inShipment = (run.items[0].json.containers as IDataObject[])[1];
		expect(inShipment).toMatchObject({
			id: SEED.containerIds[1],
			status: null,
			status_label: 'Not in this record',
		});
		expect(alone.items[0].json).toMatchObject({
			status: null,
			status_label: inShipment.status_label,
		});
	});

	it('a shipment whose tracking stopped says why', async () => {
		const run = await api.run(
			{ resource: 'shipment', operation: 'get', shipmentId: byId(SEED.shipmentIds[3]) },
			v2,
		);
		expect(run.items[0].json).toMatchObject({
			tracking_stopped_reason: 'all_containers_terminated',
			tracking_stopped_label: 'All containers returned empty',
		});
	});

	it('moves a shipment’s containers between imminent and ok', async () => {
		const get = (imminentDays: number) =>
			api.run(
				{
					resource: 'shipment',
					operation: 'get',
					shipmentId: byId(SEED.shipmentIds[1]),
					imminentDays,
				},
				v2,
			);
		const urgencyOf = async (days: number) =>
			((await get(days)).items[0].json.containers as IDataObject[]).map(
				(container) => (container.demurrage as IDataObject).urgency,
			);
		expect(await urgencyOf(3)).toEqual(['ok', 'ok', 'due_today']);
		expect(await urgencyOf(7)).toEqual(['imminent', 'imminent', 'due_today']);
	});
});
