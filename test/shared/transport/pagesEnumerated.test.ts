/**
 * The pager's guarantee, checked by enumeration at small scope (test/shared/transport/enumeration/):
 * for every placement of up to three events between the answers of a read, on lists of five and
 * six records in pages of two and three, under every way the live API answers a total, every record
 * there throughout comes out exactly once, or the read fails saying what moved; the only
 * counter-examples are the blind spots docs/rate-limits.md names. `npm run test:enumeration` runs a
 * larger scope (four and five events).
 */
import type {
	EachPage,
	PageSource,
	PagesRequest,
} from '../../../nodes/Terminal49/shared/transport/pagerTypes';
import { describe as describeRun, explore, runHistory } from './enumeration/explore';
import { checkScope } from './enumeration/check';
import type { ModelSetup } from './enumeration/listModel';
import { QUICK_SCOPE, setupName } from './enumeration/scopes';

jest.setTimeout(120_000);

describe('every interleaving of a few events, at small scope', () => {
	it.each(QUICK_SCOPE.map((checked) => [setupName(checked), checked] as const))(
		'%s',
		async (_name, checked) => {
			const exploration = await checkScope(checked);
			expect(exploration.runs).toBeGreaterThan(100);
		},
	);
});

describe('the check has teeth', () => {
	const containers: ModelSetup = {
		order: 'refreshed',
		records: 5,
		stopped: 0,
		pageSize: 2,
		totals: 'exact',
		layout: 'newest first',
		times: 'creation and clock',
	};

	it('a walk to the last page that never reads the front again loses a record refreshed ahead of it, and the check names the run', async () => {
		// The walk alone: the pager's first pass, each record handed on once, without the catch-up at the front.
		const walkOnly = async (source: PageSource, request: PagesRequest, each: EachPage) => {
			const seen = new Set<string>();
			let number = 1;
			for (; ; number++) {
				const { document } = await source.page({
					'page[size]': request.pageSize ?? 100,
					'page[number]': number,
				});
				const records = (document.data ?? []).filter(
					(record) => !seen.has(record.id) && seen.add(record.id),
				);
				each({ records, document, included: () => new Map() }, () => undefined);
				if (typeof document.links?.next !== 'string') break;
			}
			return { pagesFetched: number, catchUpPages: 0, stepBackPages: 0, complete: true };
		};
		const exploration = await explore(containers, 1, walkOnly);
		expect(exploration.broken.map(describeRun)).toContain(
			'refreshed list of 5, pages of 2, total exact, newest first, times: creation and clock; before answer 2: refresh @4 → missing: r5 (3 requests)',
		);
	});

	it('the shape a held-out suite found: a refresh ahead of the reader, a removal hidden by a creation, a creation ahead of the refreshed record; the pager hands it on', async () => {
		// r5 is refreshed to the front before page 2; before page 3 a record already read (r1) leaves and
		// one is created, so the total does not move; before the catch-up's first page another comes in
		// ahead of r5, which now stands on page 2.
		const history = [
			[{ kind: 'refresh', at: 4 }],
			[{ kind: 'remove', at: 1 }, { kind: 'create' }],
			[{ kind: 'create' }],
		] as const;
		const run = await runHistory(
			containers,
			history.map((events) => [...events]),
		);
		expect(run.missing).toEqual([]);
		expect(run.duplicates).toEqual([]);
	});
});
