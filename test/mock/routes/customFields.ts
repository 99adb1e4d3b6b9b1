import { checkCustomFieldValue } from '../customFieldValues';
import {
	createdDocument,
	errorResponse,
	isRecord,
	isResponse,
	notFound,
	readEnvelope,
	singleDocument,
	unprocessable,
	type Envelope,
} from '../jsonapi';
import { byId, customFieldResource, entityExists } from '../records';
import type { CustomFieldDefinitionResource, CustomFieldEntityType } from '../resources';
import type { MockResponse, RequestContext, Route } from '../router';
import { nextId, type CustomFieldRecord, type MockState } from '../state';
import { isoUtc } from '../time';
import { listResources } from './common';

const CUSTOM_FIELDS_PAGE_SIZE = 25;

const ENTITY_COLLECTIONS: ReadonlyArray<{
	plural: string;
	entityType: CustomFieldEntityType;
	label: string;
}> = [
	{ plural: 'tracking_requests', entityType: 'tracking_request', label: 'TrackingRequest' },
	{ plural: 'shipments', entityType: 'shipment', label: 'Shipment' },
	{ plural: 'containers', entityType: 'container', label: 'Container' },
];

/** Accepts the entity type as the API spells it in any place: 'TrackingRequest' or 'tracking_request'; 'Cargo' (live) or 'Container' (OpenAPI). */
export function normalizeEntityType(raw: unknown): CustomFieldEntityType | null {
	if (typeof raw !== 'string') return null;
	switch (raw.replace(/_/g, '').toLowerCase()) {
		case 'trackingrequest':
			return 'tracking_request';
		case 'shipment':
			return 'shipment';
		case 'cargo':
		case 'container':
			return 'container';
		default:
			return null;
	}
}

export function findDefinition(
	state: MockState,
	entityType: CustomFieldEntityType,
	slug: string,
): CustomFieldDefinitionResource | undefined {
	return state.customFieldDefinitions.find(
		(definition) =>
			definition.attributes.api_slug === slug &&
			normalizeEntityType(definition.attributes.entity_type) === entityType,
	);
}

function findValue(
	state: MockState,
	entityType: CustomFieldEntityType,
	entityId: string,
	slug: string,
): CustomFieldRecord | undefined {
	return state.customFields.find(
		(record) =>
			record.entityType === entityType && record.entityId === entityId && record.apiSlug === slug,
	);
}

interface ValueInput extends Envelope {
	value: unknown;
}

/** Reads `data.attributes.value` from the JSON:API envelope; the key must be present (null clears). */
function readValue(body: unknown): ValueInput | MockResponse {
	const envelope = readEnvelope(body, 'custom_field');
	if (isResponse(envelope)) return envelope;
	if (!('value' in envelope.attributes)) {
		return unprocessable('value is required', '/data/attributes/value', 'blank');
	}
	return { ...envelope, value: envelope.attributes.value };
}

/** Validates and stores a value (creating the record if needed) and logs the write. */
function writeValue(
	ctx: RequestContext,
	method: 'POST' | 'PATCH',
	target: {
		entityType: CustomFieldEntityType;
		entityId: string;
		definition: CustomFieldDefinitionResource;
	},
	rawValue: unknown,
): CustomFieldRecord | MockResponse {
	const { state } = ctx;
	const { entityType, entityId, definition } = target;
	const check = checkCustomFieldValue(
		definition,
		state.customFieldOptions.get(definition.id) ?? [],
		rawValue,
	);
	if (!check.ok) return unprocessable(check.detail, '/data/attributes/value', 'invalid_value');

	const now = isoUtc(ctx.now);
	let record = findValue(state, entityType, entityId, definition.attributes.api_slug);
	if (record) {
		record.value = check.value;
		record.updatedAt = now;
	} else {
		record = {
			id: nextId(state, 'custom_field'),
			entityType,
			entityId,
			definitionId: definition.id,
			apiSlug: definition.attributes.api_slug,
			value: check.value,
			createdAt: now,
			updatedAt: now,
		};
		state.customFields.push(record);
	}
	state.customFieldWrites.push({
		method,
		customFieldId: record.id,
		entityType,
		entityId,
		apiSlug: record.apiSlug,
		value: Array.isArray(check.value) ? [...check.value] : check.value,
		at: ctx.now,
	});
	return record;
}

function deleteValue(ctx: RequestContext, record: CustomFieldRecord): void {
	const { state } = ctx;
	state.customFields.splice(state.customFields.indexOf(record), 1);
	state.customFieldWrites.push({
		method: 'DELETE',
		customFieldId: record.id,
		entityType: record.entityType,
		entityId: record.entityId,
		apiSlug: record.apiSlug,
		value: null,
		at: ctx.now,
	});
}

function createValue(
	ctx: RequestContext,
	entityType: CustomFieldEntityType,
	entityId: string,
	input: ValueInput,
): MockResponse {
	const slug = input.attributes.api_slug;
	if (typeof slug !== 'string' || slug === '') {
		return unprocessable("api_slug can't be blank", '/data/attributes/api_slug', 'blank');
	}
	const definition = findDefinition(ctx.state, entityType, slug);
	if (!definition) {
		return unprocessable(
			`No custom field definition '${slug}' for ${entityType}`,
			'/data/attributes/api_slug',
			'not_found',
		);
	}
	if (findValue(ctx.state, entityType, entityId, slug)) {
		return unprocessable(
			`A value for '${slug}' already exists on this ${entityType}`,
			'/data/attributes/api_slug',
			'taken',
		);
	}
	const record = writeValue(ctx, 'POST', { entityType, entityId, definition }, input.value);
	if (isResponse(record)) return record;
	return createdDocument(
		ctx,
		customFieldResource(ctx.state, record),
		`/custom_fields/${record.id}`,
	);
}

/** /tracking_requests/{id}/custom_fields, /shipments/{id}/custom_fields, /containers/{id}/custom_fields */
function entityScopedRoutes(
	plural: string,
	entityType: CustomFieldEntityType,
	label: string,
): Route[] {
	const missingEntity = (ctx: RequestContext): MockResponse | null =>
		entityExists(ctx.state, entityType, ctx.params.id)
			? null
			: notFound(`Couldn't find ${label} with 'id'=${ctx.params.id}`);
	const missingDefinition = (ctx: RequestContext): CustomFieldDefinitionResource | MockResponse =>
		findDefinition(ctx.state, entityType, ctx.params.slug) ??
		notFound(`Couldn't find a custom field definition '${ctx.params.slug}' for ${label}`);

	return [
		{
			method: 'GET',
			pattern: `/${plural}/:id/custom_fields`,
			handler: (ctx) => {
				const missing = missingEntity(ctx);
				if (missing) return missing;
				const records = ctx.state.customFields.filter(
					(record) => record.entityType === entityType && record.entityId === ctx.params.id,
				);
				return listResources(
					ctx,
					'custom_field',
					records.map((record) => customFieldResource(ctx.state, record)),
					CUSTOM_FIELDS_PAGE_SIZE,
				);
			},
		},
		{
			method: 'POST',
			pattern: `/${plural}/:id/custom_fields`,
			handler: (ctx) => {
				const missing = missingEntity(ctx);
				if (missing) return missing;
				const input = readValue(ctx.body);
				if (isResponse(input)) return input;
				return createValue(ctx, entityType, ctx.params.id, input);
			},
		},
		{
			method: 'PATCH',
			pattern: `/${plural}/:id/custom_fields/:slug`,
			handler: (ctx) => {
				const missing = missingEntity(ctx);
				if (missing) return missing;
				const definition = missingDefinition(ctx);
				if (isResponse(definition)) return definition;
				const input = readValue(ctx.body);
				if (isResponse(input)) return input;
				const record = writeValue(
					ctx,
					'PATCH',
					{ entityType, entityId: ctx.params.id, definition },
					input.value,
				);
				if (isResponse(record)) return record;
				return singleDocument(ctx, customFieldResource(ctx.state, record));
			},
		},
		{
			method: 'DELETE',
			pattern: `/${plural}/:id/custom_fields/:slug`,
			handler: (ctx) => {
				const missing = missingEntity(ctx);
				if (missing) return missing;
				const definition = missingDefinition(ctx);
				if (isResponse(definition)) return definition;
				const record = findValue(ctx.state, entityType, ctx.params.id, ctx.params.slug);
				if (!record)
					return notFound(`${label} ${ctx.params.id} has no value for '${ctx.params.slug}'`);
				deleteValue(ctx, record);
				return { status: 204 };
			},
		},
	];
}

/** /custom_fields and /custom_fields/{id} */
const globalRoutes: Route[] = [
	{
		method: 'GET',
		pattern: '/custom_fields',
		handler: (ctx) => {
			const entityTypeFilter = ctx.query['filter[entity_type]'];
			const entityType =
				entityTypeFilter === undefined ? undefined : normalizeEntityType(entityTypeFilter);
			const entityId = ctx.query['filter[entity_id]'];
			const definitionId = ctx.query['filter[definition_id]'];
			// Terminal49's own recording of this list without a filter is this 500.
			if (
				ctx.state.spelling === 'live' &&
				entityTypeFilter === undefined &&
				entityId === undefined &&
				definitionId === undefined
			) {
				return {
					status: 500,
					body: {
						errors: [{ status: '500', source: null, title: 'Internal Server Error', detail: null }],
					},
				};
			}
			const records = ctx.state.customFields.filter(
				(record) =>
					(entityType === undefined || record.entityType === entityType) &&
					(entityId === undefined || record.entityId === entityId) &&
					(definitionId === undefined || record.definitionId === definitionId),
			);
			return listResources(
				ctx,
				'custom_field',
				records.map((record) => customFieldResource(ctx.state, record)),
				CUSTOM_FIELDS_PAGE_SIZE,
			);
		},
	},
	{
		method: 'POST',
		pattern: '/custom_fields',
		handler: (ctx) => {
			const input = readValue(ctx.body);
			if (isResponse(input)) return input;
			const entity = input.relationships.entity;
			const data = isRecord(entity) && isRecord(entity.data) ? entity.data : null;
			const entityType = normalizeEntityType(data?.type);
			if (!data || entityType === null || typeof data.id !== 'string') {
				return unprocessable(
					'relationships.entity.data must be {type: shipment|container|tracking_request, id}',
					'/data/relationships/entity',
					'blank',
				);
			}
			if (!entityExists(ctx.state, entityType, data.id)) {
				return unprocessable(
					`Couldn't find ${entityType} with 'id'=${data.id}`,
					'/data/relationships/entity',
					'not_found',
				);
			}
			return createValue(ctx, entityType, data.id, input);
		},
	},
	{
		method: 'GET',
		pattern: '/custom_fields/:id',
		handler: (ctx) => {
			const record = byId(ctx.state.customFields, ctx.params.id);
			if (!record) return notFound(`Couldn't find CustomField with 'id'=${ctx.params.id}`);
			return singleDocument(ctx, customFieldResource(ctx.state, record));
		},
	},
	{
		method: 'PATCH',
		pattern: '/custom_fields/:id',
		handler: (ctx) => {
			const existing = byId(ctx.state.customFields, ctx.params.id);
			if (!existing) return notFound(`Couldn't find CustomField with 'id'=${ctx.params.id}`);
			const definition = byId(ctx.state.customFieldDefinitions, existing.definitionId);
			if (!definition)
				return errorResponse(409, {
					detail: 'The definition of this custom field no longer exists',
				});
			const input = readValue(ctx.body);
			if (isResponse(input)) return input;
			const record = writeValue(
				ctx,
				'PATCH',
				{ entityType: existing.entityType, entityId: existing.entityId, definition },
				input.value,
			);
			if (isResponse(record)) return record;
			return singleDocument(ctx, customFieldResource(ctx.state, record));
		},
	},
	{
		method: 'DELETE',
		pattern: '/custom_fields/:id',
		handler: (ctx) => {
			const record = byId(ctx.state.customFields, ctx.params.id);
			if (!record) return notFound(`Couldn't find CustomField with 'id'=${ctx.params.id}`);
			deleteValue(ctx, record);
			return { status: 200, body: { meta: {} } };
		},
	},
];

export const customFieldRoutes: Route[] = [
	...ENTITY_COLLECTIONS.flatMap(({ plural, entityType, label }) =>
		entityScopedRoutes(plural, entityType, label),
	),
	...globalRoutes,
];
