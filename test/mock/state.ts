import type { Movement } from './movingList';
import type { ShortInclude } from './shortInclude';
import { createDocumentStore, type DocumentStore } from './documents/store';
import type { ContainerRoute, RouteRefusal } from './seedRoutes';
import type {
	ContainerResource,
	CustomFieldDefinitionResource,
	CustomFieldEntityType,
	CustomFieldOptionResource,
	CustomFieldValueData,
	PortResource,
	RawEventResource,
	ShipmentResource,
	ShippingLineResource,
	TerminalResource,
	TrackingRequestResource,
	TransportEventResource,
	WebhookHeader,
	WebhookNotificationResource,
	MetroAreaResource,
	PartyResource,
	VesselResource,
} from './resources';

/** One stored custom field value: a definition (by slug) applied to one entity. */
export interface CustomFieldRecord {
	id: string;
	entityType: CustomFieldEntityType;
	entityId: string;
	definitionId: string;
	apiSlug: string;
	value: CustomFieldValueData;
	createdAt: string;
	updatedAt: string;
}

/** Every successful custom-field write through the API, in order, for "nothing lost, nothing duplicated" checks. */
export interface CustomFieldWrite {
	method: 'POST' | 'PATCH' | 'DELETE';
	customFieldId: string;
	entityType: CustomFieldEntityType;
	entityId: string;
	apiSlug: string;
	/** The value written; null for DELETE. */
	value: CustomFieldValueData;
	at: number;
}

export interface WebhookRecord {
	id: string;
	url: string;
	active: boolean;
	events: string[];
	headers: WebhookHeader[] | null;
	secret: string;
	createdAt: string;
}

export interface KeyStats {
	/** Every request that arrived with this key, including rate-limited and faulted ones. */
	requests: number;
	/** 429 responses sent to this key (rate limiter and 429 faults). */
	rateLimited: number;
}

export interface RequestStats extends KeyStats {
	/** Keyed by the token presented in the Authorization header ('' when there was none). */
	byKey: Record<string, KeyStats>;
}

/** A `POST /webhooks/trigger` the mock answered. */
export interface TestDelivery {
	url: string;
	event: string;
	signed: boolean;
	at: number;
}

export interface ContainerRefresh {
	containerId: string;
	at: number;
}

export type MockSpelling = 'live' | 'openapi';

export interface MockState {
	containers: ContainerResource[];
	shipments: ShipmentResource[];
	terminals: TerminalResource[];
	ports: PortResource[];
	shippingLines: ShippingLineResource[];
	trackingRequests: TrackingRequestResource[];
	transportEvents: TransportEventResource[];
	rawEvents: RawEventResource[];
	customFieldDefinitions: CustomFieldDefinitionResource[];
	/** Options of enum / enum_multi definitions, keyed by definition id. */
	customFieldOptions: Map<string, CustomFieldOptionResource[]>;
	customFields: CustomFieldRecord[];
	customFieldWrites: CustomFieldWrite[];
	webhooks: WebhookRecord[];
	webhookNotifications: WebhookNotificationResource[];
	containerRefreshes: ContainerRefresh[];
	testDeliveries: TestDelivery[];
	/** Documents, their blobs on the storage origin, extractions and email submissions. */
	documents: DocumentStore;
	metroAreas: MetroAreaResource[];
	vessels: VesselResource[];
	parties: PartyResource[];
	/** False: the account lacks the paid routing-data feature (map GeoJSON, vessel positions) and gets 403. */
	routingEnabled: boolean;
	/** Containers' routes (a paid feature); a container without one has no route yet. */
	routes: ContainerRoute[];
	/** Set: the account has no routes, and asking for one gets this answer (seedRoutes.ts). */
	routeRefusal?: RouteRefusal;
	/** When true, POST/PATCH /webhooks reject non-https URLs with 422. */
	requireHttpsWebhooks: boolean;
	stats: RequestStats;
	/**
	 * Query parameters the API answers as if they were not sent (an undocumented filter it does not
	 * know): routes never see them; the request log still shows them.
	 */
	ignoredQuery: Set<string>;
	/**
	 * Which of Terminal49's documents the mock answers like. 'live' (the default): as the vendor's
	 * recorded live responses show (search_result, Cargo, shipment_tags, lists that ignore page[size],
	 * a 500 for the unfiltered custom-field list). 'openapi': as the OpenAPI spells the same things.
	 */
	spelling: MockSpelling;
	/** Source of ids for records created at run time; see nextId. */
	idSequence: number;
	/** A list that moves while it is read (movingList.ts); none by default. */
	movement?: Movement;
	/**
	 * Records a page of a paged list holds, whatever `page[size]` asks (its links say this size);
	 * absent: the size asked, capped at 100, as the API does.
	 */
	pageSizeServed?: number;
	/** Includes that come back short of what a shipment names (shortInclude.ts); none by default. */
	shortInclude?: ShortInclude;
	/** Parameters (`include`, a filter) the `next` links of paged lists leave out, as a faulty API might. */
	nextLinkDrops?: readonly string[];
	/** The `meta.total` paged lists give for a list of `total` records; absent: the count itself. */
	totalServed?: (total: number) => number;
	/**
	 * Whether the `next` and `last` links count pages from the total served (as a paginator that
	 * counts its pages with the same query as its total does) instead of from the list itself.
	 */
	linksFromTotalServed?: boolean;
}

export function createMockState(): MockState {
	return {
		containers: [],
		shipments: [],
		terminals: [],
		ports: [],
		shippingLines: [],
		trackingRequests: [],
		transportEvents: [],
		rawEvents: [],
		customFieldDefinitions: [],
		customFieldOptions: new Map(),
		customFields: [],
		customFieldWrites: [],
		webhooks: [],
		webhookNotifications: [],
		containerRefreshes: [],
		testDeliveries: [],
		documents: createDocumentStore(),
		metroAreas: [],
		vessels: [],
		parties: [],
		routingEnabled: true,
		routes: [],
		requireHttpsWebhooks: false,
		stats: { requests: 0, rateLimited: 0, byKey: {} },
		ignoredQuery: new Set(),
		spelling: 'live',
		idSequence: 0,
	};
}

export function resetStats(stats: RequestStats): void {
	stats.requests = 0;
	stats.rateLimited = 0;
	stats.byKey = {};
}

const TYPE_TAGS = {
	container: 'c0000000',
	shipment: 'b0000000',
	terminal: 'e0000000',
	port: 'f0000000',
	shipping_line: 'd0000000',
	tracking_request: 'a0000000',
	transport_event: '7e000000',
	raw_event: 'ae000000',
	vessel: '5e000000',
	custom_field_definition: 'cfd00000',
	custom_field_option: 'cf0a0000',
	custom_field: 'cf000000',
	webhook: 'eb000000',
	webhook_notification: 'ea000000',
	metro_area: '3e000000',
	party: '9a000000',
	route: '40000000',
} as const;

export type MockIdType = keyof typeof TYPE_TAGS;

/**
 * A deterministic, v4-looking UUID: the first group says the type, the last group is `n` in hex.
 * e.g. mockUuid('shipment', 2) === 'b0000000-0000-4000-8000-000000000002'.
 */
export function mockUuid(type: MockIdType, n: number): string {
	return `${TYPE_TAGS[type]}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/** Seeds use small explicit numbers; ids allocated at run time start high so they never collide. */
const RUNTIME_ID_BASE = 0x100000;

export function nextId(state: MockState, type: MockIdType): string {
	state.idSequence += 1;
	return mockUuid(type, RUNTIME_ID_BASE + state.idSequence);
}
