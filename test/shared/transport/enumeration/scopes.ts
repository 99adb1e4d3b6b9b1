import type { BlindSpot, Exploration, Run } from './explore';
import type { ModelSetup, TotalMode } from './listModel';

/**
 * The scopes the pager is checked at: every placement of up to `events` events over the read's
 * answers, for each list setup. `npm test` runs the quick scope (a few seconds); CI runs the full
 * one (`npm run test:enumeration`). The full scope reaches the shape a held-out suite found losing a
 * record: a refresh, a removal hidden by a creation, then creations ahead of the refreshed record,
 * on a list of five in pages of two (four events).
 */

export interface Checked {
	setup: ModelSetup;
	events: number;
}

const setup = (
	order: ModelSetup['order'],
	records: number,
	pageSize: number,
	totals: TotalMode,
	times: ModelSetup['times'] = 'creation and clock',
	layout: ModelSetup['layout'] = 'newest first',
): ModelSetup => ({
	order,
	records,
	// A created list keeps one stopped record a resume can bring back.
	stopped: order === 'created' ? 1 : 0,
	pageSize,
	totals,
	layout,
	times,
});

const ALL_TOTALS: TotalMode[] = ['exact', 'lagging', 'too high', 'too low', 'none'];

export const QUICK_SCOPE: Checked[] = [
	...ALL_TOTALS.map((totals) => ({ setup: setup('refreshed', 5, 2, totals), events: 3 })),
	...ALL_TOTALS.map((totals) => ({ setup: setup('created', 5, 2, totals), events: 3 })),
	{ setup: setup('refreshed', 6, 3, 'exact'), events: 3 },
	{ setup: setup('refreshed', 6, 3, 'lagging'), events: 3 },
	{ setup: setup('refreshed', 5, 2, 'exact', 'creation only'), events: 3 },
	{ setup: setup('refreshed', 5, 2, 'exact', 'none'), events: 3 },
	{ setup: setup('refreshed', 5, 2, 'exact', 'creation and clock', 'oldest first'), events: 3 },
];

export const FULL_SCOPE: Checked[] = [
	...ALL_TOTALS.map((totals) => ({ setup: setup('refreshed', 5, 2, totals), events: 4 })),
	...ALL_TOTALS.map((totals) => ({ setup: setup('created', 5, 2, totals), events: 4 })),
	{ setup: setup('refreshed', 6, 3, 'exact'), events: 4 },
	{ setup: setup('refreshed', 6, 3, 'lagging'), events: 4 },
	{ setup: setup('created', 6, 3, 'exact'), events: 4 },
	{ setup: setup('created', 6, 3, 'lagging'), events: 4 },
	{ setup: setup('refreshed', 5, 2, 'exact', 'creation only'), events: 4 },
	{ setup: setup('refreshed', 5, 2, 'exact', 'none'), events: 4 },
	{ setup: setup('refreshed', 5, 2, 'lagging', 'none'), events: 4 },
	{ setup: setup('refreshed', 5, 2, 'exact', 'creation and clock', 'oldest first'), events: 4 },
	{ setup: setup('refreshed', 4, 2, 'exact'), events: 5 },
	{ setup: setup('refreshed', 4, 2, 'lagging'), events: 5 },
	{ setup: setup('created', 4, 2, 'exact'), events: 5 },
];

/**
 * The blind spots docs/rate-limits.md names, and the setups they can show in: a counter-example
 * anywhere else, or of another kind, fails the check.
 */
export function blindSpotsOf(setup: ModelSetup): BlindSpot[] {
	const spots: BlindSpot[] = [];
	if (setup.order === 'created') spots.push('a stop and a resume between the same two answers');
	if (setup.totals === 'too high' || setup.totals === 'too low')
		spots.push('a total that does not count the list');
	if (setup.totals === 'none') spots.push('a removal from a list without a total');
	return spots;
}

/** What a setup is called in a test title and in the bench. */
export function setupName({ setup: s, events }: Checked): string {
	const list =
		s.order === 'refreshed'
			? '/containers (by refresh)'
			: '/shipments (by creation, a stop and a resume)';
	return `${list}, ${s.records} records in pages of ${s.pageSize}, total ${s.totals}, times: ${s.times}${s.layout === 'oldest first' ? ', the newest record last' : ''}, up to ${events} events`;
}

export interface Judged {
	/** Runs that broke the guarantee outside every blind spot the docs name for the setup. */
	unexplained: Run[];
	/** Runs a named blind spot explains, by blind spot. */
	explained: Partial<Record<BlindSpot, number>>;
}

/** Which of an exploration's broken runs a named blind spot of the setup explains. */
export function judge(checked: Checked, exploration: Exploration): Judged {
	const allowed = blindSpotsOf(checked.setup);
	const judged: Judged = { unexplained: [], explained: {} };
	for (const run of exploration.broken) {
		const spot =
			run.crashed === undefined && run.duplicates.length === 0
				? run.blindSpots.find((candidate) => allowed.includes(candidate))
				: undefined;
		if (spot === undefined) judged.unexplained.push(run);
		else judged.explained[spot] = (judged.explained[spot] ?? 0) + 1;
	}
	return judged;
}
