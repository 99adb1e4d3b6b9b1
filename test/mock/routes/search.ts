import { errorResponse } from '../jsonapi';
import type { MockResponse, RequestContext, Route } from '../router';

/** The API's cap on search results. */
export const SEARCH_LIMIT = 25;

/** As the live API answers: every match is a search_result, its kind in entity_type (the OpenAPI's spelling comes from spelling.ts). */
interface SearchResult {
	id: string;
	type: 'search_result';
	attributes: {
		entity_type: 'shipment' | 'cargo' | 'tracking_request';
		number: string;
		shipment_id: string | null;
		scac: string | null;
		port_of_lading_name: string | null;
		port_of_discharge_name: string | null;
		containers_count: number | null;
		tracking_stopped: boolean | null;
		tracking_stopped_reason: string | null;
		status: string | null;
		failed_reason: string | null;
		ref_numbers: string[];
		created_at: string;
		updated_at: string;
	};
}

const EMPTY = {
	shipment_id: null,
	scac: null,
	port_of_lading_name: null,
	port_of_discharge_name: null,
	containers_count: null,
	tracking_stopped: null,
	tracking_stopped_reason: null,
	status: null,
	failed_reason: null,
} as const;

/** Newest first, as the API ranks within a type. */
const byRecency = <T extends { attributes: { created_at: string } }>(a: T, b: T) =>
	Date.parse(b.attributes.created_at) - Date.parse(a.attributes.created_at);

/**
 * GET /search?query=: partial, case-insensitive matches (the API's ILIKE) on BL, container,
 * request and reference numbers; shipments first, then containers ("cargo"), then tracking
 * requests, each newest first; tracking requests whose number is a shipment's BL are left out;
 * at most 25. A missing query is the API's 400 without title or status, as the OpenAPI shows.
 */
function search(ctx: RequestContext): MockResponse {
	const query = ctx.query.query?.trim().toUpperCase() ?? '';
	if (query === '') return errorResponse(400, { detail: 'Query parameter is required' });
	const matches = (text: string | null | undefined) =>
		typeof text === 'string' && text.toUpperCase().includes(query);
	const matchesAny = (numbers: readonly (string | null | undefined)[]) => numbers.some(matches);
	const { state } = ctx;

	const shipments = state.shipments
		.filter((s) =>
			matchesAny([
				s.attributes.bill_of_lading_number,
				s.attributes.normalized_number,
				...(s.attributes.ref_numbers ?? []),
			]),
		)
		.sort(byRecency)
		.map(
			(s): SearchResult => ({
				id: s.id,
				type: 'search_result',
				attributes: {
					...EMPTY,
					entity_type: 'shipment',
					number: s.attributes.bill_of_lading_number,
					scac: s.attributes.shipping_line_scac,
					port_of_lading_name: s.attributes.port_of_lading_name,
					port_of_discharge_name: s.attributes.port_of_discharge_name,
					containers_count: s.relationships.containers.data.length,
					tracking_stopped: s.attributes.line_tracking_stopped_at !== null,
					tracking_stopped_reason: s.attributes.line_tracking_stopped_reason,
					ref_numbers: [...(s.attributes.ref_numbers ?? [])],
					created_at: s.attributes.created_at,
					updated_at: s.attributes.created_at,
				},
			}),
		);
	const containers = state.containers
		.filter((c) => matchesAny([c.attributes.number, ...c.attributes.ref_numbers]))
		.sort(byRecency)
		.map((c): SearchResult => {
			const shipmentId = c.relationships.shipment.data?.id ?? null;
			const shipment = state.shipments.find((s) => s.id === shipmentId);
			return {
				id: c.id,
				type: 'search_result',
				attributes: {
					...EMPTY,
					entity_type: 'cargo',
					number: c.attributes.number,
					shipment_id: shipmentId,
					scac: shipment?.attributes.shipping_line_scac ?? null,
					ref_numbers: [...c.attributes.ref_numbers],
					created_at: c.attributes.created_at,
					updated_at: c.attributes.created_at,
				},
			};
		});
	const billsOfLading = new Set(
		state.shipments.map((s) => s.attributes.bill_of_lading_number.toUpperCase()),
	);
	const requests = state.trackingRequests
		.filter((r) => !billsOfLading.has(r.attributes.request_number.toUpperCase()))
		.filter((r) => matchesAny([r.attributes.request_number, ...(r.attributes.ref_numbers ?? [])]))
		.sort(byRecency)
		.map(
			(r): SearchResult => ({
				id: r.id,
				type: 'search_result',
				attributes: {
					...EMPTY,
					entity_type: 'tracking_request',
					number: r.attributes.request_number,
					shipment_id: r.relationships.tracked_object.data?.id ?? null,
					scac: r.attributes.scac,
					status: r.attributes.status,
					failed_reason: r.attributes.failed_reason,
					ref_numbers: [...(r.attributes.ref_numbers ?? [])],
					created_at: r.attributes.created_at,
					updated_at: r.attributes.updated_at,
				},
			}),
		);
	return {
		status: 200,
		body: { data: [...shipments, ...containers, ...requests].slice(0, SEARCH_LIMIT) },
	};
}

export const searchRoutes: Route[] = [{ method: 'GET', pattern: '/search', handler: search }];
