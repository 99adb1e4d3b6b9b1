import { errorResponse, notFound, singleDocument } from '../jsonapi';
import { byId } from '../records';
import type { MockResponse, RequestContext } from '../router';
import type { ContainerRoute, RouteMove, RouteStop } from '../seedRoutes';
import { routeStopId } from '../seedRoutes';
import { ROUTING_FORBIDDEN } from './common';

/** Our own stand-in for the web page the live API answered a route request with: a 404 that is no API answer. */
const NOT_FOUND_PAGE =
	'<!DOCTYPE html>\n<html>\n<head><title>Page not found (404)</title></head>\n<body>\n  <h1>There is no page at this address.</h1>\n</body>\n</html>\n';

const ref = (type: string, id: string | null) => ({ data: id === null ? null : { id, type } });

function moveAttributes(
	side: 'inbound' | 'outbound',
	move: RouteMove | null,
): Record<string, string | null> {
	const [estimated, actual] = side === 'inbound' ? ['eta', 'ata'] : ['etd', 'atd'];
	return {
		[`${side}_scac`]: move?.scac ?? null,
		[`${side}_mode`]: move?.mode ?? null,
		[`${side}_${estimated}_at`]: move?.estimated ?? null,
		[`${side}_${actual}_at`]: move?.actual ?? null,
		[`${side}_voyage_number`]: move?.voyage ?? null,
	};
}

function stopResource(route: ContainerRoute, stop: RouteStop, index: number) {
	const id = routeStopId(route.id, index);
	return {
		id,
		type: 'route_location',
		attributes: {
			id,
			...moveAttributes('inbound', stop.inbound),
			...moveAttributes('outbound', stop.outbound),
			created_at: route.createdAt,
			updated_at: route.updatedAt,
		},
		relationships: {
			route: ref('route', route.id),
			location: ref('port', stop.portId),
			inbound_vessel: ref('vessel', stop.inbound?.vesselId ?? null),
			outbound_vessel: ref('vessel', stop.outbound?.vesselId ?? null),
		},
	};
}

/** The answer for an account without routes, as set on the state; undefined when it has them. */
function refusal(ctx: RequestContext): MockResponse | undefined {
	const kind = ctx.state.routeRefusal ?? (ctx.routingEnabled ? undefined : 'featureNotEnabled');
	switch (kind) {
		case 'featureNotEnabled':
			return errorResponse(403, ROUTING_FORBIDDEN);
		case 'forbidden':
			return errorResponse(403, { detail: 'You are not authorized to perform this action' });
		case 'notFoundPage':
			return {
				status: 404,
				body: NOT_FOUND_PAGE,
				headers: { 'content-type': 'text/html; charset=utf-8' },
			};
		default:
			return undefined;
	}
}

/**
 * `GET /containers/{id}/route`: the route with the records `include` names (`route_location`,
 * `port`, `vessel`); an account without the feature gets its refusal whichever container it asks
 * about; a container without a route a JSON:API 404 that says so.
 */
export function containerRoute(ctx: RequestContext): MockResponse {
	const refused = refusal(ctx);
	if (refused) return refused;
	const container = byId(ctx.state.containers, ctx.params.id);
	if (!container) return notFound(`Couldn't find Container with 'id'=${ctx.params.id}`);
	const route = ctx.state.routes.find((candidate) => candidate.containerId === container.id);
	if (!route) return notFound(`Couldn't find Route for Container with 'id'=${container.id}`);

	const stops = route.stops.map((stop, index) => stopResource(route, stop, index));
	const wanted = new Set((ctx.query.include ?? '').split(',').map((name) => name.trim()));
	const portIds = new Set(route.stops.map((stop) => stop.portId));
	const vesselIds = new Set(
		route.stops.flatMap((stop) => [stop.inbound?.vesselId, stop.outbound?.vesselId]),
	);
	const included: unknown[] = [
		...(wanted.has('route_location') ? stops : []),
		...(wanted.has('port') ? ctx.state.ports.filter((port) => portIds.has(port.id)) : []),
		...(wanted.has('vessel') ? ctx.state.vessels.filter((vessel) => vesselIds.has(vessel.id)) : []),
	];
	const data = {
		id: route.id,
		type: 'route',
		attributes: { id: route.id, created_at: route.createdAt, updated_at: route.updatedAt },
		relationships: {
			cargo: ref('container', container.id),
			shipment: ref('shipment', route.shipmentId),
			route_locations: { data: stops.map((stop) => ({ id: stop.id, type: 'route_location' })) },
		},
	};
	return singleDocument(ctx, data, included);
}
