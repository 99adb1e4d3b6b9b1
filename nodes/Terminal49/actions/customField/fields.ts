import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { CustomFieldValue } from '../../shared/customFields/coercion';
import { requireSlug } from '../../shared/helpers/readers/ids';
import type { OutputChoice } from '../../shared/output/outputChoice';
import { definitionFor, mappedValue, valueFor } from '../helpers/customFields';
import type { EntityRef } from './locator';
import { entityOf } from './locator';

/**
 * What the custom field operations share besides finding their record (locator.ts) and the field
 * definitions (helpers/customFields.ts): the Custom Field and Value parameters, and what Create
 * and Update are given.
 */

/** The Custom Field parameter: a slug from the list for the chosen record type, or by expression. */
export const apiSlugProperty: INodeProperties = {
	displayName: 'Custom Field Name or ID',
	name: 'apiSlug',
	type: 'options',
	typeOptions: {
		loadOptionsMethod: 'getCustomFieldSlugs',
		loadOptionsDependsOn: ['entityType'],
	},
	required: true,
	default: '',
	description:
		'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	hint: 'With an expression, give the field’s API slug, such as customer_po',
};

/** The Value parameter of Create and Update. */
export const valueProperty: INodeProperties = {
	displayName: 'Value',
	name: 'value',
	type: 'string',
	default: '',
	placeholder: 'e.g. PO-4411',
	description:
		'The new value. Text is converted to the field’s type: a number, true/false/yes/no/1/0, a date as YYYY-MM-DD, a date and time in ISO 8601, an option’s value or label, or for a multiple-choice field a list or comma-separated values. Leave empty to clear the field.',
};

/** What Create and Update are given, checked and converted before anything is sent. */
export async function fieldWriteOf(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<EntityRef & { apiSlug: string; value: CustomFieldValue }> {
	const ref = await entityOf.call(this, itemIndex);
	const apiSlug = requireSlug(
		this.getNode(),
		this.getNodeParameter('apiSlug', itemIndex),
		'Custom Field',
		itemIndex,
	);
	const definition = await definitionFor.call(this, ref.entity, apiSlug, itemIndex);
	const given = mappedValue.call(
		this,
		this.getNodeParameter('value', itemIndex, ''),
		this.getNodeParameter('value', itemIndex, '', { rawExpressions: true }),
		itemIndex,
	);
	const value = await valueFor.call(this, definition, given, itemIndex);
	return { ...ref, apiSlug, value };
}

/**
 * A write's answer names the record by its Terminal49 ID; given by Number (version 2), it also
 * says which number, so a row of a sheet can be matched to its result (`entity_number`, beside
 * `entity_type`; null when the record was given by ID). Raw stays the API's answer.
 */
export function withEntityNumber(
	records: IDataObject[],
	ref: EntityRef,
	choice: OutputChoice,
): IDataObject[] {
	if (choice.nodeVersion < 2 || (choice.mode !== 'simplified' && choice.mode !== 'allFields'))
		return records;
	return records.map((record) => {
		const named: IDataObject = {};
		for (const [name, value] of Object.entries(record)) {
			named[name] = value;
			if (name === 'entity_type') named.entity_number = ref.number ?? null;
		}
		if (!('entity_number' in named)) named.entity_number = ref.number ?? null;
		return named;
	});
}
