import type { IDataObject, INodeParameters, INodePropertyOptions } from 'n8n-workflow';

import { loadOptions } from '../harness/engine';
import { SEED } from '../mock/fixtures';
import { MORE_SEED } from '../mock/moreReference';
import { useMockApi, v2 } from '../actions/setup';

const MISSING = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({ resource, operation, ...extra });

describe('Shipping Line', () => {
	const api = useMockApi();

	it('Get Many: every carrier, or those whose name or SCAC (alternatives too) contains the search', async () => {
		const all = await api.run(op('shippingLine', 'getAll', { returnAll: true }), v2);
		expect(all.items).toHaveLength(8);
		expect(all.items[0].json).toEqual({
			id: SEED.shippingLineIds.MAEU,
			scac: 'MAEU',
			name: 'Maersk',
			short_name: 'Maersk',
			alternative_scacs: ['SEAU', 'MCPU'],
			bill_of_lading_tracking_support: true,
			booking_number_tracking_support: true,
			container_number_tracking_support: true,
		});
		const byName = await api.run(op('shippingLine', 'getAll', { returnAll: true, search: 'hapag' }), v2);
		expect(byName.items.map((item) => item.json.scac)).toEqual(['HLCU']);
		const byAlternative = await api.run(op('shippingLine', 'getAll', { returnAll: true, search: 'medu' }), v2);
		expect(byAlternative.items.map((item) => item.json.scac)).toEqual(['MSCU']);
		const limited = await api.run(op('shippingLine', 'getAll', { limit: 3 }), v2);
		expect(limited.items).toHaveLength(3);
	});

	it('Get: by SCAC (alternative too), by ID, from the list', async () => {
		const byScac = await api.run(op('shippingLine', 'get', { shippingLine: { __rl: true, mode: 'scac', value: 'cmau' } }), v2);
		expect(byScac.items[0].json).toMatchObject({ id: SEED.shippingLineIds.CMDU, scac: 'CMDU' });
		const byId = await api.run(op('shippingLine', 'get', { shippingLine: { __rl: true, mode: 'id', value: SEED.shippingLineIds.ONEY } }), v2);
		expect(byId.items[0].json).toMatchObject({ scac: 'ONEY', name: 'Ocean Network Express' });
		expect(api.calls().at(-1)).toBe(`GET /shipping_lines/${SEED.shippingLineIds.ONEY}`);
		const list = (await loadOptions({
			credentials: api.credentials,
			parameters: op('shippingLine', 'get'),
			method: 'searchShippingLines',
			kind: 'listSearch',
			filter: 'msc',
		})) as { results: INodePropertyOptions[] };
		expect(list.results).toEqual([{ name: 'Mediterranean Shipping Company (MSCU)', value: SEED.shippingLineIds.MSCU }]);
	});

	it('Get: an unknown SCAC says so; an unknown ID is the API’s 404', async () => {
		const scac = await api.run(op('shippingLine', 'get', { shippingLine: { __rl: true, mode: 'scac', value: 'ABCD' } }), v2);
		expect(scac.error?.message).toBe('No shipping line Terminal49 supports has the SCAC "ABCD"');
		const id = await api.run(op('shippingLine', 'get', { shippingLine: { __rl: true, mode: 'id', value: MISSING } }), v2);
		expect(id.error?.message).toContain('404');
	});

	it('the SCAC filter of Tracking Request Get Many is a dropdown of carriers, value the SCAC', async () => {
		const options = (await loadOptions({
			credentials: api.credentials,
			parameters: op('trackingRequest', 'getAll'),
			method: 'getShippingLineScacs',
		})) as INodePropertyOptions[];
		expect(options).toHaveLength(8);
		expect(options.find((o) => o.value === 'MAEU')?.name).toBe('Maersk (MAEU)');
		const run = await api.run(op('trackingRequest', 'getAll', { limit: 5, filters: { scac: '={{ "MSCU" }}' } }));
		expect(run.error).toBeUndefined();
		expect(api.mock.requests.at(-1)?.query['filter[scac]']).toBe('MSCU');
	});
});

describe('Port, Terminal, Metro Area', () => {
	const api = useMockApi();

	it.each([
		['port', 'portId', SEED.portIds.losAngeles, { code: 'USLAX', time_zone: 'America/Los_Angeles' }],
		['port', 'portId', ' uslax ', { id: SEED.portIds.losAngeles }],
		['metroArea', 'metroAreaId', MORE_SEED.metroAreaIds.chicago, { code: 'USCHI', name: 'Chicago' }],
		['metroArea', 'metroAreaId', 'USCHI', { id: MORE_SEED.metroAreaIds.chicago }],
		['terminal', 'terminalId', SEED.terminalIds.maher, { id: SEED.terminalIds.maher, port_id: SEED.portIds.newYork }],
	])('%s Get by %s = %s', async (resource, parameter, value, expected) => {
		const run = await api.run(op(resource, 'get', { [parameter]: value }), v2);
		expect(run.error).toBeUndefined();
		expect(run.items[0].json).toMatchObject(expected);
	});

	it('version 1 returns the flat record; an unknown one is the API’s 404 naming it', async () => {
		const v1 = await api.run(op('port', 'get', { portId: SEED.portIds.shanghai }));
		expect(v1.items[0].json).toMatchObject({ id: SEED.portIds.shanghai, type: 'port', code: 'CNSHA' });
		const missing = await api.run(op('metroArea', 'get', { metroAreaId: 'USXXX' }), v2);
		expect(missing.error?.description).toContain('No metro area with id "USXXX"');
	});
});

describe('Vessel', () => {
	const api = useMockApi();

	it('Get by IMO (with or without "IMO") or by ID', async () => {
		const byImo = await api.run(op('vessel', 'get', { findBy: 'imo', imo: 'IMO 9811000' }), v2);
		expect(byImo.items[0].json).toMatchObject({ id: MORE_SEED.vesselIds.everGiven, name: 'EVER GIVEN', imo: '9811000' });
		expect(api.calls()).toEqual(['GET /vessels/9811000']);
		const byId = await api.run(op('vessel', 'get', { findBy: 'id', vesselId: MORE_SEED.vesselIds.mscAnisha }), v2);
		expect(byId.items[0].json).toMatchObject({ imo: '9227297' });
	});

	it('Get with positions asks for them; without the paid feature the error says it is one', async () => {
		const from = '2025-05-20T00:00:00.000Z';
		const run = await api.run(op('vessel', 'get', { findBy: 'imo', imo: '9456771', options: { positionsFrom: from } }), v2);
		expect(api.mock.requests[0].query).toEqual({ 'show_positions[from_timestamp]': from });
		expect(run.items[0].json.position_count).toBe(5);
		api.mock.state.routingEnabled = false;
		const denied = await api.run(op('vessel', 'get', { findBy: 'imo', imo: '9456771', options: { positionsFrom: from } }), v2);
		expect(denied.error?.message).toContain('is a paid feature');
		expect(denied.error?.description).toContain('paid feature of Terminal49 that this account does not have');
		const plain = await api.run(op('vessel', 'get', { findBy: 'imo', imo: '9456771' }), v2);
		expect(plain.error).toBeUndefined();
	});

	it('Get Future Positions: from the last position or from coordinates; paid', async () => {
		const route = { vesselId: MORE_SEED.vesselIds.maerskEssen, previousPortId: SEED.portIds.shanghai, portId: SEED.portIds.losAngeles };
		const run = await api.run(op('vessel', 'getFuturePositions', route), v2);
		expect(api.calls()[0]).toBe(`GET /vessels/${route.vesselId}/future_positions`);
		expect(api.mock.requests[0].query).toEqual({ port_id: route.portId, previous_port_id: route.previousPortId });
		const positions = run.items[0].json.positions as IDataObject[];
		expect(positions).toHaveLength(6);
		expect(positions.every((p) => p.estimated === true)).toBe(true);

		const fromHere = await api.run(op('vessel', 'getFuturePositions', { ...route, fromCoordinates: true, latitude: 30.5, longitude: -150.25 }), v2);
		expect(api.mock.requests.at(-1)?.path).toBe(`/vessels/${route.vesselId}/future_positions_with_coordinates`);
		expect(api.mock.requests.at(-1)?.query).toMatchObject({ latitude: '30.5', longitude: '-150.25' });
		expect((fromHere.items[0].json.positions as IDataObject[])[0]).toMatchObject({ latitude: 30.5, longitude: -150.25 });

		api.mock.state.routingEnabled = false;
		const denied = await api.run(op('vessel', 'getFuturePositions', route), v2);
		expect(denied.error?.message).toBe(
			'Terminal49 answered 403 (Vessel future positions (routing data) is a paid feature): Forbidden: Routing data feature is not enabled for this account',
		);
	});
});

describe('Party', () => {
	const api = useMockApi();

	it('Get Many, Create, Get, Update', async () => {
		const all = await api.run(op('party', 'getAll', { returnAll: true }), v2);
		expect(all.items.map((item) => item.json)).toEqual([
			{ id: MORE_SEED.partyIds[0], company_name: 'Acme Imports' },
			{ id: MORE_SEED.partyIds[1], company_name: 'Sodor Steamworks' },
			{ id: MORE_SEED.partyIds[2], company_name: 'Globex Logistics' },
		]);
		const limited = await api.run(op('party', 'getAll', { limit: 2 }), v2);
		expect(limited.items).toHaveLength(2);

		const created = await api.run(op('party', 'create', { companyName: ' Initech ' }), v2);
		const id = String(created.items[0].json.id);
		expect(created.items[0].json).toEqual({ id, company_name: 'Initech' });
		expect(api.mock.requests.at(-1)?.body).toEqual({ data: { type: 'party', attributes: { company_name: 'Initech' } } });

		const renamed = await api.run(op('party', 'update', { partyId: id, companyName: 'Initrode' }), v2);
		expect(renamed.items[0].json).toEqual({ id, company_name: 'Initrode' });
		const got = await api.run(op('party', 'get', { partyId: id }), v2);
		expect(got.items[0].json.company_name).toBe('Initrode');
	});

	it('Get Many reads every page (the API’s page size for parties is 25)', async () => {
		for (let i = 0; i < 130; i++) api.mock.state.parties.push({ id: `9a000000-0000-4000-8000-${String(1000 + i).padStart(12, '0')}`, type: 'party', attributes: { company_name: `Co ${i}` } });
		const all = await api.run(op('party', 'getAll', { returnAll: true }), v2);
		expect(all.items).toHaveLength(133);
		expect(api.mock.requests).toHaveLength(2);
	});
});

/** Typed values the editor already refuses; these come from expressions, which it cannot check. */
describe('bad input is refused before any request, naming the field', () => {
	const api = useMockApi();
	const route = { vesselId: MORE_SEED.vesselIds.maerskEssen, previousPortId: SEED.portIds.shanghai, portId: SEED.portIds.losAngeles };
	const cases: Array<[string, INodeParameters, string]> = [
		// ids
		['terminal id not a UUID', op('terminal', 'get', { terminalId: 'APMT' }), '"APMT" is not a valid Terminal ID'],
		['party id empty', op('party', 'get', { partyId: '={{ "" }}' }), 'Party ID is empty'],
		['shipping line id not a UUID', op('shippingLine', 'get', { shippingLine: { __rl: true, mode: 'id', value: '={{ "MAEU" }}' } }), '"MAEU" is not a valid Shipping Line ID'],
		['vessel id not a UUID', op('vessel', 'get', { findBy: 'id', vesselId: '9811000' }), '"9811000" is not a valid Vessel ID'],
		['port neither UUID nor LOCODE', op('port', 'get', { portId: 'Los Angeles' }), '"Los Angeles" is not a valid Port ID or LOCODE'],
		['LOCODE with 1 in it', op('metroArea', 'get', { metroAreaId: 'US1AX' }), '"US1AX" is not a valid Metro Area ID or LOCODE'],
		['same port twice', op('vessel', 'getFuturePositions', { ...route, previousPortId: route.portId }), 'Port ID and Previous Port ID are the same port'],
		['previous port id not a UUID', op('vessel', 'getFuturePositions', { ...route, previousPortId: 'CNSHA' }), '"CNSHA" is not a valid Previous Port ID'],
		// IMO numbers
		['IMO empty', op('vessel', 'get', { findBy: 'imo', imo: ' ' }), 'IMO Number is empty'],
		['IMO six digits', op('vessel', 'get', { findBy: 'imo', imo: '981100' }), '"981100" is not a valid IMO Number'],
		['IMO with letters', op('vessel', 'get', { findBy: 'imo', imo: '98110OO' }), 'is not a valid IMO Number'],
		['IMO wrong check digit', op('vessel', 'get', { findBy: 'imo', imo: '9811001' }), '"9811001" is not a valid IMO Number: its check digit should be 0'],
		['IMO transposed digits', op('vessel', 'get', { findBy: 'imo', imo: '9456717' }), 'its check digit should be'],
		// SCACs
		['SCAC three letters', op('shippingLine', 'get', { shippingLine: { __rl: true, mode: 'scac', value: '={{ "MAE" }}' } }), '"MAE" is not a carrier SCAC'],
		['SCAC with a digit', op('shippingLine', 'get', { shippingLine: { __rl: true, mode: 'scac', value: '={{ "MAE1" }}' } }), '"MAE1" is not a carrier SCAC'],
		['SCAC empty', op('shippingLine', 'get', { shippingLine: { __rl: true, mode: 'scac', value: '={{ "" }}' } }), 'Shipping Line SCAC is empty'],
		// coordinates
		['latitude above 90', op('vessel', 'getFuturePositions', { ...route, fromCoordinates: true, latitude: '={{ 91 }}', longitude: 0 }), 'Latitude must be decimal degrees between -90 and 90, not "91"'],
		['longitude below -180', op('vessel', 'getFuturePositions', { ...route, fromCoordinates: true, latitude: 0, longitude: '={{ -180.5 }}' }), 'Longitude must be decimal degrees between -180 and 180'],
		['latitude as text', op('vessel', 'getFuturePositions', { ...route, fromCoordinates: true, latitude: '={{ "33°N" }}', longitude: 0 }), 'Latitude must be decimal degrees'],
		['longitude empty', op('vessel', 'getFuturePositions', { ...route, fromCoordinates: true, latitude: 0, longitude: '={{ "" }}' }), 'Longitude is empty'],
		// other fields
		['company name empty', op('party', 'create', { companyName: '={{ "  " }}' }), 'Company Name is empty'],
		['positions from after to', op('vessel', 'get', { findBy: 'imo', imo: '9811000', options: { positionsFrom: '2025-05-24T00:00:00Z', positionsTo: '2025-05-20T00:00:00Z' } }), 'Positions From is after Positions To'],
	];
	it.each(cases)('%s', async (_name, parameters, message) => {
		const run = await api.run(parameters, v2);
		expect(run.error?.message).toContain(message);
		expect(api.mock.requests).toHaveLength(0);
	});
});
