import type { IExecuteFunctions } from 'n8n-workflow';

import type { CustomFieldEntity } from '../../shared/catalogue/customFieldEntities';
import type { RecordValues, ValuesByRecord } from '../helpers/customFieldValues';
import { valuesFromTypeList, valuesOfRecord } from '../helpers/customFieldValues';
import { perExecution } from '../helpers/executionCache';
import { recordNamedBy } from './locator';

/**
 * What Set Many compares a row with: the values each record holds, read once per record in an
 * execution and kept up to date with what the execution writes. Where every row still to come
 * names its record by ID and the record type's list of values takes no more requests than those
 * rows name records, the list is read once, at the first row; otherwise each record is read when its
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

/**
 * The values the record holds now (as this execution last read or wrote them). A record the
 * type's list does not name holds nothing, or does not exist (a deleted container, a shipment's ID
 * on a container sheet): it is taken as holding nothing where the row writes something to it, as
 * a write to a record that does not exist gets the API's 404; where `writesNothing` says the row
 * would write nothing to a record holding nothing, it is read on its own, which answers that 404,
 * so a row never succeeds on a record nobody has seen.
 */
export async function currentValuesOf(
	this: IExecuteFunctions,
	entity: CustomFieldEntity,
	id: string,
	itemIndex: number,
	writesNothing: (held: RecordValues) => boolean,
): Promise<RecordValues> {
	const known = knownIn(this);
	if (!known.lists.has(entity))
		known.lists.set(entity, (await typeListFor.call(this, entity, itemIndex)) ?? null);
	const list = known.lists.get(entity);
	const held = list?.get(id) ?? known.records.get(key(entity, id));
	if (held) return held;
	const none: RecordValues = new Map();
	if (list && !writesNothing(none)) return none;
	const values = await valuesOfRecord.call(this, entity, id, itemIndex);
	known.records.set(key(entity, id), values);
	return values;
}

/**
 * A write the API accepted, with the value it answered, so a later row of the same record compares
 * with what it holds now; the record has shown it exists, so it is not read on its own again.
 */
export function rememberWritten(
	this: IExecuteFunctions,
	record: { entity: CustomFieldEntity; id: string; values: RecordValues },
	apiSlug: string,
	value: unknown,
	displayValue: unknown,
): void {
	const { entity, id, values } = record;
	if (value === null || value === undefined) values.delete(apiSlug);
	else values.set(apiSlug, { value, displayValue });
	const known = knownIn(this);
	if (!known.lists.get(entity)?.has(id)) known.records.set(key(entity, id), values);
}

/**
 * The record type's list of values, read when the rows from this one on all name their records
 * by ID (read without a request; a row refused here fails at its own turn and is not counted) and
 * name two or more; undefined when a row gives a number (its ID comes from a look-up), or when the
 * list is longer than that many pages, or fails.
 */
async function typeListFor(
	this: IExecuteFunctions,
	entity: CustomFieldEntity,
	itemIndex: number,
): Promise<ValuesByRecord | undefined> {
	const ids = new Set<string>();
	const rows = this.getInputData().length;
	for (let row = itemIndex; row < rows; row++) {
		const named = namedWithoutRequest.call(this, row);
		if (named === 'by number') return undefined;
		if (named !== undefined && named.entity === entity) ids.add(named.id);
	}
	return ids.size > 1 ? await valuesFromTypeList.call(this, entity, ids, itemIndex) : undefined;
}

function namedWithoutRequest(
	this: IExecuteFunctions,
	row: number,
): { entity: CustomFieldEntity; id: string } | 'by number' | undefined {
	try {
		const named = recordNamedBy.call(this, row);
		return named.id === undefined ? 'by number' : { entity: named.entity, id: named.id };
	} catch {
		// A row whose record is refused, or whose expression fails, fails at its own turn, naming it.
		return undefined;
	}
}
