import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import type { JsonApiDocument, JsonApiResource } from '../jsonapi';
import { terminal49Request } from '../transport';

const SEARCH_PAGE_SIZE = 50;

/**
 * Shipments for the "From List" mode, newest pages first as the API orders them. A search text is
 * sent as `number`, which the API matches against the whole bill of lading or booking number.
 */
export async function searchShipments(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const page = Number(paginationToken) > 0 ? Number(paginationToken) : 1;
	const qs: Record<string, string | number> = { 'page[number]': page, 'page[size]': SEARCH_PAGE_SIZE };
	if (filter?.trim()) qs.number = filter.trim();
	const document = (await terminal49Request.call(this, {
		method: 'GET',
		path: '/shipments',
		qs,
	})) as JsonApiDocument<JsonApiResource[]>;

	const results = (Array.isArray(document.data) ? document.data : []).map((shipment) => {
		const a = shipment.attributes ?? {};
		const details = [a.shipping_line_short_name ?? a.shipping_line_scac, a.port_of_discharge_name, a.customer_name]
			.filter((part) => typeof part === 'string' && part !== '')
			.join(' · ');
		return {
			name: `${String(a.bill_of_lading_number ?? shipment.id)}${details ? ` (${details})` : ''}`,
			value: shipment.id,
		};
	});
	const next = document.links?.next;
	return { results, paginationToken: typeof next === 'string' && next !== '' ? String(page + 1) : undefined };
}

/**
 * Tracking requests for the "From List" mode, newest first as the API orders them. A search text
 * is sent as `filter[request_number]`, which the API matches against the whole request number.
 */
export async function searchTrackingRequests(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const page = Number(paginationToken) > 0 ? Number(paginationToken) : 1;
	const qs: Record<string, string | number> = { 'page[number]': page, 'page[size]': SEARCH_PAGE_SIZE };
	if (filter?.trim()) qs['filter[request_number]'] = filter.trim();
	const document = (await terminal49Request.call(this, {
		method: 'GET',
		path: '/tracking_requests',
		qs,
	})) as JsonApiDocument<JsonApiResource[]>;

	const results = (Array.isArray(document.data) ? document.data : []).map((request) => {
		const a = request.attributes ?? {};
		const details = [a.scac, a.status, a.failed_reason]
			.filter((part) => typeof part === 'string' && part !== '')
			.join(' · ');
		return {
			name: `${String(a.request_number ?? request.id)}${details ? ` (${details})` : ''}`,
			value: request.id,
		};
	});
	const next = document.links?.next;
	return { results, paginationToken: typeof next === 'string' && next !== '' ? String(page + 1) : undefined };
}
