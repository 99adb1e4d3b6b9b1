import { createHash } from 'node:crypto';

import {
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
import type {
	ContainerResource,
	ContainerStatus,
	CustomFieldEntityType,
	ImportDeadlines,
	PortResource,
	ShipmentResource,
	TerminalResource,
	VesselResource,
} from './resources';
import {
	CONTAINER_PLANS,
	CUSTOM_FIELD_VALUE_PLANS,
	DEFINITION_ENTITY_TYPES,
	DEFINITION_PLANS,
	LA_PORT,
	LA_TERMINAL,
	POL_PORT,
	PORT_PLANS,
	SHIPMENT_PLANS,
	TERMINAL_PLANS,
	TRACKING_REQUEST_PLANS,
	type ContainerPlan,
	type LfdSource,
	type ShipmentPlan,
} from './seedPlan';
import { seedDocuments } from './documents/store';
import { seedContainerRoutes } from './seedRoutes';
import { mockUuid, type MockIdType, type MockState } from './state';
import { DAY_MS, isoUtc, localMidnightUtc } from './time';

const HOUR_MS = 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// well-known ids

function ids(type: MockIdType, count: number): string[] {
	return Array.from({ length: count }, (_, i) => mockUuid(type, i + 1));
}

type BySlug<T> = Record<CustomFieldEntityType, Record<string, T>>;

function customFieldIds(): {
	definitionIds: BySlug<string>;
	optionIds: BySlug<Record<string, string>>;
} {
	const definitionIds: BySlug<string> = { tracking_request: {}, shipment: {}, container: {} };
	const optionIds: BySlug<Record<string, string>> = {
		tracking_request: {},
		shipment: {},
		container: {},
	};
	let optionNumber = 0;
	DEFINITION_PLANS.forEach((plan, index) => {
		definitionIds[plan.entity][plan.slug] = mockUuid('custom_field_definition', index + 1);
		if (plan.options) {
			const byValue: Record<string, string> = {};
			for (const [value] of plan.options)
				byValue[value] = mockUuid('custom_field_option', ++optionNumber);
			optionIds[plan.entity][plan.slug] = byValue;
		}
	});
	return { definitionIds, optionIds };
}

const { definitionIds, optionIds } = customFieldIds();
const CONTAINER_IDS = ids('container', CONTAINER_PLANS.length);
const SHIPMENT_IDS = ids('shipment', SHIPMENT_PLANS.length);
const TRACKING_REQUEST_IDS = ids('tracking_request', TRACKING_REQUEST_PLANS.length);
/** Transport event #1 is the LFD change of the first container; milestones take #2 onwards. */
const LFD_CHANGED_EVENT_ID = mockUuid('transport_event', 1);

/**
 * Ids of everything seedDefault creates. Containers are also listed with what makes each one
 * interesting, so tests can pick by situation rather than by position.
 */
export const SEED = {
	shipmentIds: SHIPMENT_IDS,
	containerIds: CONTAINER_IDS,
	containers: CONTAINER_PLANS.map((plan, index) => ({
		id: CONTAINER_IDS[index],
		shipmentId: SHIPMENT_IDS[plan.shipment],
		status: plan.status,
		lfdInDays: plan.lfdInDays,
		lfdSource: plan.lfdSource,
		hasHolds: plan.holds.some((hold) => hold.status === 'hold'),
	})),
	trackingRequestIds: TRACKING_REQUEST_IDS,
	portIds: {
		shanghai: mockUuid('port', 1),
		losAngeles: mockUuid('port', 2),
		newYork: mockUuid('port', 3),
	},
	terminalIds: { apmPier400: mockUuid('terminal', 1), maher: mockUuid('terminal', 2) },
	shippingLineIds: Object.fromEntries(
		KNOWN_SHIPPING_LINES.map((line, index) => [line.scac, mockUuid('shipping_line', index + 1)]),
	) as Record<string, string>,
	/** definitionIds.tracking_request.priority, definitionIds.container.trucker_name, ... */
	definitionIds,
	/** optionIds.tracking_request.priority.high, optionIds.shipment.documents_received.packing_list, ... */
	optionIds,
	customFieldIds: ids('custom_field', CUSTOM_FIELD_VALUE_PLANS.length),
	webhookId: mockUuid('webhook', 1),
	/** Fixed so webhook-signature tests can sign with it. */
	webhookSecret: createHash('sha256').update('terminal49-mock-seed-webhook').digest('hex'),
	webhookNotificationIds: ids('webhook_notification', 3),
	lfdChangedTransportEventId: LFD_CHANGED_EVENT_ID,
	metroAreaIds: { chicago: mockUuid('metro_area', 1), losAngeles: mockUuid('metro_area', 2) },
	vesselIds: {
		maerskEssen: mockUuid('vessel', 1),
		mscAnisha: mockUuid('vessel', 2),
		everGiven: mockUuid('vessel', 3),
	},
	partyIds: [mockUuid('party', 1), mockUuid('party', 2), mockUuid('party', 3)],
} as const;

// ---------------------------------------------------------------------------------------------
// seeding

/**
 * Seeds a small realistic account: 8 shipping lines, 3 ports, 2 terminals, 4 shipments with 12
 * containers (LFDs from 3 days ago to 10 days ahead of `now`), 3 tracking requests, custom field
 * definitions of every data type for every entity type, a few custom field values, one webhook
 * and three webhook notifications; one container on the water has its route, through Singapore
 * (seedRoutes.ts, ids in ROUTE_SEED). Ids are in SEED.
 */
export function seedDefault(state: MockState, now: number = Date.now()): void {
	const { ports, terminals } = seedReferenceData(state);
	const shipments = SHIPMENT_PLANS.map((plan, index) =>
		shipmentFor(plan, index, now, ports, terminals),
	);
	state.shipments.push(...shipments);
	seedContainersAndEvents(state, now, { ports, terminals, shipments });
	seedTrackingRequests(state, now);
	seedCustomFieldDefinitions(state);
	seedCustomFieldValues(state, now);
	seedWebhooks(state, now);
	seedDocuments(state.documents, now);
	seedMetroAreasVesselsAndParties(state);
	seedContainerRoutes(state, now);
}

function seedReferenceData(state: MockState): {
	ports: PortResource[];
	terminals: TerminalResource[];
} {
	KNOWN_SHIPPING_LINES.forEach((line, index) => {
		state.shippingLines.push(
			makeShippingLine({ scac: line.scac }, { id: mockUuid('shipping_line', index + 1) }),
		);
	});
	const ports = PORT_PLANS.map((plan, index) =>
		makePort(
			{
				name: plan.name,
				code: plan.code,
				city: plan.city,
				state_abbr: plan.stateAbbr,
				country_code: plan.countryCode,
				time_zone: plan.timeZone,
				latitude: plan.latitude,
				longitude: plan.longitude,
			},
			{ id: mockUuid('port', index + 1) },
		),
	);
	const terminals = TERMINAL_PLANS.map((plan, index) =>
		makeTerminal(plan.attributes, {
			id: mockUuid('terminal', index + 1),
			portId: ports[plan.port].id,
		}),
	);
	state.ports.push(...ports);
	state.terminals.push(...terminals);
	return { ports, terminals };
}

function shipmentFor(
	plan: ShipmentPlan,
	index: number,
	now: number,
	ports: readonly PortResource[],
	terminals: readonly TerminalResource[],
): ShipmentResource {
	const pol = PORT_PLANS[POL_PORT];
	const pod = PORT_PLANS[plan.podPort];
	const arrivedAt = plan.arrivedDaysAgo === null ? null : now - plan.arrivedDaysAgo * DAY_MS;
	const eta = arrivedAt ?? now + (plan.etaInDays ?? 0) * DAY_MS;
	return makeShipment(
		{
			created_at: isoUtc(now - 25 * DAY_MS + index * HOUR_MS),
			ref_numbers: plan.refNumbers,
			tags: plan.tags,
			bill_of_lading_number: plan.billOfLading,
			normalized_number: plan.billOfLading,
			shipping_line_scac: plan.scac,
			customer_name: plan.customer,
			port_of_lading_locode: pol.code,
			port_of_lading_name: pol.name,
			port_of_discharge_locode: pod.code,
			port_of_discharge_name: pod.name,
			pod_vessel_name: plan.vessel.name,
			pod_vessel_imo: plan.vessel.imo,
			pod_voyage_number: plan.vessel.voyage,
			destination_locode: plan.inland?.locode ?? pod.code,
			destination_name: plan.inland?.name ?? pod.name,
			destination_timezone: plan.inland?.timeZone ?? pod.timeZone,
			destination_eta_at: plan.inland ? isoUtc(now + 2 * DAY_MS) : null,
			pol_atd_at: isoUtc(now - 24 * DAY_MS),
			pol_timezone: pol.timeZone,
			pod_eta_at: isoUtc(eta),
			pod_original_eta_at: isoUtc(eta - DAY_MS),
			pod_ata_at: arrivedAt === null ? null : isoUtc(arrivedAt),
			pod_timezone: pod.timeZone,
			line_tracking_last_attempted_at: isoUtc(now - 2 * HOUR_MS),
			line_tracking_last_succeeded_at: isoUtc(now - 2 * HOUR_MS),
			line_tracking_stopped_at: plan.stopped ? isoUtc(now - DAY_MS) : null,
			line_tracking_stopped_reason: plan.stopped ?? null,
		},
		{
			id: SHIPMENT_IDS[index],
			portOfLadingId: ports[POL_PORT].id,
			portOfDischargeId: ports[plan.podPort].id,
			podTerminalId: terminals[plan.podTerminal].id,
			// Inland destinations are metro areas, which the mock does not store.
			destinationId: plan.inland ? null : ports[plan.podPort].id,
		},
	);
}

interface Milestone {
	event: string;
	at: number;
	atPod: boolean;
}

/** The transport milestones a container in `status` has been through. */
function milestonesFor(
	status: ContainerStatus,
	arrivedAt: number | null,
	departedAt: number,
	fullOutAt: number | null,
): Milestone[] {
	const milestones: Milestone[] = [
		{ event: 'vessel_loaded', at: departedAt - 12 * HOUR_MS, atPod: false },
		{ event: 'vessel_departed', at: departedAt, atPod: false },
	];
	if (arrivedAt === null) return milestones;
	const atPod = (event: string, at: number): Milestone => ({ event, at, atPod: true });
	milestones.push(
		atPod('vessel_arrived', arrivedAt),
		atPod('vessel_discharged', arrivedAt + 10 * HOUR_MS),
	);
	if (status === 'on_rail') {
		milestones.push(
			atPod('rail_loaded', arrivedAt + 2 * DAY_MS),
			atPod('rail_departed', arrivedAt + 2.5 * DAY_MS),
		);
	}
	if (status === 'available' || status === 'picked_up' || status === 'empty_returned') {
		milestones.push(atPod('available', arrivedAt + DAY_MS));
	}
	if (fullOutAt !== null) milestones.push(atPod('full_out', fullOutAt));
	if (status === 'empty_returned' && fullOutAt !== null)
		milestones.push(atPod('empty_in', fullOutAt + DAY_MS));
	return milestones;
}

/** A planned container's last free day: local midnight `lfdInDays` after today in its zone (the inland ramp's for rail). */
function plannedLfd(plan: ContainerPlan, now: number): string | null {
	const shipmentPlan = SHIPMENT_PLANS[plan.shipment];
	const zone =
		plan.lfdSource === 'rail' && shipmentPlan.inland
			? shipmentPlan.inland.timeZone
			: PORT_PLANS[shipmentPlan.podPort].timeZone;
	return plan.lfdInDays === null ? null : localMidnightUtc(now, plan.lfdInDays, zone);
}

/**
 * Sets the seeded containers' last free days again from the plan, counted from today at `now`.
 * The seed counts them from the day it ran; a suite against a real n8n (whose clock the tests
 * cannot pin) calls this before a run whose answer turns on days left, so a port's midnight that
 * passed since the seed does not move every answer by a day.
 */
export function replanLastFreeDays(state: MockState, now: number = Date.now()): void {
	CONTAINER_PLANS.forEach((plan, index) => {
		const container = state.containers.find((record) => record.id === CONTAINER_IDS[index]);
		if (!container) return;
		const lfd = plannedLfd(plan, now);
		container.attributes.pickup_lfd = lfd;
		container.attributes.import_deadlines = lfdDeadlines(lfd, plan.lfdSource);
	});
}

function lfdDeadlines(lfd: string | null, source: LfdSource): ImportDeadlines {
	return {
		pickup_lfd_terminal: source === 'terminal' ? lfd : null,
		pickup_lfd_rail: source === 'rail' ? lfd : null,
		pickup_lfd_line: source === 'line' ? lfd : null,
	};
}

interface SeededPlaces {
	ports: readonly PortResource[];
	terminals: readonly TerminalResource[];
	shipments: readonly ShipmentResource[];
}

function seedContainersAndEvents(state: MockState, now: number, places: SeededPlaces): void {
	const eventNumbers = { transport: 1, raw: 0 };
	CONTAINER_PLANS.forEach((plan, index) => {
		const container = containerFor(state, plan, index, now, places, eventNumbers);
		state.containers.push(container);
		linkContainers(places.shipments[plan.shipment], [container]);
	});

	const first = state.containers[0];
	first.relationships.transport_events.data.push({
		id: LFD_CHANGED_EVENT_ID,
		type: 'transport_event',
	});
	state.transportEvents.push(
		makeTransportEvent(
			{
				event: 'container.pickup_lfd.changed',
				created_at: isoUtc(now - 3 * HOUR_MS),
				timestamp: isoUtc(now - 3 * HOUR_MS),
				location_locode: PORT_PLANS[LA_PORT].code,
				timezone: first.attributes.pod_timezone,
				data_source: 'terminal',
				value: first.attributes.pickup_lfd,
			},
			{
				id: LFD_CHANGED_EVENT_ID,
				containerId: first.id,
				shipmentId: SHIPMENT_IDS[0],
				locationPortId: places.ports[LA_PORT].id,
				terminalId: places.terminals[LA_TERMINAL].id,
			},
		),
	);
}

/** One planned container with its transport and raw events (events are pushed to state). */
function containerFor(
	state: MockState,
	plan: ContainerPlan,
	index: number,
	now: number,
	places: SeededPlaces,
	eventNumbers: { transport: number; raw: number },
): ContainerResource {
	const shipmentPlan = SHIPMENT_PLANS[plan.shipment];
	const podPlan = PORT_PLANS[shipmentPlan.podPort];
	const podTerminalId = places.terminals[shipmentPlan.podTerminal].id;
	const arrivedAt =
		shipmentPlan.arrivedDaysAgo === null ? null : now - shipmentPlan.arrivedDaysAgo * DAY_MS;
	const leftTerminal = plan.status === 'picked_up' || plan.status === 'empty_returned';
	const fullOutAt = leftTerminal ? now - ((index % 3) + 2) * DAY_MS : null;
	const lfd = plannedLfd(plan, now);
	const line = KNOWN_SHIPPING_LINES.find((known) => known.scac === shipmentPlan.scac);
	const onRail = plan.status === 'on_rail';

	const transportEventIds: string[] = [];
	const rawEventIds: string[] = [];
	milestonesFor(plan.status, arrivedAt, now - 24 * DAY_MS, fullOutAt).forEach(
		(milestone, milestoneIndex) => {
			const portIndex = milestone.atPod ? shipmentPlan.podPort : POL_PORT;
			const port = PORT_PLANS[portIndex];
			const onVessel = milestone.event.startsWith('vessel');
			const transportEvent = makeTransportEvent(
				{
					event: `container.transport.${milestone.event}`,
					created_at: isoUtc(milestone.at + HOUR_MS),
					voyage_number: onVessel ? shipmentPlan.vessel.voyage : null,
					timestamp: isoUtc(milestone.at),
					location_locode: port.code,
					timezone: port.timeZone,
					data_source: milestone.event === 'available' ? 'terminal' : 'shipping_line',
				},
				{
					id: mockUuid('transport_event', ++eventNumbers.transport),
					containerId: CONTAINER_IDS[index],
					shipmentId: SHIPMENT_IDS[plan.shipment],
					locationPortId: places.ports[portIndex].id,
					terminalId: milestone.atPod ? podTerminalId : null,
				},
			);
			const rawEvent = makeRawEvent(
				{
					event: milestone.event,
					original_event: milestone.event.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()),
					timestamp: isoUtc(milestone.at),
					actual_at: isoUtc(milestone.at),
					timezone: port.timeZone,
					created_at: isoUtc(milestone.at + HOUR_MS),
					location_name: port.name,
					location_locode: port.code,
					vessel_name: onVessel ? shipmentPlan.vessel.name : null,
					vessel_imo: onVessel ? shipmentPlan.vessel.imo : null,
					index: milestoneIndex,
					voyage_number: onVessel ? shipmentPlan.vessel.voyage : null,
				},
				{
					id: mockUuid('raw_event', ++eventNumbers.raw),
					locationPortId: places.ports[portIndex].id,
				},
			);
			state.transportEvents.push(transportEvent);
			state.rawEvents.push(rawEvent);
			transportEventIds.push(transportEvent.id);
			rawEventIds.push(rawEvent.id);
		},
	);

	return makeContainer(
		{
			number: containerNumber(line?.containerPrefix ?? 'TCLU', 243_100 + index * 37),
			seal_number: `SL${880_000 + index * 13}`,
			created_at: isoUtc(now - 25 * DAY_MS + plan.shipment * HOUR_MS),
			pod_arrived_at: arrivedAt === null ? null : isoUtc(arrivedAt),
			pod_discharged_at: arrivedAt === null ? null : isoUtc(arrivedAt + 10 * HOUR_MS),
			holds_at_pod_terminal: plan.holds,
			available_for_pickup: plan.availableForPickup,
			equipment_length: index % 4 === 3 ? 20 : 40,
			equipment_height: index % 4 === 3 ? 'standard' : 'high_cube',
			weight_in_lbs: 18_000 + index * 2_750,
			pod_full_out_at: fullOutAt === null ? null : isoUtc(fullOutAt),
			empty_terminated_at:
				plan.status === 'empty_returned' && fullOutAt !== null ? isoUtc(fullOutAt + DAY_MS) : null,
			terminal_checked_at: arrivedAt === null ? null : isoUtc(now - HOUR_MS),
			fees_at_pod_terminal: plan.fees,
			pickup_lfd: lfd,
			location_at_pod_terminal: plan.status === 'available' ? `Yard - Y07${10 + index}A` : null,
			pod_last_tracking_request_at: arrivedAt === null ? null : isoUtc(now - HOUR_MS),
			shipment_last_tracking_request_at: isoUtc(now - 2 * HOUR_MS),
			availability_known: arrivedAt !== null,
			pod_timezone: podPlan.timeZone,
			final_destination_timezone: shipmentPlan.inland?.timeZone ?? podPlan.timeZone,
			empty_terminated_timezone: podPlan.timeZone,
			pod_rail_carrier_scac: onRail ? 'CSXT' : null,
			ind_rail_carrier_scac: onRail ? 'CSXT' : null,
			pod_rail_loaded_at: onRail && arrivedAt !== null ? isoUtc(arrivedAt + 2 * DAY_MS) : null,
			pod_rail_departed_at: onRail && arrivedAt !== null ? isoUtc(arrivedAt + 2.5 * DAY_MS) : null,
			ind_eta_at: onRail ? isoUtc(now + 2 * DAY_MS) : null,
			import_deadlines: lfdDeadlines(lfd, plan.lfdSource),
			current_status: plan.status,
		},
		{ id: CONTAINER_IDS[index], podTerminalId, transportEventIds, rawEventIds },
	);
}

function seedTrackingRequests(state: MockState, now: number): void {
	TRACKING_REQUEST_PLANS.forEach((plan, index) => {
		state.trackingRequests.push(
			makeTrackingRequest(
				{
					request_number: plan.requestNumber,
					request_type: plan.requestType,
					scac: plan.scac,
					status: plan.status,
					failed_reason: plan.failedReason,
					created_at: isoUtc(now - (26 - index) * DAY_MS),
					updated_at: isoUtc(now - (25 - index) * DAY_MS),
					retry_count: plan.status === 'failed' ? 12 : null,
				},
				{
					id: TRACKING_REQUEST_IDS[index],
					shipmentId: plan.shipment === null ? null : SHIPMENT_IDS[plan.shipment],
				},
			),
		);
	});
}

function seedCustomFieldDefinitions(state: MockState): void {
	for (const plan of DEFINITION_PLANS) {
		const definitionId = definitionIds[plan.entity][plan.slug];
		state.customFieldDefinitions.push(
			makeCustomFieldDefinition(
				{
					entity_type: DEFINITION_ENTITY_TYPES[plan.entity],
					api_slug: plan.slug,
					display_name: plan.displayName,
					description: plan.description ?? `${plan.displayName} (${plan.dataType})`,
					data_type: plan.dataType,
				},
				{ id: definitionId },
			),
		);
		if (plan.options) {
			const optionIdsByValue = optionIds[plan.entity][plan.slug];
			state.customFieldOptions.set(
				definitionId,
				plan.options.map(([value, label], position) =>
					makeOption({ value, label, position }, { id: optionIdsByValue[value], definitionId }),
				),
			);
		}
	}
}

function seedCustomFieldValues(state: MockState, now: number): void {
	const entityIds: Record<CustomFieldEntityType, readonly string[]> = {
		tracking_request: TRACKING_REQUEST_IDS,
		shipment: SHIPMENT_IDS,
		container: CONTAINER_IDS,
	};
	CUSTOM_FIELD_VALUE_PLANS.forEach((plan, index) => {
		state.customFields.push({
			id: SEED.customFieldIds[index],
			entityType: plan.entity,
			entityId: entityIds[plan.entity][plan.record],
			definitionId: definitionIds[plan.entity][plan.slug],
			apiSlug: plan.slug,
			value: plan.value,
			createdAt: isoUtc(now - 20 * DAY_MS),
			updatedAt: isoUtc(now - 20 * DAY_MS),
		});
	});
}

function seedWebhooks(state: MockState, now: number): void {
	state.webhooks.push(
		makeWebhook({
			id: SEED.webhookId,
			url: 'https://hooks.example.com/terminal49',
			events: [
				'container.pickup_lfd.changed',
				'container.transport.available',
				'tracking_request.succeeded',
			],
			secret: SEED.webhookSecret,
			createdAt: isoUtc(now - 30 * DAY_MS),
		}),
	);
	const firstAvailableEvent = state.transportEvents.find(
		(event) => event.attributes.event === 'container.transport.available',
	);
	const notifications = [
		{
			event: 'tracking_request.succeeded',
			reference: { id: TRACKING_REQUEST_IDS[0], type: 'tracking_request' },
		},
		{
			event: 'container.transport.available',
			reference: firstAvailableEvent
				? { id: firstAvailableEvent.id, type: 'transport_event' }
				: null,
		},
		{
			event: 'container.pickup_lfd.changed',
			reference: { id: LFD_CHANGED_EVENT_ID, type: 'transport_event' },
		},
	];
	notifications.forEach((notification, index) => {
		state.webhookNotifications.push(
			makeWebhookNotification(
				{
					event: notification.event,
					delivery_status: 'succeeded',
					created_at: isoUtc(now - (3 - index) * HOUR_MS),
				},
				{
					id: SEED.webhookNotificationIds[index],
					webhookId: SEED.webhookId,
					referenceObject: notification.reference,
				},
			),
		);
	});
}

/** Two metro areas, the seed's vessels (IMO numbers with valid check digits) and three parties. */
function seedMetroAreasVesselsAndParties(state: MockState): void {
	state.metroAreas.push(
		{
			id: SEED.metroAreaIds.chicago,
			type: 'metro_area',
			attributes: {
				name: 'Chicago',
				code: 'USCHI',
				state_abbr: 'IL',
				country_code: 'US',
				time_zone: 'America/Chicago',
				latitude: 41.8781,
				longitude: -87.6298,
			},
		},
		{
			id: SEED.metroAreaIds.losAngeles,
			type: 'metro_area',
			attributes: {
				name: 'Los Angeles',
				code: 'USLAX',
				state_abbr: 'CA',
				country_code: 'US',
				time_zone: 'America/Los_Angeles',
				latitude: 33.7406,
				longitude: -118.2712,
			},
		},
	);
	const vessel = (
		id: string,
		name: string,
		imo: string,
		mmsi: string,
		latitude: number,
		longitude: number,
	): VesselResource => ({
		id,
		type: 'vessel',
		attributes: {
			name,
			imo,
			mmsi,
			latitude,
			longitude,
			nautical_speed_knots: 14.2,
			navigational_heading_degrees: 51,
			position_timestamp: '2025-05-23T19:14:22Z',
		},
	});
	state.vessels.push(
		vessel(SEED.vesselIds.maerskEssen, 'MAERSK ESSEN', '9456771', '219018671', 33.1, -140.2),
		vessel(SEED.vesselIds.mscAnisha, 'MSC ANISHA R.', '9227297', '636091799', 40.2, -60.5),
		vessel(SEED.vesselIds.everGiven, 'EVER GIVEN', '9811000', '353136000', 25.29845, 121.217),
	);
	state.parties.push(
		...['Acme Imports', 'Sodor Steamworks', 'Globex Logistics'].map((name, index) => ({
			id: SEED.partyIds[index],
			type: 'party' as const,
			attributes: { company_name: name },
		})),
	);
}
