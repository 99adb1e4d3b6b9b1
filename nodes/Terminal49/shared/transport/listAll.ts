import { NodeOperationError } from 'n8n-workflow';

import type { JsonApiResource } from '../jsonapi';
import { resourceKey } from '../jsonapi';
import type { PagesRequest, PagesSummary } from './pagerTypes';
import { terminal49Paginate } from './pages';
import type { Terminal49Context } from './request';
import { MAX_PAGE_SIZE } from './request';

/** Checks a Limit before any request: a whole number from 1. */
export function checkLimit(
	ctx: Terminal49Context,
	limit: number | undefined,
	itemIndex: number | undefined,
): void {
	if (limit !== undefined && !(Number.isSafeInteger(limit) && limit >= 1)) {
		throw new NodeOperationError(
			ctx.getNode(),
			`Limit must be a whole number of 1 or more, not ${String(limit)}`,
			{ itemIndex },
		);
	}
}

export interface ListAllRequest extends PagesRequest {
	/** Stop once this many records are gathered: a whole number from 1. Absent: the whole list. */
	limit?: number;
	/** Only the records that pass are gathered (and counted against `limit`); each record is asked once. */
	where?: (record: JsonApiResource) => boolean;
}

export interface ListAllResult extends PagesSummary {
	data: JsonApiResource[];
	/** `included` of every page read, each record once. */
	included: JsonApiResource[];
}

/**
 * A whole list (or its first `limit` records) gathered through the one pager, with every page's
 * included records: for the reads that keep all they read. A read that filters, streams or stops
 * on what it finds uses `terminal49Paginate` itself. With `limit`, no page beyond it is asked for.
 */
export async function terminal49RequestPages(
	this: Terminal49Context,
	request: ListAllRequest,
): Promise<ListAllResult> {
	const { limit, where, ...pages } = request;
	checkLimit(this, limit, request.itemIndex);
	const data: JsonApiResource[] = [];
	const included = new Map<string, JsonApiResource>();
	const summary = await terminal49Paginate.call(
		this,
		{
			...pages,
			pageSize: limit === undefined || where ? pages.pageSize : Math.min(MAX_PAGE_SIZE, limit),
		},
		(page, done) => {
			for (const record of page.document.included ?? []) included.set(resourceKey(record), record);
			for (const record of page.records) {
				if (where && !where(record)) continue;
				data.push(record);
				if (limit !== undefined && data.length >= limit) return done();
			}
		},
	);
	return { ...summary, data, included: [...included.values()] };
}
