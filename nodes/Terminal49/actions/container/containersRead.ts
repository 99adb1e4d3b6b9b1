import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { sameContainerNumber } from '../../shared/helpers/readers/shippingNumbers';
import type { JsonApiResource } from '../../shared/jsonapi';
import { readTracked } from '../../shared/lookups/trackedContainers';
import {
	apiPath,
	requestDocument,
	terminal49Paginate,
	terminal49RequestPages,
} from '../../shared/transport';
import { recordsByNumber } from '../helpers/lookup';
import type { ContainerFilters } from './matcher';

/*
 * How Container → Get Many reads the containers it filters: every container, only those of the
 * shipments still tracked, or those of the numbers asked for.
 */

/** Containers read, and the records included with them. */
export type ContainersRead = { data: JsonApiResource[]; included: JsonApiResource[] };

/**
 * The containers that pass `keep`, up to `limit`: those of `filters.numbers` when it names some,
 * else those of the shipments still tracked when `tracked`, else every container of the account.
 */
export async function readContainers(
	this: IExecuteFunctions,
	filters: ContainerFilters,
	include: string[],
	limit: number | undefined,
	keep: ((container: JsonApiResource) => boolean) | undefined,
	itemIndex: number,
	tracked: boolean,
): Promise<ContainersRead> {
	const qs: IDataObject = {};
	if (include.length > 0) qs.include = include.join(',');
	if (!filters.numbers && tracked)
		return await trackedMatches.call(this, include, limit, keep, itemIndex);
	if (!filters.numbers)
		return await terminal49RequestPages.call(this, {
			path: '/containers',
			qs,
			limit,
			where: keep,
			itemIndex,
		});
	// filter[number] takes one number; the other filters still apply here.
	const data: JsonApiResource[] = [];
	const included: JsonApiResource[] = [];
	const seen = new Set<string>();
	for (const number of filters.numbers) {
		if (limit !== undefined && data.length >= limit) break;
		const page =
			(await byNumberFilter.call(
				this,
				number,
				qs,
				limit === undefined ? undefined : limit - data.length,
				keep,
				itemIndex,
			)) ?? (await bySearch.call(this, number, qs, keep, itemIndex));
		for (const container of page.data) {
			if (seen.has(container.id)) continue;
			seen.add(container.id);
			data.push(container);
		}
		included.push(...page.included);
	}
	return { data, included };
}

/** The containers of the shipments still tracked, filtered by `keep`, up to `limit`; the shipments and their POD terminals as included records. */
async function trackedMatches(
	this: IExecuteFunctions,
	include: string[],
	limit: number | undefined,
	keep: ((container: JsonApiResource) => boolean) | undefined,
	itemIndex: number,
): Promise<ContainersRead> {
	const data: JsonApiResource[] = [];
	const read = await readTracked.call(this, {
		include: include.includes('pod_terminal') ? ['pod_terminal'] : [],
		collectIncluded: true,
		itemIndex,
		each: (container, _related, done) => {
			if (keep && !keep(container)) return;
			data.push(container);
			if (limit !== undefined && data.length >= limit) done();
		},
	});
	return {
		data,
		included: include.includes('shipment') ? [...read.shipments, ...read.included] : read.included,
	};
}

/**
 * The containers of one number through `filter[number]`, which no document of Terminal49 promises
 * for `/containers`: undefined as soon as the answer holds a container of another number (the
 * filter was not applied), instead of reading the whole account to find that number's few.
 */
async function byNumberFilter(
	this: IExecuteFunctions,
	number: string,
	qs: IDataObject,
	limit: number | undefined,
	keep: ((container: JsonApiResource) => boolean) | undefined,
	itemIndex: number,
): Promise<ContainersRead | undefined> {
	const data: JsonApiResource[] = [];
	const included: JsonApiResource[] = [];
	let applied = true;
	await terminal49Paginate.call(
		this,
		{ path: '/containers', qs: { ...qs, 'filter[number]': number }, itemIndex },
		(page, done) => {
			included.push(...(page.document.included ?? []));
			for (const container of page.records) {
				applied = sameContainerNumber(container.attributes?.number, number);
				if (!applied) return done();
				if (keep && !keep(container)) continue;
				data.push(container);
				if (limit !== undefined && data.length >= limit) return done();
			}
		},
	);
	return applied ? { data, included } : undefined;
}

/** The containers of one number found as By Number finds them (`/search`, re-checked), each read with the includes asked for. */
async function bySearch(
	this: IExecuteFunctions,
	number: string,
	qs: IDataObject,
	keep: ((container: JsonApiResource) => boolean) | undefined,
	itemIndex: number,
): Promise<ContainersRead> {
	const data: JsonApiResource[] = [];
	const included: JsonApiResource[] = [];
	for (const match of await recordsByNumber.call(this, 'container', number, itemIndex)) {
		const document = await requestDocument.call(this, {
			method: 'GET',
			path: apiPath`/containers/${match.id}`,
			qs,
			subject: { label: 'container', id: match.id },
			itemIndex,
		});
		const container = Array.isArray(document.data) ? undefined : document.data;
		if (!container || (keep && !keep(container))) continue;
		data.push(container);
		included.push(...(document.included ?? []));
	}
	return { data, included };
}
