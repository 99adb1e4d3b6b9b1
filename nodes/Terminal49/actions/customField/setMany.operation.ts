import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import { customFieldValuePath } from '../../shared/customFields/definitions';
import { sameCustomFieldValue } from '../../shared/customFields/sameValue';
import { setOwnEntry } from '../../shared/helpers/ownEntry';
import { primaryRecord } from '../../shared/jsonapi';
import type { DateOrder } from '../../shared/helpers/readers/date';
import { optionMatcher, readOption } from '../../shared/helpers/readers/option';
import type { RecordValues } from '../helpers/customFieldValues';
import { patchRecord } from '../helpers/updateRecord';
import { isVersion1Form } from '../helpers/versions';
import { currentValuesOf, rememberWritten } from './currentValues';
import { entityOf, entityProperties } from './locator';
import { readRow } from './setManyRow';

const EMPTY_VALUE_OPTIONS = [
	{
		name: 'Clear the Field',
		value: 'clear',
		description: 'An empty cell removes the field’s value',
	},
	{ name: 'Leave the Field Unchanged', value: 'skip', description: 'An empty cell sets nothing' },
];
const EMPTY_VALUES = optionMatcher(EMPTY_VALUE_OPTIONS);

const DATE_FORMAT_OPTIONS: Array<{ name: string; value: DateOrder; description: string }> = [
	{
		name: 'Day/Month/Year (15/3/2026)',
		value: 'dayMonthYear',
		description: 'As most of Europe writes dates: 03/04/2026 is 3 April',
	},
	{
		name: 'Month/Day/Year (3/15/2026)',
		value: 'monthDayYear',
		description: 'As the United States writes dates: 03/04/2026 is March 4',
	},
	{
		name: 'Year-Month-Day (2026-03-15)',
		value: 'yearMonthDay',
		description: 'ISO 8601, as Terminal49 and Get Many’s Add Custom Fields write dates',
	},
];
const DATE_FORMATS = optionMatcher(DATE_FORMAT_OPTIONS);

const properties: INodeProperties[] = [
	...recordProperties(),
	{
		displayName: 'Custom Fields',
		name: 'customFields',
		type: 'resourceMapper',
		noDataExpression: true,
		default: { mappingMode: 'defineBelow', value: null },
		required: true,
		typeOptions: {
			loadOptionsDependsOn: ['entityType'],
			resourceMapper: {
				resourceMapperMethod: 'getCustomFieldColumns',
				mode: 'add',
				fieldWords: { singular: 'custom field', plural: 'custom fields' },
				addAllFields: true,
				multiKeyMatch: false,
				supportAutoMap: true,
			},
		},
		description:
			'Each field is read for its type before anything is written, and written only where it differs from what the record holds: a choice by its option’s value or label, several choices as a list or separated by commas (quote a label that holds a comma: "ACME, Inc")',
	},
	{
		displayName: 'Empty Values',
		name: 'emptyValues',
		type: 'options',
		options: EMPTY_VALUE_OPTIONS,
		default: 'skip',
		description: 'What a mapped field whose value is empty does',
	},
	{
		displayName: 'Date Format',
		name: 'dateFormat',
		type: 'options',
		options: DATE_FORMAT_OPTIONS,
		default: 'yearMonthDay',
		description:
			'How the rows write the dates of Date fields (and the day of Date and Time fields), read exactly in that order, never guessed. Year-month-day (2026-03-15) is read in every format.',
	},
];

/** Record Type and the record's locator; version 1's plain ID parameters have no place in an operation of version 2 only. */
function recordProperties(): INodeProperties[] {
	return entityProperties((label) => `The ${label} whose custom fields to set`).filter(
		(property) => !isVersion1Form(property),
	);
}

export const description = updateDisplayOptions(
	{ show: { resource: ['customField'], operation: ['setMany'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	if (node.typeVersion < 2) {
		throw new NodeOperationError(node, 'Set Many needs version 2 of the Terminal49 node', {
			description: 'Add the Terminal49 node again from the nodes panel to get its latest version.',
			itemIndex,
		});
	}
	const emptyValues = readOption(
		node,
		EMPTY_VALUES,
		this.getNodeParameter('emptyValues', itemIndex, 'skip'),
		{ parameter: 'Empty Values', one: 'what to do with an empty value' },
		itemIndex,
	);
	const format = readOption(
		node,
		DATE_FORMATS,
		this.getNodeParameter('dateFormat', itemIndex, 'yearMonthDay'),
		{ parameter: 'Date Format', one: 'how the rows write dates' },
		itemIndex,
	);
	const dateOrder =
		DATE_FORMAT_OPTIONS.find((option) => option.value === format)?.value ?? 'yearMonthDay';
	const ref = await entityOf.call(this, itemIndex);
	// A value refused unless held (a deleted choice, text of spaces) is held only by a record the type's list names: none is read on its own for it.
	const heldForRefused = async () =>
		await currentValuesOf.call(this, ref.entity, ref.id, itemIndex, () => false);
	const row = await readRow.call(
		this,
		ref.entity,
		emptyValues,
		{ dateOrder, dateOrderParameter: 'Date Format' },
		heldForRefused,
		itemIndex,
	);

	// The values the record holds, so that what is already equal is not written again.
	const differing = (held: RecordValues) =>
		row.values.filter(
			({ apiSlug, dataType, value }) =>
				!sameCustomFieldValue(dataType, value, held.get(apiSlug)?.value),
		);
	const current: RecordValues =
		row.values.length > 0
			? await currentValuesOf.call(
					this,
					ref.entity,
					ref.id,
					itemIndex,
					(held) => differing(held).length === 0,
				)
			: new Map();
	const changed = differing(current);
	const values: IDataObject = {};
	const displayValues: IDataObject = {};
	for (const { apiSlug, value } of changed) {
		try {
			const document = await patchRecord.call(this, {
				path: customFieldValuePath(ref.entity, ref.id, apiSlug),
				type: 'custom_field',
				attributes: { value },
				subject: { label: ref.label, id: ref.id },
				itemIndex,
			});
			const attributes = primaryRecord(document)?.attributes;
			const answered = attributes?.value ?? value;
			const display = attributes?.display_value ?? null;
			setOwnEntry(values, apiSlug, answered);
			setOwnEntry(displayValues, apiSlug, display);
			rememberWritten.call(
				this,
				{ entity: ref.entity, id: ref.id, values: current },
				apiSlug,
				answered,
				display,
			);
		} catch (error) {
			throw withWrittenSoFar(error, Object.keys(values));
		}
	}
	return [
		{
			entity_type: ref.entity,
			entity_id: ref.id,
			entity_number: ref.number ?? null,
			values,
			display_values: displayValues,
			already_equal: row.values
				.filter((field) => !changed.includes(field))
				.map(({ apiSlug }) => apiSlug),
			empty_in_row: row.emptyInRow,
		},
	];
}

/** A write that fails after others succeeded says which were set, so the row can be checked or run again. */
function withWrittenSoFar(error: unknown, written: string[]): unknown {
	if (
		written.length === 0 ||
		!(error instanceof NodeApiError || error instanceof NodeOperationError)
	)
		return error;
	const already = `Already set before this failure: ${written.join(', ')}. Setting them again is harmless.`;
	error.description = error.description ? `${error.description} ${already}` : already;
	return error;
}
