import { displayValue } from './customFieldValues';
import type {
	AnyResource,
	CustomFieldDefinitionResource,
	CustomFieldEntityType,
	CustomFieldResource,
	ResourceIdentifier,
	WebhookResource,
} from './resources';
import type { CustomFieldRecord, MockState, WebhookRecord } from './state';

export function byId<T extends { id: string }>(items: readonly T[], id: string): T | undefined {
	return items.find((item) => item.id === id);
}

export function webhookResource(record: WebhookRecord): WebhookResource {
	return {
		id: record.id,
		type: 'webhook',
		attributes: {
			url: record.url,
			active: record.active,
			events: [...record.events],
			secret: record.secret,
			headers: record.headers === null ? null : record.headers.map((header) => ({ ...header })),
			created_at: record.createdAt,
		},
		links: { self: `/v2/webhooks/${record.id}` },
	};
}

export function definitionOf(
	state: MockState,
	record: CustomFieldRecord,
): CustomFieldDefinitionResource | undefined {
	return byId(state.customFieldDefinitions, record.definitionId);
}

export function customFieldResource(
	state: MockState,
	record: CustomFieldRecord,
): CustomFieldResource {
	const definition = definitionOf(state, record);
	const options = state.customFieldOptions.get(record.definitionId) ?? [];
	return {
		id: record.id,
		type: 'custom_field',
		attributes: {
			api_slug: record.apiSlug,
			value: Array.isArray(record.value) ? [...record.value] : record.value,
			display_value: definition ? displayValue(definition, options, record.value) : null,
		},
		relationships: {
			entity: { data: { id: record.entityId, type: record.entityType } },
			definition: { data: { id: record.definitionId, type: 'custom_field_definition' } },
		},
		links: { self: `/v2/custom_fields/${record.id}` },
	};
}

export function entityExists(
	state: MockState,
	entityType: CustomFieldEntityType,
	id: string,
): boolean {
	switch (entityType) {
		case 'tracking_request':
			return byId(state.trackingRequests, id) !== undefined;
		case 'shipment':
			return byId(state.shipments, id) !== undefined;
		case 'container':
			return byId(state.containers, id) !== undefined;
	}
}

/** Looks up any stored record by JSON:API identifier, for `included`. */
export function findResource(
	state: MockState,
	identifier: ResourceIdentifier,
): AnyResource | undefined {
	const { id, type } = identifier;
	switch (type) {
		case 'container':
			return byId(state.containers, id);
		case 'shipment':
			return byId(state.shipments, id);
		case 'terminal':
			return byId(state.terminals, id);
		case 'port':
			return byId(state.ports, id);
		case 'shipping_line':
			return byId(state.shippingLines, id);
		case 'tracking_request':
			return byId(state.trackingRequests, id);
		case 'transport_event':
			return byId(state.transportEvents, id);
		case 'raw_event':
			return byId(state.rawEvents, id);
		case 'custom_field_definition':
			return byId(state.customFieldDefinitions, id);
		case 'webhook_notification':
			return byId(state.webhookNotifications, id);
		case 'webhook': {
			const record = byId(state.webhooks, id);
			return record ? webhookResource(record) : undefined;
		}
		case 'custom_field': {
			const record = byId(state.customFields, id);
			return record ? customFieldResource(state, record) : undefined;
		}
		default:
			// vessels, users, parties and metro areas are referenced but not stored
			return undefined;
	}
}
