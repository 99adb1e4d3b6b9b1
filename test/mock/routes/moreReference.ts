import { errorResponse, listDocument, notFound, paginate, readEnvelope, isResponse, singleDocument, createdDocument, unprocessable } from '../jsonapi';
import type { VesselPosition, VesselResource } from '../moreReference';
import { byId } from '../records';
import type { MockResponse, RequestContext, Route } from '../router';
import { nextId } from '../state';

const ROUTING_FORBIDDEN = { detail: 'Routing data feature is not enabled for this account' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ports and metro areas answer to their id or their UN/LOCODE. */
function byIdOrCode<T extends { id: string; attributes: { code: string } }>(items: readonly T[], key: string): T | undefined {
	return items.find((item) => item.id === key || item.attributes.code.toUpperCase() === key.toUpperCase());
}

function findVessel(ctx: RequestContext): VesselResource | undefined {
	const key = ctx.params.id;
	return ctx.state.vessels.find((vessel) => vessel.id === key || vessel.attributes.imo === key);
}

function timestampParam(ctx: RequestContext, name: string): number | undefined | MockResponse {
	const raw = ctx.query[name];
	if (raw === undefined) return undefined;
	const at = Date.parse(raw);
	return Number.isNaN(at) ? errorResponse(400, { detail: `${name} must be an ISO 8601 timestamp`, parameter: name }) : at;
}

/** Evenly spaced points between the vessel's position and a destination, `estimated` as asked. */
function track(from: [number, number], to: [number, number], startMs: number, stepMs: number, count: number, estimated: boolean): VesselPosition[] {
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
	if (value === undefined || value === '') return errorResponse(400, { detail: `${name} is required`, parameter: name });
	if (!UUID.test(value)) return errorResponse(400, { detail: `${name} must be a UUID`, parameter: name });
	return value;
}

function futurePositions(ctx: RequestContext, withCoordinates: boolean): MockResponse {
	const vessel = findVessel(ctx);
	if (!vessel) return notFound(`Couldn't find Vessel with 'id'=${ctx.params.id}`);
	if (!ctx.state.routingEnabled) return errorResponse(403, ROUTING_FORBIDDEN);
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
		if (ctx.query.latitude === undefined || Number.isNaN(latitude) || latitude < -90 || latitude > 90) {
			return errorResponse(400, { detail: 'latitude must be a number between -90 and 90', parameter: 'latitude' });
		}
		if (ctx.query.longitude === undefined || Number.isNaN(longitude) || longitude < -180 || longitude > 180) {
			return errorResponse(400, { detail: 'longitude must be a number between -180 and 180', parameter: 'longitude' });
		}
		start = [latitude, longitude];
	}
	const destination: [number, number] = [port.attributes.latitude ?? 0, port.attributes.longitude ?? 0];
	// The API spaces estimated positions one minute apart.
	const positions = track(start, destination, ctx.now, 60_000, 6, true);
	return singleDocument(ctx, { ...vessel, attributes: { ...vessel.attributes, positions } });
}

function containerMap(ctx: RequestContext): MockResponse {
	const container = byId(ctx.state.containers, ctx.params.id);
	if (!container) return notFound(`Couldn't find Container with 'id'=${ctx.params.id}`);
	if (!ctx.state.routingEnabled) return errorResponse(403, ROUTING_FORBIDDEN);
	const ports = ctx.state.ports.slice(0, 2);
	const vessel = ctx.state.vessels[0];
	const point = (lat: number | null, lon: number | null) => ({ type: 'Point', coordinates: [lon ?? 0, lat ?? 0] });
	const features: unknown[] = ports.map((port, index) => ({
		type: 'Feature',
		geometry: point(port.attributes.latitude, port.attributes.longitude),
		properties: {
			feature_type: 'port',
			ports_sequence: index + 1,
			ports_total: ports.length,
			location_id: port.id,
			location_type: 'Port',
			name: port.attributes.name,
			state_abbr: port.attributes.state_abbr,
			country_code: port.attributes.country_code,
			locode: port.attributes.code,
		},
	}));
	if (vessel && ports.length === 2) {
		features.push(
			{
				type: 'Feature',
				geometry: point(vessel.attributes.latitude, vessel.attributes.longitude),
				properties: {
					feature_type: 'current_vessel',
					ports_sequence: 1,
					vessel_id: vessel.id,
					vessel_name: vessel.attributes.name,
					vessel_imo: vessel.attributes.imo,
					voyage_number: null,
					vessel_location_timestamp: vessel.attributes.position_timestamp,
					vessel_location_heading: vessel.attributes.navigational_heading_degrees,
				},
			},
			{
				type: 'Feature',
				geometry: {
					type: 'LineString',
					coordinates: [
						[ports[0].attributes.longitude ?? 0, ports[0].attributes.latitude ?? 0],
						[vessel.attributes.longitude ?? 0, vessel.attributes.latitude ?? 0],
					],
				},
				properties: { feature_type: 'past_vessel_locations', ports_sequence: 1, vessel_id: vessel.id, point_count: 2 },
			},
			{
				type: 'Feature',
				geometry: {
					type: 'LineString',
					coordinates: [
						[vessel.attributes.longitude ?? 0, vessel.attributes.latitude ?? 0],
						[ports[1].attributes.longitude ?? 0, ports[1].attributes.latitude ?? 0],
					],
				},
				properties: { feature_type: 'estimated_partial_leg', ports_sequence: 1, current_port_id: ports[0].id, next_port_id: ports[1].id, point_count: 2 },
			},
		);
	}
	return { status: 200, body: { type: 'FeatureCollection', features } };
}

function companyName(ctx: RequestContext, required: boolean): string | undefined | MockResponse {
	const envelope = readEnvelope(ctx.body, 'party', { typeRequired: false });
	if (isResponse(envelope)) return envelope;
	const name = envelope.attributes.company_name;
	if (name === undefined && !required) return undefined;
	if (typeof name !== 'string' || name.trim() === '') {
		return unprocessable("Company name can't be blank", '/data/attributes/company_name', 'blank');
	}
	return name;
}

/** Metro areas, ports by UN/LOCODE, vessels (paid positions), parties, container maps (paid) and container update. */
export const moreReferenceRoutes: Route[] = [
	{
		method: 'GET',
		pattern: '/metro_areas/:id',
		handler: (ctx) => {
			const area = byIdOrCode(ctx.state.metroAreas, ctx.params.id);
			return area ? singleDocument(ctx, area) : notFound(`Couldn't find MetroArea with 'id'=${ctx.params.id}`);
		},
	},
	{
		method: 'GET',
		pattern: '/ports/:id',
		handler: (ctx) => {
			const port = byIdOrCode(ctx.state.ports, ctx.params.id);
			return port ? singleDocument(ctx, port) : notFound(`Couldn't find Port with 'id'=${ctx.params.id}`);
		},
	},
	{ method: 'GET', pattern: '/vessels/:id/future_positions', handler: (ctx) => futurePositions(ctx, false) },
	{ method: 'GET', pattern: '/vessels/:id/future_positions_with_coordinates', handler: (ctx) => futurePositions(ctx, true) },
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
			if (!ctx.state.routingEnabled) return errorResponse(403, ROUTING_FORBIDDEN);
			const end = to ?? ctx.now;
			const start = from ?? end - 7 * 86_400_000;
			const here: [number, number] = [vessel.attributes.latitude ?? 0, vessel.attributes.longitude ?? 0];
			const positions = track([here[0] - 2, here[1] - 2], here, start, Math.max(1, (end - start) / 4), 5, false);
			return singleDocument(ctx, { ...vessel, attributes: { ...vessel.attributes, positions } });
		},
	},
	{
		method: 'GET',
		pattern: '/parties',
		// The OpenAPI's default page size for parties is 25.
		handler: (ctx) => listDocument(paginate(ctx.state.parties, ctx, 25)),
	},
	{
		method: 'POST',
		pattern: '/parties',
		handler: (ctx) => {
			const name = companyName(ctx, true);
			if (typeof name !== 'string') return name ?? unprocessable("Company name can't be blank", '/data/attributes/company_name', 'blank');
			const party = { id: nextId(ctx.state, 'party'), type: 'party' as const, attributes: { company_name: name } };
			ctx.state.parties.push(party);
			return createdDocument(ctx, party, `/parties/${party.id}`);
		},
	},
	{
		method: 'GET',
		pattern: '/parties/:id',
		handler: (ctx) => {
			const party = byId(ctx.state.parties, ctx.params.id);
			return party ? singleDocument(ctx, party) : notFound(`Couldn't find Party with 'id'=${ctx.params.id}`);
		},
	},
	{
		method: 'PATCH',
		pattern: '/parties/:id',
		handler: (ctx) => {
			const party = byId(ctx.state.parties, ctx.params.id);
			if (!party) return notFound(`Couldn't find Party with 'id'=${ctx.params.id}`);
			const name = companyName(ctx, false);
			if (name !== undefined && typeof name !== 'string') return name;
			if (name !== undefined) party.attributes.company_name = name;
			return singleDocument(ctx, party);
		},
	},
	{ method: 'GET', pattern: '/containers/:id/map_geojson', handler: containerMap },
	{
		method: 'PATCH',
		pattern: '/containers/:id',
		handler: (ctx) => {
			const container = byId(ctx.state.containers, ctx.params.id);
			if (!container) return notFound(`Couldn't find Container with 'id'=${ctx.params.id}`);
			const envelope = readEnvelope(ctx.body, 'container', { typeRequired: false });
			if (isResponse(envelope)) return envelope;
			const refNumbers = envelope.attributes.ref_numbers;
			if (refNumbers !== undefined) {
				if (!Array.isArray(refNumbers) || !refNumbers.every((ref) => typeof ref === 'string')) {
					return unprocessable('ref_numbers must be an array of strings', '/data/attributes/ref_numbers');
				}
				container.attributes.ref_numbers = [...refNumbers];
			}
			return singleDocument(ctx, container);
		},
	},
];
