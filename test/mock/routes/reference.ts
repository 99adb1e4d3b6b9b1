import { listIgnoringPageSize, notFound, singleDocument, unpagedListDocument } from '../jsonapi';
import { byId } from '../records';
import type { Route } from '../router';
import { showResource } from './common';

/** Ports and metro areas answer to their id or their UN/LOCODE. */
function byIdOrCode<T extends { id: string; attributes: { code: string } }>(
	items: readonly T[],
	key: string,
): T | undefined {
	return items.find(
		(item) => item.id === key || item.attributes.code.toUpperCase() === key.toUpperCase(),
	);
}

/** Shipping lines, terminals, ports and metro areas (the last two by id or UN/LOCODE): read-only reference data. */
export const referenceRoutes: Route[] = [
	{
		method: 'GET',
		pattern: '/shipping_lines',
		// The OpenAPI's list is not paginated; the live one ignores page[size] but still links pages.
		handler: (ctx) =>
			ctx.state.spelling === 'live'
				? listIgnoringPageSize(ctx, ctx.state.shippingLines)
				: unpagedListDocument(ctx, ctx.state.shippingLines),
	},
	{
		method: 'GET',
		pattern: '/shipping_lines/:id',
		handler: (ctx) => {
			const line = byId(ctx.state.shippingLines, ctx.params.id);
			return line
				? singleDocument(ctx, line)
				: notFound(`Couldn't find ShippingLine with 'id'=${ctx.params.id}`);
		},
	},
	{
		method: 'GET',
		pattern: '/terminals/:id',
		handler: (ctx) =>
			showResource(ctx, 'terminal', byId(ctx.state.terminals, ctx.params.id), 'Terminal'),
	},
	{
		method: 'GET',
		pattern: '/metro_areas/:id',
		handler: (ctx) => {
			const area = byIdOrCode(ctx.state.metroAreas, ctx.params.id);
			return area
				? singleDocument(ctx, area)
				: notFound(`Couldn't find MetroArea with 'id'=${ctx.params.id}`);
		},
	},
	{
		method: 'GET',
		pattern: '/ports/:id',
		handler: (ctx) => {
			const port = byIdOrCode(ctx.state.ports, ctx.params.id);
			return port
				? singleDocument(ctx, port)
				: notFound(`Couldn't find Port with 'id'=${ctx.params.id}`);
		},
	},
];
