import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { searchResultKind } from '../shared/catalogue/searchResults';
import { fetchShippingLines, lineLabel, lineMatches } from '../shared/lookups/shippingLines';
import { relatedIdentifier } from '../shared/jsonapi';
import { requestList } from '../shared/transport';

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
	return async function (
		this: ILoadOptionsFunctions,
		filter?: string,
		paginationToken?: string,
	): Promise<INodeListSearchResult> {
		const page = Number(paginationToken) > 0 ? Number(paginationToken) : 1;
		const qs: Record<string, string | number> = {
			'page[number]': page,
			'page[size]': SEARCH_PAGE_SIZE,
		};
		if (filter?.trim()) qs[search.filterParameter] = filter.trim();
		const document = await requestList.call(this, { method: 'GET', path: search.path, qs });

		const results = document.data.map((resource) => {
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
		return {
			results,
			paginationToken: typeof next === 'string' && next !== '' ? String(page + 1) : undefined,
		};
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
	details: (a) => [
		a.shipping_line_short_name ?? a.shipping_line_scac,
		a.port_of_discharge_name,
		a.customer_name,
	],
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

/**
 * Containers for the "From List" mode. A search text goes to `/search`, which matches part of a
 * number; the containers ("cargo") among its matches are listed with their carrier. Without one,
 * the account's containers page by page, newest first, with their shipment's BL.
 */
export async function searchContainers(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const query = filter?.trim() ?? '';
	if (query !== '') {
		const document = await requestList.call(this, {
			method: 'GET',
			path: '/search',
			qs: { query },
		});
		const results = document.data
			.filter((result) => searchResultKind(result) === 'cargo')
			.map((result) => {
				const a = result.attributes ?? {};
				const scac = typeof a.scac === 'string' && a.scac !== '' ? ` (${a.scac})` : '';
				return { name: `${String(a.number ?? result.id)}${scac}`, value: result.id };
			});
		return { results };
	}
	const page = Number(paginationToken) > 0 ? Number(paginationToken) : 1;
	const document = await requestList.call(this, {
		method: 'GET',
		path: '/containers',
		qs: { 'page[number]': page, 'page[size]': SEARCH_PAGE_SIZE, include: 'shipment' },
	});
	const shipments = new Map(
		(document.included ?? [])
			.filter((r) => r.type === 'shipment')
			.map((r) => [r.id, r.attributes ?? {}]),
	);
	const results = document.data.map((container) => {
		const a = container.attributes ?? {};
		const ref = relatedIdentifier(container, 'shipment');
		const shipment = ref ? shipments.get(ref.id) : undefined;
		const details = [
			shipment?.bill_of_lading_number ? `BL ${String(shipment.bill_of_lading_number)}` : '',
			a.current_status,
		]
			.filter((part) => typeof part === 'string' && part !== '')
			.join(' · ');
		return {
			name: `${String(a.number ?? container.id)}${details ? ` (${details})` : ''}`,
			value: container.id,
		};
	});
	const next = document.links?.next;
	return {
		results,
		paginationToken: typeof next === 'string' && next !== '' ? String(page + 1) : undefined,
	};
}

/** Documents for the "From List" mode. A search text is sent as `filter[filename]`, a full-text match on the file name. */
export const searchDocuments = listSearchMethod({
	path: '/documents',
	filterParameter: 'filter[filename]',
	title: 'name',
	details: (a) => [
		a.document_type_manual ?? a.document_type,
		a.file_name === a.name ? undefined : a.file_name,
	],
});

/**
 * Carriers for the "From List" mode, by name. The API has one unpaged list of them and no search,
 * so the search text is matched here against names and SCACs.
 */
export async function searchShippingLines(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const lines = await fetchShippingLines.call(this);
	const results = lines
		.filter((line) => lineMatches(line, filter ?? ''))
		.map((line) => ({ name: lineLabel(line), value: line.id }))
		.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}
