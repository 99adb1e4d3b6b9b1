import type { IDataObject } from 'n8n-workflow';

import { setThrottleTestSeam } from '../../support/processState';
import { makeTerminal, seedContainers, seedMostlyStoppedAccount } from '../../mock/fixtures';
import { startMoving, stopTracking } from '../../mock/movingList';
import { mockUuid } from '../../mock/state';
import { ids, useMockApi, v2 } from '../setup';

/**
 * Container → Get Many while the list shrinks under it: a record removed from a page already read
 * pulls the next one back onto that page, where a reader that only walks forward never sees it.
 */
const getAll = (parameters: IDataObject) => ({
	resource: 'container',
	operation: 'getAll',
	...parameters,
});

describe('Container Get Many, Containers to Read = tracked, while a shipment stops', () => {
	// 2,500 containers in 250 shipments, every one tracked: three pages of shipments.
	const api = useMockApi({
		seed: (state) => {
			state.terminals.push(
				makeTerminal({}, { id: mockUuid('terminal', 1) }),
				makeTerminal({}, { id: mockUuid('terminal', 2) }),
			);
			seedMostlyStoppedAccount(state, 2_500, 1);
		},
	});
	/** The shipment at `place` in the tracked list (100 a page) stops while page 2 is asked for. */
	const trackedThroughout = (place = 3) => {
		const stopping = api.mock.state.shipments.filter(
			(s) => s.attributes.line_tracking_stopped_at === null,
		)[place];
		const throughout = new Set(
			api.mock.state.shipments
				.filter((s) => s.attributes.line_tracking_stopped_at === null && s !== stopping)
				.flatMap((s) => s.relationships.containers.data.map((r) => r.id)),
		);
		startMoving(api.mock.state, {
			list: 'shipments',
			onArrival: (arrival, _state, now) => arrival === 1 && stopTracking(stopping, now),
		});
		return throughout;
	};

	it.each([
		// Page 2 said the list lost one: a shipment that stood first on page 2 may now stand last on page 1,
		// so page 1 is read again, then page 2 (a creation since could have pushed it back onto page 2).
		['on page 1, behind the reader: pages 1 and 2 are read again', 3, ['1', '2', '1', '2', '3']],
		[
			'on page 2, ahead of the reader: pages 1 and 2 are read again',
			150,
			['1', '2', '1', '2', '3'],
		],
	])(
		'Return All, a shipment %s: every container of a shipment tracked throughout comes out once',
		async (_, place, pages) => {
			const throughout = trackedThroughout(place);
			const run = await api.run(getAll({ returnAll: true, containersToRead: 'tracked' }), v2);
			expect(run.status).toBe('success');
			expect(ids(run)).toHaveLength(new Set(ids(run)).size);
			const out = new Set(ids(run));
			expect([...throughout].filter((id) => !out.has(id))).toEqual([]);
			expect(api.mock.requests.map((r) => r.query['page[number]'])).toEqual(pages);
		},
	);

	it('the urgency digest names every container due that was tracked throughout', async () => {
		const urgent = { returnAll: true, filters: { urgency: ['overdue', 'due_today', 'imminent'] } };
		const calm = await api.run(getAll({ ...urgent, containersToRead: 'tracked' }), v2);
		const throughout = trackedThroughout();
		const expected = ids(calm).filter((id) => throughout.has(id));
		expect(expected.length).toBeGreaterThan(0);
		const digest = await api.run(getAll({ ...urgent, digest: true }), v2);
		expect(digest.status).toBe('success');
		const named = new Set(
			((digest.items[0].json.containers ?? []) as IDataObject[]).map((container) =>
				String(container.id),
			),
		);
		expect(expected.filter((id) => !named.has(id))).toEqual([]);
	});
});

describe('Container Get Many, Return All, on a list that shrinks or misreports its size', () => {
	const api = useMockApi({ seed: (state) => void seedContainers(state, 250) });
	beforeEach(() => setThrottleTestSeam({ windowMs: 1_200 }));
	afterEach(() => setThrottleTestSeam(undefined));

	it('five containers of page 1 deleted while page 2 waits out a 429: all 250 come out once (the five were read before they went)', async () => {
		const deleted = api.mock.state.containers.slice(0, 5).map((c) => c.id);
		const remaining = api.mock.state.containers
			.map((c) => c.id)
			.filter((id) => !deleted.includes(id));
		api.mock.faults.add({
			kind: '429burst',
			times: 1,
			retryAfter: 1,
			match: { path: '/containers', query: { 'page[number]': '2' } },
		});
		startMoving(api.mock.state, {
			onArrival: (arrival, state) => {
				if (arrival === 1) state.containers.splice(0, 5);
			},
		});
		const run = await api.run(getAll({ returnAll: true }));
		expect(run.status).toBe('success');
		expect(ids(run)).toHaveLength(250);
		expect(new Set(ids(run))).toEqual(new Set([...deleted, ...remaining]));
	});

	it('a meta.total of 150 on 250 containers: the read follows next to the end, all 250', async () => {
		api.mock.state.totalServed = () => 150;
		const run = await api.run(getAll({ returnAll: true }));
		expect(run.status).toBe('success');
		expect(new Set(ids(run)).size).toBe(250);
	});

	it('a meta.total of 0 on 250 containers while next links on: the read fails naming the total and what was read', async () => {
		api.mock.state.totalServed = () => 0;
		const run = await api.run(getAll({ returnAll: true }));
		expect(run.items).toHaveLength(0);
		expect(run.error?.message).toContain('total of 0 records');
		expect(run.error?.description).toContain('2 pages and 200 records');
	});

	it('next links that leave out include: every page keeps the read’s include, so every container has its shipment', async () => {
		const asked = await api.run(getAll({ returnAll: true, include: ['shipment'] }), v2);
		api.mock.state.nextLinkDrops = ['include'];
		const run = await api.run(getAll({ returnAll: true, include: ['shipment'] }), v2);
		expect(run.status).toBe('success');
		expect(run.items).toHaveLength(250);
		expect(run.items.map((item) => item.json)).toEqual(asked.items.map((item) => item.json));
		expect(api.mock.requests.slice(-3).map((r) => r.query.include)).toEqual([
			'shipment',
			'shipment',
			'shipment',
		]);
	});
});
