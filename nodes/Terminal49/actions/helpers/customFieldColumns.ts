import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { CustomFieldEntity } from '../../shared/catalogue/customFieldEntities';
import { CUSTOM_FIELD_ENTITIES } from '../../shared/catalogue/customFieldEntities';
import type { FieldDefinition } from '../../shared/customFields/definitions';
import { ownEntry, setOwnEntry } from '../../shared/helpers/ownEntry';
import { readBoolean } from '../../shared/helpers/readers/boolean';
import type { JsonApiResource } from '../../shared/jsonapi';
import type { OutputChoice } from '../../shared/output';
import { definitionsFor } from './customFields';
import type { StoredValue } from './customFieldValues';
import { customFieldValuesOf } from './customFieldValues';

/**
 * Get Many's Add Custom Fields (version 2): each record's custom fields as columns named by API
 * slug, beside its number and id, so a sheet of one row per record needs no pivot, and goes back
 * in through Custom Field → Set Many's Map Automatically, which reads the same names. Every record
 * gets a column for every field its record type defines, empty where it has no value, so the
 * columns are the same on every row.
 */

/**
 * A custom field's value in its column: the API's value; several choices as the JSON text of their
 * list (`["po_10042","acme_inc"]`, as Google Sheets writes a list, and which Set Many reads back),
 * since n8n's Convert to File spreads a list over columns of its own (`po_list.0`, `po_list.1`);
 * '' for none.
 */
type ColumnValue = string | number | boolean;

/** The parameter, shown from version 2 on and hidden where `hide` says (Output Raw always). */
export function customFieldColumnsProperty(
	hide: Record<string, Array<string | boolean>> = {},
): INodeProperties {
	return {
		displayName: 'Add Custom Fields',
		name: 'addCustomFields',
		type: 'boolean',
		default: false,
		displayOptions: {
			show: { '@version': [{ _cnd: { gte: 2 } }] },
			hide: { output: ['raw'], ...hide },
		},
		description:
			'Whether to add each record’s custom fields as columns named by API slug, one for every field defined for its record type (empty when it has no value), as Custom Field → Set Many’s Map Automatically reads them back. Costs one request per record at most, plus the first page of the record type’s list of values, which is read instead when it is shorter.',
	};
}

/** Whether the item asks for the columns: version 2, an Output other than Raw, and the switch read exactly. */
export function readsCustomFieldColumns(
	this: IExecuteFunctions,
	itemIndex: number,
	choice: OutputChoice,
): boolean {
	const node = this.getNode();
	if (node.typeVersion < 2 || choice.mode === 'raw') return false;
	return readBoolean(
		node,
		this.getNodeParameter('addCustomFields', itemIndex, false),
		'Add Custom Fields',
		itemIndex,
	);
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
	const definitions = [...(await definitionsFor.call(this, entity, itemIndex))].sort((a, b) =>
		a.displayName.localeCompare(b.displayName),
	);
	refuseTakenColumns.call(this, entity, definitions, items, itemIndex);
	if (records.length === 0 || definitions.length === 0) return items;
	const values = await customFieldValuesOf.call(
		this,
		entity,
		records.map((record) => record.id),
		itemIndex,
	);
	return items.map((item, index) => {
		const ofRecord = values.get(records[index].id);
		const row: IDataObject = { ...item };
		for (const { apiSlug } of definitions)
			setOwnEntry(row, apiSlug, columnOf(ofRecord?.get(apiSlug)));
		return row;
	});
}

function refuseTakenColumns(
	this: IExecuteFunctions,
	entity: CustomFieldEntity,
	definitions: FieldDefinition[],
	items: IDataObject[],
	itemIndex: number,
): void {
	const taken = definitions
		.filter(({ apiSlug }) => items.some((item) => ownEntry(item, apiSlug) !== undefined))
		.map(({ apiSlug }) => `"${apiSlug}"`);
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

/** A stored value as its column holds it: its value, else its display value; '' for none or a shape no data type has. */
function columnOf(stored: StoredValue | undefined): ColumnValue {
	if (stored === undefined) return '';
	return columnValueOf(stored.value) ?? columnValueOf(stored.displayValue) ?? '';
}

/** A value as a column holds it; undefined for none (null) or a shape no data type has. */
function columnValueOf(value: unknown): ColumnValue | undefined {
	if (typeof value === 'string' || typeof value === 'boolean') return value;
	if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
	if (Array.isArray(value) && value.every((entry): entry is string => typeof entry === 'string'))
		return value.length > 0 ? JSON.stringify(value) : '';
	return undefined;
}
