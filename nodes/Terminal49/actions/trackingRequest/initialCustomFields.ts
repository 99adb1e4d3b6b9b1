import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyCollection,
} from 'n8n-workflow';

import { requireContainerNumber } from '../../shared/helpers/readers/shippingNumbers';
import { requireSlug } from '../../shared/helpers/readers/ids';
import { definitionFor, mappedValue, valueFor } from '../helpers/customFields';

/*
 * Tracking Request → Create's Initial Custom Fields (version 2): the values Terminal49 applies to
 * the shipment and its containers once the request finds them, and how they are read.
 */

/**
 * The rows of Initial Custom Fields: one per record type the request gives values to. A container
 * row may name the one container it is for.
 */
const INITIAL_CUSTOM_FIELD_ROWS = [
	{
		group: 'shipment',
		entity: 'shipment',
		displayName: 'Shipment Field',
		loadOptionsMethod: 'getShipmentFieldSlugs',
	},
	{
		group: 'containers',
		entity: 'container',
		displayName: 'Container Field',
		loadOptionsMethod: 'getContainerFieldSlugs',
	},
] as const;

type InitialCustomFieldRow = (typeof INITIAL_CUSTOM_FIELD_ROWS)[number];

const containerNumberProperty: INodeProperties = {
	displayName: 'Container Number',
	name: 'number',
	type: 'string',
	default: '',
	placeholder: 'e.g. MSKU2431002',
	description:
		'The one container to give the value to; empty gives it to every container of the shipment',
};

function initialCustomFieldRow(row: InitialCustomFieldRow): INodePropertyCollection {
	return {
		displayName: row.displayName,
		name: row.group,
		values: [
			{
				displayName: 'Field Name or ID',
				name: 'apiSlug',
				type: 'options',
				typeOptions: { loadOptionsMethod: row.loadOptionsMethod },
				default: '',
				description:
					'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
			},
			{ displayName: 'Value', name: 'value', type: 'string', default: '' },
			...(row.entity === 'container' ? [containerNumberProperty] : []),
		],
	};
}

/** Version 2's Initial Custom Fields parameter. */
export const initialCustomFieldsProperty: INodeProperties = {
	displayName: 'Initial Custom Fields',
	name: 'initialCustomFields',
	type: 'fixedCollection',
	placeholder: 'Add Custom Field',
	typeOptions: { multipleValues: true },
	default: {},
	displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
	description:
		'Custom field values Terminal49 applies to the shipment and its containers once the request finds them. Each value is checked against its field’s type first, as Custom Field → Update does.',
	options: INITIAL_CUSTOM_FIELD_ROWS.map(initialCustomFieldRow),
};

/**
 * `initial_custom_fields`, each slug looked up among the account's definitions for its record type
 * and each value converted to that field's type (once per execution, as Custom Field → Update).
 */
export async function readInitialCustomFields(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<IDataObject | undefined> {
	const node = this.getNode();
	const raw = this.getNodeParameter('initialCustomFields', itemIndex, {}) as IDataObject;
	const saved = this.getNodeParameter(
		'initialCustomFields',
		itemIndex,
		{},
		{ rawExpressions: true },
	) as IDataObject;
	const result: IDataObject = {};
	for (const { group, entity, displayName } of INITIAL_CUSTOM_FIELD_ROWS) {
		const rows = Array.isArray(raw[group]) ? (raw[group] as IDataObject[]) : [];
		const savedRows = Array.isArray(saved[group]) ? (saved[group] as IDataObject[]) : [];
		const entries: IDataObject[] = [];
		const field = `Initial Custom Fields: ${displayName}`;
		for (const [index, row] of rows.entries()) {
			const apiSlug = requireSlug(node, row.apiSlug, field, itemIndex);
			const definition = await definitionFor.call(this, entity, apiSlug, itemIndex);
			// A value whose expression gave nothing is refused, never written as null: nobody set that field.
			const given = mappedValue.call(this, row.value, savedRows[index]?.value, itemIndex);
			const entry: IDataObject = {
				api_slug: apiSlug,
				value: await valueFor.call(this, definition, given, itemIndex),
			};
			if (entity === 'container' && row.number !== undefined && row.number !== '') {
				entry.number = requireContainerNumber(
					node,
					row.number,
					'Initial Custom Fields: Container Number',
					itemIndex,
				);
			}
			entries.push(entry);
		}
		if (entries.length > 0) result[group] = entries;
	}
	return Object.keys(result).length > 0 ? result : undefined;
}
