/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import type { ServerResponse } from 'node:http';

import type { IncludedIndex, JsonApiResource } from '../../../nodes/Terminal49/shared/jsonapi';
import { terminal49Paginate } from '../../../nodes/Terminal49/shared/transport';
import { forgetLimiters } from '../../support/processState';
import { requestContext } from '../../harness/engine';
import { sendJson, startScriptedServer, type SeenRequest } from '../../support/scriptedServer';

/**
 * What a streamed read is handed of each page: the page's included records by `type:id`, and one
 * call for each page that brings a record new to the read, and `done()` to stop.
 */

const container = (id: string, shipment: string): JsonApiResource => ({
	id,
	type: 'container',
	relationships: { shipment: { data: { id: shipment, type: 'shipment' } } },
});
const shipment = (id: string, bl: string): JsonApiResource => ({
	id,
	type: 'shipment',
	attributes: { bill_of_lading_number: bl },
});

/**
 * Three pages of a list of four, sorted by creation: before the second is read two records are
 * created at the front, so it only repeats the first (the list moved, its total with it), each page
 * with its own shipment records.
 */
const PAGES: Record<string, { data: JsonApiResource[]; included: JsonApiResource[] }> = {
	'1': {
		data: [container('c1', 's1'), container('c2', 's1')],
		included: [shipment('s1', 'FIRST')],
	},
	'2': {
		data: [container('c1', 's1'), container('c2', 's1')],
		included: [shipment('s1', 'SECOND')],
	},
	'3': {
		data: [container('c3', 's2'), container('c4', 's1')],
		included: [shipment('s2', 'THIRD'), shipment('s1', 'THIRD')],
	},
};

function handler(request: SeenRequest, res: ServerResponse) {
	const number = request.url.searchParams.get('page[number]') ?? '1';
	const page = PAGES[number];
	const next =
		number === '3'
			? {}
			: { next: `https://api.terminal49.com/v2/containers?page[number]=${Number(number) + 1}` };
	sendJson(res, 200, { ...page, links: next, meta: { total: number === '1' ? 4 : 6 } });
}

describe('terminal49Paginate: each page as a streamed read sees it', () => {
	beforeEach(() => forgetLimiters());

	it('each page with a record new to the read comes once, with only those records and its own included records by type:id, indexed once', async () => {
		const server = await startScriptedServer(handler);
		try {
			const ctx = requestContext({ apiKey: 'scripted-key-1', baseUrl: server.baseUrl });
			const pagesAnnounced: string[][] = [];
			const indexes: IncludedIndex[] = [];
			const billsOfLading: Record<string, unknown> = {};
			const result = await terminal49Paginate.call(
				ctx,
				{ path: '/containers', order: 'created' },
				(page) => {
					pagesAnnounced.push(page.records.map((record) => record.id));
					indexes.push(page.included());
					for (const record of page.records) {
						expect(page.included()).toBe(indexes[indexes.length - 1]);
						const ref = record.relationships?.shipment?.data as { id: string; type: string };
						billsOfLading[record.id] = page
							.included()
							.get(`${ref.type}:${ref.id}`)?.attributes?.bill_of_lading_number;
					}
				},
			);
			// Read again where a reading of the total one answer behind says the two that crossed came in
			// unseen by it; the pages read again bring nothing new, so they are neither announced nor indexed.
			expect(result).toMatchObject({ complete: true });
			// The second page brought nothing new: it is neither announced nor indexed.
			expect(pagesAnnounced).toEqual([
				['c1', 'c2'],
				['c3', 'c4'],
			]);
			expect(indexes[0]).not.toBe(indexes[1]);
			expect(billsOfLading).toEqual({ c1: 'FIRST', c2: 'FIRST', c3: 'THIRD', c4: 'THIRD' });
		} finally {
			await server.close();
		}
	});

	it('done() ends the read after the page it was called on: no page more is asked for', async () => {
		const server = await startScriptedServer(handler);
		try {
			const ctx = requestContext({ apiKey: 'scripted-key-1', baseUrl: server.baseUrl });
			const result = await terminal49Paginate.call(ctx, { path: '/containers' }, (_page, done) =>
				done(),
			);
			expect(result).toMatchObject({ pagesFetched: 1, complete: false });
			expect(server.seen).toHaveLength(1);
		} finally {
			await server.close();
		}
	});
});
