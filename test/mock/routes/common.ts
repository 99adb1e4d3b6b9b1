import { resolveIncluded } from '../include';
import { listDocument, notFound, paginate, singleDocument } from '../jsonapi';
import type { AnyResource } from '../resources';
import type { MockResponse, RequestContext } from '../router';

/** GET of one resource with `include` support; 404 when it does not exist. */
export function showResource(
	ctx: RequestContext,
	type: string,
	resource: AnyResource | undefined,
	label: string,
): MockResponse {
	if (!resource) return notFound(`Couldn't find ${label} with 'id'=${ctx.params.id}`);
	const result = resolveIncluded(ctx.state, type, [resource], ctx.query.include);
	if ('error' in result) return result.error;
	return singleDocument(ctx, resource, result.included);
}

/** A paged list with `include` support. */
export function listResources<T extends AnyResource>(
	ctx: RequestContext,
	type: string,
	items: readonly T[],
	defaultPageSize?: number,
): MockResponse {
	const page = paginate(items, ctx, defaultPageSize);
	const result = resolveIncluded(ctx.state, type, page.data, ctx.query.include);
	if ('error' in result) return result.error;
	return listDocument(page, result.included);
}

export function isStringArray(value: unknown): value is string[] {
	return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The API's 403 to an account without routing data (container maps, vessel positions). */
export const ROUTING_FORBIDDEN = { detail: 'Routing data feature is not enabled for this account' };
