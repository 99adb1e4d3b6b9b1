import type { ListTotals } from './listTotals';

/**
 * One pass over a list from its first page, as positions: which page to ask for next, and when
 * the pass has read every record that stood in the list throughout it.
 *
 * The pass keeps a floor: the lowest place in the list at which a record it has not read can
 * stand (records moved to the front aside: the catch-up of listRead.ts finds those). A page read
 * from at or below the floor moves the floor to its end; one read from above it leaves a gap.
 * Between two answers the floor moves with the list's count: a record comes in only at the front,
 * which pushes every record behind it back a place, and one that leaves pulls those behind it
 * forward a place, so no record moves forward by more than the count fell (listTotals.ts gives
 * the change under both readings of a lagging total). When the floor falls below the page just
 * read, the pass steps back to the page that holds it, at its number now.
 *
 * The change into an answer is known for sure only with the answer after it (a lagging total), so
 * the last page read is judged at once on the current reading and again when the next answer
 * comes; a page that shows the list's end gives the exact count and is judged at once.
 */

/** One answer of the pass: its page's place in the list at its arrival. */
interface Reading {
	arrival: number;
	number: number;
	start: number;
	/** Where the page ends; Infinity when it shows the list's end (no next link, or no records). */
	end: number;
}

/** What the pass asks for next. */
export type PassStep =
	/** The page after the one just read, by its next link. */
	| { kind: 'next' }
	/** Page `number`, again or for the first time: where the floor stands. */
	| { kind: 'page'; number: number }
	/** Every record that stood in the list throughout the pass has been read. */
	| { kind: 'end' };

/** How a list is sorted decides whether a rise in its count pushes every unread record back. */
export type ListOrder = 'refreshed' | 'created';

/**
 * The floor under one reading of the totals (current, or one answer behind): the lowest place an
 * unread record can stand at the last reading it has judged. A read does not know which reading
 * holds, so a pass keeps both and reads on from the lower; each counts every change of the count
 * once, where a single floor taking the lower change of each interval would count a drop twice.
 */
class Floor {
	value = 0;
	private started = false;

	constructor(private readonly order: ListOrder) {}

	/** The floor after `reading`, the count having changed by `change` since the answer before. */
	after(reading: Reading, change: number): number {
		// A list sorted by creation takes back a record whose tracking resumes where it stood, which
		// pushes back only the records behind it: there a rise in the count moves no floor up.
		const moved = this.order === 'refreshed' ? change : Math.min(change, 0);
		// The pass's first page is read from its front, below any floor: no change can move it.
		const before = this.started ? Math.max(0, this.value + moved) : 0;
		if (reading.start > before) return before;
		return Math.max(before, reading.end);
	}

	judge(reading: Reading, change: number): void {
		this.value = this.after(reading, change);
		this.started = true;
	}
}

export class ListPass {
	private readonly current: Floor;
	private readonly lagging: Floor;
	/** The last reading, judged on the lagging reading only when the next answer (or the list's end) says how the count changed into it. */
	private lagOpen: Reading | undefined;
	private last: Reading | undefined;
	private first: number | undefined;
	private latest = 0;
	/** Where each record met in this pass stood when it was last met. */
	private readonly met = new Map<string, number>();
	private furthest = 0;
	private crossed = 0;
	private stepBacks = 0;
	pages = 0;

	constructor(
		private readonly totals: ListTotals,
		private readonly order: ListOrder,
	) {
		this.current = new Floor(order);
		this.lagging = new Floor(order);
	}

	/**
	 * The page numbered `number` (of `size` records a page) answered at `arrival` with these
	 * records; `last` when it has no next link; `mayBeNew` the records on it that are new to the
	 * read and may have been created while it read. Returns whether the page stands where the pass
	 * has read before (a step back, or the answer after one).
	 */
	read(
		arrival: number,
		number: number,
		size: number,
		keys: readonly string[],
		mayBeNew: ReadonlySet<string>,
		last: boolean,
	): boolean {
		const start = (number - 1) * size;
		const again = start < this.furthest;
		if (again) this.stepBacks++;
		this.totals.pageSeen(arrival, start, keys.length, last);
		// A record that crossed the reader backwards stands further back than where it was met before
		// in this pass, or is a new one the front took in (a creation) standing past the first page.
		let crossedHere = 0;
		keys.forEach((key, index) => {
			const before = this.met.get(key);
			if (this.pages > 0 && ((before !== undefined && start + index > before) || mayBeNew.has(key)))
				crossedHere++;
			this.met.set(key, start + index);
		});
		this.crossed += crossedHere;
		// An empty page was read too: asking for it again reads again where the pass has been.
		this.furthest = Math.max(this.furthest, start + Math.max(keys.length, 1));
		this.first ??= arrival;
		this.latest = arrival;
		this.pages++;
		const reading: Reading = {
			arrival,
			number,
			start,
			end: last || keys.length === 0 ? Infinity : number * size,
		};
		// On a list sorted by creation, a record comes in ahead of the reader only as a new one (or one
		// whose tracking resumed), which the count shows: records that crossed the reader backwards
		// beyond what the count rose by came in while as many left unseen by the total (a total that
		// hid the rise, lagging now and then), and count as a fall.
		// Only a page read forward, at the reader's place, shows what crossed the reader: a page read
		// again after a step back shows every record a creation pushed back.
		const crossedReader = again ? 0 : crossedHere;
		const unexplained = (change: number) =>
			this.order === 'created' ? change - Math.max(0, crossedReader - Math.max(0, change)) : change;
		this.current.judge(reading, unexplained(this.totals.currentChange(arrival)));
		if (this.lagOpen !== undefined)
			this.lagging.judge(this.lagOpen, this.totals.laggingChange(this.lagOpen.arrival) ?? 0);
		const lagging = this.totals.laggingChange(arrival);
		if (this.pages === 1 || lagging !== undefined) {
			this.lagging.judge(reading, unexplained(lagging ?? 0));
			this.lagOpen = undefined;
		} else {
			this.lagOpen = reading;
		}
		this.last = reading;
		return again;
	}

	/** What to ask for after the page just read: from the lower floor of the two readings. */
	next(size: number): PassStep {
		const reading = this.last;
		if (reading === undefined) return { kind: 'page', number: 1 };
		// Both readings have found every record read: what a later page shows cannot undo that.
		if (this.current.value === Infinity && this.lagging.value === Infinity) return { kind: 'end' };
		// The lagging reading of the last page waits for the next answer; until then it is taken to
		// hold what the pages show, and judged again when that answer comes.
		const lagging =
			this.lagOpen === undefined
				? this.lagging.value
				: this.lagging.after(
						this.lagOpen,
						Math.min(0, this.totals.shownChange(this.lagOpen.arrival) ?? 0),
					);
		const floor = Math.min(this.current.value, lagging);
		if (floor === Infinity)
			return this.lagOpen === undefined
				? { kind: 'end' }
				: { kind: 'page', number: reading.number };
		if (floor >= reading.end) return { kind: 'next' };
		return { kind: 'page', number: Math.floor(floor / Math.max(size, 1)) + 1 };
	}

	/**
	 * The most records that stood in the list throughout the pass and moved to its front unread
	 * while it read, by the list's count and what the pass saw cross it backwards. A record moving
	 * from behind the reader to the front pushes back every record between: unless as many records
	 * ahead of the reader left at the same time (and the count shows it), one crosses the reader.
	 * Undefined while the count at the pass's ends is still to be known both ways.
	 */
	movedToFrontAtMost(): number | undefined {
		if (this.first === undefined || this.first === this.latest) return 0;
		if (!this.totals.given) return this.crossed;
		const before = this.totals.countAtMost(this.first);
		const after = this.totals.countAtLeast(this.latest);
		if (before === undefined || after === undefined) return undefined;
		return Math.max(0, this.crossed + before - after);
	}

	/** The arrival of the pass's last answer. */
	get lastArrival(): number {
		return this.latest;
	}

	/** Requests of the pass that read again where it had read before. */
	get stepBackPages(): number {
		return this.stepBacks;
	}
}
