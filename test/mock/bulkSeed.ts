import {
	KNOWN_SHIPPING_LINES,
	containerNumber,
	linkContainers,
	makeContainer,
	makeShipment,
} from './builders';
import type { ContainerResource, ContainerStatus, ShipmentResource } from './resources';
import { nextId, type MockState } from './state';
import { DAY_MS, isoUtc, localMidnightUtc } from './time';

const BULK_STATUSES: readonly ContainerStatus[] = [
	'available',
	'not_available',
	'on_ship',
	'picked_up',
	'grounded',
	'empty_returned',
];
const BULK_LFD_OFFSETS = [-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const BULK_ZONES = ['America/Los_Angeles', 'America/New_York'] as const;
const CONTAINERS_PER_BULK_SHIPMENT = 10;

/**
 * Appends `count` containers (10 per new shipment, cycling through shipping lines, statuses and
 * LFDs from -3 to +10 days) and returns them. Cheap enough for 30,000 in well under a second.
 */
export function seedContainers(
	state: MockState,
	count: number,
	now: number = Date.now(),
): ContainerResource[] {
	// Computing zone-local midnights is the slow part, so do each (zone, offset) pair once.
	const lfdByZone = new Map(
		BULK_ZONES.map((zone) => [
			zone,
			BULK_LFD_OFFSETS.map((days) => localMidnightUtc(now, days, zone)),
		]),
	);
	const terminalIds = [state.terminals[0]?.id ?? null, state.terminals[1]?.id ?? null];
	const createdAt = isoUtc(now - 10 * DAY_MS);
	const serialBase = state.containers.length;
	const added: ContainerResource[] = [];
	let shipment: ShipmentResource | null = null;

	for (let i = 0; i < count; i++) {
		const zoneIndex = Math.floor(i / CONTAINERS_PER_BULK_SHIPMENT) % BULK_ZONES.length;
		const line =
			KNOWN_SHIPPING_LINES[
				Math.floor(i / CONTAINERS_PER_BULK_SHIPMENT) % KNOWN_SHIPPING_LINES.length
			];
		if (i % CONTAINERS_PER_BULK_SHIPMENT === 0) {
			shipment = makeShipment(
				{
					created_at: createdAt,
					bill_of_lading_number: `${line.scac}B${String(serialBase + i).padStart(8, '0')}`,
					normalized_number: `${line.scac}B${String(serialBase + i).padStart(8, '0')}`,
					shipping_line_scac: line.scac,
					port_of_discharge_locode: zoneIndex === 0 ? 'USLAX' : 'USNYC',
					port_of_discharge_name: zoneIndex === 0 ? 'Los Angeles' : 'New York / New Jersey',
					pod_timezone: BULK_ZONES[zoneIndex],
				},
				{ id: nextId(state, 'shipment'), podTerminalId: terminalIds[zoneIndex] },
			);
			state.shipments.push(shipment);
		}
		const status = BULK_STATUSES[i % BULK_STATUSES.length];
		const lfd =
			status === 'on_ship'
				? null
				: (lfdByZone.get(BULK_ZONES[zoneIndex]) ?? [])[i % BULK_LFD_OFFSETS.length];
		const container = makeContainer(
			{
				number: containerNumber(line.containerPrefix, (serialBase + i) % 1_000_000),
				created_at: createdAt,
				current_status: status,
				availability_known: status !== 'on_ship',
				available_for_pickup: status === 'on_ship' ? null : status === 'available',
				pickup_lfd: lfd,
				pod_timezone: BULK_ZONES[zoneIndex],
				final_destination_timezone: BULK_ZONES[zoneIndex],
			},
			{ id: nextId(state, 'container'), podTerminalId: terminalIds[zoneIndex] },
		);
		if (shipment) linkContainers(shipment, [container]);
		state.containers.push(container);
		added.push(container);
	}
	return added;
}

/**
 * An account mostly of history, as large live accounts are: `count` containers (10 a shipment),
 * and the tracking of every shipment stopped but one in `trackedEvery` (the newest of each run).
 * Returns the shipments still tracked. The shipments are listed newest first, as `/shipments` is.
 */
export function seedMostlyStoppedAccount(
	state: MockState,
	count: number,
	trackedEvery = 10,
	now: number = Date.now(),
): ShipmentResource[] {
	const firstShipment = state.shipments.length;
	seedContainers(state, count, now);
	const shipments = state.shipments.splice(firstShipment).reverse();
	const tracked: ShipmentResource[] = [];
	shipments.forEach((shipment, index) => {
		if (index % trackedEvery === 0) {
			tracked.push(shipment);
			return;
		}
		shipment.attributes.line_tracking_stopped_at = isoUtc(now - 30 * DAY_MS);
		shipment.attributes.line_tracking_stopped_reason = 'all_containers_terminated';
	});
	state.shipments.push(...shipments);
	return tracked;
}
