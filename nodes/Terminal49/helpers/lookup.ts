import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { JsonApiDocument, JsonApiResource } from '../jsonapi';
import { terminal49Request } from '../transport';

/**
 * "By Number": the Terminal49 id of the one record a container, bill of lading, booking or
 * request number names, found with one list request the API documents for it. Answers are kept
 * for the rest of the execution, so a sheet of 100 rows naming 20 containers costs 20 look-ups.
 */

export type LookupKind = 'container' | 'shipment' | 'trackingRequest';

interface Match {
	id: string;
	/** How a person tells this match from the others: its BL, carrier, status. */
	summary: string;
}

interface Lookup {
	/** "container", as it reads in a sentence. */
	noun: string;
	/** What the number is called: "container number". */
	numberName: string;
	find: (this: IExecuteFunctions, number: string, itemIndex: number) => Promise<Match[]>;
	/** What to do when nothing has that number. */
	noneHint: string;
}

/** More candidates than this are counted, not listed. */
const LISTED_MATCHES = 5;

function text(value: unknown): string | undefined {
	return typeof value === 'string' && value !== '' ? value : undefined;
}

function listOf(document: JsonApiDocument): JsonApiResource[] {
	return Array.isArray(document.data) ? document.data.filter((r) => typeof r?.id === 'string') : [];
}

function summary(parts: (string | undefined)[], id: string): string {
	return `${parts.filter((part) => part !== undefined).join(', ')}${parts.some(Boolean) ? '; ' : ''}ID ${id}`;
}

const LOOKUPS: Record<LookupKind, Lookup> = {
	container: {
		noun: 'container',
		numberName: 'container number',
		noneHint:
			'Terminal49 knows a container once a tracking request for it (or for its bill of lading or booking) has found it. Track it with Tracking Request → Create, or check the number.',
		// The filter the OpenAPI points to for container numbers; matches are checked here too, so a service that ignored the filter could not hand back another container.
		async find(number, itemIndex) {
			const document = (await terminal49Request.call(this, {
				method: 'GET',
				path: '/containers',
				qs: { 'filter[number]': number, include: 'shipment' },
				itemIndex,
			})) as JsonApiDocument;
			const shipments = new Map((document.included ?? []).filter((r) => r.type === 'shipment').map((r) => [r.id, r]));
			return listOf(document)
				.filter((container) => String(container.attributes?.number ?? '').toUpperCase() === number)
				.map((container) => {
					const ref = container.relationships?.shipment?.data;
					const shipment = ref && !Array.isArray(ref) ? shipments.get(ref.id) : undefined;
					const a = shipment?.attributes ?? {};
					const billOfLading = text(a.bill_of_lading_number);
					return {
						id: container.id,
						summary: summary(
							[billOfLading ? `BL ${billOfLading}` : undefined, text(a.shipping_line_scac), text(container.attributes?.current_status)],
							container.id,
						),
					};
				});
		},
	},
	shipment: {
		noun: 'shipment',
		numberName: 'bill of lading or booking number',
		noneHint: 'Track it with Tracking Request → Create, or check the number. The number must be whole: the BL or booking number the shipment was tracked by.',
		// `number` matches the whole original request number (BL or booking), as the OpenAPI says.
		async find(number, itemIndex) {
			const document = (await terminal49Request.call(this, {
				method: 'GET',
				path: '/shipments',
				qs: { number },
				itemIndex,
			})) as JsonApiDocument;
			return listOf(document).map((shipment) => {
				const a: IDataObject = shipment.attributes ?? {};
				const billOfLading = text(a.bill_of_lading_number);
				return {
					id: shipment.id,
					summary: summary(
						[billOfLading ? `BL ${billOfLading}` : undefined, text(a.shipping_line_scac), text(a.port_of_discharge_name)],
						shipment.id,
					),
				};
			});
		},
	},
	trackingRequest: {
		noun: 'tracking request',
		numberName: 'request number',
		noneHint: 'Create it with Tracking Request → Create, or check the number: it must be the whole number the request was made with.',
		async find(number, itemIndex) {
			const document = (await terminal49Request.call(this, {
				method: 'GET',
				path: '/tracking_requests',
				qs: { 'filter[request_number]': number },
				itemIndex,
			})) as JsonApiDocument;
			return listOf(document).map((request) => {
				const a: IDataObject = request.attributes ?? {};
				return {
					id: request.id,
					summary: summary([text(a.scac), text(a.status), text(a.created_at)?.slice(0, 10)], request.id),
				};
			});
		},
	},
};

const runCaches = new WeakMap<object, Map<string, Promise<Match[]>>>();

function cacheOf(context: IExecuteFunctions): Map<string, Promise<Match[]>> {
	let cache = runCaches.get(context);
	if (!cache) {
		cache = new Map();
		runCaches.set(context, cache);
	}
	return cache;
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
	const cache = cacheOf(this);
	const key = `${kind}:${number}`;
	let pending = cache.get(key);
	if (!pending) {
		pending = lookup.find.call(this, number, itemIndex);
		cache.set(key, pending);
		pending.catch(() => cache.delete(key));
	}
	const matches = await pending;
	if (matches.length === 1) return matches[0].id;

	const node = this.getNode();
	if (matches.length === 0) {
		throw new NodeOperationError(node, `No ${lookup.noun} with ${lookup.numberName} ${number} in this Terminal49 account`, {
			description: lookup.noneHint,
			itemIndex,
		});
	}
	const listed = matches.slice(0, LISTED_MATCHES).map((match) => match.summary);
	const more = matches.length > LISTED_MATCHES ? `; and ${matches.length - LISTED_MATCHES} more` : '';
	throw new NodeOperationError(
		node,
		`${matches.length} ${lookup.noun}s have ${lookup.numberName} ${number}: ${listed.join(' | ')}${more}`,
		{
			description: `Choose one: switch the field to "By ID" and give its ID, or pick it "From List".`,
			itemIndex,
		},
	);
}
