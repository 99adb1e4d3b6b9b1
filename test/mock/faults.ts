export interface FaultMatch {
	/** Case-insensitive HTTP method. */
	method?: string;
	/** Exact path below /v2 as received (e.g. '/containers'), or a RegExp tested against it. */
	path?: string | RegExp;
	/** Query parameters the request must carry with these values (e.g. {'page[number]': '2'}); others may be present. */
	query?: Record<string, string>;
}

interface FaultBase {
	match?: FaultMatch;
	/** How many matching requests this fault applies to (default 1). */
	times?: number;
}

/** Answer with this status (and a JSON:API error body unless `body` is given). */
export interface StatusFault extends FaultBase {
	kind: 'status';
	status: number;
	body?: unknown;
	/** Seconds, sent as Retry-After. */
	retryAfter?: number;
}

/** Destroy the socket without answering. */
export interface DropFault extends FaultBase {
	kind: 'drop';
}

/** Process the request normally (data changes happen at once) but hold the answer for delayMs. */
export interface SlowFault extends FaultBase {
	kind: 'slow';
	delayMs: number;
}

/** 200, content-type application/vnd.api+json, body that is not JSON. */
export interface MalformedFault extends FaultBase {
	kind: 'malformed';
}

/** `times` consecutive 429s with Retry-After and a JSON:API error body. */
export interface RateLimitBurstFault extends FaultBase {
	kind: '429burst';
	times: number;
	retryAfter: number;
}

export type FaultSpec = StatusFault | DropFault | SlowFault | MalformedFault | RateLimitBurstFault;

export interface MockFaults {
	add(fault: FaultSpec): void;
	clear(): void;
	/** Faults still waiting to fire, with their remaining counts. */
	readonly pending: ReadonlyArray<{ fault: FaultSpec; remaining: number }>;
}

function matches(
	match: FaultMatch | undefined,
	method: string,
	path: string,
	query: Record<string, string>,
): boolean {
	if (!match) return true;
	if (match.method !== undefined && match.method.toUpperCase() !== method.toUpperCase())
		return false;
	if (
		match.query !== undefined &&
		Object.entries(match.query).some(([name, value]) => query[name] !== value)
	)
		return false;
	if (match.path === undefined) return true;
	return typeof match.path === 'string' ? match.path === path : match.path.test(path);
}

/** A FIFO of faults: the oldest one matching a request fires and loses one of its `times`. */
export class FaultQueue implements MockFaults {
	private readonly queue: Array<{ fault: FaultSpec; remaining: number }> = [];

	get pending(): ReadonlyArray<{ fault: FaultSpec; remaining: number }> {
		return this.queue.map((entry) => ({ ...entry }));
	}

	add(fault: FaultSpec): void {
		const times = fault.times ?? 1;
		if (!Number.isInteger(times) || times < 1)
			throw new RangeError(`fault.times must be a positive integer, got ${times}`);
		this.queue.push({ fault, remaining: times });
	}

	clear(): void {
		this.queue.length = 0;
	}

	/** Removes one use of the first fault matching this request and returns it. */
	take(method: string, path: string, query: Record<string, string> = {}): FaultSpec | null {
		const index = this.queue.findIndex((entry) => matches(entry.fault.match, method, path, query));
		if (index === -1) return null;
		const entry = this.queue[index];
		entry.remaining -= 1;
		if (entry.remaining === 0) this.queue.splice(index, 1);
		return entry.fault;
	}
}
