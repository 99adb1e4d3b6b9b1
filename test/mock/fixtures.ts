/**
 * Fixture entry point: builders for resources in the API's JSON:API shapes, the default seed and
 * its well-known ids. Builders live in builders.ts; the default seed in seed.ts
 * (its data in seedPlan.ts); bulk containers in bulkSeed.ts.
 */
export {
	KNOWN_SHIPPING_LINES,
	containerNumber,
	linkContainers,
	makeContainer,
	makeCustomFieldDefinition,
	makeOption,
	makePort,
	makeRawEvent,
	makeShipment,
	makeShippingLine,
	makeTerminal,
	makeTrackingRequest,
	makeTransportEvent,
	makeWebhook,
	makeWebhookNotification,
} from './builders';
export type { ContainerRefs, EventRefs, KnownShippingLine, ShipmentRefs } from './builders';
export { seedContainers, seedMostlyStoppedAccount } from './bulkSeed';
export { replanLastFreeDays, SEED, seedDefault } from './seed';
export { ROUTE_SEED } from './seedRoutes';
export type { ContainerRoute, RouteRefusal } from './seedRoutes';
export { DEFINITION_ENTITY_TYPES } from './seedPlan';
export { localMidnightUtc, isoUtc } from './time';
