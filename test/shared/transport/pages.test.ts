/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import type { ServerResponse } from 'node:http';

import fc from 'fast-check';

import { terminal49RequestPages } from '../../../nodes/Terminal49/shared/transport';
import { forgetLimiters } from '../../support/processState';
import { requestContext } from '../../harness/engine';
import { sendJson, startScriptedServer, type SeenRequest } from '../../support/scriptedServer';
import { seedContainers } from '../../mock/fixtures';
import { startMoving } from '../../mock/movingList';
import { useUnlimitedMock } from '../../support/unlimitedMock';

/** Records created before the read, as a live account's are: a read counts them as there from its start. */
const CREATED_AN_HOUR_AGO = new Date(Date.now() - 3_600_000).toISOString();

/**
 * Pagination through n8n's real request helpers, against a server that serves `total` records in
 * pages the way the API does (silently capping the size at 100), or misbehaves as told.
 */
function pagedHandler(total: number, options: { repeatNextOn?: number } = {}) {
	return (request: SeenRequest, res: ServerResponse) => {
		const asked = Number(request.url.searchParams.get('page[size]') ?? 30);
		const size = Math.min(asked, 100);
		const number = Number(request.url.searchParams.get('page[number]') ?? 1);
		const first = (number - 1) * size;
		const data = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) => ({
			id: `c${first + i + 1}`,
			type: 'container',
			attributes: { number: `TEST${first + i + 1}`, created_at: CREATED_AN_HOUR_AGO },
			relationships: { shipment: { data: { id: `s${(first + i) % 3}`, type: 'shipment' } } },
		}));
		const included = [0, 1, 2].map((s) => ({
			id: `s${s}`,
			type: 'shipment',
			attributes: { bill_of_lading_number: `BOL${s}` },
		}));
		const nextNumber = options.repeatNextOn === number ? number : number + 1;
		const hasNext = first + size < total;
		sendJson(res, 200, {
			data,
			included,
			links: hasNext
				? {
						next: `https://api.terminal49.com/v2/containers?page[number]=${nextNumber}&page[size]=${size}`,
					}
				: {},
			meta: { size: data.length, total },
		});
	};
}

describe('terminal49RequestPages', () => {
	beforeEach(() => forgetLimiters());

	async function withServer(
		handler: Parameters<typeof startScriptedServer>[0],
		run: (ctx: ReturnType<typeof requestContext>, seen: SeenRequest[]) => Promise<void>,
	) {
		const server = await startScriptedServer(handler);
		try {
			await run(requestContext({ apiKey: 'scripted-key-1', baseUrl: server.baseUrl }), server.seen);
		} finally {
			await server.close();
		}
	}

	it('walks every page when the API caps a larger page size at 100', async () => {
		await withServer(pagedHandler(350), async (ctx, seen) => {
			const result = await terminal49RequestPages.call(ctx, {
				path: '/containers',
				qs: { include: 'shipment' },
			});
			expect(result.data).toHaveLength(350);
			expect(new Set(result.data.map((r) => r.id)).size).toBe(350);
			expect(result.pagesFetched).toBe(4);
			expect(seen.map((r) => r.url.searchParams.get('page[number]'))).toEqual(['1', '2', '3', '4']);
			// the include survives into every page, taken from the next link or the original query
			expect(seen[0].url.searchParams.get('include')).toBe('shipment');
			// included records merged across pages, each once
			expect(result.included.map((r) => r.id).sort()).toEqual(['s0', 's1', 's2']);
		});
	});

	it("asks the credential's base URL for the next page, never the host in the link", async () => {
		await withServer(pagedHandler(150), async (ctx, seen) => {
			await terminal49RequestPages.call(ctx, { path: '/containers' });
			expect(seen).toHaveLength(2);
			expect(seen.every((r) => r.url.pathname === '/v2/containers')).toBe(true);
		});
	});

	it.each([
		[1, 1, 1],
		[50, 1, 50],
		[100, 1, 100],
		[101, 2, 100],
		[250, 3, 100],
	])(
		'a limit of %i returns exactly that many and fetches %i page(s)',
		async (limit, pages, firstPageSize) => {
			await withServer(pagedHandler(1000), async (ctx, seen) => {
				const result = await terminal49RequestPages.call(ctx, { path: '/containers', limit });
				expect(result.data).toHaveLength(limit);
				expect(seen).toHaveLength(pages);
				expect(seen[0].url.searchParams.get('page[size]')).toBe(String(firstPageSize));
			});
		},
	);

	it('a limit larger than the list returns the whole list', async () => {
		await withServer(pagedHandler(120), async (ctx) => {
			const result = await terminal49RequestPages.call(ctx, { path: '/containers', limit: 500 });
			expect(result.data).toHaveLength(120);
		});
	});

	it('with a filter, fetches pages until the limit is met', async () => {
		await withServer(pagedHandler(1000), async (ctx, seen) => {
			const everyTenth = (r: { id: string }) => Number(r.id.slice(1)) % 10 === 0;
			const result = await terminal49RequestPages.call(ctx, {
				path: '/containers',
				limit: 25,
				where: everyTenth,
			});
			expect(result.data.map((r) => r.id)).toEqual(
				Array.from({ length: 25 }, (_, i) => `c${(i + 1) * 10}`),
			);
			expect(seen).toHaveLength(3);
		});
	});

	it('an empty list is one request and no records', async () => {
		await withServer(pagedHandler(0), async (ctx, seen) => {
			const result = await terminal49RequestPages.call(ctx, { path: '/containers' });
			expect(result.data).toEqual([]);
			expect(seen).toHaveLength(1);
		});
	});

	it('refuses a next link it has already fetched', async () => {
		await withServer(pagedHandler(1000, { repeatNextOn: 2 }), async (ctx, seen) => {
			await expect(terminal49RequestPages.call(ctx, { path: '/containers' })).rejects.toThrow(
				/already fetched/,
			);
			expect(seen).toHaveLength(2);
		});
	});
});

/**
 * The list as Terminal49's `/containers` is: the most recently refreshed first, moving while it is
 * read (test/mock/movingList.ts). Through n8n's request helpers against the mock, without its
 * rate limiter, so each case takes milliseconds.
 */
describe('terminal49RequestPages on a list that moves while it is read', () => {
	const api = useUnlimitedMock();

	/** A fresh account of `count` containers; the ids it holds before the read. */
	function account(count: number, pageSizeServed?: number): string[] {
		const { mock } = api;
		const { state } = mock;
		state.containers.length = 0;
		state.shipments.length = 0;
		state.movement = undefined;
		state.pageSizeServed = pageSizeServed;
		seedContainers(state, count);
		mock.reset();
		return state.containers.map((container) => container.id);
	}
	const context = () => api.context();
	const containerPages = () =>
		api.mock.requests.filter((r) => r.path === '/containers').map((r) => r.query['page[number]']);

	it('500 containers, 100 of the last refreshed while page 2 is asked for: every one once, the moved ones caught at the front', async () => {
		const before = account(500);
		startMoving(api.mock.state, {
			refreshesAt: (arrival) => (arrival === 1 ? 100 : 0),
			pick: 'back',
		});
		const result = await terminal49RequestPages.call(context(), { path: '/containers' });
		const ids = result.data.map((r) => r.id);
		expect(ids).toHaveLength(500);
		expect(new Set(ids)).toEqual(new Set(before));
		// Five pages, then the front once: the 100 that moved fill its first page.
		expect(containerPages()).toEqual(['1', '2', '3', '4', '5', '1']);
		expect(result).toMatchObject({ complete: true, catchUpPages: 1, pagesFetched: 6 });
	});

	it('a calm list costs no request more than its pages', async () => {
		account(350);
		const result = await terminal49RequestPages.call(context(), { path: '/containers' });
		expect(result).toMatchObject({ complete: true, catchUpPages: 0, pagesFetched: 4 });
	});

	it('a filter with a limit, its matches on the last pages while 250 refreshed containers push them back: the limit is met', async () => {
		const before = account(1000);
		const wanted = new Set(before.slice(-10));
		startMoving(api.mock.state, { refreshesAt: (arrival) => (arrival === 3 ? 250 : 0), seed: 3 });
		const result = await terminal49RequestPages.call(context(), {
			path: '/containers',
			limit: 10,
			where: (container) => wanted.has(container.id),
		});
		expect(new Set(result.data.map((r) => r.id))).toEqual(wanted);
	});

	/** Reads the moving account; the read's outcome checked against what was there throughout. */
	async function readMoving(plan: MovingPlan): Promise<{ complete: boolean } | { error: Error }> {
		const before = account(plan.count, plan.pageSizeServed);
		const log = startMoving(api.mock.state, {
			refreshesAt: (arrival) => plan.refreshes[arrival] ?? 0,
			createdAt: (arrival) => plan.creations[arrival] ?? 0,
			pick: plan.pick,
			seed: plan.seed,
		});
		let result;
		try {
			result = await terminal49RequestPages.call(context(), { path: '/containers' });
		} catch (error) {
			return { error: error as Error };
		}
		const ids = result.data.map((r) => r.id);
		expect(new Set(ids).size).toBe(ids.length);
		const out = new Set(ids);
		expect(before.filter((id) => !out.has(id))).toEqual([]);
		const known = new Set([...before, ...log.created]);
		expect(ids.filter((id) => !known.has(id))).toEqual([]);
		return { complete: result.complete };
	}

	interface MovingPlan {
		count: number;
		pageSizeServed: number | undefined;
		refreshes: number[];
		creations: number[];
		pick: 'random' | 'back';
		seed: number;
	}
	const plans = (refreshesPerRequest: number) =>
		fc.record<MovingPlan>({
			count: fc.integer({ min: 1, max: 420 }),
			pageSizeServed: fc.constantFrom(undefined, 7, 33, 100),
			refreshes: fc.array(fc.integer({ min: 0, max: refreshesPerRequest }), { maxLength: 40 }),
			creations: fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 40 }),
			pick: fc.constantFrom<'random' | 'back'>('random', 'back'),
			seed: fc.integer({ min: 1, max: 1_000_000 }),
		});

	it('property: at any pace of refreshes and creations, and any page size the API serves, every container there throughout comes out once, or the read fails saying the list moved too fast', async () => {
		await fc.assert(
			fc.asyncProperty(plans(40), async (plan) => {
				const outcome = await readMoving(plan);
				if ('error' in outcome)
					expect(outcome.error.message).toMatch(
						/2 more readings of it to its end did not find, and kept moving meanwhile/,
					);
				else expect(outcome.complete).toBe(true);
			}),
			{ numRuns: 60 },
		);
	});

	it('property: at a pace up to a few refreshes a request (the live API sees about one), the read always completes', async () => {
		await fc.assert(
			fc.asyncProperty(plans(3), async (plan) => {
				expect(await readMoving(plan)).toEqual({ complete: true });
			}),
			{ numRuns: 60 },
		);
	});
});
