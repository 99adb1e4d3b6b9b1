import type { IDataObject } from 'n8n-workflow';

import { localDate, validZone } from '../../demurrage';
import { isObject } from '../../helpers/objects';
import { nonEmptyText } from '../../helpers/text';
import type { RecordShape } from './shape';
import { relatedField } from './shape';

/**
 * A container's route: the ports it calls at in order (`route_locations`, each with its port and
 * vessels merged in), and what the route says as a whole. Simplified gives one entry per port
 * (a "leg": where the container arrives and leaves, on what), the route in one line, and where
 * the container is now.
 */
const ROUTE_FIELDS = ['created_at', 'updated_at', 'route_locations', 'cargo', 'shipment'] as const;
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

/** One stop as an ops user reads it: the port, its dates in the port's own zone, and what came in and went out. */
function simplifyStop(stop: IDataObject, index: number, count: number): IDataObject {
	const place = placeOf(stop);
	const zone = validZone(place?.time_zone);
	const date = (value: unknown) => localDate(value, zone) ?? null;
	return {
		leg: index + 1,
		port: text(place?.name),
		port_locode: text(place?.code) ?? text(place?.locode),
		role: roleOf(index, count),
		time_zone: place?.time_zone === undefined ? null : zone,
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
	return legs.map((leg) => (leg.role === 'transshipment' ? `${leg.port} (T/S)` : leg.port)).join(' → ');
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
		const on = here.outboundVessel ? ` on ${here.outboundVessel}` : here.outboundMode ? ` by ${here.outboundMode}` : '';
		return { leg: last + 2, location: `Between ${here.port} and ${next.port}${on}` };
	}
	if (here.departureActual) return { leg: last + 1, location: `Departed ${here.port}` };
	if (here.role === 'destination') return { leg: last + 1, location: `Arrived at ${here.port}` };
	return { leg: last + 1, location: here.role === 'transshipment' ? `At ${here.port} (transshipment)` : `At ${here.port}` };
}

function computed(flat: IDataObject): IDataObject {
	const legs = legsOf(flat);
	const now = currentPosition(legs);
	return { summary: routeSummary(legs), current_leg: now?.leg ?? null, current_location: now?.location ?? null };
}

export const routeShape: RecordShape = {
	fields: [...ROUTE_FIELDS, ...COMPUTED_FIELDS],
	extras: (flat) => computed(flat),
	simplifyLaysOutExtras: true,
	simplify: (flat, _choice, extras) => {
		const stops = routeStops(flat);
		return {
			id: flat.id,
			container_id: text(relatedField(flat.cargo, 'id')) ?? text(relatedField(flat.container, 'id')),
			...(extras ?? computed(flat)),
			legs: stops.map((stop, index) => simplifyStop(stop, index, stops.length)),
		};
	},
};
