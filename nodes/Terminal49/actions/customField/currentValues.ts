import type { IExecuteFunctions } from 'n8n-workflow';

import type { CustomFieldEntity } from '../../shared/catalogue/customFieldEntities';
import type { RecordValues, ValuesByRecord } from '../helpers/customFieldValues';
import { valuesFromTypeList, valuesOfRecord } from '../helpers/customFieldValues';
import { perExecution } from '../helpers/executionCache';
import { recordNamedBy } from './locator';

/**
 * What Set Many compares a row with: the values each record holds, read once per record in an
 * execution and kept up to date with what the execution writes. Where every row still to come
 * names its record by ID and the record type's list of values takes fewer pages than those rows
 * name records, the list is read once, at the first row; otherwise each record is read when its
 * first row comes (one request).
 */

interface Known {
	/** Each record type's list of values, as read at its first row; null where it was not read. */
	lists: Map<CustomFieldEntity, ValuesByRecord | null>;
	/** Records read one by one. */
	records: Map<string, RecordValues>;
}

const knownIn = perExecution((): Known => ({ lists: new Map(), records: new Map() }));

const key = (entity: CustomFieldEntity, id: string) => `${entity} ${id}`;

/** The values the record holds now (as this execution last read or wrote them). */
export async function currentValuesOf(this: IExecuteFunctions, entity: CustomFieldEntity, id: string, itemIndex: number): Promise<RecordValues> {
	const known = knownIn(this);
	if (!known.lists.has(entity)) known.lists.set(entity, (await typeListFor.call(this, entity, itemIndex)) ?? null);
	const listed = known.lists.get(entity)?.get(id);
	if (listed) return listed;
	let values = known.records.get(key(entity, id));
	if (values === undefined) {
		values = await valuesOfRecord.call(this, entity, id, itemIndex);
		known.records.set(key(entity, id), values);
	}
	return values;
}

/** A write the API accepted, with the value it answered, so a later row of the same record compares with what it holds now. */
export function rememberWritten(values: RecordValues, apiSlug: string, value: unknown, displayValue: unknown): void {
	if (value === null || value === undefined) values.delete(apiSlug);
	else values.set(apiSlug, { value, displayValue });
}

/**
 * The record type's list of values, read when the rows from this one on all name their records
 * by ID (read without a request; a row refused here fails at its own turn and is not counted) and
 * name two or more; undefined when a row gives a number (its ID comes from a look-up), or when the
 * list is longer than that many pages, or fails.
 */
async function typeListFor(this: IExecuteFunctions, entity: CustomFieldEntity, itemIndex: number): Promise<ValuesByRecord | undefined> {
	const ids = new Set<string>();
	const rows = this.getInputData().length;
	for (let row = itemIndex; row < rows; row++) {
		const named = namedWithoutRequest.call(this, row);
		if (named === 'by number') return undefined;
		if (named !== undefined && named.entity === entity) ids.add(named.id);
	}
	return ids.size > 1 ? await valuesFromTypeList.call(this, entity, ids, itemIndex) : undefined;
}

function namedWithoutRequest(this: IExecuteFunctions, row: number): { entity: CustomFieldEntity; id: string } | 'by number' | undefined {
	try {
		const named = recordNamedBy.call(this, row);
		return named.id === undefined ? 'by number' : { entity: named.entity, id: named.id };
	} catch {
		// A row whose record is refused, or whose expression fails, fails at its own turn, naming it.
		return undefined;
	}
}
