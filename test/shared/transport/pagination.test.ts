/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import type { ServerResponse } from 'node:http';

import { terminal49RequestPages } from '../../../nodes/Terminal49/shared/transport';
import { forgetLimiters } from '../../../nodes/Terminal49/shared/transport/throttle';
import { requestContext } from '../../harness/engine';
import { sendJson, startScriptedServer, type SeenRequest } from '../../support/scriptedServer';

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
			attributes: { number: `TEST${first + i + 1}` },
			relationships: { shipment: { data: { id: `s${(first + i) % 3}`, type: 'shipment' } } },
		}));
		const included = [0, 1, 2].map((s) => ({ id: `s${s}`, type: 'shipment', attributes: { bill_of_lading_number: `BOL${s}` } }));
		const nextNumber = options.repeatNextOn === number ? number : number + 1;
		const hasNext = first + size < total;
		sendJson(res, 200, {
			data,
			included,
			links: hasNext
				? { next: `https://api.terminal49.com/v2/containers?page[number]=${nextNumber}&page[size]=${size}` }
				: {},
			meta: { size: data.length, total },
		});
	};
}

describe('terminal49RequestPages', () => {
	beforeEach(() => forgetLimiters());

	async function withServer(handler: Parameters<typeof startScriptedServer>[0], run: (ctx: ReturnType<typeof requestContext>, seen: SeenRequest[]) => Promise<void>) {
		const server = await startScriptedServer(handler);
		try {
			await run(requestContext({ apiKey: 'k', baseUrl: server.baseUrl }), server.seen);
		} finally {
			await server.close();
		}
	}

	it('walks every page when the API caps a larger page size at 100', async () => {
		await withServer(pagedHandler(350), async (ctx, seen) => {
			const result = await terminal49RequestPages.call(ctx, { path: '/containers', qs: { include: 'shipment' } });
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

	it('asks the credential\'s base URL for the next page, never the host in the link', async () => {
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
	])('a limit of %i returns exactly that many and fetches %i page(s)', async (limit, pages, firstPageSize) => {
		await withServer(pagedHandler(1000), async (ctx, seen) => {
			const result = await terminal49RequestPages.call(ctx, { path: '/containers', limit });
			expect(result.data).toHaveLength(limit);
			expect(seen).toHaveLength(pages);
			expect(seen[0].url.searchParams.get('page[size]')).toBe(String(firstPageSize));
		});
	});

	it('a limit larger than the list returns the whole list', async () => {
		await withServer(pagedHandler(120), async (ctx) => {
			const result = await terminal49RequestPages.call(ctx, { path: '/containers', limit: 500 });
			expect(result.data).toHaveLength(120);
		});
	});

	it('with a filter, fetches pages until the limit is met', async () => {
		await withServer(pagedHandler(1000), async (ctx, seen) => {
			const everyTenth = (r: { id: string }) => Number(r.id.slice(1)) % 10 === 0;
			const result = await terminal49RequestPages.call(ctx, { path: '/containers', limit: 25, keep: everyTenth });
			expect(result.data.map((r) => r.id)).toEqual(Array.from({ length: 25 }, (_, i) => `c${(i + 1) * 10}`));
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
