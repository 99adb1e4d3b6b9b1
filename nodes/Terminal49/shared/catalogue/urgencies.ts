import { ownEntry } from '../helpers/ownEntry';

/** Every demurrage urgency, most urgent first, as the API-free demurrage view computes it. */
export const URGENCIES = ['overdue', 'due_today', 'imminent', 'ok', 'resolved', 'unknown'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** Imminent Within Days when it is not set: a last free day at most this many days ahead is `imminent`. */
export const DEFAULT_IMMINENT_DAYS = 3;

/**
 * Every demurrage urgency as a person reads it: the one list Simplified's `urgency_label`, the
 * digest and the Urgency filter's options read, so a label read from an answer works as a filter.
 */
export const URGENCY_ABOUT: Readonly<Record<Urgency, { label: string; description: string }>> = {
	overdue: { label: 'Overdue', description: 'The last free day has passed' },
	due_today: { label: 'Due Today', description: 'The last free day is today' },
	imminent: {
		label: 'Imminent',
		description: `Due within Imminent Within Days (${DEFAULT_IMMINENT_DAYS} unless changed)`,
	},
	ok: { label: 'OK', description: 'The last free day is further ahead' },
	resolved: { label: 'Resolved', description: 'Picked up, delivered or returned empty' },
	unknown: {
		label: 'Unknown',
		description: 'No last free day yet, or the terminal’s data is stale',
	},
};

/** An urgency code's label; null for anything that is not one. */
export function urgencyLabel(urgency: unknown): string | null {
	return typeof urgency === 'string' ? (ownEntry(URGENCY_ABOUT, urgency)?.label ?? null) : null;
}
