import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { CustomFieldEntity } from '../../shared/catalogue/customFieldEntities';
import { CUSTOM_FIELD_ENTITIES } from '../../shared/catalogue/customFieldEntities';
import type { CustomFieldValue, ValueWriting } from '../../shared/customFields/coercion';
import type { FieldDefinition } from '../../shared/customFields/definitions';
import { isObject } from '../../shared/helpers/objects';
import { ownEntry } from '../../shared/helpers/ownEntry';
import type { RefusalText } from '../../shared/helpers/shown';
import { refusalMessage } from '../../shared/helpers/shown';
import { truncate } from '../../shared/helpers/text';
import { definitionFor, definitionsFor, readValueFor } from '../helpers/customFields';

/** What Set Many reads of one row: the fields it maps, each value read for its field's type. */

/** A field the row sets, its value read for the field's type. */
export interface RowValue {
	apiSlug: string;
	dataType: string;
	value: CustomFieldValue;
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
 * values clear.
 */
export async function readRow(this: IExecuteFunctions, entity: CustomFieldEntity, emptyValues: string, writing: ValueWriting, itemIndex: number): Promise<RowReading> {
	const given = await givenValues.call(this, entity, itemIndex);
	const values: RowValue[] = [];
	const emptyInRow: string[] = [];
	const refusals: RefusalText[] = [];
	for (const [definition, raw] of given) {
		if (raw === undefined) {
			if (emptyValues === 'skip') emptyInRow.push(definition.apiSlug);
			else refusals.push(missingValue(definition.apiSlug));
			continue;
		}
		const read = await readValueFor.call(this, definition, raw, itemIndex, undefined, writing);
		if (!read.ok) refusals.push(read.refusal);
		else if (read.value === null && emptyValues === 'skip') emptyInRow.push(definition.apiSlug);
		else values.push({ apiSlug: definition.apiSlug, dataType: definition.dataType, value: read.value });
	}
	if (refusals.length === 0) return { values, emptyInRow };
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
async function givenValues(this: IExecuteFunctions, entity: CustomFieldEntity, itemIndex: number): Promise<Array<[FieldDefinition, unknown]>> {
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
	const given: Array<[FieldDefinition, unknown]> = [];
	for (const [apiSlug, raw] of Object.entries(mapped)) {
		given.push([await definitionFor.call(this, entity, apiSlug, itemIndex), raw]);
	}
	return given;
}
