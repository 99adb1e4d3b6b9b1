/**
 * What the polling trigger remembers of each container between polls: its status and its four
 * last free days, packed into one short string, so 30,000 containers fit in about 2 MB of the
 * workflow's static data. Pure: no requests, no node context.
 */

import { isObject } from '../shared/helpers/objects';
import type { LfdField } from '../shared/catalogue/events';
import { LFD_FIELDS } from '../shared/catalogue/events';
import {
	STATUS_BY_STORED_NUMBER,
	STORED_STATUS_NUMBERS,
} from '../shared/catalogue/containerStatuses';

export interface Snapshot {
	status: string | null;
	lfd: Record<LfdField, string | null>;
}

export interface Fingerprint {
	snapshot: Snapshot;
	/** Consecutive polls that did not see the container. */
	misses: number;
}

/**
 * Where each last free day sits in the stored string, pinned: the slots are persisted, so a field
 * added to the catalogue takes a new slot at the end instead of shifting the others.
 */
export const STORED_LFD_SLOTS: Readonly<Record<LfdField, 1 | 2 | 3 | 4>> = {
	pickup_lfd: 1,
	pickup_lfd_line: 2,
	pickup_lfd_terminal: 3,
	pickup_lfd_rail: 4,
};

/** The status and the four last free days. */
const STORED_PARTS = 5;

/** Text the packing can't shorten is kept whole behind this mark, escaped so it holds no "|". */
const VERBATIM = '~';

function text(value: unknown): string | null {
	return typeof value === 'string' && value !== '' ? value : null;
}

/** The fields compared between polls, as the API gives them. `pickup_lfd` is top-level; the rest are in `import_deadlines`. */
export function snapshotOf(attributes: Record<string, unknown> | undefined): Snapshot {
	const a = attributes ?? {};
	const deadlines = isObject(a.import_deadlines) ? a.import_deadlines : {};
	return {
		status: text(a.current_status),
		lfd: {
			pickup_lfd: text(a.pickup_lfd),
			pickup_lfd_line: text(deadlines.pickup_lfd_line),
			pickup_lfd_terminal: text(deadlines.pickup_lfd_terminal),
			pickup_lfd_rail: text(deadlines.pickup_lfd_rail),
		},
	};
}

function packStatus(status: string | null): string {
	if (status === null) return '';
	// Each known status as one letter, from its pinned number (containerStatuses.ts): never its place in a list.
	const stored = STORED_STATUS_NUMBERS.get(status);
	return stored !== undefined
		? String.fromCharCode(97 + stored)
		: VERBATIM + encodeURIComponent(status);
}

function unpackStatus(packed: string): string | null {
	if (packed === '') return null;
	if (packed.startsWith(VERBATIM)) return decodeURIComponent(packed.slice(1));
	return STATUS_BY_STORED_NUMBER.get(packed.charCodeAt(0) - 97) ?? null;
}

/**
 * A date-time with a zone and whole seconds is kept as its instant (seconds since 1970, base 36),
 * so `…T07:00:00Z` and `…T07:00:00.000Z` or `…T00:00:00-07:00` count as the same day; anything
 * else (a bare date, an unreadable value) is kept as written.
 */
function packDate(value: string | null): string {
	if (value === null) return '';
	if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/i.test(value)) {
		const ms = Date.parse(value);
		if (!Number.isNaN(ms) && ms % 1000 === 0) return (ms / 1000).toString(36);
	}
	return VERBATIM + encodeURIComponent(value);
}

function unpackDate(packed: string): string | null {
	if (packed === '') return null;
	if (packed.startsWith(VERBATIM)) return decodeURIComponent(packed.slice(1));
	return new Date(parseInt(packed, 36) * 1000).toISOString().replace('.000Z', 'Z');
}

/** `status|lfd|line|terminal|rail`, then `|misses` when the last polls missed the container. */
export function pack(snapshot: Snapshot, misses = 0): string {
	const parts: string[] = new Array<string>(STORED_PARTS).fill('');
	parts[0] = packStatus(snapshot.status);
	for (const field of LFD_FIELDS) parts[STORED_LFD_SLOTS[field]] = packDate(snapshot.lfd[field]);
	if (misses > 0) parts.push(String(misses));
	return parts.join('|');
}

/** The fingerprint in a stored string, or undefined when the string is not one (the container is then new to the trigger). */
export function unpack(packed: unknown): Fingerprint | undefined {
	if (typeof packed !== 'string') return undefined;
	const parts = packed.split('|');
	if (parts.length !== STORED_PARTS && parts.length !== STORED_PARTS + 1) return undefined;
	try {
		return {
			snapshot: {
				status: unpackStatus(parts[0]),
				lfd: Object.fromEntries(
					LFD_FIELDS.map((field) => [field, unpackDate(parts[STORED_LFD_SLOTS[field]])]),
				) as Record<LfdField, string | null>,
			},
			misses: parts.length === STORED_PARTS + 1 ? Number(parts[STORED_PARTS]) || 0 : 0,
		};
	} catch {
		return undefined;
	}
}

/** Two last free days that are the same instant (or the same text), however they are written. */
export function sameDate(a: string | null, b: string | null): boolean {
	return packDate(a) === packDate(b);
}
