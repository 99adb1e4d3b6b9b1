import { isResponse, notFound, readEnvelope, singleDocument, unprocessable } from '../jsonapi';
import { byId } from '../records';
import type { ShipmentResource } from '../resources';
import type { MockResponse, RequestContext, Route } from '../router';
import type { MockState } from '../state';
import { isoUtc } from '../time';
import { isStringArray, listResources, showResource } from './common';

function matchesSearch(state: MockState, shipment: ShipmentResource, query: string): boolean {
	const needle = query.trim().toUpperCase();
	if (needle.length === 0) return true;
	const { bill_of_lading_number: billOfLading, ref_numbers: refNumbers } = shipment.attributes;
	if (billOfLading.toUpperCase().includes(needle)) return true;
	if ((refNumbers ?? []).some((ref) => ref.toUpperCase().includes(needle))) return true;
	const containerIds = new Set(shipment.relationships.containers.data.map((ref) => ref.id));
	return state.containers.some(
		(container) =>
			containerIds.has(container.id) && container.attributes.number.toUpperCase().includes(needle),
	);
}

/** `number` matches the original tracking request number (or the BL itself), never container numbers. */
function matchesNumber(state: MockState, shipment: ShipmentResource, number: string): boolean {
	const wanted = number.trim().toUpperCase();
	const { bill_of_lading_number: billOfLading, normalized_number: normalized } =
		shipment.attributes;
	if (billOfLading.toUpperCase() === wanted || normalized.toUpperCase() === wanted) return true;
	return state.trackingRequests.some(
		(request) =>
			request.relationships.tracked_object.data?.id === shipment.id &&
			request.attributes.request_number.toUpperCase() === wanted,
	);
}

function findShipment(ctx: RequestContext): ShipmentResource | MockResponse {
	return (
		byId(ctx.state.shipments, ctx.params.id) ??
		notFound(`Couldn't find Shipment with 'id'=${ctx.params.id}`)
	);
}

function updateShipment(ctx: RequestContext): MockResponse {
	const shipment = findShipment(ctx);
	if (isResponse(shipment)) return shipment;
	const envelope = readEnvelope(ctx.body, 'shipment', { typeRequired: false });
	if (isResponse(envelope)) return envelope;
	const { ref_numbers: refNumbers, tags } = envelope.attributes;
	if (refNumbers !== undefined && !isStringArray(refNumbers)) {
		return unprocessable('ref_numbers must be an array of strings', '/data/attributes/ref_numbers');
	}
	if (tags !== undefined) {
		if (!isStringArray(tags))
			return unprocessable('tags must be an array of strings', '/data/attributes/tags');
		if (new Set(tags).size !== tags.length)
			return unprocessable('tags must be unique', '/data/attributes/tags', 'taken');
	}
	if (refNumbers !== undefined) shipment.attributes.ref_numbers = [...refNumbers];
	if (tags !== undefined) shipment.attributes.tags = [...tags];
	return singleDocument(ctx, shipment);
}

export const shipmentRoutes: Route[] = [
	{
		method: 'GET',
		pattern: '/shipments',
		handler: (ctx) => {
			const { q, number } = ctx.query;
			const stopped = ctx.query['filter[tracking_stopped]'];
			const shipments = ctx.state.shipments.filter((shipment) => {
				if (q !== undefined && !matchesSearch(ctx.state, shipment, q)) return false;
				if (number !== undefined && !matchesNumber(ctx.state, shipment, number)) return false;
				if (stopped === 'true' && shipment.attributes.line_tracking_stopped_at === null)
					return false;
				if (stopped === 'false' && shipment.attributes.line_tracking_stopped_at !== null)
					return false;
				return true;
			});
			return listResources(ctx, 'shipment', shipments);
		},
	},
	{
		method: 'GET',
		pattern: '/shipments/:id',
		handler: (ctx) =>
			showResource(ctx, 'shipment', byId(ctx.state.shipments, ctx.params.id), 'Shipment'),
	},
	{ method: 'PATCH', pattern: '/shipments/:id', handler: updateShipment },
	{
		method: 'PATCH',
		pattern: '/shipments/:id/stop_tracking',
		handler: (ctx) => {
			const shipment = findShipment(ctx);
			if (isResponse(shipment)) return shipment;
			if (shipment.attributes.line_tracking_stopped_at === null) {
				shipment.attributes.line_tracking_stopped_at = isoUtc(ctx.now);
				shipment.attributes.line_tracking_stopped_reason = 'cancelled_by_user';
			}
			return singleDocument(ctx, shipment);
		},
	},
	{
		method: 'PATCH',
		pattern: '/shipments/:id/resume_tracking',
		handler: (ctx) => {
			const shipment = findShipment(ctx);
			if (isResponse(shipment)) return shipment;
			shipment.attributes.line_tracking_stopped_at = null;
			shipment.attributes.line_tracking_stopped_reason = null;
			return singleDocument(ctx, shipment);
		},
	},
];
