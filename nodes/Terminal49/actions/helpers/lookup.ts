import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { JsonApiResource } from '../../shared/jsonapi';
import { relatedIdentifier } from '../../shared/jsonapi';
import { requestList } from '../../shared/transport';
import { searchResultKind } from '../../shared/catalogue/searchResults';
import { sameContainerNumber } from '../../shared/helpers/readers/shippingNumbers';
import { nonEmptyText } from '../../shared/helpers/text';
import { perExecution } from './executionCache';

/**
 * "By Number": the Terminal49 id of the one record a container, bill of lading, booking or
 * request number names. Whatever path finds the candidates, each is re-checked here against its
 * own numbers, so an API that ignored a filter and answered other records can never make an
 * operation read or write a record the user did not name. Answers are kept for the rest of the
 * execution, so a sheet of 100 rows naming 20 containers costs 20 look-ups.
 *
 * Over 300 lines, and one whole: one table of how each kind of number is found, the finders it
 * names, and the one cached entry point with its messages share the contract of what a look-up
 * returns and change together.
 */

export type LookupKind = 'container' | 'shipment' | 'trackingRequest';

export interface NumberMatch {
	id: string;
	/** How a person tells this match from the others: its BL, carrier, status. */
	summary: string;
}

interface Found {
	/** Records whose own number is the one asked for. */
	matches: NumberMatch[];
	/** Numbers of the records the API answered that are not the one asked for (never used). */
	others: string[];
}

interface Lookup {
	/** "container", as it reads in a sentence. */
	noun: string;
	/** What the number is called: "container number". */
	numberName: string;
	find: (this: IExecuteFunctions, number: string, itemIndex: number) => Promise<Found>;
	/** What to do when nothing has that number. */
	noneHint: string;
}

/** More candidates than this are counted, not listed. */
const LISTED_MATCHES = 5;

function summary(parts: (string | undefined)[], id: string): string {
	return `${parts.filter((part) => part !== undefined).join(', ')}${parts.some(Boolean) ? '; ' : ''}ID ${id}`;
}

/** A BL, booking or request number as a record holds it: case and surrounding spaces aside. */
function sameShippingNumber(recorded: unknown, number: string): boolean {
	return typeof recorded === 'string' && recorded.trim().toUpperCase() === number;
}

function otherNumbers(
	records: JsonApiResource[],
	numberOf: (record: JsonApiResource) => unknown,
	isWanted: (record: JsonApiResource) => boolean,
): string[] {
	return records
		.filter((record) => !isWanted(record))
		.map((record) => String(numberOf(record) ?? `(no number) ${record.id}`));
}

function unique(matches: NumberMatch[]): NumberMatch[] {
	const seen = new Set<string>();
	return matches.filter((match) => (seen.has(match.id) ? false : (seen.add(match.id), true)));
}

async function listAnswer(
	this: IExecuteFunctions,
	path: string,
	qs: IDataObject,
	itemIndex: number,
): Promise<{ data: JsonApiResource[]; included: JsonApiResource[] }> {
	const document = await requestList.call(this, { method: 'GET', path, qs, itemIndex });
	return { data: document.data, included: document.included ?? [] };
}

/**
 * Containers by `filter[number]`, which no document of Terminal49 promises for `/containers`:
 * its answer counts only when every record in it carries the number (the filter was applied);
 * a page of other containers says the filter was ignored and proves nothing either way.
 */
async function containersByFilter(
	this: IExecuteFunctions,
	number: string,
	itemIndex: number,
): Promise<{ matches: NumberMatch[]; others: string[] }> {
	const { data, included } = await listAnswer.call(
		this,
		'/containers',
		{ 'filter[number]': number, include: 'shipment' },
		itemIndex,
	);
	const wanted = (container: JsonApiResource) =>
		sameContainerNumber(container.attributes?.number, number);
	const others = otherNumbers(data, (container) => container.attributes?.number, wanted);
	if (others.length > 0) return { matches: [], others };
	const shipments = new Map(included.filter((r) => r.type === 'shipment').map((r) => [r.id, r]));
	const matches = data.map((container) => {
		const ref = relatedIdentifier(container, 'shipment');
		const a = (ref ? shipments.get(ref.id)?.attributes : undefined) ?? {};
		const billOfLading = nonEmptyText(a.bill_of_lading_number);
		return {
			id: container.id,
			summary: summary(
				[
					billOfLading ? `BL ${billOfLading}` : undefined,
					nonEmptyText(a.shipping_line_scac),
					nonEmptyText(container.attributes?.current_status),
				],
				container.id,
			),
		};
	});
	return { matches, others: [] };
}

/**
 * Containers through `GET /search`, as Terminal49's own clients find them: the containers
 * ("cargo") among the matches whose number is exactly this one. Several are all kept, so the
 * user chooses. `filter[number]` is asked only when the search has not one answer: to find a
 * container the search does not know yet, or to name each candidate's BL.
 */
async function findContainers(
	this: IExecuteFunctions,
	number: string,
	itemIndex: number,
): Promise<Found> {
	const { data } = await listAnswer.call(this, '/search', { query: number }, itemIndex);
	const containers = data.filter((result) => searchResultKind(result) === 'cargo');
	const wanted = (result: JsonApiResource) =>
		sameContainerNumber(result.attributes?.number, number);
	const others = otherNumbers(containers, (result) => result.attributes?.number, wanted);
	const searched = containers.filter(wanted).map((result) => {
		const a: IDataObject = result.attributes ?? {};
		return {
			id: result.id,
			summary: summary(
				[nonEmptyText(a.scac), nonEmptyText(a.status), nonEmptyText(a.created_at)?.slice(0, 10)],
				result.id,
			),
		};
	});
	if (searched.length === 1) return { matches: searched, others };
	const filtered = await containersByFilter.call(this, number, itemIndex);
	const richer = new Map(filtered.matches.map((match) => [match.id, match]));
	return {
		matches: unique([
			...searched.map((match) => richer.get(match.id) ?? match),
			...filtered.matches,
		]),
		others: [...others, ...filtered.others],
	};
}

function shipmentSummary(shipment: JsonApiResource): NumberMatch {
	const a: IDataObject = shipment.attributes ?? {};
	const billOfLading = nonEmptyText(a.bill_of_lading_number);
	return {
		id: shipment.id,
		summary: summary(
			[
				billOfLading ? `BL ${billOfLading}` : undefined,
				nonEmptyText(a.shipping_line_scac),
				nonEmptyText(a.port_of_discharge_name),
			],
			shipment.id,
		),
	};
}

/**
 * A shipment by its BL (`bill_of_lading_number` or `normalized_number`), else by the number it
 * was tracked by (a booking): the tracking request of exactly that number says which shipment it
 * became. A shipment does not carry its booking number, so that second step is the only check.
 */
async function findShipments(
	this: IExecuteFunctions,
	number: string,
	itemIndex: number,
): Promise<Found> {
	const { data } = await listAnswer.call(this, '/shipments', { number }, itemIndex);
	const byBill = (shipment: JsonApiResource) =>
		sameShippingNumber(shipment.attributes?.bill_of_lading_number, number) ||
		sameShippingNumber(shipment.attributes?.normalized_number, number);
	const billed = data.filter(byBill);
	if (billed.length > 0) return { matches: billed.map(shipmentSummary), others: [] };

	const requests = await listAnswer.call(
		this,
		'/tracking_requests',
		{ 'filter[request_number]': number },
		itemIndex,
	);
	const byRequest = (request: JsonApiResource) =>
		sameShippingNumber(request.attributes?.request_number, number);
	const answered = new Map(data.map((shipment) => [shipment.id, shipment]));
	const matches: NumberMatch[] = [];
	for (const request of requests.data.filter(byRequest)) {
		const ref = relatedIdentifier(request, 'tracked_object');
		if (ref?.type !== 'shipment') continue;
		const shipment = answered.get(ref.id);
		matches.push(
			shipment
				? shipmentSummary(shipment)
				: {
						id: ref.id,
						summary: summary(
							[
								nonEmptyText(request.attributes?.scac),
								`tracked by ${String(request.attributes?.request_type ?? 'request')} ${number}`,
							],
							ref.id,
						),
					},
		);
	}
	return {
		matches: unique(matches),
		others: [
			...otherNumbers(data, (shipment) => shipment.attributes?.bill_of_lading_number, byBill),
			...otherNumbers(requests.data, (request) => request.attributes?.request_number, byRequest),
		],
	};
}

async function findTrackingRequests(
	this: IExecuteFunctions,
	number: string,
	itemIndex: number,
): Promise<Found> {
	const { data } = await listAnswer.call(
		this,
		'/tracking_requests',
		{ 'filter[request_number]': number },
		itemIndex,
	);
	const wanted = (request: JsonApiResource) =>
		sameShippingNumber(request.attributes?.request_number, number);
	return {
		matches: data.filter(wanted).map((request) => {
			const a: IDataObject = request.attributes ?? {};
			return {
				id: request.id,
				summary: summary(
					[nonEmptyText(a.scac), nonEmptyText(a.status), nonEmptyText(a.created_at)?.slice(0, 10)],
					request.id,
				),
			};
		}),
		others: otherNumbers(data, (request) => request.attributes?.request_number, wanted),
	};
}

const LOOKUPS: Record<LookupKind, Lookup> = {
	container: {
		noun: 'container',
		numberName: 'container number',
		noneHint:
			'Terminal49 knows a container once a tracking request for it (or for its bill of lading or booking) has found it. Track it with Tracking Request → Create, or check the number.',
		find: findContainers,
	},
	shipment: {
		noun: 'shipment',
		numberName: 'bill of lading or booking number',
		noneHint:
			'Track it with Tracking Request → Create, or check the number. The number must be whole: the BL or booking number the shipment was tracked by.',
		find: findShipments,
	},
	trackingRequest: {
		noun: 'tracking request',
		numberName: 'request number',
		noneHint:
			'Create it with Tracking Request → Create, or check the number: it must be the whole number the request was made with.',
		find: findTrackingRequests,
	},
};

/** Each number looked up once per execution; a failed look-up is forgotten, so a later item asks again. */
const cacheOf = perExecution(() => new Map<string, Promise<Found>>());

async function found(
	this: IExecuteFunctions,
	kind: LookupKind,
	number: string,
	itemIndex: number,
): Promise<Found> {
	const cache = cacheOf(this);
	const key = `${kind}:${number}`;
	let pending = cache.get(key);
	if (!pending) {
		pending = LOOKUPS[kind].find.call(this, number, itemIndex);
		cache.set(key, pending);
		pending.catch(() => cache.delete(key));
	}
	return await pending;
}

/**
 * Every record of this kind whose own number is exactly this (already normalised) one, each
 * re-checked; none is an empty list. For an operation that wants the candidates themselves;
 * one that acts on a single record calls `idByNumber`.
 */
export async function recordsByNumber(
	this: IExecuteFunctions,
	kind: LookupKind,
	number: string,
	itemIndex: number,
): Promise<NumberMatch[]> {
	return (await found.call(this, kind, number, itemIndex)).matches;
}

/**
 * The id of the one record with this (already normalised) number. None, or several: an error
 * naming the number, and for several each candidate's BL, carrier and id so the user can choose.
 * A failed look-up is not kept, so the next item asks again.
 */
export async function idByNumber(
	this: IExecuteFunctions,
	kind: LookupKind,
	number: string,
	itemIndex: number,
): Promise<string> {
	const lookup = LOOKUPS[kind];
	const { matches, others } = await found.call(this, kind, number, itemIndex);
	if (matches.length === 1) return matches[0].id;

	const node = this.getNode();
	if (matches.length === 0) {
		const answered =
			others.length === 0
				? ''
				: ` Terminal49 answered the look-up with ${others.length} other record${others.length === 1 ? '' : 's'} (${others.slice(0, LISTED_MATCHES).join(', ')}${others.length > LISTED_MATCHES ? ', …' : ''}); none has this number, so none was used.`;
		throw new NodeOperationError(
			node,
			`No ${lookup.noun} with ${lookup.numberName} ${number} in this Terminal49 account`,
			{
				description: `${lookup.noneHint}${answered}`,
				itemIndex,
			},
		);
	}
	const listed = matches.slice(0, LISTED_MATCHES).map((match) => match.summary);
	const more =
		matches.length > LISTED_MATCHES ? `; and ${matches.length - LISTED_MATCHES} more` : '';
	throw new NodeOperationError(
		node,
		`${matches.length} ${lookup.noun}s have ${lookup.numberName} ${number}: ${listed.join(' | ')}${more}`,
		{
			description: `Choose one: switch the field to "By ID" and give its ID, or pick it "From List".`,
			itemIndex,
		},
	);
}
