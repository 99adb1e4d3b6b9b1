import { resolveIncluded } from '../include';
import { notFound, unpagedListDocument } from '../jsonapi';
import { byId } from '../records';
import type { Route } from '../router';
import { listResources, showResource } from './common';

export const containerRoutes: Route[] = [
	{
		method: 'GET',
		pattern: '/containers',
		handler: (ctx) => {
			// filter[number] is the one container filter the API documents; other filter[...] are ignored, as there.
			const numbers = ctx.query['filter[number]']
				?.split(',')
				.map((number) => number.trim().toUpperCase())
				.filter((number) => number.length > 0);
			const containers = numbers?.length
				? ctx.state.containers.filter((container) => numbers.includes(container.attributes.number.toUpperCase()))
				: ctx.state.containers;
			return listResources(ctx, 'container', containers);
		},
	},
	{
		method: 'GET',
		pattern: '/containers/:id',
		handler: (ctx) => showResource(ctx, 'container', byId(ctx.state.containers, ctx.params.id), 'Container'),
	},
	{
		method: 'PATCH',
		pattern: '/containers/:id/refresh',
		handler: (ctx) => {
			const container = byId(ctx.state.containers, ctx.params.id);
			if (!container) return notFound(`Couldn't find Container with 'id'=${ctx.params.id}`);
			ctx.state.containerRefreshes.push({ containerId: container.id, at: ctx.now });
			return { status: 200, body: { message: 'Refresh scheduled' } };
		},
	},
	{
		method: 'GET',
		pattern: '/containers/:id/transport_events',
		handler: (ctx) => {
			const container = byId(ctx.state.containers, ctx.params.id);
			if (!container) return notFound(`Couldn't find Container with 'id'=${ctx.params.id}`);
			const events = ctx.state.transportEvents.filter((event) => event.relationships.container.data?.id === container.id);
			const result = resolveIncluded(ctx.state, 'transport_event', events, ctx.query.include);
			if ('error' in result) return result.error;
			return unpagedListDocument(ctx, events, result.included);
		},
	},
	{
		method: 'GET',
		pattern: '/containers/:id/raw_events',
		handler: (ctx) => {
			const container = byId(ctx.state.containers, ctx.params.id);
			if (!container) return notFound(`Couldn't find Container with 'id'=${ctx.params.id}`);
			const ids = new Set(container.relationships.raw_events.data.map((ref) => ref.id));
			return unpagedListDocument(
				ctx,
				ctx.state.rawEvents.filter((event) => ids.has(event.id)),
			);
		},
	},
];
