import type { MockState } from './state';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface MockResponse {
	status: number;
	/** Serialized as JSON; omitted for 204. */
	body?: unknown;
	headers?: Record<string, string>;
	/**
	 * A request the mock sends before it answers (a test delivery to a local URL); `answer` builds
	 * the response from what came back.
	 */
	outbound?: OutboundRequest;
}

export interface OutboundRequest {
	url: string;
	headers: Record<string, string>;
	body: string;
	answer(outcome: OutboundOutcome): MockResponse;
}

export interface OutboundOutcome {
	status?: number;
	headers?: Record<string, string>;
	body?: string;
	/** Set when nothing came back (refused, timed out). */
	error?: string;
}

export interface RequestContext {
	state: MockState;
	method: string;
	/** Path parameters by name, each decoded once. */
	params: Record<string, string>;
	/** Decoded query parameters ('page[size]' → '100'); the last value wins on repeats. */
	query: Record<string, string>;
	/** The query as received, in order, for building pagination links. */
	searchParams: URLSearchParams;
	/** Parsed JSON body, or undefined when there was none. */
	body: unknown;
	/** 'http://127.0.0.1:<port>/v2' */
	baseUrl: string;
	/** The raw request path below /v2, e.g. '/containers'. */
	path: string;
	/** Absolute URL of this request as received. */
	requestUrl: string;
	now: number;
	/**
	 * Whether the account the request's key belongs to has the paid routing-data feature (routes,
	 * maps, vessel positions): the state's `routingEnabled`, and never for a key made with
	 * NO_ROUTING_KEY_PREFIX.
	 */
	routingEnabled: boolean;
}

export type RouteHandler = (ctx: RequestContext) => MockResponse;

export interface Route {
	method: HttpMethod;
	/** Path below /v2 with ':name' placeholders, e.g. '/containers/:id/custom_fields/:slug'. */
	pattern: string;
	handler: RouteHandler;
}

export interface RouteMatch {
	route: Route;
	params: Record<string, string>;
}

function splitPattern(pattern: string): string[] {
	return pattern.split('/').slice(1);
}

/**
 * Finds the route for a method and already-decoded path segments. Literal segments win over
 * placeholders because routes are tried in the order given (list literals first).
 */
export function matchRoute(
	routes: readonly Route[],
	method: string,
	segments: readonly string[],
): RouteMatch | null {
	for (const route of routes) {
		if (route.method !== method) continue;
		const parts = splitPattern(route.pattern);
		if (parts.length !== segments.length) continue;
		const params: Record<string, string> = {};
		const matches = parts.every((part, index) => {
			const segment = segments[index];
			if (part.startsWith(':')) {
				params[part.slice(1)] = segment;
				return segment.length > 0;
			}
			return part === segment;
		});
		if (matches) return { route, params };
	}
	return null;
}
