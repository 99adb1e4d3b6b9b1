import { seedContainers } from '../../mock/fixtures';
import { ids, useMockApi } from '../setup';

/**
 * Container → Get Many, Return All, when one page comes back empty yet still links a next page and
 * counts the whole list in `meta.total`: a list that does not move, answered once with a page that
 * contradicts itself (no records, but records beyond it).
 */
describe('Container Get Many, Return All, an empty page that links a next one', () => {
	const api = useMockApi({ seed: (state) => void seedContainers(state, 250) });

	it('page 2 answered once with no records, a next link and a total of 250: all 250 come out, or the read fails', async () => {
		const next = `${api.mock.url}/containers?page[number]=3&page[size]=100`;
		const emptyPage = { data: [], links: { next }, meta: { total: 250 } };
		api.mock.faults.add({
			kind: 'status',
			status: 200,
			body: emptyPage,
			match: { method: 'GET', path: '/containers', query: { 'page[number]': '2' } },
		});
		const run = await api.run({ resource: 'container', operation: 'getAll', returnAll: true });
		if (run.status !== 'success') return expect(run.error?.message).toMatch(/containers/);
		expect(new Set(ids(run)).size).toBe(250);
	});
});
