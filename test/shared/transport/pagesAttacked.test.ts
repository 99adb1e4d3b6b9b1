/**
 * The pager in process, against lists that do what the enumeration's model (enumeration/listModel.ts)
 * never does: a total that lags at some answers and not at others, or two answers behind; an API
 * clock, or a record's created_at, later than the read's start; a list that ignores page[size] and
 * moves between its first two answers. Each is held to docs/rate-limits.md's guarantee: every record
 * in the list from the read's start to its end comes out exactly once, or the read fails loudly, but
 * in a blind spot the docs name.
 */
import type { JsonApiResource } from '../../../nodes/Terminal49/shared/jsonapi';
import { readList } from '../../../nodes/Terminal49/shared/transport/listRead';
import type { ModelSetup } from './enumeration/listModel';
import type { LagRun } from './attack/lagExplore';
import { exploreLags, lagRunText } from './attack/lagExplore';
import type { ScriptedList } from './attack/scriptedList';
import { oldRecords, READ_START, runScript } from './attack/scriptedList';

const tracked: ModelSetup = {
	order: 'created',
	records: 5,
	stopped: 1,
	pageSize: 2,
	totals: 'exact',
	layout: 'newest first',
	times: 'creation and clock',
};

/**
 * A total that lags now and then, or by more than one answer, can give no answer at all the list's
 * count at some moment: a change there is hidden from every reading of the totals (docs/rate-limits.md
 * names it among the blind spots). A record lost where no count was hidden fails the check.
 */
const countHidden = (run: LagRun): boolean =>
	run.counts.some(
		(count, answer) => count !== run.totals[answer] && count !== run.totals[answer + 1],
	);

describe('a total that lags otherwise than one answer throughout, on a list sorted by creation (the tracked read)', () => {
	it('each total the count now or as of the request before, answer by answer, up to two events: a record is lost only where the totals hid a count', async () => {
		// One answer at most lags; the others give the count now.
		const exploration = await exploreLags(tracked, 2, [0, 1], 1);
		expect(
			exploration.broken.filter((run) => !countHidden(run) && !run.namedBlindSpot).map(lagRunText),
		).toEqual([]);
	});

	it('a total always two answers behind, up to two events: a record is lost only where the totals hid a count', async () => {
		const exploration = await exploreLags(tracked, 2, [2], 0);
		expect(
			exploration.broken.filter((run) => !countHidden(run) && !run.namedBlindSpot).map(lagRunText),
		).toEqual([]);
	});
});

describe('a first total that is the count before the read, on a list sorted by refresh (/containers)', () => {
	const containers: ModelSetup = { ...tracked, order: 'refreshed', stopped: 0 };

	it('the first answer’s total one record off (one created or removed just before the read), the others the count now, up to two events: a record is lost only where the first total was not the count', async () => {
		// docs/rate-limits.md names it: a read takes its first total as it stands.
		const exploration = await exploreLags(containers, 2, [0, 1], 1);
		expect(
			exploration.broken
				.filter((run) => !countHidden(run) && run.totals[0] === run.counts[0])
				.map(lagRunText),
		).toEqual([]);
	});
});

describe('when the read began, by a clock or a creation time later than it', () => {
	/** r6 refreshed from the last page to the front before page 2; two records created before the catch-up's first page. */
	const refreshThenCreations = (arrival: number, list: ScriptedList) => {
		if (arrival === 1) list.refresh('r6');
		if (arrival === 3) {
			list.create();
			list.create();
		}
	};

	it('the API’s Date fifty seconds ahead of its created_at (within the minute docs/rate-limits.md allows its clocks): the refreshed record comes out, or the read fails', async () => {
		const run = await runScript({
			order: 'refreshed',
			records: oldRecords(6),
			pageSize: 2,
			before: refreshThenCreations,
			clock: () => READ_START + 50_000,
		});
		expect(run.missing).toEqual([]);
	});

	it('a record on page 1 created ten minutes after the read began (by its created_at): the refreshed record comes out, or the read fails', async () => {
		const records = oldRecords(6);
		records[0].created = READ_START + 10 * 60_000;
		const run = await runScript({
			order: 'refreshed',
			records,
			pageSize: 2,
			before: refreshThenCreations,
		});
		expect(run.missing).toEqual([]);
	});
});

describe('a list that ignores page[size], without a total, that moves between its first two answers', () => {
	it('one record added before its second answer: the read ends, or fails, within a few requests', async () => {
		let list = Array.from({ length: 40 }, (_, i) => `definition${i}`);
		let answers = 0;
		const out = new Set<string>();
		const read = readList(
			{
				baseUrl: 'https://api.test/v2',
				page: async (qs) => {
					answers++;
					if (answers === 2) list = ['added', ...list];
					const data: JsonApiResource[] = list.map((id) => ({
						id,
						type: 'custom_field_definition',
						attributes: {},
					}));
					return await Promise.resolve({
						document: {
							data,
							links: {
								next: `https://api.test/v2/list?page[number]=${Number(qs['page[number]']) + 1}`,
							},
						},
					});
				},
				failure: (problem) => new Error(problem),
			},
			{ path: '/list' },
			(page) => {
				for (const record of page.records) out.add(record.id);
			},
		);
		await read.catch(() => undefined);
		expect(out.size).toBe(41);
		expect(answers).toBeLessThanOrEqual(5);
	});
});
