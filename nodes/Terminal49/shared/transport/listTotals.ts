/**
 * What a list's count was at each answer of a read, and how it changed: from `meta.total`, and
 * from the pages themselves. Every answer of a read is one arrival, numbered from 0 across all its
 * passes.
 *
 * The total is read two ways, because the live API's total may lag: as the count of the list at
 * the arrival that answered it (the current reading), or at the arrival before (the lagging one).
 * A read does not know which holds, so every change it uses is the lower of the two. The pages
 * bound the count whatever the total says: a page with a next link says records stand beyond it,
 * an empty page that none do, and a page that shows the list's end (records, and no next link)
 * gives the count exactly. A total that fits those bounds under neither reading does not count
 * the list, and a read that trusted it could lose records without a sign.
 */
export class ListTotals {
	/** `meta.total` of each arrival; undefined where the answer gave none. */
	private readonly totals: Array<number | undefined> = [];
	/** The least and the most the list can have held at an arrival, by its page. */
	private readonly least = new Map<number, number>();
	private readonly most = new Map<number, number>();
	/** The arrival from which the totals were set aside, counting fewer records than the pages show. */
	private setAsideAt: number | undefined;

	/** Records one answer's total; returns its arrival. */
	answered(total: number | undefined): number {
		this.totals.push(total);
		return this.totals.length - 1;
	}

	/**
	 * The page answered at `arrival` starts at place `start` and holds `records`; `last` when it has
	 * no next link. What that says of the list's count then: at least as many as the page ends at,
	 * exactly that where it is the last page, at most where an empty page starts.
	 */
	pageSeen(arrival: number, start: number, records: number, last: boolean): void {
		// An empty page says no record stands from its place on, whatever next link it carries; a
		// next link is the API's word that more follow, as a total is, and can be as stale (a last
		// page linking to an empty one), so a page with records says only that they stand there.
		if (records === 0) this.most.set(arrival, start);
		else if (!last) this.least.set(arrival, start + records);
		else this.exactly(arrival, start + records);
	}

	private exactly(arrival: number, count: number): void {
		this.least.set(arrival, count);
		this.most.set(arrival, count);
	}

	get arrivals(): number {
		return this.totals.length;
	}

	totalAt(arrival: number): number | undefined {
		return this.totals[arrival];
	}

	/** The list's exact count at `arrival`, where its page showed the list's end. */
	exactAt(arrival: number): number | undefined {
		const least = this.least.get(arrival);
		return least !== undefined && least === this.most.get(arrival) ? least : undefined;
	}

	/** Whether any answer of the read gave a total, set aside or not. */
	get answeredAny(): boolean {
		return this.totals.some((total) => total !== undefined);
	}

	/** Whether the read has totals to go by: some answer gave one, and they were not set aside. */
	get given(): boolean {
		return this.setAsideAt === undefined && this.totals.some((total) => total !== undefined);
	}

	/**
	 * The change of the list's count from arrival `arrival - 1` to `arrival` if the total is current:
	 * known at once. What the pages show bounds it; a missing total tells nothing, and where the
	 * pages show nothing either it counts as no change (the blind spot of a list without a total,
	 * docs/rate-limits.md).
	 */
	currentChange(arrival: number): number {
		const shown = this.shownChange(arrival);
		if (!this.given) return shown ?? 0;
		return Math.min(
			this.difference(this.totals[arrival - 1], this.totals[arrival]) ?? 0,
			shown ?? Infinity,
		);
	}

	/**
	 * The same change if the total is one answer behind: the next answer's total (or the list's
	 * exact count at `arrival`) less this one's; undefined until that is known.
	 */
	laggingChange(arrival: number): number | undefined {
		const shown = this.shownChange(arrival);
		if (!this.given) return shown ?? 0;
		const after = this.exactAt(arrival) ?? this.totals[arrival + 1];
		if (after === undefined && arrival + 1 >= this.totals.length) return undefined;
		return Math.min(this.difference(this.totals[arrival], after) ?? 0, shown ?? Infinity);
	}

	/** The most the count can have changed into `arrival` by what the pages showed: the least after less the most before. */
	shownChange(arrival: number): number | undefined {
		return this.difference(this.least.get(arrival - 1), this.most.get(arrival));
	}

	/**
	 * The most the list can have held at `arrival`, under both readings (its next answer known):
	 * what the pages showed bounds it. At the read's first answer, its own total: read one answer
	 * behind it would be the next answer's total, which also counts what came in during the read's
	 * first moments, and a record created then could not be told from one that stood there unread
	 * (a read with records created early in it could never show it had read them all). What that
	 * leaves unseen is named in docs/rate-limits.md: a first total one answer behind, with records
	 * created in the instant before the read.
	 */
	countAtMost(arrival: number): number | undefined {
		if (!this.given) return undefined;
		const current = this.totals[arrival];
		const lagging = arrival === 0 ? current : (this.exactAt(arrival) ?? this.totals[arrival + 1]);
		if (current === undefined || lagging === undefined) return undefined;
		return Math.min(Math.max(current, lagging), this.most.get(arrival) ?? Infinity);
	}

	/** The least the list can have held at `arrival`: its exact count, or the lower of both readings. */
	countAtLeast(arrival: number): number | undefined {
		const exact = this.exactAt(arrival);
		if (exact !== undefined) return exact;
		if (!this.given) return undefined;
		const current = this.totals[arrival];
		const lagging = this.totals[arrival + 1];
		if (current === undefined || lagging === undefined) return undefined;
		return Math.max(Math.min(current, lagging), this.least.get(arrival) ?? 0);
	}

	/**
	 * Whether the totals count the list: under one reading, every total fits what the pages show.
	 * 'more' when some total is above what the pages allowed under both readings (a total that can
	 * still count records that left), 'fewer' when totals fall short only (a total that counts fewer
	 * records than the pages show, and so no removal); undefined while only the lagging reading can
	 * fit and the answer after the last is to come.
	 */
	countTheList(): 'yes' | 'more' | 'fewer' | undefined {
		if (!this.given) return 'yes';
		const last = this.totals.length - 1;
		const current = this.misfits((arrival) => this.totals[arrival], last);
		if (current === 'yes') return 'yes';
		const lagging = this.misfits((arrival) => this.totals[arrival + 1], last - 1);
		if (lagging === 'yes') return this.least.has(last) || this.most.has(last) ? undefined : 'yes';
		return current === 'more' || lagging === 'more' ? 'more' : 'fewer';
	}

	/**
	 * From now on the totals are read as none: they count fewer records than the pages show, so a
	 * fall of theirs says nothing of a removal.
	 */
	setAside(): void {
		this.setAsideAt ??= this.totals.length;
	}

	/** How the totals of one reading fit the pages up to `last`: all fit, or one is above or below. */
	private misfits(
		totalFor: (arrival: number) => number | undefined,
		last: number,
	): 'yes' | 'more' | 'fewer' {
		let verdict: 'yes' | 'more' | 'fewer' = 'yes';
		for (let arrival = 0; arrival <= last; arrival++) {
			const total = totalFor(arrival);
			if (total === undefined) continue;
			if (total > (this.most.get(arrival) ?? Infinity)) return 'more';
			if (total < (this.least.get(arrival) ?? 0)) verdict = 'fewer';
		}
		return verdict;
	}

	private difference(before: number | undefined, after: number | undefined): number | undefined {
		return before === undefined || after === undefined ? undefined : after - before;
	}
}
