import { listIgnoringPageSize, notFound, singleDocument, unpagedListDocument } from '../jsonapi';
import { byId } from '../records';
import type { Route } from '../router';
import { showResource } from './common';

/** Shipping lines and terminals: read-only reference data (ports: routes/moreReference.ts, by id or UN/LOCODE). */
export const referenceRoutes: Route[] = [
	{
		method: 'GET',
		pattern: '/shipping_lines',
		// The OpenAPI's list is not paginated; the live one ignores page[size] but still links pages.
		handler: (ctx) =>
			ctx.state.spelling === 'live' ? listIgnoringPageSize(ctx, ctx.state.shippingLines) : unpagedListDocument(ctx, ctx.state.shippingLines),
	},
	{
		method: 'GET',
		pattern: '/shipping_lines/:id',
		handler: (ctx) => {
			const line = byId(ctx.state.shippingLines, ctx.params.id);
			return line ? singleDocument(ctx, line) : notFound(`Couldn't find ShippingLine with 'id'=${ctx.params.id}`);
		},
	},
	{
		method: 'GET',
		pattern: '/terminals/:id',
		handler: (ctx) => showResource(ctx, 'terminal', byId(ctx.state.terminals, ctx.params.id), 'Terminal'),
	},
];
