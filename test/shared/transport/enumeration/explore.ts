import { readList } from '../../../../nodes/Terminal49/shared/transport/listRead';
import type { ModelAnswer, ModelEvent, ModelSetup } from './listModel';
import { MODEL_BASE_URL, ModelList } from './listModel';
import type { Choices } from './choices';
import { chooseEvents, everyChoice } from './choices';

/**
 * Every placement of up to `events` events between the answers of one read, for one list setup,
 * checked against the pager run in process: a stateless model checker.
 *
 * A run follows a vector of choices (at each answer: no more events, or which event next); the
 * choices past the vector's end are "no more events", and every choice point a run meets with other
 * options left is put back on the stack with each of them, so every vector is run once, depth
 * first. Within one interval, events come in one order (listModel.ts), so sequences that differ
 * only in the order of events that commute are run once.
 */

/** A read's loud failure, as the model's source makes it. */
export class ModelFailure extends Error {}

/** The blind spots docs/rate-limits.md names: what no reader of these lists can see. */
export type BlindSpot =
	/** A created list: a stop and a resume between the same two answers cancel in the total. */
	| 'a stop and a resume between the same two answers'
	/** A total that is not the list's count hides removals: where the pages cannot show it, or counting fewer. */
	| 'a total that does not count the list'
	/** A list without a total shows no removal. */
	| 'a removal from a list without a total';

export interface Run {
	setup: ModelSetup;
	/** The events between the answers: `history[i]` came before answer `i + 1`. */
	history: ModelEvent[][];
	requests: number;
	/** The read failed loudly. */
	failed: boolean;
	/** The loud failure's message. */
	failure?: string;
	/** The read threw something other than its loud failure: the pager broke. */
	crashed?: string;
	/** Records there throughout that the read did not hand on (when it completed). */
	missing: string[];
	/** Records handed on more than once. */
	duplicates: string[];
	blindSpots: BlindSpot[];
}

export interface Exploration {
	/** Runs made (each a whole read), and the answers given over all of them: states the pager decided in. */
	runs: number;
	answers: number;
	failed: number;
	/** Runs that broke the guarantee: a record there throughout missing, or one handed on twice. */
	broken: Run[];
	/** The most requests one read took, and the requests of a read of a list that did not move. */
	mostRequests: number;
	stillRequests: number;
}

/** Where a run's events come from: the choices of the enumeration, or a history written out. */
interface EventSource {
	/** The events before the next answer, taken one by one from what `options` offers. */
	eventsBefore(model: ModelList, budget: number): ModelEvent[];
}

/** The enumeration's choices, as a source of events. */
class Chosen implements EventSource {
	constructor(readonly choices: Choices) {}

	eventsBefore(model: ModelList, budget: number): ModelEvent[] {
		return chooseEvents(model, budget, this.choices);
	}
}

/** The last answer's total is the list's count under neither reading (now, and one answer behind). */
function miscounted(setup: ModelSetup, answers: readonly ModelAnswer[]): boolean {
	const answer = answers[answers.length - 1];
	const before = answers[answers.length - 2] ?? answer;
	const wrong =
		answer.total !== undefined && answer.total !== answer.count && answer.total !== before.count;
	return wrong && setup.totals !== 'exact' && setup.totals !== 'lagging';
}

/** A list reader with the pager's signature: what the checker runs (the pager, or a weaker one to show it fails). */
export type Reader = typeof readList;

/** A history written out: the events before each answer, applied as they stand. */
class Written implements EventSource {
	private answer = 0;

	constructor(private readonly history: readonly ModelEvent[][]) {}

	eventsBefore(model: ModelList): ModelEvent[] {
		const now = this.history[this.answer++] ?? [];
		for (const event of now) model.apply(event);
		return [...now];
	}
}

/** One read of `setup` with the events `history` gives before each answer (`history[0]` before answer 2). */
export async function runHistory(
	setup: ModelSetup,
	history: readonly ModelEvent[][],
	reader: Reader = readList,
): Promise<Run> {
	return await runOnce(setup, Infinity, new Written(history), reader);
}

async function runOnce(
	setup: ModelSetup,
	events: number,
	choices: EventSource,
	reader: Reader,
): Promise<Run> {
	const model = new ModelList(setup);
	const history: ModelEvent[][] = [];
	const answers: ModelAnswer[] = [];
	const blindSpots = new Set<BlindSpot>();
	let miscount = false;
	let budget = events;
	const out: string[] = [];
	let failed = false;
	let failure: string | undefined;
	try {
		await reader(
			{
				baseUrl: MODEL_BASE_URL,
				page: async (qs) => {
					if (answers.length > 0) {
						const now = choices.eventsBefore(model, budget);
						budget -= now.length;
						history.push(now);
						if (
							now.some((event) => event.kind === 'remove') &&
							now.some((event) => event.kind === 'resume')
						) {
							blindSpots.add('a stop and a resume between the same two answers');
						}
						if (setup.totals === 'none' && now.some((event) => event.kind === 'remove'))
							blindSpots.add('a removal from a list without a total');
					}
					const answer = model.answer(qs);
					answers.push(answer);
					if (miscounted(setup, answers)) miscount = true;
					if (
						miscount &&
						history.some((interval) => interval.some((event) => event.kind === 'remove'))
					) {
						blindSpots.add('a total that does not count the list');
					}
					return await Promise.resolve(answer);
				},
				failure: (problem) => new ModelFailure(problem),
			},
			{ path: '/list', pageSize: setup.pageSize, order: setup.order },
			(page) => {
				for (const record of page.records) out.push(record.id);
			},
		);
	} catch (error) {
		// A loud failure is the model's; anything else is the pager breaking, which the run reports.
		if (error instanceof ModelFailure) failure = error.message;
		if (!(error instanceof ModelFailure))
			return {
				setup,
				history,
				requests: answers.length,
				failed: true,
				missing: [],
				duplicates: [],
				blindSpots: [],
				crashed: String(error),
			};
		failed = true;
	}
	const handed = new Set(out);
	const duplicates = out.filter((id, index) => out.indexOf(id) !== index);
	const throughout = model.servedThroughout;
	const missing = failed
		? []
		: [...model.unservedThroughout, ...[...throughout].filter((id) => !handed.has(id))];
	return {
		setup,
		history,
		requests: answers.length,
		failed,
		failure,
		missing,
		duplicates,
		blindSpots: [...blindSpots],
	};
}

export async function explore(
	setup: ModelSetup,
	events: number,
	reader: Reader = readList,
): Promise<Exploration> {
	const result: Exploration = {
		runs: 0,
		answers: 0,
		failed: 0,
		broken: [],
		mostRequests: 0,
		stillRequests: 0,
	};
	await everyChoice(async (choices) => {
		const run = await runOnce(setup, events, new Chosen(choices), reader);
		result.runs++;
		result.answers += run.requests;
		if (run.failed) result.failed++;
		if (run.missing.length > 0 || run.duplicates.length > 0 || run.crashed !== undefined)
			result.broken.push(run);
		result.mostRequests = Math.max(result.mostRequests, run.requests);
		if (run.history.every((interval) => interval.length === 0)) result.stillRequests = run.requests;
	});
	return result;
}

/** One line a person can read: the events before each answer. */
export function describe(run: Run): string {
	const intervals = run.history
		.map((events, i) =>
			events.length === 0 ? '' : `before answer ${i + 2}: ${events.map(eventText).join(', ')}`,
		)
		.filter(Boolean);
	const { order, records, stopped, pageSize, totals, layout, times } = run.setup;
	const head = `${order} list of ${records}${stopped > 0 ? ` (+${stopped} stopped)` : ''}, pages of ${pageSize}, total ${totals}, ${layout}, times: ${times}`;
	const what =
		run.crashed !== undefined
			? `the pager threw ${run.crashed}`
			: run.duplicates.length > 0
				? `handed on twice: ${run.duplicates.join(' ')}`
				: `missing: ${run.missing.join(' ')}`;
	return `${head}; ${intervals.join('; ') || 'nothing moved'} → ${what} (${run.requests} requests)`;
}

function eventText(event: ModelEvent): string {
	return event.kind === 'create' ? 'create' : `${event.kind} @${event.at}`;
}
