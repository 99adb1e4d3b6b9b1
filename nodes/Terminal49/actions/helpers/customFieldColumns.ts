import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { CustomFieldEntity } from '../../shared/catalogue/customFieldEntities';
import { CUSTOM_FIELD_ENTITIES, entityOfRecordType } from '../../shared/catalogue/customFieldEntities';
import type { FieldDefinition } from '../../shared/customFields/definitions';
import { customFieldListPath } from '../../shared/customFields/definitions';
import { ownEntry, setOwnEntry } from '../../shared/helpers/ownEntry';
import { readBoolean } from '../../shared/helpers/readers/boolean';
import type { JsonApiDocument, JsonApiResource } from '../../shared/jsonapi';
import { relatedIdentifier } from '../../shared/jsonapi';
import type { OutputChoice } from '../../shared/output';
import { terminal49Paginate, terminal49RequestPages } from '../../shared/transport';
import { definitionsFor } from './customFields';
import { perExecution } from './executionCache';

/**
 * Get Many's Add Custom Fields (version 2): each record's custom fields as columns named by API
 * slug, beside its number and id, so a sheet of one row per record needs no pivot, and goes back
 * in through Custom Field → Set Many's Map Automatically, which reads the same names. Every record
 * gets a column for every field its record type defines, empty where it has no value, so the
 * columns are the same on every row.
 */

/** A custom field's value in its column: the API's value, a list for several choices; '' for none. */
type ColumnValue = string | number | boolean | string[];

/** The parameter, shown from version 2 on and hidden where `hide` says (Output Raw always). */
export function customFieldColumnsProperty(hide: Record<string, Array<string | boolean>> = {}): INodeProperties {
	return {
		displayName: 'Add Custom Fields',
		name: 'addCustomFields',
		type: 'boolean',
		default: false,
		displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] }, hide: { output: ['raw'], ...hide } },
		description:
			'Whether to add each record’s custom fields as columns named by API slug, one for every field defined for its record type (empty when it has no value), as Custom Field → Set Many’s Map Automatically reads them back. Costs one request per record at most, plus the first page of the record type’s list of values, which is read instead when it is shorter.',
	};
}

/** Whether the item asks for the columns: version 2, an Output other than Raw, and the switch read exactly. */
export function readsCustomFieldColumns(this: IExecuteFunctions, itemIndex: number, choice: OutputChoice): boolean {
	const node = this.getNode();
	if (node.typeVersion < 2 || choice.mode === 'raw') return false;
	return readBoolean(node, this.getNodeParameter('addCustomFields', itemIndex, false), 'Add Custom Fields', itemIndex);
}

/**
 * The items of `records` (in the same order) with each record's custom fields added as columns.
 * A field whose slug names a column the item already has is refused before any value is read.
 */
export async function addCustomFieldColumns(
	this: IExecuteFunctions,
	entity: CustomFieldEntity,
	records: readonly JsonApiResource[],
	items: IDataObject[],
	itemIndex: number,
): Promise<IDataObject[]> {
	const definitions = [...(await definitionsFor.call(this, entity, itemIndex))].sort((a, b) => a.displayName.localeCompare(b.displayName));
	refuseTakenColumns.call(this, entity, definitions, items, itemIndex);
	if (records.length === 0 || definitions.length === 0) return items;
	const values = await customFieldValuesOf.call(this, entity, records.map((record) => record.id), itemIndex);
	return items.map((item, index) => {
		const ofRecord = values.get(records[index].id);
		const row: IDataObject = { ...item };
		for (const { apiSlug } of definitions) setOwnEntry(row, apiSlug, ofRecord?.get(apiSlug) ?? '');
		return row;
	});
}

function refuseTakenColumns(this: IExecuteFunctions, entity: CustomFieldEntity, definitions: FieldDefinition[], items: IDataObject[], itemIndex: number): void {
	const taken = definitions.filter(({ apiSlug }) => items.some((item) => ownEntry(item, apiSlug) !== undefined)).map(({ apiSlug }) => `"${apiSlug}"`);
	if (taken.length === 0) return;
	const { label, plural } = CUSTOM_FIELD_ENTITIES[entity];
	const names = taken.join(', ');
	throw new NodeOperationError(
		this.getNode(),
		`Add Custom Fields: the custom field${taken.length === 1 ? '' : 's'} ${names} of ${plural} would take the column of the ${label}'s own field of the same name`,
		{
			description: `Each custom field becomes a column named by its API slug, which Terminal49 does not let change. Set Output to Selected Fields and leave ${names} out of Fields, or turn Add Custom Fields off.`,
			itemIndex,
		},
	);
}

/** Each record's values by API slug. */
type ValuesByRecord = Map<string, Map<string, ColumnValue>>;

/** Record types whose list of values failed in this execution: the next items read each record at once. */
const typeListsFailed = perExecution(() => new Set<CustomFieldEntity>());

/**
 * The values of the records `ids` names: from the list of the record type's values
 * (`/custom_fields?filter[entity_type]=…`) when it takes fewer requests than reading each record,
 * else (or when that list fails, as Terminal49's own recording of it failed with a 500) one
 * `GET …/{id}/custom_fields` per record.
 */
async function customFieldValuesOf(this: IExecuteFunctions, entity: CustomFieldEntity, ids: readonly string[], itemIndex: number): Promise<ValuesByRecord> {
	const wanted = new Set(ids);
	const listed = wanted.size > 1 ? await valuesFromTypeList.call(this, entity, wanted, itemIndex) : undefined;
	if (listed) return listed;
	const values: ValuesByRecord = new Map();
	for (const id of wanted) {
		const { data } = await terminal49RequestPages.call(this, { path: customFieldListPath(entity, id), itemIndex });
		const ofRecord = new Map<string, ColumnValue>();
		for (const resource of data) addValue(ofRecord, resource);
		values.set(id, ofRecord);
	}
	return values;
}

/**
 * The list of the record type's values, read only as far as its first page shows it costs no
 * more requests than there are records to read; undefined when it would take more, when its length
 * is not known, or when the API refuses any page of it (what was read of it is then dropped).
 */
async function valuesFromTypeList(this: IExecuteFunctions, entity: CustomFieldEntity, wanted: ReadonlySet<string>, itemIndex: number): Promise<ValuesByRecord | undefined> {
	const failed = typeListsFailed(this);
	if (failed.has(entity)) return undefined;
	const values: ValuesByRecord = new Map([...wanted].map((id) => [id, new Map()]));
	let pagesSeen = 0;
	let tooLong = false;
	try {
		await terminal49Paginate.call(this, { path: '/custom_fields', qs: { 'filter[entity_type]': CUSTOM_FIELD_ENTITIES[entity].definitionType }, itemIndex }, (page, done) => {
			pagesSeen++;
			if (pagesSeen === 1) {
				const pages = pagesOfList(page.document, page.records.length);
				// A custom field carries no creation time, so a list of them longer than a page is read
				// once more to its end (docs/rate-limits.md): twice its pages.
				if (pages === undefined || (pages > 1 ? 2 * pages : pages) > wanted.size) {
					tooLong = true;
					return done();
				}
			}
			for (const resource of page.records) {
				const owner = relatedIdentifier(resource, 'entity');
				const ofRecord = owner && entityOfRecordType(owner.type) === entity ? values.get(owner.id) : undefined;
				if (ofRecord) addValue(ofRecord, resource);
			}
		});
	} catch (error) {
		// The API's refusal, or a list the pager refuses to walk: each record's own read still works.
		if (error instanceof NodeApiError || error instanceof NodeOperationError) {
			failed.add(entity);
			return undefined;
		}
		throw new NodeOperationError(this.getNode(), error as Error, { itemIndex });
	}
	return tooLong ? undefined : values;
}

/** How many pages a list takes, from its first page: 1 without a next page, else from its total or its last page's link. */
function pagesOfList(first: JsonApiDocument<JsonApiResource[]>, firstPageSize: number): number | undefined {
	if (typeof first.links?.next !== 'string') return 1;
	const total = first.meta?.total;
	if (typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 && firstPageSize > 0) return Math.ceil(total / firstPageSize);
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

/** One custom field value of a record into its values by slug; a value of no shape a data type has is left out. */
function addValue(ofRecord: Map<string, ColumnValue>, resource: JsonApiResource): void {
	const apiSlug = resource.attributes?.api_slug;
	if (typeof apiSlug !== 'string') return;
	const value = columnValueOf(resource.attributes?.value) ?? columnValueOf(resource.attributes?.display_value);
	if (value !== undefined) ofRecord.set(apiSlug, value);
}

/** A value as a column holds it; undefined for none (null) or a shape no data type has. */
function columnValueOf(value: unknown): ColumnValue | undefined {
	if (typeof value === 'string' || typeof value === 'boolean') return value;
	if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
	if (Array.isArray(value) && value.every((entry): entry is string => typeof entry === 'string')) return [...value];
	return undefined;
}
