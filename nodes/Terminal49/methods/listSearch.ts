import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import type { JsonApiDocument, JsonApiResource } from '../jsonapi';
import { terminal49Request } from '../transport';

const SEARCH_PAGE_SIZE = 50;

interface ListSearch {
	path: string;
	/** The query parameter the API matches a search text against. */
	filterParameter: string;
	/** The attribute that names a record in the list (its id when missing). */
	title: string;
	/** Attributes shown after the title, in brackets, when present. */
	details: (attributes: IDataObject) => unknown[];
}

/**
 * A "From List" search: one page per call; `paginationToken` is the next page number while the API
 * has one.
 */
function listSearchMethod(search: ListSearch) {
	return async function (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
		const page = Number(paginationToken) > 0 ? Number(paginationToken) : 1;
		const qs: Record<string, string | number> = { 'page[number]': page, 'page[size]': SEARCH_PAGE_SIZE };
		if (filter?.trim()) qs[search.filterParameter] = filter.trim();
		const document = (await terminal49Request.call(this, {
			method: 'GET',
			path: search.path,
			qs,
		})) as JsonApiDocument<JsonApiResource[]>;

		const results = (Array.isArray(document.data) ? document.data : []).map((resource) => {
			const a = resource.attributes ?? {};
			const details = search
				.details(a)
				.filter((part) => typeof part === 'string' && part !== '')
				.join(' · ');
			return {
				name: `${String(a[search.title] ?? resource.id)}${details ? ` (${details})` : ''}`,
				value: resource.id,
			};
		});
		const next = document.links?.next;
		return { results, paginationToken: typeof next === 'string' && next !== '' ? String(page + 1) : undefined };
	};
}

/**
 * Shipments for the "From List" mode, newest pages first as the API orders them. A search text is
 * sent as `number`, which the API matches against the whole bill of lading or booking number.
 */
export const searchShipments = listSearchMethod({
	path: '/shipments',
	filterParameter: 'number',
	title: 'bill_of_lading_number',
	details: (a) => [a.shipping_line_short_name ?? a.shipping_line_scac, a.port_of_discharge_name, a.customer_name],
});

/**
 * Tracking requests for the "From List" mode, newest first as the API orders them. A search text
 * is sent as `filter[request_number]`, which the API matches against the whole request number.
 */
export const searchTrackingRequests = listSearchMethod({
	path: '/tracking_requests',
	filterParameter: 'filter[request_number]',
	title: 'request_number',
	details: (a) => [a.scac, a.status, a.failed_reason],
});
