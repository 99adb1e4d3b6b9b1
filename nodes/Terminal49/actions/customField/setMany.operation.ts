import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import type { CustomFieldValue } from '../../shared/customFields/coercion';
import { customFieldValuePath } from '../../shared/customFields/definitions';
import type { FieldDefinition } from '../../shared/customFields/definitions';
import type { CustomFieldEntity } from '../../shared/catalogue/customFieldEntities';
import { CUSTOM_FIELD_ENTITIES } from '../../shared/catalogue/customFieldEntities';
import { isObject } from '../../shared/helpers/objects';
import { ownEntry, setOwnEntry } from '../../shared/helpers/ownEntry';
import { optionMatcher, readOption } from '../../shared/helpers/readers/option';
import { truncate } from '../../shared/helpers/text';
import type { RefusalText } from '../../shared/helpers/shown';
import { refusalMessage } from '../../shared/helpers/shown';
import { patchRecord } from '../helpers/updateRecord';
import { definitionFor, definitionsFor, mappedValue, readValueFor } from '../helpers/customFields';
import { entityOf, entityProperties } from './locator';

const EMPTY_VALUE_OPTIONS = [
	{ name: 'Clear the Field', value: 'clear', description: 'An empty cell removes the field’s value' },
	{ name: 'Leave the Field Unchanged', value: 'skip', description: 'An empty cell sets nothing' },
];
const EMPTY_VALUES = optionMatcher(EMPTY_VALUE_OPTIONS);

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
			'Each field is read for its type before anything is written: a choice by its option’s value or label, several choices as a list or separated by commas (quote a label that holds a comma: "ACME, Inc")',
	},
	{
		displayName: 'Empty Values',
		name: 'emptyValues',
		type: 'options',
		options: EMPTY_VALUE_OPTIONS,
		default: 'skip',
		description: 'What a mapped field whose value is empty does',
	},
];

/** Record Type and the record's locator; version 1's plain ID parameters have no place in an operation of version 2 only. */
function recordProperties(): INodeProperties[] {
	const versionOneOnly = (property: INodeProperties) => JSON.stringify(property.displayOptions?.show?.['@version']) === '[1]';
	return entityProperties((label) => `The ${label} whose custom fields to set`).filter((property) => !versionOneOnly(property));
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
	const emptyValues = readOption(node, EMPTY_VALUES, this.getNodeParameter('emptyValues', itemIndex, 'skip'), { parameter: 'Empty Values', one: 'what to do with an empty value' }, itemIndex);
	const ref = await entityOf.call(this, itemIndex);
	const given = await givenValues.call(this, ref.entity, itemIndex);

	const { writes, unchanged } = await readRow.call(this, given, emptyValues, itemIndex);

	const values: IDataObject = {};
	const displayValues: IDataObject = {};
	for (const { apiSlug, value } of writes) {
		try {
			const document = await patchRecord.call(this, {
				path: customFieldValuePath(ref.entity, ref.id, apiSlug),
				type: 'custom_field',
				attributes: { value },
				subject: { label: ref.label, id: ref.id },
				itemIndex,
			});
			const data = document.data && !Array.isArray(document.data) ? document.data : undefined;
			setOwnEntry(values, apiSlug, (data?.attributes?.value ?? value) as IDataObject[string]);
			setOwnEntry(displayValues, apiSlug, (data?.attributes?.display_value ?? null) as IDataObject[string]);
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
			unchanged,
		},
	];
}

/** What Set Many writes for a row (each value read for its field's type), and the fields it leaves as they are. */
interface RowWrites {
	writes: Array<{ apiSlug: string; value: CustomFieldValue }>;
	unchanged: string[];
}

/**
 * Every mapped field of the row read by the custom-field readers, each refusal named at once and
 * nothing set when one is refused. An empty value clears its field or leaves it unchanged, as Empty
 * Values says; a value that is missing (the row has no such column, so the mapping gave nothing) is
 * never a clear: it is left unchanged, or refused when empty values clear.
 */
async function readRow(this: IExecuteFunctions, given: Array<[FieldDefinition, unknown]>, emptyValues: string, itemIndex: number): Promise<RowWrites> {
	const writes: RowWrites['writes'] = [];
	const unchanged: string[] = [];
	const refusals: RefusalText[] = [];
	for (const [definition, raw] of given) {
		if (raw === undefined) {
			if (emptyValues === 'skip') unchanged.push(definition.apiSlug);
			else refusals.push(missingValue(definition.apiSlug));
			continue;
		}
		const read = await readValueFor.call(this, definition, raw, itemIndex);
		if (!read.ok) refusals.push(read.refusal);
		else if (read.value === null && emptyValues === 'skip') unchanged.push(definition.apiSlug);
		else writes.push({ apiSlug: definition.apiSlug, value: read.value });
	}
	if (refusals.length === 0) return { writes, unchanged };
	const [first] = refusals;
	const messages = refusals.map(refusalMessage);
	const message = refusals.length === 1 ? messages[0] : `${refusals.length} custom fields were refused, nothing was set. ${messages.join('; ')}`;
	throw new NodeOperationError(this.getNode(), message, { ...(first.fix !== undefined ? { description: first.fix } : {}), itemIndex });
}

/** A mapped field whose mapping gave nothing while Empty Values clears: clearing it could erase a value over a misspelt column. */
function missingValue(apiSlug: string): RefusalText {
	return {
		parameter: `Custom field "${apiSlug}"`,
		given: undefined,
		accepted: 'a value (an empty one clears it)',
		detail: 'as its expression gave nothing for this row (the row has no such column)',
		fix: 'Map a column the row has, or remove the field from the mapping. To clear the field where the column is missing, map an empty value instead, such as {{ $json.column ?? "" }}.',
	};
}

/** The fields the item maps and what it gives for each (undefined: the mapping gave nothing), by their definitions; a slug the account lacks fails. */
async function givenValues(
	this: IExecuteFunctions,
	entity: CustomFieldEntity,
	itemIndex: number,
): Promise<Array<[FieldDefinition, unknown]>> {
	const node = this.getNode();
	const mapper = this.getNodeParameter('customFields', itemIndex, {}) as unknown;
	const mode = isObject(mapper) ? mapper.mappingMode : undefined;
	if (mode === 'autoMapInputData') {
		const row = this.getInputData()[itemIndex]?.json ?? {};
		const definitions = await definitionsFor.call(this, entity, itemIndex);
		const matched = definitions.flatMap((d): Array<[FieldDefinition, unknown]> => {
			const key = [d.apiSlug, d.displayName].find((name) => ownEntry(row, name) !== undefined);
			return key === undefined ? [] : [[d, ownEntry(row, key)]];
		});
		if (matched.length > 0) return matched;
		const { plural } = CUSTOM_FIELD_ENTITIES[entity];
		throw new NodeOperationError(node, `No field of the input item is named after a custom field of ${plural}`, {
			description: `Name the columns by a field’s API slug or display name (${truncate(definitions.map((d) => d.apiSlug).join(', '), 200)}), or map them one by one with Mapping Column Mode: Map Each Column Manually.`,
			itemIndex,
		});
	}
	const mapped = isObject(mapper) && isObject(mapper.value) ? mapper.value : {};
	const saved = this.getNodeParameter('customFields', itemIndex, {}, { rawExpressions: true }) as unknown;
	const expressions = isObject(saved) && isObject(saved.value) ? saved.value : {};
	const given: Array<[FieldDefinition, unknown]> = [];
	for (const [apiSlug, raw] of Object.entries(mapped)) {
		given.push([await definitionFor.call(this, entity, apiSlug, itemIndex), mappedValue.call(this, raw, ownEntry(expressions, apiSlug), itemIndex)]);
	}
	return given;
}

/** A write that fails after others succeeded says which were set, so the row can be checked or run again. */
function withWrittenSoFar(error: unknown, written: string[]): unknown {
	if (written.length === 0 || !(error instanceof NodeApiError || error instanceof NodeOperationError)) return error;
	const already = `Already set before this failure: ${written.join(', ')}. Setting them again is harmless.`;
	error.description = error.description ? `${error.description} ${already}` : already;
	return error;
}
