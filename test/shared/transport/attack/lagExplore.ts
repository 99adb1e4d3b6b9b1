import { readList } from '../../../../nodes/Terminal49/shared/transport/listRead';
import type { Chooser } from '../enumeration/choices';
import { chooseEvents, everyChoice } from '../enumeration/choices';
import type { ModelEvent, ModelSetup } from '../enumeration/listModel';
import { MODEL_BASE_URL, ModelList } from '../enumeration/listModel';

/**
 * The enumeration's model list with its total chosen by the adversary at every answer, from a set
 * of lags: the count at this answer (lag 0), at the answer before (lag 1), and so on. `lags` [0, 1]
 * is a total that is the count now or as of the request before, answer by answer; [2] a total that
 * is always two answers behind. `exploreLags` runs every placement of the events and every choice
 * of lag (depth first, as enumeration/explore.ts does); `sampleLags` picks them at random, for lists
 * past the enumeration's reach. The pager can be told another order than the list's own
 * (`pagerOrder`), as Shipment and Tracking Request Get Many read lists sorted by creation as lists
 * sorted by refresh.
 */

class LoudFailure extends Error {}

export interface LagRun {
	history: ModelEvent[][];
	lags: number[];
	totals: Array<number | undefined>;
	counts: number[];
	requests: number;
	failed: boolean;
	missing: string[];
	duplicates: string[];
	/** A stop and a resume between the same two answers: the blind spot the docs name for created lists. */
	namedBlindSpot: boolean;
}

export interface LagExploration {
	runs: number;
	failed: number;
	broken: LagRun[];
}

async function runOnce(
	setup: ModelSetup,
	events: number,
	lags: readonly number[],
	choices: Chooser,
	offLags: number,
	pagerOrder: ModelSetup['order'],
): Promise<LagRun> {
	let lagBudget = offLags;
	const model = new ModelList({ ...setup, totals: 'exact' });
	const run: LagRun = {
		history: [],
		lags: [],
		totals: [],
		counts: [],
		requests: 0,
		failed: false,
		missing: [],
		duplicates: [],
		namedBlindSpot: false,
	};
	let budget = events;
	const out: string[] = [];
	try {
		await readList(
			{
				baseUrl: MODEL_BASE_URL,
				page: async (qs) => {
					if (run.requests > 0) {
						const now = chooseEvents(model, budget, choices);
						budget -= now.length;
						run.history.push(now);
						if (now.some((e) => e.kind === 'remove') && now.some((e) => e.kind === 'resume'))
							run.namedBlindSpot = true;
					}
					const answer = model.answer(qs);
					run.counts.push(answer.count);
					let total: number;
					if (run.counts.length === 1) {
						// The first answer's total, lagging, is the count before the read: one record more or
						// fewer than now when one was removed or created just before it.
						const before = lags.some((lag) => lag > 0) && lagBudget > 0 ? choices.choose(3) : 0;
						if (before !== 0) lagBudget--;
						total = answer.count + [0, -1, 1][before];
						run.lags.push(before === 0 ? 0 : 1);
					} else {
						const possible = [
							...new Set(lags.map((lag) => Math.max(0, run.counts.length - 1 - lag))),
						];
						const lag =
							possible.length === 1 || lagBudget === 0 ? 0 : choices.choose(possible.length);
						if (lag !== 0) lagBudget--;
						total = run.counts[possible[lag]];
						run.lags.push(run.counts.length - 1 - possible[lag]);
					}
					run.totals.push(total);
					answer.document.meta = { total };
					run.requests++;
					return await Promise.resolve(answer);
				},
				failure: (problem) => new LoudFailure(problem),
			},
			{ path: '/list', pageSize: setup.pageSize, order: pagerOrder },
			(page) => {
				for (const record of page.records) out.push(record.id);
			},
		);
	} catch (error) {
		// A loud failure is the model's; anything else is the pager breaking, which the run reports.
		if (!(error instanceof LoudFailure)) {
			run.missing = [`the pager threw ${String(error)}`];
			return run;
		}
		run.failed = true;
	}
	const handed = new Set(out);
	run.duplicates = out.filter((id, index) => out.indexOf(id) !== index);
	run.missing = run.failed
		? []
		: [...model.unservedThroughout, ...[...model.servedThroughout].filter((id) => !handed.has(id))];
	return run;
}

/** `offLags`: how many answers may take a lag other than the first of `lags`. */
export async function exploreLags(
	setup: ModelSetup,
	events: number,
	lags: readonly number[],
	offLags = 2,
	pagerOrder: ModelSetup['order'] = setup.order,
): Promise<LagExploration> {
	const result: LagExploration = { runs: 0, failed: 0, broken: [] };
	await everyChoice(async (choices) => {
		const run = await runOnce(setup, events, lags, choices, offLags, pagerOrder);
		result.runs++;
		if (run.failed) result.failed++;
		if ((run.missing.length > 0 || run.duplicates.length > 0) && !run.namedBlindSpot)
			result.broken.push(run);
	});
	return result;
}

export function lagRunText(run: LagRun): string {
	const events = run.history
		.map((now, i) =>
			now.length === 0
				? ''
				: `before answer ${i + 2}: ${now.map((e) => (e.kind === 'create' ? 'create' : `${e.kind} @${e.at}`)).join(', ')}`,
		)
		.filter(Boolean);
	return `${events.join('; ')} | counts ${run.counts.join(',')} totals ${run.totals.join(',')} → ${run.duplicates.length > 0 ? `twice: ${run.duplicates.join(' ')}` : `missing: ${run.missing.join(' ')}`} (${run.requests} requests)`;
}

/** A chooser that picks at random: no more events with probability `rest`, else any option alike. */
export class RandomChoices implements Chooser {
	private state: number;

	constructor(
		seed: number,
		private readonly rest: number,
	) {
		this.state = seed >>> 0;
	}

	choose(options: number): number {
		if (options === 1 || this.next() < this.rest) return 0;
		return 1 + Math.floor(this.next() * (options - 1));
	}

	private next(): number {
		this.state = (this.state + 0x6d2b79f5) >>> 0;
		let t = this.state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
	}
}

/** `runs` reads of `setup` with events and lags chosen at random. */
export async function sampleLags(
	setup: ModelSetup,
	events: number,
	lags: readonly number[],
	runs: number,
	rest: number,
	offLags = Infinity,
	pagerOrder: ModelSetup['order'] = setup.order,
): Promise<LagExploration> {
	const result: LagExploration = { runs: 0, failed: 0, broken: [] };
	for (let seed = 1; seed <= runs; seed++) {
		const run = await runOnce(
			setup,
			events,
			lags,
			new RandomChoices(seed, rest),
			offLags,
			pagerOrder,
		);
		result.runs++;
		if (run.failed) result.failed++;
		if ((run.missing.length > 0 || run.duplicates.length > 0) && !run.namedBlindSpot)
			result.broken.push(run);
	}
	return result;
}
