import { makeCustomFieldDefinition, makeOption } from '../builders';
import {
	createdDocument,
	isRecord,
	isResponse,
	notFound,
	readEnvelope,
	singleDocument,
	unprocessable,
	errorResponse,
} from '../jsonapi';
import { byId } from '../records';
import type {
	CustomFieldDataType,
	CustomFieldDefinitionResource,
	CustomFieldOptionResource,
} from '../resources';
import type { MockResponse, RequestContext, Route } from '../router';
import { nextId } from '../state';

const DATA_TYPES: readonly CustomFieldDataType[] = [
	'short_text',
	'number',
	'date',
	'datetime',
	'boolean',
	'enum',
	'enum_multi',
	'reference',
];
/** The OpenAPI lets a definition be created for shipments and containers only. */
const CREATABLE_ENTITY_TYPES = ['Shipment', 'Cargo', 'Container'] as const;
const SLUG = /^[a-z][a-z0-9_]*$/;

function findDefinition(ctx: RequestContext): CustomFieldDefinitionResource | MockResponse {
	return (
		byId(ctx.state.customFieldDefinitions, ctx.params.id) ??
		notFound(`Couldn't find CustomFieldDefinition with 'id'=${ctx.params.id}`)
	);
}

function optionalText(value: unknown, name: string): string | null | undefined | MockResponse {
	if (value === undefined || value === null) return value;
	return typeof value === 'string'
		? value
		: unprocessable(`${name} must be a string`, `/data/attributes/${name}`);
}

/** The changes both create and update may carry. */
function commonChanges(
	attributes: Record<string, unknown>,
): Partial<CustomFieldDefinitionResource['attributes']> | MockResponse {
	const changes: Partial<CustomFieldDefinitionResource['attributes']> = {};
	if (attributes.display_name !== undefined) {
		if (typeof attributes.display_name !== 'string' || attributes.display_name.trim() === '') {
			return unprocessable("Display name can't be blank", '/data/attributes/display_name', 'blank');
		}
		changes.display_name = attributes.display_name;
	}
	for (const name of ['description', 'default_format'] as const) {
		const value = optionalText(attributes[name], name);
		if (value !== undefined && value !== null && typeof value === 'object') return value;
		if (value !== undefined) changes[name] = value;
	}
	if (attributes.validation !== undefined) {
		if (attributes.validation !== null && !isRecord(attributes.validation))
			return unprocessable('validation must be an object', '/data/attributes/validation');
		changes.validation = attributes.validation;
	}
	return changes;
}

function findOption(
	ctx: RequestContext,
	definitionId: string,
): CustomFieldOptionResource | MockResponse {
	return (
		byId(ctx.state.customFieldOptions.get(definitionId) ?? [], ctx.params.optionId) ??
		notFound(`Couldn't find CustomFieldOption with 'id'=${ctx.params.optionId}`)
	);
}

function position(value: unknown): number | null | undefined | MockResponse {
	if (value === undefined || value === null) return value;
	return Number.isInteger(value)
		? (value as number)
		: unprocessable('position must be an integer', '/data/attributes/position');
}

/** Writes to custom field definitions and their options, validated as the OpenAPI's schemas say. */
export const customFieldDefinitionWriteRoutes: Route[] = [
	{
		method: 'POST',
		pattern: '/custom_field_definitions',
		handler: (ctx) => {
			const envelope = readEnvelope(ctx.body, 'custom_field_definition');
			if (isResponse(envelope)) return envelope;
			const a = envelope.attributes;
			for (const name of ['entity_type', 'api_slug', 'display_name', 'data_type']) {
				if (a[name] === undefined || a[name] === '')
					return unprocessable(`${name} can't be blank`, `/data/attributes/${name}`, 'blank');
			}
			if (
				!CREATABLE_ENTITY_TYPES.includes(a.entity_type as (typeof CREATABLE_ENTITY_TYPES)[number])
			) {
				return unprocessable(
					`entity_type must be one of ${CREATABLE_ENTITY_TYPES.join(', ')}`,
					'/data/attributes/entity_type',
					'inclusion',
				);
			}
			if (!DATA_TYPES.includes(a.data_type as CustomFieldDataType)) {
				return unprocessable(
					`data_type must be one of ${DATA_TYPES.join(', ')}`,
					'/data/attributes/data_type',
					'inclusion',
				);
			}
			if (typeof a.api_slug !== 'string' || !SLUG.test(a.api_slug)) {
				return unprocessable(
					'api_slug may hold only lower-case letters, digits and underscores',
					'/data/attributes/api_slug',
					'invalid',
				);
			}
			const entityType = a.entity_type as (typeof CREATABLE_ENTITY_TYPES)[number];
			if (
				ctx.state.customFieldDefinitions.some(
					(d) => d.attributes.entity_type === entityType && d.attributes.api_slug === a.api_slug,
				)
			) {
				return unprocessable(
					'api_slug has already been taken',
					'/data/attributes/api_slug',
					'taken',
				);
			}
			const changes = commonChanges(a);
			if (isResponse(changes as object)) return changes as MockResponse;
			const referenceType = optionalText(a.reference_type, 'reference_type');
			if (
				referenceType !== undefined &&
				referenceType !== null &&
				typeof referenceType === 'object'
			)
				return referenceType;
			const definition = makeCustomFieldDefinition(
				{
					entity_type: entityType,
					api_slug: a.api_slug,
					data_type: a.data_type as CustomFieldDataType,
					reference_type: referenceType ?? null,
					...(changes as Partial<CustomFieldDefinitionResource['attributes']>),
				},
				{ id: nextId(ctx.state, 'custom_field_definition') },
			);
			ctx.state.customFieldDefinitions.push(definition);
			return createdDocument(ctx, definition, `/custom_field_definitions/${definition.id}`);
		},
	},
	{
		method: 'PATCH',
		pattern: '/custom_field_definitions/:id',
		handler: (ctx) => {
			const definition = findDefinition(ctx);
			if (isResponse(definition)) return definition;
			const envelope = readEnvelope(ctx.body, 'custom_field_definition');
			if (isResponse(envelope)) return envelope;
			for (const fixed of ['entity_type', 'api_slug', 'data_type']) {
				if (envelope.attributes[fixed] !== undefined)
					return unprocessable(
						`${fixed} cannot be changed`,
						`/data/attributes/${fixed}`,
						'immutable',
					);
			}
			const changes = commonChanges(envelope.attributes);
			if (isResponse(changes as object)) return changes as MockResponse;
			Object.assign(definition.attributes, changes);
			return singleDocument(ctx, definition);
		},
	},
	{
		method: 'DELETE',
		pattern: '/custom_field_definitions/:id',
		handler: (ctx) => {
			const definition = findDefinition(ctx);
			if (isResponse(definition)) return definition;
			ctx.state.customFieldDefinitions.splice(
				ctx.state.customFieldDefinitions.indexOf(definition),
				1,
			);
			ctx.state.customFieldOptions.delete(definition.id);
			ctx.state.customFields = ctx.state.customFields.filter(
				(record) => record.definitionId !== definition.id,
			);
			return { status: 200, body: { meta: {} } };
		},
	},
	{
		method: 'POST',
		pattern: '/custom_field_definitions/:id/options',
		handler: (ctx) => {
			const definition = findDefinition(ctx);
			if (isResponse(definition)) return definition;
			if (
				definition.attributes.data_type !== 'enum' &&
				definition.attributes.data_type !== 'enum_multi'
			) {
				return errorResponse(422, {
					detail: 'Options can only be added to enum and enum_multi fields',
					pointer: '/data',
					code: 'invalid',
				});
			}
			const envelope = readEnvelope(ctx.body, 'custom_field_option');
			if (isResponse(envelope)) return envelope;
			const { label, value } = envelope.attributes;
			if (typeof label !== 'string' || label.trim() === '')
				return unprocessable("label can't be blank", '/data/attributes/label', 'blank');
			if (typeof value !== 'string' || value.trim() === '')
				return unprocessable("value can't be blank", '/data/attributes/value', 'blank');
			const options = ctx.state.customFieldOptions.get(definition.id) ?? [];
			if (options.some((o) => o.attributes.value === value))
				return unprocessable('value has already been taken', '/data/attributes/value', 'taken');
			const at = position(envelope.attributes.position);
			if (at !== undefined && at !== null && typeof at === 'object') return at;
			const option = makeOption(
				{ label, value, position: at ?? options.length },
				{ id: nextId(ctx.state, 'custom_field_option'), definitionId: definition.id },
			);
			ctx.state.customFieldOptions.set(definition.id, [...options, option]);
			return createdDocument(
				ctx,
				option,
				`/custom_field_definitions/${definition.id}/options/${option.id}`,
			);
		},
	},
	{
		method: 'PATCH',
		pattern: '/custom_field_definitions/:id/options/:optionId',
		handler: (ctx) => {
			const definition = findDefinition(ctx);
			if (isResponse(definition)) return definition;
			const option = findOption(ctx, definition.id);
			if (isResponse(option)) return option;
			const envelope = readEnvelope(ctx.body, 'custom_field_option');
			if (isResponse(envelope)) return envelope;
			if (envelope.attributes.value !== undefined)
				return unprocessable('value cannot be changed', '/data/attributes/value', 'immutable');
			const { label } = envelope.attributes;
			if (label !== undefined && (typeof label !== 'string' || label.trim() === ''))
				return unprocessable("label can't be blank", '/data/attributes/label', 'blank');
			const at = position(envelope.attributes.position);
			if (at !== undefined && at !== null && typeof at === 'object') return at;
			if (typeof label === 'string') option.attributes.label = label;
			if (at !== undefined) option.attributes.position = at;
			return singleDocument(ctx, option);
		},
	},
	{
		method: 'DELETE',
		pattern: '/custom_field_definitions/:id/options/:optionId',
		handler: (ctx) => {
			const definition = findDefinition(ctx);
			if (isResponse(definition)) return definition;
			const option = findOption(ctx, definition.id);
			if (isResponse(option)) return option;
			ctx.state.customFieldOptions.set(
				definition.id,
				(ctx.state.customFieldOptions.get(definition.id) ?? []).filter((o) => o !== option),
			);
			return { status: 200, body: { meta: {} } };
		},
	},
];
