import type { ModelEvent, ModelList } from './listModel';

/** Where a run's choices come from: one of `options` (0 being "no more"), each time a run asks. */
export interface Chooser {
	choose(options: number): number;
}

/**
 * The choices of one run of a depth-first enumeration: the `prefix` it was given, then 0 ("no
 * more", the first option) at every later point, noting how many options each point offered.
 */
export class Choices implements Chooser {
	private at = 0;
	readonly widths: number[] = [];
	readonly taken: number[] = [];

	constructor(private readonly prefix: readonly number[]) {}

	choose(options: number): number {
		const choice = this.at < this.prefix.length ? this.prefix[this.at] : 0;
		this.at++;
		this.widths.push(options);
		this.taken.push(choice);
		return choice;
	}
}

/**
 * Runs `run` once for every sequence of choices it can be offered: each run's choices past its
 * prefix were all 0, so every other option at those points is a prefix still to run.
 */
export async function everyChoice(run: (choices: Choices) => Promise<void>): Promise<void> {
	const stack: number[][] = [[]];
	while (stack.length > 0) {
		const prefix = stack.pop() as number[];
		const choices = new Choices(prefix);
		await run(choices);
		for (let point = choices.widths.length - 1; point >= prefix.length; point--) {
			for (let option = choices.widths[point] - 1; option >= 1; option--)
				stack.push([...choices.taken.slice(0, point), option]);
		}
	}
}

/** The events before the next answer, at most `budget`, each chosen from what the model offers then, and applied. */
export function chooseEvents(model: ModelList, budget: number, chooser: Chooser): ModelEvent[] {
	const now: ModelEvent[] = [];
	while (now.length < budget) {
		const options = model.eventsAfter(now);
		const choice = chooser.choose(options.length + 1);
		if (choice === 0) break;
		model.apply(options[choice - 1]);
		now.push(options[choice - 1]);
	}
	return now;
}
