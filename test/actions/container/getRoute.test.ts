import type { IDataObject, INodeParameters, INodePropertyOptions } from 'n8n-workflow';

import { Terminal49 } from '../../../nodes/Terminal49/Terminal49.node';
import { forgetLimiters } from '../../support/processState';
import { runWorkflow, TOOL_NODE_TYPE } from '../../harness/engine';
import type { ContainerRoute, RouteRefusal } from '../../mock/fixtures';
import { ROUTE_SEED } from '../../mock/fixtures';
import { shownInVersion } from '../../support/versions';
import { byId, itRefusesBeforeAnyRequest, rl, useMockApi, v2 } from '../setup';

const ROUTED = ROUTE_SEED.containerId;
const WITHOUT_ROUTE = ROUTE_SEED.containerWithoutRouteId;
const MISSING = 'c0000000-0000-4000-8000-0000000000ff';
const op = (extra: INodeParameters = {}): INodeParameters => ({
	resource: 'container',
	operation: 'getRoute',
	containerId: byId(ROUTED),
	...extra,
});

/** Times chosen so that each port's own date differs from the UTC date. */
function fixedRoute(containerId: string): ContainerRoute {
	const move = (vesselId: string, voyage: string, estimated: string, actual: string | null) => ({
		mode: 'vessel' as const,
		scac: 'CMDU',
		voyage,
		vesselId,
		estimated,
		actual,
	});
	return {
		id: ROUTE_SEED.routeId,
		containerId,
		shipmentId: ROUTE_SEED.shipmentId,
		createdAt: '2026-10-01T00:00:00Z',
		updatedAt: '2026-11-20T00:00:00Z',
		stops: [
			// 18:30 UTC is the next morning in Shanghai.
			{
				portId: ROUTE_SEED.ports.shanghai,
				inbound: null,
				outbound: move(
					ROUTE_SEED.vessels.feeder,
					'FE214S',
					'2026-11-02T18:30:00Z',
					'2026-11-02T20:00:00Z',
				),
			},
			{
				portId: ROUTE_SEED.ports.singapore,
				inbound: move(
					ROUTE_SEED.vessels.feeder,
					'FE214S',
					'2026-11-08T17:00:00Z',
					'2026-11-08T16:30:00Z',
				),
				outbound: move(ROUTE_SEED.vessels.mother, '0MXA5E1MA', '2026-11-11T10:00:00Z', null),
			},
			// 05:00 UTC is the evening before in Los Angeles.
			{
				portId: ROUTE_SEED.ports.losAngeles,
				inbound: move(ROUTE_SEED.vessels.mother, '0MXA5E1MA', '2026-12-01T05:00:00Z', null),
				outbound: null,
			},
		],
	};
}

describe('Container: Get Route', () => {
	const api = useMockApi();

	const numberOf = (id: string) =>
		api.mock.state.containers.find((container) => container.id === id)!.attributes.number;

	it('Simplified: the legs in order with port, dates in each port’s zone, vessels, voyages and modes; the route in one line; where the container is now', async () => {
		const run = await api.run(op(), v2);
		// By ID the route names its container by id only: its number is read with it.
		expect(api.calls()).toEqual([`GET /containers/${ROUTED}/route`, `GET /containers/${ROUTED}`]);
		expect(api.mock.requests[0].query).toEqual({ include: 'port,vessel,route_location' });
		expect(run.items).toHaveLength(1);
		const route = run.items[0].json;
		expect(route).toMatchObject({
			id: ROUTE_SEED.routeId,
			container_number: numberOf(ROUTED),
			container_id: ROUTED,
			summary: 'Shanghai → Singapore (T/S) → Los Angeles',
			current_leg: 3,
			current_location: 'Between Singapore and Los Angeles on CMA CGM MARCO POLO',
		});
		const legs = route.legs as IDataObject[];
		expect(legs.map((leg) => [leg.leg, leg.port, leg.port_locode, leg.role])).toEqual([
			[1, 'Shanghai', 'CNSHA', 'origin'],
			[2, 'Singapore', 'SGSIN', 'transshipment'],
			[3, 'Los Angeles', 'USLAX', 'destination'],
		]);
		expect(legs[1]).toMatchObject({
			time_zone: 'Asia/Singapore',
			inbound_mode: 'vessel',
			inbound_scac: 'CMDU',
			inbound_voyage: 'FE214S',
			inbound_vessel: 'APL SENTOSA',
			inbound_vessel_imo: '9305594',
			outbound_mode: 'vessel',
			outbound_voyage: '0MXA5E1MA',
			outbound_vessel: 'CMA CGM MARCO POLO',
			outbound_vessel_imo: '9454436',
		});
		expect(legs[2]).toMatchObject({
			arrival_actual: null,
			departure_estimated: null,
			outbound_vessel: null,
			inbound_vessel: 'CMA CGM MARCO POLO',
		});
		expect(legs[2].arrival_estimated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
	});

	it('dates are the calendar dates in each port’s own time zone, estimated and actual side by side', async () => {
		api.mock.state.routes = [fixedRoute(ROUTED)];
		const legs = (await api.run(op(), v2)).items[0].json.legs as IDataObject[];
		const dates = legs.map((leg) => [
			leg.arrival_estimated,
			leg.arrival_actual,
			leg.departure_estimated,
			leg.departure_actual,
		]);
		expect(dates).toEqual([
			[null, null, '2026-11-03', '2026-11-03'],
			['2026-11-09', '2026-11-09', '2026-11-11', null],
			['2026-11-30', null, null, null],
		]);
	});

	it('a route over a list of containers says whose each is: the container number beside its id', async () => {
		const other = api.mock.state.containers.find((container) => container.id === WITHOUT_ROUTE)!;
		api.mock.state.routes.push({
			...fixedRoute(WITHOUT_ROUTE),
			id: 'r0000000-0000-4000-8000-000000000002',
		});
		const run = await api.run(op({ containerId: byId('={{ $json.id }}') }), {
			...v2,
			inputItems: [{ id: ROUTED }, { id: WITHOUT_ROUTE }],
		});
		expect(run.items.map((item) => [item.json.container_number, item.json.container_id])).toEqual([
			[numberOf(ROUTED), ROUTED],
			[other.attributes.number, WITHOUT_ROUTE],
		]);
		const picked = (
			await api.run(op({ output: 'selectedFields', fields: ['container_number'] }), v2)
		).items[0].json;
		expect(picked).toEqual({ id: ROUTE_SEED.routeId, container_number: numberOf(ROUTED) });
	});

	it('a port whose time zone is missing or no real zone: the zone is said to be unknown, and its dates are UTC instants marked Z, not dates as if UTC were its own', async () => {
		api.mock.state.routes = [fixedRoute(ROUTED)];
		const port = (id: string) => api.mock.state.ports.find((candidate) => candidate.id === id)!;
		port(ROUTE_SEED.ports.shanghai).attributes.time_zone = null;
		port(ROUTE_SEED.ports.losAngeles).attributes.time_zone = 'Mars/Olympus_Mons';
		const legs = (await api.run(op(), v2)).items[0].json.legs as IDataObject[];
		expect(legs.map((leg) => [leg.time_zone, leg.time_zone_note])).toEqual([
			[
				null,
				"This port's time zone is unknown (Terminal49 gives none): its dates are instants in UTC, ending in Z, not the port's own calendar dates",
			],
			['Asia/Singapore', null],
			[
				null,
				'This port\'s time zone is unknown (Terminal49 gives "Mars/Olympus_Mons", which is no time zone): its dates are instants in UTC, ending in Z, not the port\'s own calendar dates',
			],
		]);
		expect(
			legs.map((leg) => [leg.arrival_estimated, leg.departure_estimated, leg.departure_actual]),
		).toEqual([
			[null, '2026-11-02T18:30:00Z', '2026-11-02T20:00:00Z'],
			['2026-11-09', '2026-11-11', null],
			['2026-12-01T05:00:00Z', null, null],
		]);
		expect(JSON.stringify(legs)).not.toContain('"UTC"');
	});

	it('where the container is now follows what happened, not what is estimated', async () => {
		api.mock.state.routes = [fixedRoute(ROUTED)];
		const atTransshipment = (await api.run(op(), v2)).items[0].json;
		expect([atTransshipment.current_leg, atTransshipment.current_location]).toEqual([
			2,
			'At Singapore (transshipment)',
		]);

		const arrived = fixedRoute(ROUTED);
		arrived.stops[1].outbound!.actual = '2026-11-11T12:00:00Z';
		arrived.stops[2].inbound!.actual = '2026-11-30T20:00:00Z';
		api.mock.state.routes = [arrived];
		const done = (await api.run(op(), v2)).items[0].json;
		expect([done.current_leg, done.current_location]).toEqual([3, 'Arrived at Los Angeles']);
	});

	it('By Number and From List find the container as Get does; one item per container, each paired with its input', async () => {
		const number = numberOf(ROUTED);
		const run = await api.run(op({ containerId: rl('number', '={{ $json.number }}') }), {
			...v2,
			inputItems: [{ number }, { number }],
		});
		expect(run.items.map((item) => [item.pairedItem, item.json.summary])).toEqual([
			[{ item: 0 }, 'Shanghai → Singapore (T/S) → Los Angeles'],
			[{ item: 1 }, 'Shanghai → Singapore (T/S) → Los Angeles'],
		]);
		expect(api.calls().filter((call) => call.endsWith('/route'))).toHaveLength(2);
		// By Number the number is known: no container is read for it.
		expect(run.items.map((item) => item.json.container_number)).toEqual([number, number]);
		expect(api.calls()).not.toContain(`GET /containers/${ROUTED}`);

		const fromList = await api.run(op({ containerId: rl('list', ROUTED) }), v2);
		expect(fromList.items[0].json.id).toBe(ROUTE_SEED.routeId);
	});

	it('All Fields: the route and every stop flattened, each stop’s port and vessels merged in, with the summary and current leg', async () => {
		const route = (await api.run(op({ output: 'allFields' }), v2)).items[0].json;
		expect(route).toMatchObject({
			type: 'route',
			summary: 'Shanghai → Singapore (T/S) → Los Angeles',
			current_leg: 3,
			cargo: { id: ROUTED, type: 'container' },
		});
		const stops = route.route_locations as IDataObject[];
		expect(stops).toHaveLength(3);
		expect(stops[1]).toMatchObject({
			type: 'route_location',
			inbound_voyage_number: 'FE214S',
			location: { type: 'port', name: 'Singapore', code: 'SGSIN', time_zone: 'Asia/Singapore' },
			outbound_vessel: { type: 'vessel', name: 'CMA CGM MARCO POLO', imo: '9454436' },
		});
		expect(stops[0].inbound_vessel).toBeNull();
	});

	it('Raw: the JSON:API document as received; Selected Fields: the fields picked', async () => {
		const raw = (await api.run(op({ output: 'raw' }), v2)).items[0].json;
		expect((raw.data as IDataObject).type).toBe('route');
		expect(new Set((raw.included as IDataObject[]).map((record) => record.type))).toEqual(
			new Set(['route_location', 'port', 'vessel']),
		);
		const picked = (
			await api.run(op({ output: 'selectedFields', fields: ['summary', 'current_location'] }), v2)
		).items[0].json;
		expect(picked).toEqual({
			id: ROUTE_SEED.routeId,
			summary: 'Shanghai → Singapore (T/S) → Los Angeles',
			current_location: 'Between Singapore and Los Angeles on CMA CGM MARCO POLO',
		});
	});

	describe('a route that is not there', () => {
		const ALTERNATIVES = /Container → Get Transport Events .* Shipment → Get .*pod_eta_at/;

		it.each<[string, RouteRefusal, string, string]>([
			[
				'the vendor’s "feature not enabled"',
				'featureNotEnabled',
				'403',
				`No route for container ${ROUTED}: routes are a paid feature this Terminal49 account does not have. Terminal49 answered 403: Forbidden: Routing data feature is not enabled for this account`,
			],
			[
				'a bare 403',
				'forbidden',
				'403',
				`No route for container ${ROUTED}: Terminal49 refused the route to this API key (403), as it does to an account without the paid routing feature. Terminal49 answered 403: Forbidden: You are not authorized to perform this action`,
			],
			[
				'the 404 web page the live API answered with',
				'notFoundPage',
				'404',
				`No route for container ${ROUTED}: Terminal49 answered with its "page not found" web page instead of an API answer, which is how it answers an account without the paid routing feature`,
			],
		])(
			'an account without the feature, %s: an error that says so and what works without it',
			async (_name, refusal, httpCode, message) => {
				api.mock.state.routeRefusal = refusal;
				const run = await api.run(op(), { ...v2, continueOnFail: true });
				const failed = run.items[0].json;
				expect(String(failed.error).startsWith(message)).toBe(true);
				expect(failed.httpCode).toBe(httpCode);
				expect(failed.description).toMatch(/sales@terminal49\.com/);
				expect(failed.description).toMatch(ALTERNATIVES);
				expect(String(failed.error)).not.toMatch(/<html|DOCTYPE/i);
			},
		);

		it('a 401 "API key not enabled" is about the key: the API’s own words, not the paid feature', async () => {
			const body = {
				errors: [{ status: '401', title: 'Unauthorized', detail: 'API key not enabled' }],
			};
			api.mock.faults.add({
				kind: 'status',
				status: 401,
				body,
				match: { path: `/containers/${ROUTED}/route` },
			});
			const run = await api.run(op(), { ...v2, continueOnFail: true });
			const failed = run.items[0].json;
			expect(failed.error).toBe('Terminal49 answered 401: Unauthorized: API key not enabled');
			expect(failed.httpCode).toBe('401');
			expect(`${String(failed.error)} ${String(failed.description)}`).not.toMatch(
				/paid|routing|sales@/i,
			);
		});

		it('the key of an account without routing (the demo’s second credential) gets the paid-feature answer, the same container’s route for the other key', async () => {
			const withoutRouting = { ...api.credentials, apiKey: api.mock.apiKeyWithoutRouting };
			const refused = await api.run(op(), { ...v2, credentials: withoutRouting });
			expect(refused.error?.message).toMatch(
				/routes are a paid feature this Terminal49 account does not have/,
			);
			expect((await api.run(op(), v2)).items[0].json.summary).toBe(
				'Shanghai → Singapore (T/S) → Los Angeles',
			);
		});

		it('routing off on the account gives the vendor’s answer too', async () => {
			api.mock.state.routingEnabled = false;
			const run = await api.run(op(), v2);
			expect(run.error?.message).toMatch(
				/routes are a paid feature this Terminal49 account does not have/,
			);
		});

		it('a container with no route yet, by number: an error that says so, keeps the API’s text, and points to what works', async () => {
			const number = api.mock.state.containers.find((container) => container.id === WITHOUT_ROUTE)!
				.attributes.number;
			const run = await api.run(op({ containerId: rl('number', number) }), {
				...v2,
				continueOnFail: true,
			});
			const failed = run.items[0].json;
			expect(failed.error).toBe(
				`No route for container ${number}: Terminal49 has no route for it yet. Terminal49 answered 404: Not Found: Couldn't find Route for Container with 'id'=${WITHOUT_ROUTE}`,
			);
			expect(failed.description).toMatch(/try again later/);
			expect(failed.description).toMatch(ALTERNATIVES);
		});

		it.each<[string, (route: ContainerRoute) => void]>([
			['a route without stops', (route) => (route.stops = [])],
		])('%s is no route yet', async (_name, change) => {
			const route = fixedRoute(WITHOUT_ROUTE);
			change(route);
			api.mock.state.routes.push(route);
			const run = await api.run(op({ containerId: byId(WITHOUT_ROUTE) }), {
				...v2,
				continueOnFail: true,
			});
			expect(run.items[0].json.error).toBe(
				`No route for container ${WITHOUT_ROUTE}: Terminal49 has no route for it yet`,
			);
		});

		it('an answer without a route (data null) is no route yet', async () => {
			api.mock.faults.add({
				kind: 'status',
				status: 200,
				body: { data: null },
				match: { path: `/containers/${ROUTED}/route` },
			});
			const run = await api.run(op(), { ...v2, continueOnFail: true });
			expect(run.items[0].json.error).toBe(
				`No route for container ${ROUTED}: Terminal49 has no route for it yet`,
			);
		});

		it('an answer that is no JSON:API document is the API’s fault, named by its request, not "no route yet"', async () => {
			api.mock.faults.add({
				kind: 'status',
				status: 200,
				body: { route: 'somewhere' },
				match: { path: `/containers/${ROUTED}/route` },
			});
			const run = await api.run(op(), v2);
			expect(run.error?.message).toBe(
				`Container → Get Route: the API's answer to GET /containers/${ROUTED}/route is not a JSON:API document: it has no \`data\` (its members are route)`,
			);
		});

		it('an unknown container keeps the API’s own 404, not a route story', async () => {
			const run = await api.run(op({ containerId: byId(MISSING) }), v2);
			expect(run.error?.message).toBe(
				`Terminal49 answered 404: Not Found: Couldn't find Container with 'id'=${MISSING}`,
			);
		});

		it('On Error: Continue keeps going: the next container still gets its route', async () => {
			const run = await api.run(op({ containerId: byId('={{ $json.id }}') }), {
				...v2,
				inputItems: [{ id: WITHOUT_ROUTE }, { id: ROUTED }],
				continueOnFail: true,
			});
			expect(
				run.items.map((item) => [item.pairedItem, item.json.summary ?? item.json.httpCode]),
			).toEqual([
				[{ item: 0 }, '404'],
				[{ item: 1 }, 'Shanghai → Singapore (T/S) → Los Angeles'],
			]);
		});
	});

	itRefusesBeforeAnyRequest(api, [
		[
			'a container number where the ID goes is refused before any request',
			op({ containerId: byId('={{ "MSKU2431002" }}') }),
			'is a container number, not a Terminal49 ID',
		],
		[
			'a number that is no container number is refused before any request',
			op({ containerId: rl('number', '={{ "NOT-A-NUMBER" }}') }),
			'is not a valid container number',
		],
	]);
});

describe('Container: Get Route as an AI Agent tool', () => {
	const api = useMockApi();

	async function asTool(parameters: INodeParameters) {
		forgetLimiters();
		const result = await runWorkflow({
			credentials: api.credentials,
			nodes: [{ parameters, type: TOOL_NODE_TYPE, typeVersion: 2 }],
		});
		return result.nodes['Node 1'];
	}

	it('one compact record: no empty values, every leg kept', async () => {
		const run = await asTool(op());
		const route = run.items[0].json;
		expect(route.summary).toBe('Shanghai → Singapore (T/S) → Los Angeles');
		const legs = route.legs as IDataObject[];
		expect(legs).toHaveLength(3);
		expect(legs[0]).not.toHaveProperty('inbound_vessel');
		expect(JSON.stringify(route)).not.toMatch(/null/);
	});

	it('a route longer than a tool’s answer holds is cut at 25 legs, with a note that says so and offers no limit to raise', async () => {
		const long = fixedRoute(ROUTED);
		long.stops = Array.from({ length: 31 }, (_, index) => ({
			...long.stops[1],
			portId: index % 2 === 0 ? ROUTE_SEED.ports.singapore : ROUTE_SEED.ports.shanghai,
		}));
		api.mock.state.routes = [long];
		const legs = (await asTool(op())).items[0].json.legs as IDataObject[];
		expect(legs).toHaveLength(26);
		expect(legs.slice(0, 25).map((leg) => leg.leg)).toEqual(
			Array.from({ length: 25 }, (_, index) => index + 1),
		);
		expect(legs[25]).toEqual({
			note: "25 of 31 legs shown; the other 6 are left out, as a tool's answer holds at most 25 legs.",
		});
	});

	it('a refusal tells the model what to use instead', async () => {
		api.mock.state.routeRefusal = 'notFoundPage';
		const run = await asTool(op());
		expect(run.error?.message).toMatch(/paid routing feature.*Container → Get Transport Events/);
	});
});

describe('Container: Get Route is a version 2 operation', () => {
	const operations = new Terminal49().description.properties.filter(
		(property) =>
			property.name === 'operation' &&
			property.displayOptions?.show?.resource?.includes('container'),
	);
	const offered = (version: number) =>
		operations
			.filter((property) => shownInVersion(property.displayOptions, version))
			.flatMap((property) =>
				(property.options as INodePropertyOptions[]).map((option) => option.value),
			);

	it('version 1’s operation list is unchanged; version 2 offers Get Route beside the others', () => {
		expect(offered(1)).toEqual([
			'get',
			'getAll',
			'getMap',
			'getRawEvents',
			'getTransportEvents',
			'refresh',
			'update',
		]);
		expect(offered(2)).toEqual([
			'get',
			'getAll',
			'getMap',
			'getRawEvents',
			'getRoute',
			'getTransportEvents',
			'refresh',
			'update',
		]);
	});

	it('shows Container (From List, Number, By ID), Output and Fields in version 2, and nothing in version 1', () => {
		const shown = (version: number) =>
			new Terminal49().description.properties
				.filter(
					(property) =>
						property.displayOptions?.show?.operation?.includes('getRoute') &&
						shownInVersion(property.displayOptions, version),
				)
				.map((property) => [property.name, property.type]);
		expect(shown(2)).toEqual([
			['containerId', 'resourceLocator'],
			['output', 'options'],
			['fields', 'multiOptions'],
		]);
		expect(shown(1)).toEqual([]);
	});
});
