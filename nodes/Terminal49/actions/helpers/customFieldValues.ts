import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { CustomFieldEntity } from '../../shared/catalogue/customFieldEntities';
import {
	CUSTOM_FIELD_ENTITIES,
	entityOfRecordType,
} from '../../shared/catalogue/customFieldEntities';
import { customFieldListPath } from '../../shared/customFields/definitions';
import type { JsonApiDocument, JsonApiResource } from '../../shared/jsonapi';
import { relatedIdentifier } from '../../shared/jsonapi';
import { terminal49Paginate, terminal49RequestPages } from '../../shared/transport';
import { perExecution } from './executionCache';

/**
 * The custom field values records hold now, as the API answers them: for Get Many's Add Custom
 * Fields (the columns) and Set Many (what is already equal is not written). Read from the list of
 * the record type's values (`/custom_fields?filter[entity_type]=…`) when that takes fewer requests
 * than reading each record, else one `GET …/{id}/custom_fields` per record; and that too when the
 * list fails, as Terminal49's own recording of it failed with a 500.
 */

/** A value as the API answers it: `value` (typed by its field's data type) and `display_value`, unread. */
export interface StoredValue {
	value: unknown;
	displayValue: unknown;
}

/** A record's values by API slug; a field the API answers no value for (both null) is absent. */
export type RecordValues = Map<string, StoredValue>;

/** Each record's values, by record id. */
export type ValuesByRecord = Map<string, RecordValues>;

/** Record types whose list of values failed in this execution: the next items read each record at once. */
const typeListsFailed = perExecution(() => new Set<CustomFieldEntity>());

/** The values of the records `ids` names: from the list of the record type's values when it is short enough, else each record's own. */
export async function customFieldValuesOf(
	this: IExecuteFunctions,
	entity: CustomFieldEntity,
	ids: readonly string[],
	itemIndex: number,
): Promise<ValuesByRecord> {
	const wanted = new Set(ids);
	const listed =
		wanted.size > 1 ? await valuesFromTypeList.call(this, entity, wanted, itemIndex) : undefined;
	const values: ValuesByRecord = new Map();
	// The records are the API's own answer, so one the list does not name holds no value.
	for (const id of wanted)
		values.set(
			id,
			listed
				? (listed.get(id) ?? new Map())
				: await valuesOfRecord.call(this, entity, id, itemIndex),
		);
	return values;
}

/** One record's values: one request (`GET …/{id}/custom_fields`, read to its end). */
export async function valuesOfRecord(
	this: IExecuteFunctions,
	entity: CustomFieldEntity,
	id: string,
	itemIndex: number,
): Promise<RecordValues> {
	const { data } = await terminal49RequestPages.call(this, {
		path: customFieldListPath(entity, id),
		itemIndex,
	});
	const values: RecordValues = new Map();
	for (const resource of data) addValue(values, resource);
	return values;
}

/**
 * The values of the records in `wanted` that the list of the record type's values names (a record
 * it names only with empty values has an empty map; one it does not name is absent: the list
 * cannot tell a record that holds nothing from one that does not exist), read only as far as its
 * first page shows it costs no more requests than there are records to read; undefined when it
 * would take more, when its length is not known, or when the API refuses any page of it or
 * answers a value in it that names no record of the type (what was read of it is then dropped).
 */
export async function valuesFromTypeList(
	this: IExecuteFunctions,
	entity: CustomFieldEntity,
	wanted: ReadonlySet<string>,
	itemIndex: number,
): Promise<ValuesByRecord | undefined> {
	const failed = typeListsFailed(this);
	if (failed.has(entity)) return undefined;
	const values: ValuesByRecord = new Map();
	let pagesSeen = 0;
	let tooLong = false;
	let unowned = false;
	try {
		await terminal49Paginate.call(
			this,
			{
				path: '/custom_fields',
				qs: { 'filter[entity_type]': CUSTOM_FIELD_ENTITIES[entity].definitionType },
				itemIndex,
			},
			(page, done) => {
				pagesSeen++;
				if (pagesSeen === 1) {
					const pages = pagesOfList(page.document, page.records.length);
					// A custom field value carries no creation time, so a list of them longer than a page is
					// read once more to its end (docs/rate-limits.md): twice its pages.
					if (pages === undefined || (pages > 1 ? 2 * pages : pages) > wanted.size) {
						tooLong = true;
						return done();
					}
				}
				for (const resource of page.records) {
					const owner = relatedIdentifier(resource, 'entity');
					if (!owner || entityOfRecordType(owner.type) !== entity) {
						unowned = true;
						return done();
					}
					if (!wanted.has(owner.id)) continue;
					let ofRecord = values.get(owner.id);
					if (ofRecord === undefined) values.set(owner.id, (ofRecord = new Map()));
					addValue(ofRecord, resource);
				}
			},
		);
	} catch (error) {
		// The API's refusal, or a list the pager refuses to walk: each record's own read still works.
		if (error instanceof NodeApiError || error instanceof NodeOperationError) {
			failed.add(entity);
			return undefined;
		}
		throw new NodeOperationError(this.getNode(), error as Error, { itemIndex });
	}
	// A value that names no record of the type says nothing of whose it is, nor of what any record holds.
	if (unowned) failed.add(entity);
	return tooLong || unowned ? undefined : values;
}

/** How many pages a list takes, from its first page: 1 without a next page, else from its total or its last page's link. */
function pagesOfList(
	first: JsonApiDocument<JsonApiResource[]>,
	firstPageSize: number,
): number | undefined {
	if (typeof first.links?.next !== 'string') return 1;
	const total = first.meta?.total;
	if (typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 && firstPageSize > 0)
		return Math.ceil(total / firstPageSize);
	return pageNumberOfLink(first.links.last);
}

/** The page number a link to a page names (`…?page[number]=7&page[size]=100`), when it names one. */
function pageNumberOfLink(link: unknown): number | undefined {
	if (typeof link !== 'string' || link.length > 2000) return undefined;
	try {
		const number = new URL(link, 'http://page.invalid/').searchParams.get('page[number]');
		return number !== null && /^\d{1,9}$/.test(number) ? Number(number) : undefined;
	} catch {
		return undefined;
	}
}

/** One custom field value of a record into its values by slug; none (null) is left out. */
function addValue(values: RecordValues, resource: JsonApiResource): void {
	const apiSlug = resource.attributes?.api_slug;
	if (typeof apiSlug !== 'string') return;
	const value = resource.attributes?.value ?? null;
	const displayValue = resource.attributes?.display_value ?? null;
	if (value !== null || displayValue !== null) values.set(apiSlug, { value, displayValue });
}
