import type { IExecuteFunctions, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { CustomFieldEntity } from '../../shared/catalogue/customFieldEntities';
import { CUSTOM_FIELD_ENTITIES } from '../../shared/catalogue/customFieldEntities';
import { hasOptions } from '../../shared/catalogue/customFieldDataTypes';
import type { CustomFieldValue, ValueWriting } from '../../shared/customFields/coercion';
import type { FieldDefinition } from '../../shared/customFields/definitions';
import { heldValueGiven } from '../../shared/customFields/sameValue';
import { isObject } from '../../shared/helpers/objects';
import { ownEntry } from '../../shared/helpers/ownEntry';
import type { RefusalText } from '../../shared/helpers/valuesInMessages';
import { refusalMessage } from '../../shared/helpers/valuesInMessages';
import { truncate } from '../../shared/helpers/text';
import { definitionFor, definitionsFor, mappedValue, readValueFor } from '../helpers/customFields';
import type { RecordValues } from '../helpers/customFieldValues';

/** What Set Many reads of one row: the fields it maps, each value read for its field's type. */

/** A field the row sets, its value read for the field's type. */
export interface RowValue {
	apiSlug: string;
	dataType: string;
	value: CustomFieldValue;
}

/** A field whose value is refused, with what the row gives; `unlessHeld`: unless it is exactly what the record holds. */
interface RefusedValue {
	apiSlug: string;
	dataType: string;
	given: unknown;
	refusal: RefusalText;
	unlessHeld: boolean;
}

/** What the row sets, and the mapped fields it leaves as they are because it gives them nothing. */
export interface RowReading {
	values: RowValue[];
	emptyInRow: string[];
}

/**
 * Every mapped field of the row read by the custom-field readers (dates as `writing` says), each
 * refusal named at once and nothing set when one is refused. An empty value clears its field or
 * leaves it unchanged, as Empty Values says; a value that is missing (the row has no such column,
 * so the mapping gave nothing) is never a clear: it is left unchanged, or refused when empty
 * values clear, and so is text that shows nothing but is not empty (spaces, as an expression with a
 * space beside it gives for a column the row lacks). Such text, or a choice the readers refuse (its
 * option deleted since), may still be exactly what the record holds: where every refusal is one of
 * them, what the record holds is read (`held`) and a value given exactly as held is taken as that
 * value; any other refusal fails the row before any request.
 */
export async function readRow(
	this: IExecuteFunctions,
	entity: CustomFieldEntity,
	emptyValues: string,
	writing: ValueWriting,
	held: () => Promise<RecordValues>,
	itemIndex: number,
): Promise<RowReading> {
	const given = await givenValues.call(this, entity, itemIndex);
	const fields: Array<RowValue | RefusedValue> = [];
	const emptyInRow: string[] = [];
	for (const [definition, raw] of given) {
		const { apiSlug, dataType } = definition;
		if (raw === undefined) {
			if (emptyValues === 'skip') emptyInRow.push(apiSlug);
			else
				fields.push({
					apiSlug,
					dataType,
					given: raw,
					refusal: missingValue(apiSlug),
					unlessHeld: false,
				});
			continue;
		}
		const read = await readValueFor.call(this, definition, raw, itemIndex, undefined, writing);
		if (!read.ok)
			fields.push({
				apiSlug,
				dataType,
				given: raw,
				refusal: read.refusal,
				unlessHeld: hasOptions(dataType),
			});
		else if (read.value === null && emptyValues === 'skip') emptyInRow.push(apiSlug);
		else if (read.value === null && typeof raw === 'string' && raw !== '')
			fields.push({
				apiSlug,
				dataType,
				given: raw,
				refusal: blankValue(apiSlug, raw),
				unlessHeld: true,
			});
		else fields.push({ apiSlug, dataType, value: read.value });
	}
	const refused = fields.filter(isRefused);
	if (refused.length === 0) return { values: fields as RowValue[], emptyInRow };
	if (refused.some((field) => !field.unlessHeld))
		throw rowRefused(this.getNode(), refused, itemIndex);
	const holds = await held();
	const values = fields.map((field) => (isRefused(field) ? asHeld(field, holds) : field));
	const stillRefused = values.filter(isRefused);
	if (stillRefused.length > 0) throw rowRefused(this.getNode(), stillRefused, itemIndex);
	return { values: values as RowValue[], emptyInRow };
}

function isRefused(field: RowValue | RefusedValue): field is RefusedValue {
	return 'refusal' in field;
}

/** The refused field as the value the record holds, where the row gives exactly that; else still refused. */
function asHeld(field: RefusedValue, holds: RecordValues): RowValue | RefusedValue {
	const { apiSlug, dataType, given } = field;
	const value = heldValueGiven(dataType, given, holds.get(apiSlug)?.value);
	return value === undefined ? field : { apiSlug, dataType, value };
}

/** The row's refusal: each refused field named, the first one's fix. */
function rowRefused(node: INode, refused: RefusedValue[], itemIndex: number): NodeOperationError {
	const [first] = refused;
	const messages = refused.map(({ refusal }) => refusalMessage(refusal));
	const message =
		refused.length === 1
			? messages[0]
			: `${refused.length} custom fields were refused, nothing was set. ${messages.join('; ')}`;
	return new NodeOperationError(node, message, {
		...(first.refusal.fix !== undefined ? { description: first.refusal.fix } : {}),
		itemIndex,
	});
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

/** Text of only spaces while Empty Values clears: clearing on it could erase a value over a misspelt column with a space beside its expression. */
function blankValue(apiSlug: string, given: string): RefusalText {
	return {
		parameter: `Custom field "${apiSlug}"`,
		given,
		accepted: 'a value (an empty one clears it)',
		detail: 'which shows nothing but is not empty, and is not the text the record holds',
		fix: 'To clear the field, map an empty value. An expression with a space beside it ({{ $json.column }} followed by a space) gives that space where the row has no such column: check the column’s name and remove the space.',
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
		throw new NodeOperationError(
			node,
			`No field of the input item is named after a custom field of ${plural}`,
			{
				description: `Name the columns by a field’s API slug or display name (${truncate(definitions.map((d) => d.apiSlug).join(', '), 200)}), or map them one by one with Mapping Column Mode: Map Each Column Manually.`,
				itemIndex,
			},
		);
	}
	const mapped = isObject(mapper) && isObject(mapper.value) ? mapper.value : {};
	const saved = this.getNodeParameter(
		'customFields',
		itemIndex,
		{},
		{ rawExpressions: true },
	) as unknown;
	const expressions = isObject(saved) && isObject(saved.value) ? saved.value : {};
	const given: Array<[FieldDefinition, unknown]> = [];
	for (const [apiSlug, raw] of Object.entries(mapped)) {
		given.push([
			await definitionFor.call(this, entity, apiSlug, itemIndex),
			mappedValue.call(this, raw, ownEntry(expressions, apiSlug), itemIndex),
		]);
	}
	return given;
}
