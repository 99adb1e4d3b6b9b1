import type { IDataObject } from 'n8n-workflow';

import { knownZone, localDate } from '../../demurrage';
import { readDate, readDateTime, utcInstant } from '../../helpers/dates';
import { isObject } from '../../helpers/objects';
import { shownValue } from '../../helpers/valuesInMessages';
import { nonEmptyText } from '../../helpers/text';
import type { RecordShape } from './shape';
import { relatedField } from './shape';

/**
 * A container's route: the ports it calls at in order (`route_locations`, each with its port and
 * vessels merged in), and what the route says as a whole. Simplified gives one entry per port
 * (a "leg": where the container arrives and leaves, on what), the route in one line, and where
 * the container is now.
 */
const ROUTE_FIELDS = [
	'container_number',
	'created_at',
	'updated_at',
	'route_locations',
	'cargo',
	'shipment',
] as const;
const COMPUTED_FIELDS = ['summary', 'current_leg', 'current_location'] as const;

type Role = 'origin' | 'transshipment' | 'destination';

interface Leg {
	port: string;
	role: Role;
	arrivalActual: boolean;
	departureActual: boolean;
	outboundMode: string | undefined;
	outboundVessel: string | undefined;
}

/** The port (or terminal) of a stop: the vendor's spec names it `location`, its MCP server reads `port`. */
function placeOf(stop: IDataObject): IDataObject | undefined {
	const place = stop.location ?? stop.port ?? stop.facility;
	return isObject(place) ? place : undefined;
}

function text(value: unknown): string | null {
	return nonEmptyText(value) ?? null;
}

/** The stops of a route in the API's order; anything in the list that is not a record is passed over. */
export function routeStops(flat: IDataObject): IDataObject[] {
	const stops = flat.route_locations;
	return Array.isArray(stops) ? stops.filter(isObject) : [];
}

function roleOf(index: number, count: number): Role {
	if (index === 0) return 'origin';
	return index === count - 1 ? 'destination' : 'transshipment';
}

function portName(place: IDataObject | undefined): string {
	return text(place?.name) ?? text(place?.code) ?? text(place?.locode) ?? 'an unnamed port';
}

/**
 * A stop's date where the port's zone is unknown: no calendar date of the port can be told, so a
 * moment is the instant in UTC (ending in Z, which says so), a date stays a date, and a time
 * written without an offset, which names no instant, stays as written.
 */
function dateWithoutZone(value: unknown): string | null {
	if (typeof value !== 'string' || value.length > 40) return null;
	const given = value.trim();
	return readDate(given) ?? utcInstant(given) ?? readDateTime(given)?.text ?? null;
}

/** Why a port's dates are not its own calendar dates: the zone Terminal49 gave, if any, is none luxon knows. */
function unknownZoneNote(given: unknown): string {
	const why =
		nonEmptyText(given) === undefined
			? 'Terminal49 gives none'
			: `Terminal49 gives ${shownValue(given)}, which is no time zone`;
	return `This port's time zone is unknown (${why}): its dates are instants in UTC, ending in Z, not the port's own calendar dates`;
}

/** One stop as an ops user reads it: the port, its dates in the port's own zone, and what came in and went out. */
function simplifyStop(stop: IDataObject, index: number, count: number): IDataObject {
	const place = placeOf(stop);
	const zone = knownZone(place?.time_zone);
	const date = (value: unknown) =>
		zone === undefined ? dateWithoutZone(value) : (localDate(value, zone) ?? null);
	return {
		leg: index + 1,
		port: text(place?.name),
		port_locode: text(place?.code) ?? text(place?.locode),
		role: roleOf(index, count),
		time_zone: zone ?? null,
		time_zone_note: zone === undefined ? unknownZoneNote(place?.time_zone) : null,
		arrival_estimated: date(stop.inbound_eta_at),
		arrival_actual: date(stop.inbound_ata_at),
		departure_estimated: date(stop.outbound_etd_at),
		departure_actual: date(stop.outbound_atd_at),
		inbound_mode: text(stop.inbound_mode),
		inbound_scac: text(stop.inbound_scac),
		inbound_voyage: text(stop.inbound_voyage_number),
		inbound_vessel: text(relatedField(stop.inbound_vessel, 'name')),
		inbound_vessel_imo: text(relatedField(stop.inbound_vessel, 'imo')),
		outbound_mode: text(stop.outbound_mode),
		outbound_scac: text(stop.outbound_scac),
		outbound_voyage: text(stop.outbound_voyage_number),
		outbound_vessel: text(relatedField(stop.outbound_vessel, 'name')),
		outbound_vessel_imo: text(relatedField(stop.outbound_vessel, 'imo')),
	};
}

function legsOf(flat: IDataObject): Leg[] {
	const stops = routeStops(flat);
	return stops.map((stop, index) => ({
		port: portName(placeOf(stop)),
		role: roleOf(index, stops.length),
		arrivalActual: text(stop.inbound_ata_at) !== null,
		departureActual: text(stop.outbound_atd_at) !== null,
		outboundMode: text(stop.outbound_mode) ?? undefined,
		outboundVessel: text(relatedField(stop.outbound_vessel, 'name')) ?? undefined,
	}));
}

/** `Shanghai → Singapore (T/S) → Los Angeles`. */
export function routeSummary(legs: readonly Pick<Leg, 'port' | 'role'>[]): string | null {
	if (legs.length === 0) return null;
	return legs
		.map((leg) => (leg.role === 'transshipment' ? `${leg.port} (T/S)` : leg.port))
		.join(' → ');
}

/**
 * Where the container is now, from the last actual arrival or departure: at a port (the leg of
 * that port), or between two (the leg of the port it is heading to). Estimated times never move
 * it: only what happened does.
 */
export function currentPosition(legs: readonly Leg[]): { leg: number; location: string } | null {
	if (legs.length === 0) return null;
	let last = -1;
	for (let index = 0; index < legs.length; index++) {
		if (legs[index].arrivalActual || legs[index].departureActual) last = index;
	}
	if (last === -1) return { leg: 1, location: `At ${legs[0].port}, not yet departed` };
	const here = legs[last];
	const next = legs[last + 1];
	if (here.departureActual && next !== undefined) {
		const on = here.outboundVessel
			? ` on ${here.outboundVessel}`
			: here.outboundMode
				? ` by ${here.outboundMode}`
				: '';
		return { leg: last + 2, location: `Between ${here.port} and ${next.port}${on}` };
	}
	if (here.departureActual) return { leg: last + 1, location: `Departed ${here.port}` };
	if (here.role === 'destination') return { leg: last + 1, location: `Arrived at ${here.port}` };
	return {
		leg: last + 1,
		location: here.role === 'transshipment' ? `At ${here.port} (transshipment)` : `At ${here.port}`,
	};
}

function computed(flat: IDataObject): IDataObject {
	const legs = legsOf(flat);
	const now = currentPosition(legs);
	return {
		summary: routeSummary(legs),
		current_leg: now?.leg ?? null,
		current_location: now?.location ?? null,
	};
}

export const routeShape: RecordShape = {
	fields: [...ROUTE_FIELDS, ...COMPUTED_FIELDS],
	extras: (flat) => computed(flat),
	simplifyLaysOutExtras: true,
	simplify: (flat, _choice, extras) => {
		const stops = routeStops(flat);
		return {
			id: flat.id,
			container_number: text(flat.container_number),
			container_id:
				text(relatedField(flat.cargo, 'id')) ?? text(relatedField(flat.container, 'id')),
			...(extras ?? computed(flat)),
			legs: stops.map((stop, index) => simplifyStop(stop, index, stops.length)),
		};
	},
};
