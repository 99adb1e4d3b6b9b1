import { errorResponse, notFound, singleDocument } from '../jsonapi';
import { byId } from '../records';
import type { VesselPosition, VesselResource } from '../resources';
import type { MockResponse, RequestContext, Route } from '../router';
import { ROUTING_FORBIDDEN } from './common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function findVessel(ctx: RequestContext): VesselResource | undefined {
	const key = ctx.params.id;
	return ctx.state.vessels.find((vessel) => vessel.id === key || vessel.attributes.imo === key);
}

function timestampParam(ctx: RequestContext, name: string): number | undefined | MockResponse {
	const raw = ctx.query[name];
	if (raw === undefined) return undefined;
	const at = Date.parse(raw);
	return Number.isNaN(at)
		? errorResponse(400, { detail: `${name} must be an ISO 8601 timestamp`, parameter: name })
		: at;
}

/** Evenly spaced points between the vessel's position and a destination, `estimated` as asked. */
function track(
	from: [number, number],
	to: [number, number],
	startMs: number,
	stepMs: number,
	count: number,
	estimated: boolean,
): VesselPosition[] {
	return Array.from({ length: count }, (_, i) => ({
		latitude: from[0] + ((to[0] - from[0]) * i) / Math.max(1, count - 1),
		longitude: from[1] + ((to[1] - from[1]) * i) / Math.max(1, count - 1),
		heading: 51,
		timestamp: new Date(startMs + i * stepMs).toISOString().replace('.000Z', 'Z'),
		estimated,
	}));
}

function requiredUuidParam(ctx: RequestContext, name: string): string | MockResponse {
	const value = ctx.query[name];
	if (value === undefined || value === '')
		return errorResponse(400, { detail: `${name} is required`, parameter: name });
	if (!UUID.test(value))
		return errorResponse(400, { detail: `${name} must be a UUID`, parameter: name });
	return value;
}

function futurePositions(ctx: RequestContext, withCoordinates: boolean): MockResponse {
	const vessel = findVessel(ctx);
	if (!vessel) return notFound(`Couldn't find Vessel with 'id'=${ctx.params.id}`);
	if (!ctx.routingEnabled) return errorResponse(403, ROUTING_FORBIDDEN);
	const portId = requiredUuidParam(ctx, 'port_id');
	if (typeof portId !== 'string') return portId;
	const previousPortId = requiredUuidParam(ctx, 'previous_port_id');
	if (typeof previousPortId !== 'string') return previousPortId;
	const port = byId(ctx.state.ports, portId);
	if (!port || !byId(ctx.state.ports, previousPortId)) return notFound("Couldn't find Port");
	let start: [number, number] = [vessel.attributes.latitude ?? 0, vessel.attributes.longitude ?? 0];
	if (withCoordinates) {
		const latitude = Number(ctx.query.latitude);
		const longitude = Number(ctx.query.longitude);
		if (
			ctx.query.latitude === undefined ||
			Number.isNaN(latitude) ||
			latitude < -90 ||
			latitude > 90
		) {
			return errorResponse(400, {
				detail: 'latitude must be a number between -90 and 90',
				parameter: 'latitude',
			});
		}
		if (
			ctx.query.longitude === undefined ||
			Number.isNaN(longitude) ||
			longitude < -180 ||
			longitude > 180
		) {
			return errorResponse(400, {
				detail: 'longitude must be a number between -180 and 180',
				parameter: 'longitude',
			});
		}
		start = [latitude, longitude];
	}
	const destination: [number, number] = [
		port.attributes.latitude ?? 0,
		port.attributes.longitude ?? 0,
	];
	// The API spaces estimated positions one minute apart.
	const positions = track(start, destination, ctx.now, 60_000, 6, true);
	return singleDocument(ctx, { ...vessel, attributes: { ...vessel.attributes, positions } });
}

/** Vessels by id or IMO, their positions (paid) and future positions (paid). */
export const vesselRoutes: Route[] = [
	{
		method: 'GET',
		pattern: '/vessels/:id/future_positions',
		handler: (ctx) => futurePositions(ctx, false),
	},
	{
		method: 'GET',
		pattern: '/vessels/:id/future_positions_with_coordinates',
		handler: (ctx) => futurePositions(ctx, true),
	},
	{
		method: 'GET',
		pattern: '/vessels/:id',
		handler: (ctx) => {
			const vessel = findVessel(ctx);
			if (!vessel) return notFound(`Couldn't find Vessel with 'id'=${ctx.params.id}`);
			const from = timestampParam(ctx, 'show_positions[from_timestamp]');
			const to = timestampParam(ctx, 'show_positions[to_timestamp]');
			if (typeof from === 'object') return from;
			if (typeof to === 'object') return to;
			if (from === undefined && to === undefined) return singleDocument(ctx, vessel);
			if (!ctx.routingEnabled) return errorResponse(403, ROUTING_FORBIDDEN);
			const end = to ?? ctx.now;
			const start = from ?? end - 7 * 86_400_000;
			const here: [number, number] = [
				vessel.attributes.latitude ?? 0,
				vessel.attributes.longitude ?? 0,
			];
			const positions = track(
				[here[0] - 2, here[1] - 2],
				here,
				start,
				Math.max(1, (end - start) / 4),
				5,
				false,
			);
			return singleDocument(ctx, { ...vessel, attributes: { ...vessel.attributes, positions } });
		},
	},
];
