import fc from 'fast-check';
import type { IDataObject } from 'n8n-workflow';

import {
	currentPosition,
	routeShape,
	routeSummary,
} from '../../../../nodes/Terminal49/shared/output/shapes/route';

const clock = { imminentDays: 3 };
const port = (name: string, code: string, time_zone = 'UTC') => ({
	id: code,
	type: 'port',
	name,
	code,
	time_zone,
});
const leg = (
	port: string,
	role: 'origin' | 'transshipment' | 'destination',
	arrivalActual = false,
	departureActual = false,
	outboundVessel?: string,
) => ({
	port,
	role,
	arrivalActual,
	departureActual,
	outboundMode: outboundVessel ? 'vessel' : undefined,
	outboundVessel,
});

describe('a route in one line', () => {
	it('names every port in order and marks the ones in between as transshipments', () => {
		expect(
			routeSummary([
				leg('Shanghai', 'origin'),
				leg('Busan', 'transshipment'),
				leg('Singapore', 'transshipment'),
				leg('Rotterdam', 'destination'),
			]),
		).toBe('Shanghai → Busan (T/S) → Singapore (T/S) → Rotterdam');
		expect(routeSummary([leg('Shanghai', 'origin'), leg('Los Angeles', 'destination')])).toBe(
			'Shanghai → Los Angeles',
		);
		expect(routeSummary([])).toBeNull();
	});
});

describe('where the container is now', () => {
	const three = (marks: Array<[boolean, boolean]>) => [
		leg('Shanghai', 'origin', ...marks[0], 'FEEDER'),
		leg('Singapore', 'transshipment', ...marks[1], 'MOTHER'),
		leg('Los Angeles', 'destination', ...marks[2]),
	];

	it.each<[string, Array<[boolean, boolean]>, { leg: number; location: string }]>([
		[
			'nothing happened yet',
			[
				[false, false],
				[false, false],
				[false, false],
			],
			{ leg: 1, location: 'At Shanghai, not yet departed' },
		],
		[
			'left the origin',
			[
				[false, true],
				[false, false],
				[false, false],
			],
			{ leg: 2, location: 'Between Shanghai and Singapore on FEEDER' },
		],
		[
			'at the transshipment port',
			[
				[false, true],
				[true, false],
				[false, false],
			],
			{ leg: 2, location: 'At Singapore (transshipment)' },
		],
		[
			'on the last leg',
			[
				[false, true],
				[true, true],
				[false, false],
			],
			{ leg: 3, location: 'Between Singapore and Los Angeles on MOTHER' },
		],
		[
			'arrived',
			[
				[false, true],
				[true, true],
				[true, false],
			],
			{ leg: 3, location: 'Arrived at Los Angeles' },
		],
		[
			'a later actual without the earlier one still counts',
			[
				[false, false],
				[true, false],
				[false, false],
			],
			{ leg: 2, location: 'At Singapore (transshipment)' },
		],
	])('%s', (_name, marks, expected) => {
		expect(currentPosition(three(marks))).toEqual(expected);
	});

	it('none for a route without stops', () => {
		expect(currentPosition([])).toBeNull();
	});
});

describe('Simplified route', () => {
	it('reads the port under `location` (the SDK’s spec) or `port` (the MCP server’s reading), and leaves the rest null', () => {
		const flat: IDataObject = {
			id: 'r1',
			type: 'route',
			cargo: { id: 'c1', type: 'container' },
			route_locations: [
				{
					id: 's1',
					type: 'route_location',
					location: port('Shanghai', 'CNSHA', 'Asia/Shanghai'),
					outbound_etd_at: '2026-11-02T18:30:00Z',
				},
				{
					id: 's2',
					type: 'route_location',
					port: port('Los Angeles', 'USLAX', 'America/Los_Angeles'),
					inbound_eta_at: '2026-12-01T05:00:00Z',
				},
			],
		};
		const short = routeShape.simplify(flat, clock);
		expect(short).toMatchObject({
			id: 'r1',
			container_id: 'c1',
			summary: 'Shanghai → Los Angeles',
			current_leg: 1,
		});
		const legs = short.legs as IDataObject[];
		expect(
			legs.map((one) => [
				one.port,
				one.port_locode,
				one.departure_estimated,
				one.arrival_estimated,
			]),
		).toEqual([
			['Shanghai', 'CNSHA', '2026-11-03', null],
			['Los Angeles', 'USLAX', null, '2026-11-30'],
		]);
		expect(legs[0].inbound_vessel).toBeNull();
	});

	it('a stop whose port was not included is still a leg, named as unknown in the summary; a zone it does not know is said to be unknown', () => {
		const flat: IDataObject = {
			id: 'r1',
			type: 'route',
			route_locations: [
				{ id: 's1', type: 'route_location', location: { id: 'p1', type: 'port' } },
				{
					id: 's2',
					type: 'route_location',
					location: { ...port('Nowhere', 'XXNOW'), time_zone: 'Mars/Olympus' },
					inbound_ata_at: '2026-01-01T23:30:00Z',
				},
			],
		};
		const short = routeShape.simplify(flat, clock);
		expect(short.summary).toBe('an unnamed port → Nowhere');
		const [unincluded, unknownZone] = short.legs as IDataObject[];
		expect(unknownZone).toMatchObject({ time_zone: null, arrival_actual: '2026-01-01T23:30:00Z' });
		expect(unknownZone.time_zone_note).toMatch(
			/^This port's time zone is unknown \(Terminal49 gives "Mars\/Olympus", which is no time zone\)/,
		);
		expect(unincluded).toMatchObject({ port: null, time_zone: null });
		expect(unincluded.time_zone_note).toMatch(/\(Terminal49 gives none\)/);
	});

	it('never fails on any record, and gives one leg per stop that is a record', () => {
		fc.assert(
			fc.property(
				fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 })),
				fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 6 }),
				(record, stops) => {
					const flat = { ...record, id: 'r', type: 'route', route_locations: stops } as IDataObject;
					const short = routeShape.simplify(flat, clock, routeShape.extras?.(flat, clock));
					const records = stops.filter(
						(stop) => typeof stop === 'object' && stop !== null && !Array.isArray(stop),
					);
					expect((short.legs as unknown[]).length).toBe(records.length);
					expect(short.current_leg === null).toBe(records.length === 0);
				},
			),
		);
	});
});
