import { ApplicationError } from 'n8n-workflow';

import { isDotSegment } from '../helpers/readers/ids';

/**
 * Builds an API path whose interpolated values are each one encoded path segment, so an id such
 * as `a/b` or `../x` can never reach another endpoint.
 *
 * @example apiPath`/shipments/${id}` // '/shipments/a%2Fb' for id 'a/b'
 */
export function apiPath(strings: TemplateStringsArray, ...segments: unknown[]): string {
	return strings.reduce((path, literal, index) => {
		if (index === 0) return literal;
		return path + encodeSegment(segments[index - 1]) + literal;
	}, '');
}

function encodeSegment(value: unknown): string {
	const text = typeof value === 'number' ? String(value) : value;
	if (typeof text !== 'string' || text.trim() === '') {
		throw new ApplicationError('An id in the request path is empty');
	}
	if (isDotSegment(text)) {
		throw new ApplicationError(`"${text}" is not a valid id`);
	}
	return encodeURIComponent(text);
}

/** The text without the slashes it ends with. */
export function trimTrailingSlashes(text: string): string {
	// A loop, not /\/+$/: that regex is quadratic on a long run of slashes followed by anything else.
	let end = text.length;
	while (end > 0 && text[end - 1] === '/') end--;
	return text.slice(0, end);
}

/** `https://x/v2/` and `https://x/v2` are the same base; paths always start with '/'. */
export function normaliseBaseUrl(baseUrl: string): string {
	return trimTrailingSlashes(baseUrl.trim());
}

/**
 * The API's host for the endpoints outside the version base (Rails' direct uploads): the base URL
 * without its trailing version segment, so a proxy's own path prefix is kept.
 *
 * @example hostBaseUrl('https://api.terminal49.com/v2') // 'https://api.terminal49.com'
 */
export function hostBaseUrl(baseUrl: string): string {
	return normaliseBaseUrl(baseUrl).replace(/\/v\d+$/, '');
}
