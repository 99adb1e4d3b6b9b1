import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { SEED } from '../mock/fixtures';
import { itRefusesBeforeAnyRequest, useMockApi, v2 } from './setup';
import type { RefusedCase } from './setup';

const op = (resource: string, operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource,
	operation,
	...extra,
});

describe('Vessel', () => {
	const api = useMockApi();

	it('Get by IMO (with or without "IMO") or by ID', async () => {
		const byImo = await api.run(op('vessel', 'get', { findBy: 'imo', imo: 'IMO 9811000' }), v2);
		expect(byImo.items[0].json).toMatchObject({
			id: SEED.vesselIds.everGiven,
			name: 'EVER GIVEN',
			imo: '9811000',
		});
		expect(api.calls()).toEqual(['GET /vessels/9811000']);
		const byId = await api.run(
			op('vessel', 'get', { findBy: 'id', vesselId: SEED.vesselIds.mscAnisha }),
			v2,
		);
		expect(byId.items[0].json).toMatchObject({ imo: '9227297' });
	});

	it('Get with positions asks for them; without the paid feature the error says it is one', async () => {
		const from = '2025-05-20T00:00:00.000Z';
		const run = await api.run(
			op('vessel', 'get', { findBy: 'imo', imo: '9456771', options: { positionsFrom: from } }),
			v2,
		);
		expect(api.mock.requests[0].query).toEqual({ 'show_positions[from_timestamp]': from });
		expect(run.items[0].json.position_count).toBe(5);
		api.mock.state.routingEnabled = false;
		const denied = await api.run(
			op('vessel', 'get', { findBy: 'imo', imo: '9456771', options: { positionsFrom: from } }),
			v2,
		);
		expect(denied.error?.message).toContain('is a paid feature');
		expect(denied.error?.description).toContain(
			'paid feature of Terminal49 that this account does not have',
		);
		const plain = await api.run(op('vessel', 'get', { findBy: 'imo', imo: '9456771' }), v2);
		expect(plain.error).toBeUndefined();
	});

	it('Get Future Positions: from the last position or from coordinates; paid', async () => {
		const route = {
			vesselId: SEED.vesselIds.maerskEssen,
			previousPortId: SEED.portIds.shanghai,
			portId: SEED.portIds.losAngeles,
		};
		const run = await api.run(op('vessel', 'getFuturePositions', route), v2);
		expect(api.calls()[0]).toBe(`GET /vessels/${route.vesselId}/future_positions`);
		expect(api.mock.requests[0].query).toEqual({
			port_id: route.portId,
			previous_port_id: route.previousPortId,
		});
		const positions = run.items[0].json.positions as IDataObject[];
		expect(positions).toHaveLength(6);
		expect(positions.every((p) => p.estimated === true)).toBe(true);

		const fromHere = await api.run(
			op('vessel', 'getFuturePositions', {
				...route,
				fromCoordinates: true,
				latitude: 30.5,
				longitude: -150.25,
			}),
			v2,
		);
		expect(api.mock.requests.at(-1)?.path).toBe(
			`/vessels/${route.vesselId}/future_positions_with_coordinates`,
		);
		expect(api.mock.requests.at(-1)?.query).toMatchObject({
			latitude: '30.5',
			longitude: '-150.25',
		});
		expect((fromHere.items[0].json.positions as IDataObject[])[0]).toMatchObject({
			latitude: 30.5,
			longitude: -150.25,
		});

		api.mock.state.routingEnabled = false;
		const denied = await api.run(op('vessel', 'getFuturePositions', route), v2);
		expect(denied.error?.message).toBe(
			'Terminal49 answered 403 (Vessel future positions (routing data) is a paid feature): Forbidden: Routing data feature is not enabled for this account',
		);
	});
});

/** Typed values the editor already refuses; these come from expressions, which it cannot check. */
describe('Vessel Get: a moment without an offset is read in the workflow’s time zone, whatever the server’s', () => {
	const api = useMockApi();
	const positions = (positionsFrom: string, positionsTo: string) =>
		op('vessel', 'get', { findBy: 'imo', imo: '9456771', options: { positionsFrom, positionsTo } });

	it.each([
		['Asia/Tokyo', '2026-03-01T10:00:00', '2026-03-01T01:00:00.000Z'],
		['Pacific/Kiritimati', '2026-03-01T10:00:00', '2026-02-28T20:00:00.000Z'],
		['UTC', '2026-03-01T10:00:00', '2026-03-01T10:00:00.000Z'],
		['America/New_York', '2026-03-01', '2026-03-01T05:00:00.000Z'],
		['Asia/Tokyo', '2026-03-01T10:00:00+02:00', '2026-03-01T08:00:00.000Z'],
	])('in %s, %s (as the date picker saves it) is sent as %s', async (timezone, from, sent) => {
		const run = await api.run(positions(from, '2026-03-02T10:00:00Z'), { ...v2, timezone });
		expect(run.error).toBeUndefined();
		expect(api.mock.requests[0].query).toEqual({
			'show_positions[from_timestamp]': sent,
			'show_positions[to_timestamp]': '2026-03-02T10:00:00.000Z',
		});
	});

	it.each(['7', 'March 1', '2026-02-30', '2026-03-01T25:00', 'yesterday'])(
		'%p is refused by name before the paid request',
		async (from) => {
			const run = await api.run(positions(from, ''), { ...v2, timezone: 'Asia/Tokyo' });
			expect(run.error?.message).toBe(
				`Positions From must be a date and time, not ${JSON.stringify(from)}`,
			);
			expect(run.error?.description).toMatch(
				/ISO 8601.*read in the workflow's time zone \(Asia\/Tokyo\)/,
			);
			expect(api.mock.requests).toHaveLength(0);
		},
	);

	it('a local time the clocks skip is refused, not moved', async () => {
		const run = await api.run(positions('', '2026-03-08T02:30:00'), {
			...v2,
			timezone: 'America/New_York',
		});
		expect(run.error?.message).toBe(
			'Positions To must be a moment that exists in the workflow\'s time zone (America/New_York), not "2026-03-08T02:30:00"',
		);
		expect(api.mock.requests).toHaveLength(0);
	});
});

describe('bad input is refused before any request, naming the field', () => {
	const api = useMockApi();
	const route = {
		vesselId: SEED.vesselIds.maerskEssen,
		previousPortId: SEED.portIds.shanghai,
		portId: SEED.portIds.losAngeles,
	};
	const cases: RefusedCase[] = [
		[
			'vessel id not a UUID',
			op('vessel', 'get', { findBy: 'id', vesselId: '9811000' }),
			'"9811000" is not a valid Vessel ID',
		],
		[
			'same port twice',
			op('vessel', 'getFuturePositions', { ...route, previousPortId: route.portId }),
			'Port ID and Previous Port ID are the same port',
		],
		[
			'previous port id not a UUID',
			op('vessel', 'getFuturePositions', { ...route, previousPortId: 'CNSHA' }),
			'"CNSHA" is not a valid Previous Port ID',
		],
		[
			'IMO empty',
			op('vessel', 'get', { findBy: 'imo', imo: ' ' }),
			'IMO Number must be an IMO number, not " "',
		],
		[
			'IMO six digits',
			op('vessel', 'get', { findBy: 'imo', imo: '981100' }),
			'"981100" is not a valid IMO Number',
		],
		[
			'IMO with letters',
			op('vessel', 'get', { findBy: 'imo', imo: '98110OO' }),
			'is not a valid IMO Number',
		],
		[
			'IMO wrong check digit',
			op('vessel', 'get', { findBy: 'imo', imo: '9811001' }),
			'"9811001" is not a valid IMO Number: its check digit should be 0',
		],
		[
			'IMO transposed digits',
			op('vessel', 'get', { findBy: 'imo', imo: '9456717' }),
			'its check digit should be',
		],
		[
			'latitude above 90',
			op('vessel', 'getFuturePositions', {
				...route,
				fromCoordinates: true,
				latitude: '={{ 91 }}',
				longitude: 0,
			}),
			'Latitude must be decimal degrees between -90 and 90, not 91',
		],
		[
			'longitude below -180',
			op('vessel', 'getFuturePositions', {
				...route,
				fromCoordinates: true,
				latitude: 0,
				longitude: '={{ -180.5 }}',
			}),
			'Longitude must be decimal degrees between -180 and 180',
		],
		[
			'latitude as text',
			op('vessel', 'getFuturePositions', {
				...route,
				fromCoordinates: true,
				latitude: '={{ "33°N" }}',
				longitude: 0,
			}),
			'Latitude must be decimal degrees',
		],
		[
			'longitude empty',
			op('vessel', 'getFuturePositions', {
				...route,
				fromCoordinates: true,
				latitude: 0,
				longitude: '={{ "" }}',
			}),
			'Longitude must be decimal degrees between -180 and 180, not ""',
		],
		[
			'positions from after to',
			op('vessel', 'get', {
				findBy: 'imo',
				imo: '9811000',
				options: { positionsFrom: '2025-05-24T00:00:00Z', positionsTo: '2025-05-20T00:00:00Z' },
			}),
			'Positions From is after Positions To',
		],
	];
	itRefusesBeforeAnyRequest(api, cases);
});
