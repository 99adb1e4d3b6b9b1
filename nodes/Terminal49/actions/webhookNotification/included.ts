import type { IDataObject } from 'n8n-workflow';

import type { JsonApiResource } from '../../shared/jsonapi';
import { flattenResource, indexIncluded } from '../../shared/jsonapi';
import type { OutputChoice } from '../../shared/output';
import { shapeRecord } from '../../shared/output';

/** Never copied in: the notification is the record itself, and a webhook carries its signing secret. */
const LEFT_OUT: ReadonlySet<string> = new Set(['webhook', 'webhook_notification']);

/**
 * All Fields of a notification (version 2): besides what its relationships point to (the reference
 * object), every record the answer includes (the container, shipment, port, terminal, vessel a
 * delivery carries), each under its type name, an array when the type occurs more than once, as
 * the Terminal49 Trigger gives a delivery. A name the record already has is left as it is.
 */
export function withIncludedRecords(
	records: IDataObject[],
	included: readonly JsonApiResource[],
	choice: OutputChoice,
): IDataObject[] {
	if (choice.nodeVersion < 2 || choice.mode !== 'allFields' || included.length === 0)
		return records;
	const index = indexIncluded([...included]);
	const byType = new Map<string, IDataObject[]>();
	for (const resource of included) {
		if (LEFT_OUT.has(resource.type)) continue;
		const list = byType.get(resource.type) ?? [];
		list.push(shapeRecord(flattenResource(resource, index), choice));
		byType.set(resource.type, list);
	}
	return records.map((record) => {
		const whole: IDataObject = { ...record };
		for (const [type, list] of byType) {
			if (!Object.prototype.hasOwnProperty.call(whole, type))
				whole[type] = list.length === 1 ? list[0] : list;
		}
		return whole;
	});
}
