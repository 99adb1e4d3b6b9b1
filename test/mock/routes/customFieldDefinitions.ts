import { listIgnoringPageSize, notFound, singleDocument } from '../jsonapi';
import { byId } from '../records';
import type { Route } from '../router';
import { listResources } from './common';
import { normalizeEntityType } from './customFields';

const DEFINITIONS_PAGE_SIZE = 25;

export const customFieldDefinitionRoutes: Route[] = [
	{
		method: 'GET',
		pattern: '/custom_field_definitions',
		handler: (ctx) => {
			const entityTypeFilter = ctx.query['filter[entity_type]'];
			const entityType =
				entityTypeFilter === undefined ? undefined : normalizeEntityType(entityTypeFilter);
			const dataType = ctx.query['filter[data_type]'];
			const displayNamePrefix = ctx.query['filter[display_name]']?.toLowerCase();
			const definitions = ctx.state.customFieldDefinitions.filter(({ attributes }) => {
				if (entityType !== undefined && normalizeEntityType(attributes.entity_type) !== entityType)
					return false;
				if (dataType !== undefined && attributes.data_type !== dataType) return false;
				return (
					displayNamePrefix === undefined ||
					attributes.display_name.toLowerCase().startsWith(displayNamePrefix)
				);
			});
			if (ctx.state.spelling === 'live')
				return listIgnoringPageSize(ctx, definitions, DEFINITIONS_PAGE_SIZE);
			return listResources(ctx, 'custom_field_definition', definitions, DEFINITIONS_PAGE_SIZE);
		},
	},
	{
		method: 'GET',
		pattern: '/custom_field_definitions/:id',
		handler: (ctx) => {
			const definition = byId(ctx.state.customFieldDefinitions, ctx.params.id);
			if (!definition)
				return notFound(`Couldn't find CustomFieldDefinition with 'id'=${ctx.params.id}`);
			return singleDocument(ctx, definition);
		},
	},
	{
		method: 'GET',
		pattern: '/custom_field_definitions/:id/options',
		handler: (ctx) => {
			if (!byId(ctx.state.customFieldDefinitions, ctx.params.id)) {
				return notFound(`Couldn't find CustomFieldDefinition with 'id'=${ctx.params.id}`);
			}
			const options = [...(ctx.state.customFieldOptions.get(ctx.params.id) ?? [])].sort(
				(a, b) =>
					(a.attributes.position ?? Number.MAX_SAFE_INTEGER) -
					(b.attributes.position ?? Number.MAX_SAFE_INTEGER),
			);
			return listResources(ctx, 'custom_field_option', options, DEFINITIONS_PAGE_SIZE);
		},
	},
	{
		method: 'GET',
		pattern: '/custom_field_definitions/:id/options/:optionId',
		handler: (ctx) => {
			if (!byId(ctx.state.customFieldDefinitions, ctx.params.id)) {
				return notFound(`Couldn't find CustomFieldDefinition with 'id'=${ctx.params.id}`);
			}
			const option = byId(
				ctx.state.customFieldOptions.get(ctx.params.id) ?? [],
				ctx.params.optionId,
			);
			if (!option)
				return notFound(`Couldn't find CustomFieldOption with 'id'=${ctx.params.optionId}`);
			return singleDocument(ctx, option);
		},
	},
];
