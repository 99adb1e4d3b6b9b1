/**
 * Every `current_status` of a container, as the API lists them: the one list the filters, the
 * Simplified labels, demurrage and the polling trigger's fingerprints read.
 *
 * `stored` is the number the polling trigger writes for the status in workflow static data (as
 * one letter: 0 is "a"). It is persisted, so a status keeps its number forever: a new status takes
 * the next unused number, wherever it stands in this list, and no number is ever reused.
 */
export const CONTAINER_STATUSES = {
	new: { label: 'New', stored: 0 },
	on_ship: { label: 'On ship', stored: 1 },
	available: { label: 'Available for pickup', stored: 2 },
	not_available: { label: 'Not available for pickup', stored: 3 },
	grounded: { label: 'Grounded', stored: 4 },
	on_rail: { label: 'On rail', stored: 5 },
	picked_up: { label: 'Picked up', stored: 6, resolved: true },
	off_dock: { label: 'Off dock', stored: 7 },
	delivered: { label: 'Delivered', stored: 8, resolved: true },
	dropped: { label: 'Dropped', stored: 9, resolved: true },
	loaded: { label: 'Loaded', stored: 10 },
	empty_returned: { label: 'Empty returned', stored: 11, resolved: true },
	awaiting_inland_transfer: { label: 'Awaiting inland transfer', stored: 12 },
} as const satisfies Readonly<Record<string, ContainerStatus>>;

export interface ContainerStatus {
	/** As a person reads it (Simplified's `status_label`, the Status filter's option). */
	label: string;
	/** The polling fingerprint's number for it: pinned, never reused. */
	stored: number;
	/** The container no longer sits where demurrage accrues. */
	resolved?: true;
}

export type ContainerStatusCode = keyof typeof CONTAINER_STATUSES;

const ENTRIES = Object.entries(CONTAINER_STATUSES) as Array<[ContainerStatusCode, ContainerStatus]>;

/** `current_status` as a person reads it, in the API's order. */
export const CONTAINER_STATUS_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
	ENTRIES.map(([code, status]) => [code, status.label]),
);

/** Statuses after which the container no longer sits where demurrage accrues. */
export const RESOLVED_STATUSES: ReadonlySet<string> = new Set(
	ENTRIES.filter(([, status]) => status.resolved).map(([code]) => code),
);

/** Each status's pinned number, and back. */
export const STORED_STATUS_NUMBERS: ReadonlyMap<string, number> = new Map(
	ENTRIES.map(([code, status]) => [code, status.stored]),
);
export const STATUS_BY_STORED_NUMBER: ReadonlyMap<number, ContainerStatusCode> = new Map(
	ENTRIES.map(([code, status]) => [status.stored, code]),
);
