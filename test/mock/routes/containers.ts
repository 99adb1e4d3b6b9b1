import { resolveIncluded } from '../include';
import {
	errorResponse,
	isResponse,
	notFound,
	readEnvelope,
	singleDocument,
	unpagedListDocument,
	unprocessable,
} from '../jsonapi';
import { byId } from '../records';
import type { MockResponse, RequestContext, Route } from '../router';
import { listResources, ROUTING_FORBIDDEN, showResource } from './common';
import { containerRoute } from './containerRoute';

export const containerRoutes: Route[] = [
	{
		method: 'GET',
		pattern: '/containers',
		handler: (ctx) => {
			// filter[number] is the one container filter the API documents; other filter[...] are ignored, as there.
			const numbers = ctx.query['filter[number]']
				?.split(',')
				.map((number) => number.trim().toUpperCase())
				.filter((number) => number.length > 0);
			const containers = numbers?.length
				? ctx.state.containers.filter((container) =>
						numbers.includes(container.attributes.number.toUpperCase()),
					)
				: ctx.state.containers;
			return listResources(ctx, 'container', containers);
		},
	},
	{
		method: 'GET',
		pattern: '/containers/:id',
		handler: (ctx) =>
			showResource(ctx, 'container', byId(ctx.state.containers, ctx.params.id), 'Container'),
	},
	{
		method: 'PATCH',
		pattern: '/containers/:id/refresh',
		handler: (ctx) => {
			const container = byId(ctx.state.containers, ctx.params.id);
			if (!container) return notFound(`Couldn't find Container with 'id'=${ctx.params.id}`);
			ctx.state.containerRefreshes.push({ containerId: container.id, at: ctx.now });
			return { status: 200, body: { message: 'Refresh scheduled' } };
		},
	},
	{
		method: 'GET',
		pattern: '/containers/:id/transport_events',
		handler: (ctx) => {
			const container = byId(ctx.state.containers, ctx.params.id);
			if (!container) return notFound(`Couldn't find Container with 'id'=${ctx.params.id}`);
			const events = ctx.state.transportEvents.filter(
				(event) => event.relationships.container.data?.id === container.id,
			);
			const result = resolveIncluded(ctx.state, 'transport_event', events, ctx.query.include);
			if ('error' in result) return result.error;
			return unpagedListDocument(ctx, events, result.included);
		},
	},
	{
		method: 'GET',
		pattern: '/containers/:id/raw_events',
		handler: (ctx) => {
			const container = byId(ctx.state.containers, ctx.params.id);
			if (!container) return notFound(`Couldn't find Container with 'id'=${ctx.params.id}`);
			const ids = new Set(container.relationships.raw_events.data.map((ref) => ref.id));
			return unpagedListDocument(
				ctx,
				ctx.state.rawEvents.filter((event) => ids.has(event.id)),
			);
		},
	},
	{ method: 'GET', pattern: '/containers/:id/map_geojson', handler: containerMap },
	{ method: 'GET', pattern: '/containers/:id/route', handler: containerRoute },
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
					return unprocessable(
						'ref_numbers must be an array of strings',
						'/data/attributes/ref_numbers',
					);
				}
				container.attributes.ref_numbers = [...refNumbers];
			}
			return singleDocument(ctx, container);
		},
	},
];

function containerMap(ctx: RequestContext): MockResponse {
	const container = byId(ctx.state.containers, ctx.params.id);
	if (!container) return notFound(`Couldn't find Container with 'id'=${ctx.params.id}`);
	if (!ctx.routingEnabled) return errorResponse(403, ROUTING_FORBIDDEN);
	const ports = ctx.state.ports.slice(0, 2);
	const vessel = ctx.state.vessels[0];
	const point = (lat: number | null, lon: number | null) => ({
		type: 'Point',
		coordinates: [lon ?? 0, lat ?? 0],
	});
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
				properties: {
					feature_type: 'past_vessel_locations',
					ports_sequence: 1,
					vessel_id: vessel.id,
					point_count: 2,
				},
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
				properties: {
					feature_type: 'estimated_partial_leg',
					ports_sequence: 1,
					current_port_id: ports[0].id,
					next_port_id: ports[1].id,
					point_count: 2,
				},
			},
		);
	}
	return { status: 200, body: { type: 'FeatureCollection', features } };
}
