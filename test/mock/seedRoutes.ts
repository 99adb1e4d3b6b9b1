import { makePort } from './builders';
import type { MockState } from './state';
import { mockUuid } from './state';
import { DAY_MS, isoUtc } from './time';

/**
 * Containers' routes (`GET /containers/{id}/route`, a paid feature), written from the facts of
 * Terminal49's SDK spec: a route names its container (`cargo`) and shipment and lists its stops
 * (`route_location`) in order; each stop names its port under `location` and the vessels that
 * bring and take the container, with modes, SCACs, voyages and estimated and actual times.
 */

/** How a container comes into or leaves a stop. Times are UTC ISO text, as the API writes them. */
export interface RouteMove {
	mode: 'vessel' | 'rail';
	scac: string;
	voyage: string | null;
	vesselId: string | null;
	estimated: string | null;
	actual: string | null;
}

export interface RouteStop {
	portId: string;
	inbound: RouteMove | null;
	outbound: RouteMove | null;
}

export interface ContainerRoute {
	id: string;
	containerId: string;
	shipmentId: string | null;
	createdAt: string;
	updatedAt: string;
	stops: RouteStop[];
}

/**
 * How an account without routes is answered: the vendor's 403 "not enabled" (`routingEnabled:
 * false` gives it too), a bare 403, or the 404 web page the recorded live API sent.
 */
export type RouteRefusal = 'featureNotEnabled' | 'forbidden' | 'notFoundPage';

/** The seed's routed container (on the water, shipment CMDUSHA1478523) and what its route names. */
export const ROUTE_SEED = {
	routeId: mockUuid('route', 1),
	containerId: mockUuid('container', 8),
	/** On the same shipment, with no route built yet. */
	containerWithoutRouteId: mockUuid('container', 10),
	shipmentId: mockUuid('shipment', 3),
	ports: {
		shanghai: mockUuid('port', 1),
		singapore: mockUuid('port', 4),
		losAngeles: mockUuid('port', 2),
	},
	vessels: { feeder: mockUuid('vessel', 4), mother: mockUuid('vessel', 5) },
} as const;

const HOUR_MS = 60 * 60 * 1000;

/** Stop ids follow the route's: the n-th stop of route r. */
export function routeStopId(routeId: string, index: number): string {
	return `41${String(index + 1).padStart(6, '0')}${routeId.slice(8)}`;
}

/**
 * Shanghai → Singapore (transshipment) → Los Angeles for the seed's first container on the
 * water: left Shanghai on a feeder, changed vessel in Singapore, now sailing to Los Angeles,
 * arriving in 4 days as its shipment says. Adds Singapore and the two vessels to the account.
 */
export function seedContainerRoutes(state: MockState, now: number): void {
	state.ports.push(
		makePort(
			{
				name: 'Singapore',
				code: 'SGSIN',
				city: 'Singapore',
				state_abbr: null,
				country_code: 'SG',
				time_zone: 'Asia/Singapore',
				latitude: 1.2644,
				longitude: 103.8222,
			},
			{ id: ROUTE_SEED.ports.singapore },
		),
	);
	const vessel = (id: string, name: string, imo: string) => ({
		id,
		type: 'vessel' as const,
		attributes: {
			name,
			imo,
			mmsi: null,
			latitude: null,
			longitude: null,
			nautical_speed_knots: null,
			navigational_heading_degrees: null,
			position_timestamp: null,
		},
	});
	state.vessels.push(
		vessel(ROUTE_SEED.vessels.feeder, 'APL SENTOSA', '9305594'),
		vessel(ROUTE_SEED.vessels.mother, 'CMA CGM MARCO POLO', '9454436'),
	);
	const at = (days: number, hours = 0) => isoUtc(now + days * DAY_MS + hours * HOUR_MS);
	const feeder: Omit<RouteMove, 'estimated' | 'actual'> = {
		mode: 'vessel',
		scac: 'CMDU',
		voyage: 'FE214S',
		vesselId: ROUTE_SEED.vessels.feeder,
	};
	const mother: Omit<RouteMove, 'estimated' | 'actual'> = {
		mode: 'vessel',
		scac: 'CMDU',
		voyage: '0MXA5E1MA',
		vesselId: ROUTE_SEED.vessels.mother,
	};
	state.routes.push({
		id: ROUTE_SEED.routeId,
		containerId: ROUTE_SEED.containerId,
		shipmentId: ROUTE_SEED.shipmentId,
		createdAt: at(-30),
		updatedAt: at(-1),
		stops: [
			{
				portId: ROUTE_SEED.ports.shanghai,
				inbound: null,
				outbound: { ...feeder, estimated: at(-24), actual: at(-24, 6) },
			},
			{
				portId: ROUTE_SEED.ports.singapore,
				inbound: { ...feeder, estimated: at(-18), actual: at(-18, 3) },
				outbound: { ...mother, estimated: at(-15), actual: at(-14) },
			},
			{
				portId: ROUTE_SEED.ports.losAngeles,
				inbound: { ...mother, estimated: at(4), actual: null },
				outbound: null,
			},
		],
	});
}
