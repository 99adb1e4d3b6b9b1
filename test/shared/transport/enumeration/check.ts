import type { Checked } from './scopes';
import { judge } from './scopes';
import { describe as describeRun, explore, type Exploration } from './explore';

/**
 * Checks one setup at its scope: every run the pager completes hands on every record there
 * throughout, once; a run that breaks that is allowed only where docs/rate-limits.md names the
 * blind spot it falls in. A list that does not move costs no request more than its pages.
 */
export async function checkScope(checked: Checked): Promise<Exploration> {
	const exploration = await explore(checked.setup, checked.events);
	expect(judge(checked, exploration).unexplained.slice(0, 5).map(describeRun)).toEqual([]);
	const { records, pageSize, times, layout, totals } = checked.setup;
	// A total that does not count the list costs what it costs: only lists with a true total are held to their pages.
	if (totals !== 'exact' && totals !== 'lagging') return exploration;
	const pages = Math.ceil(records / pageSize);
	// Without creation times or the API's clock, or with a record created a second before the read
	// standing past the first page, a list is read once more to its end: a record created during the
	// read could not be told from it.
	const readTwice = times !== 'creation and clock' || layout === 'oldest first';
	expect(exploration.stillRequests).toBe(readTwice ? 2 * pages : pages);
	return exploration;
}
