import { seedContainers } from './bulkSeed';
import type { MockState } from './state';
import { isoUtc } from './time';

/**
 * A list that moves while it is read, as Terminal49's `/containers` does: the most recently
 * refreshed containers come first, and carriers and terminals refresh them all the time, so a
 * refreshed container jumps to the front (its `terminal_checked_at`, the API's "refreshed at",
 * bumped) and every container it passed
 * moves one place back. Applied at each request's arrival, before it is answered, 429s and faults
 * included, so refreshes go on while a client waits out a Retry-After.
 */
export interface ListMovement {
	/** The list that moves. Default 'containers'. */
	list?: 'containers' | 'webhooks' | 'shipments';
	/** Records refreshed at the arrival of request `arrival` (0 for the first the mock receives after it starts moving). */
	refreshesAt?: (arrival: number) => number;
	/** Records refreshed per second of the mock's clock, at each arrival for the time since the one before. */
	perSecond?: number;
	/** How long a second is; tests shorten it with the rate-limit window. Default 1,000. */
	secondMs?: number;
	/** New containers put at the front at the arrival of request `arrival` (containers only). */
	createdAt?: (arrival: number) => number;
	/**
	 * Which record is refreshed: 'random' (default, seeded) or 'back' (the last of the list, the
	 * ones a walk reads last, each once until all have moved).
	 */
	pick?: 'random' | 'back';
	/** Seed of the pseudo-random picks. Default 1. */
	seed?: number;
	/** Records removed (deleted) at the arrival of request `arrival`, each from anywhere in the list (seeded). */
	removedAt?: (arrival: number) => number;
	/**
	 * Shipments whose tracking stops at the arrival of request `arrival` (picked at random among those
	 * still tracked): they leave `/shipments?filter[tracking_stopped]=false` where they stood.
	 */
	stoppedAt?: (arrival: number) => number;
	/** Stopped shipments whose tracking resumes at the arrival of `arrival`: they come back where their creation puts them. */
	resumedAt?: (arrival: number) => number;
	/** Anything else a test needs to happen at an arrival (after the refreshes, removals and stops), on the mock's state. */
	onArrival?: (arrival: number, state: MockState, now: number) => void;
}

export interface MovementLog {
	/** Ids in the order they were refreshed (one id may appear more than once). */
	refreshed: string[];
	/** Ids of the records created while moving. */
	created: string[];
	/** Ids of the records removed while moving. */
	removed: string[];
	/** Ids of the shipments whose tracking stopped, and of those whose tracking resumed. */
	stopped: string[];
	resumed: string[];
}

export interface Movement {
	options: ListMovement;
	arrivals: number;
	lastAt: number | undefined;
	/** Refreshes owed for time that passed but did not make a whole refresh yet. */
	carry: number;
	random: () => number;
	log: MovementLog;
	/** 'back' picks: how many from the end have moved, so each moves once. */
	fromBack: number;
}

/** A small, fast, seedable generator (mulberry32): the same seed gives the same schedule. */
export function seededRandom(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
	};
}

/** Starts moving a list of the mock's state; what moved is in the returned log. */
export function startMoving(state: MockState, options: ListMovement): MovementLog {
	const movement: Movement = {
		options,
		arrivals: 0,
		lastAt: undefined,
		carry: 0,
		random: seededRandom(options.seed ?? 1),
		log: { refreshed: [], created: [], removed: [], stopped: [], resumed: [] },
		fromBack: 0,
	};
	state.movement = movement;
	return movement.log;
}

/**
 * The moving list; a refreshed container's `terminal_checked_at` is bumped, other records are only
 * moved. Shipments are listed by creation, newest first, so a refresh moves none of them.
 */
function listOf(state: MockState, movement: Movement): Array<{ id: string; attributes?: object }> {
	if (movement.options.list === 'webhooks') return state.webhooks;
	return movement.options.list === 'shipments' ? state.shipments : state.containers;
}

function refreshOne(state: MockState, movement: Movement, now: number): void {
	const list = listOf(state, movement);
	if (list.length === 0) return;
	let index: number;
	if (movement.options.pick === 'back') {
		if (movement.fromBack >= list.length) return;
		movement.fromBack++;
		index = list.length - 1;
	} else {
		index = Math.floor(movement.random() * list.length);
	}
	if (movement.options.list === 'shipments') {
		movement.log.refreshed.push(list[index].id);
		return;
	}
	const [record] = list.splice(index, 1);
	if (record.attributes && 'terminal_checked_at' in record.attributes)
		record.attributes.terminal_checked_at = isoUtc(now);
	list.unshift(record);
	movement.log.refreshed.push(record.id);
}

/** What happens to the list before the request arriving at `now` is answered. */
export function moveOnArrival(state: MockState, now: number): void {
	const movement = state.movement;
	if (!movement) return;
	const { options } = movement;
	const arrival = movement.arrivals++;
	let refreshes = options.refreshesAt?.(arrival) ?? 0;
	if (options.perSecond !== undefined && movement.lastAt !== undefined) {
		movement.carry += ((now - movement.lastAt) / (options.secondMs ?? 1000)) * options.perSecond;
		const whole = Math.floor(movement.carry);
		movement.carry -= whole;
		refreshes += whole;
	}
	movement.lastAt = now;
	for (let i = 0; i < refreshes; i++) refreshOne(state, movement, now);
	for (let i = options.removedAt?.(arrival) ?? 0; i > 0; i--) removeOne(state, movement);
	for (let i = options.stoppedAt?.(arrival) ?? 0; i > 0; i--)
		setTracking(state, movement, now, 'stop');
	for (let i = options.resumedAt?.(arrival) ?? 0; i > 0; i--)
		setTracking(state, movement, now, 'resume');
	options.onArrival?.(arrival, state, now);
	const creations =
		options.list === undefined || options.list === 'containers'
			? (options.createdAt?.(arrival) ?? 0)
			: 0;
	if (creations > 0) {
		const created = seedContainers(state, creations, now);
		state.containers.splice(state.containers.length - created.length, created.length);
		for (const container of created) {
			container.attributes.created_at = isoUtc(now);
			container.attributes.terminal_checked_at = isoUtc(now);
		}
		state.containers.unshift(...created.reverse());
		movement.log.created.push(...created.map((container) => container.id));
	}
}

function removeOne(state: MockState, movement: Movement): void {
	const list = listOf(state, movement);
	if (list.length === 0) return;
	const [record] = list.splice(Math.floor(movement.random() * list.length), 1);
	movement.log.removed.push(record.id);
}

/** Stops (or resumes) one shipment picked at random among those still tracked (or stopped). */
function setTracking(
	state: MockState,
	movement: Movement,
	now: number,
	change: 'stop' | 'resume',
): void {
	const candidates = state.shipments.filter(
		(shipment) => (shipment.attributes.line_tracking_stopped_at === null) === (change === 'stop'),
	);
	if (candidates.length === 0) return;
	const shipment = candidates[Math.floor(movement.random() * candidates.length)];
	if (change === 'stop') {
		stopTracking(shipment, now);
		movement.log.stopped.push(shipment.id);
	} else {
		shipment.attributes.line_tracking_stopped_at = null;
		shipment.attributes.line_tracking_stopped_reason = null;
		movement.log.resumed.push(shipment.id);
	}
}

/** Stops a shipment's tracking as Terminal49 does once all its containers are terminated. */
export function stopTracking(shipment: MockState['shipments'][number], now: number): void {
	shipment.attributes.line_tracking_stopped_at = isoUtc(now);
	shipment.attributes.line_tracking_stopped_reason = 'all_containers_terminated';
}
