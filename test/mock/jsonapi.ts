import type { MockResponse, RequestContext } from './router';

export const JSON_API_CONTENT_TYPE = 'application/vnd.api+json';
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 30;

// ---------------------------------------------------------------------------------------------
// errors

const STATUS_TITLES: Readonly<Record<number, string>> = {
	400: 'Bad Request',
	401: 'Unauthorized',
	403: 'Forbidden',
	404: 'Not Found',
	409: 'Conflict',
	422: 'Unprocessable Entity',
	429: 'Too Many Requests',
	500: 'Internal Server Error',
	502: 'Bad Gateway',
	503: 'Service Unavailable',
	504: 'Gateway Timeout',
};

export function statusTitle(status: number): string {
	return STATUS_TITLES[status] ?? `HTTP ${status}`;
}

export interface ErrorSpec {
	detail: string;
	title?: string;
	pointer?: string;
	parameter?: string;
	code?: string;
}

export interface JsonApiError {
	status: string;
	title: string;
	detail: string;
	source?: { pointer: string } | { parameter: string };
	code?: string;
}

export function errorDocument(status: number, spec: ErrorSpec): { errors: JsonApiError[] } {
	const error: JsonApiError = {
		status: String(status),
		title: spec.title ?? statusTitle(status),
		detail: spec.detail,
	};
	if (spec.pointer !== undefined) error.source = { pointer: spec.pointer };
	else if (spec.parameter !== undefined) error.source = { parameter: spec.parameter };
	if (spec.code !== undefined) error.code = spec.code;
	return { errors: [error] };
}

export function errorResponse(
	status: number,
	spec: ErrorSpec,
	headers?: Record<string, string>,
): MockResponse {
	return { status, body: errorDocument(status, spec), headers };
}

export function notFound(detail: string): MockResponse {
	return errorResponse(404, { detail, code: 'not_found' });
}

export function unprocessable(detail: string, pointer: string, code = 'invalid'): MockResponse {
	return errorResponse(422, { detail, pointer, code });
}

// ---------------------------------------------------------------------------------------------
// documents

export function singleDocument(
	ctx: RequestContext,
	data: unknown,
	included?: readonly unknown[],
	status = 200,
): MockResponse {
	const body: Record<string, unknown> = { data, links: { self: ctx.requestUrl } };
	if (included && included.length > 0) body.included = included;
	return { status, body };
}

/** 201 for a created resource; links.self points at the new resource rather than the collection. */
export function createdDocument(
	ctx: RequestContext,
	data: unknown,
	resourcePath: string,
): MockResponse {
	return { status: 201, body: { data, links: { self: `${ctx.baseUrl}${resourcePath}` } } };
}

export interface Page<T> {
	data: T[];
	links: Record<string, string>;
	meta: { size: number; total: number };
}

function positiveInteger(raw: string | undefined): number | null {
	if (raw === undefined || !/^\d+$/.test(raw.trim())) return null;
	const value = Number(raw);
	return value >= 1 ? value : null;
}

/** Keeps brackets and commas readable in links, the way the API writes them ('page[number]=2'). */
function encodeQueryPart(value: string): string {
	return encodeURIComponent(value)
		.replace(/%5B/gi, '[')
		.replace(/%5D/gi, ']')
		.replace(/%2C/gi, ',');
}

/**
 * Pages `items` by page[number] / page[size]. The size is silently capped at 100 (as the real
 * API does) and the links carry the size actually used; `next` is absent on the last page.
 */
export function paginate<T>(
	items: readonly T[],
	ctx: RequestContext,
	defaultSize = DEFAULT_PAGE_SIZE,
): Page<T> {
	const size =
		ctx.state.pageSizeServed ??
		Math.min(positiveInteger(ctx.query['page[size]']) ?? defaultSize, MAX_PAGE_SIZE);
	const number = positiveInteger(ctx.query['page[number]']) ?? 1;
	const total = items.length;
	const served = ctx.state.totalServed?.(total) ?? total;
	const lastPage = Math.max(1, Math.ceil((ctx.state.linksFromTotalServed ? served : total) / size));
	const start = (number - 1) * size;
	const data = start < total ? items.slice(start, start + size) : [];

	const otherParams: string[] = [];
	const dropped = ctx.state.nextLinkDrops ?? [];
	ctx.searchParams.forEach((value, key) => {
		if (key !== 'page[number]' && key !== 'page[size]')
			otherParams.push(`${encodeQueryPart(key)}=${encodeQueryPart(value)}`);
	});
	const pageUrl = (pageNumber: number, params = otherParams): string =>
		`${ctx.baseUrl}${ctx.path}?${[`page[number]=${pageNumber}`, `page[size]=${size}`, ...params].join('&')}`;

	const links: Record<string, string> = {
		self: ctx.requestUrl,
		current: pageUrl(number),
		first: pageUrl(1),
	};
	if (number > 1) links.prev = pageUrl(Math.min(number - 1, lastPage));
	if (number < lastPage) {
		links.next = pageUrl(
			number + 1,
			otherParams.filter(
				(param) => !dropped.some((name) => param.startsWith(`${encodeQueryPart(name)}=`)),
			),
		);
	}
	links.last = pageUrl(lastPage);
	return { data, links, meta: { size: data.length, total: served } };
}

export function listDocument<T>(page: Page<T>, included?: readonly unknown[]): MockResponse {
	const body: Record<string, unknown> = { data: page.data, links: page.links, meta: page.meta };
	if (included && included.length > 0) body.included = included;
	return { status: 200, body };
}

/**
 * A list as the live API answers shipping lines and custom field definitions: `page[size]` is not
 * applied (every page holds the whole list) yet the links are worked out from it, so a small page
 * size gets `next` links to pages that repeat what was already sent; and no `meta` (no total), as
 * the recordings of those lists have none.
 */
export function listIgnoringPageSize(
	ctx: RequestContext,
	items: readonly unknown[],
	defaultSize = DEFAULT_PAGE_SIZE,
): MockResponse {
	const { links } = paginate(items, ctx, defaultSize);
	return { status: 200, body: { data: items, links } };
}

/** An unpaged list (shipping lines, a container's events): all items, links.self only. */
export function unpagedListDocument(
	ctx: RequestContext,
	data: readonly unknown[],
	included?: readonly unknown[],
): MockResponse {
	const body: Record<string, unknown> = { data, links: { self: ctx.requestUrl } };
	if (included && included.length > 0) body.included = included;
	return { status: 200, body };
}

// ---------------------------------------------------------------------------------------------
// request bodies

export function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface Envelope {
	attributes: Record<string, unknown>;
	relationships: Record<string, unknown>;
}

/**
 * Reads `{"data":{"type":<type>,"attributes":{...}}}`. Returns the 422 to send when the body is
 * not that envelope. `typeRequired: false` for the few endpoints whose schema lets `type` be omitted.
 */
export function readEnvelope(
	body: unknown,
	type: string,
	{ typeRequired = true } = {},
): Envelope | MockResponse {
	if (!isRecord(body) || !isRecord(body.data)) {
		return unprocessable(
			'The request body must be a JSON:API document with a data object',
			'/data',
			'missing_data',
		);
	}
	const data = body.data;
	if (data.type !== type && (typeRequired || data.type !== undefined)) {
		return unprocessable(`data.type must be "${type}"`, '/data/type', 'invalid_type');
	}
	if (!isRecord(data.attributes)) {
		return unprocessable(
			'data.attributes must be an object',
			'/data/attributes',
			'missing_attributes',
		);
	}
	return {
		attributes: data.attributes,
		relationships: isRecord(data.relationships) ? data.relationships : {},
	};
}

/** Tells a handler's early-exit response apart from the value it was looking up. */
export function isResponse<T extends object>(value: T | MockResponse): value is MockResponse {
	return 'status' in value && typeof value.status === 'number' && !('type' in value);
}
