import type { IDataObject } from 'n8n-workflow';

import { entityOfRecordType, entityTitle } from '../../catalogue/customFieldEntities';
import type { RecordShape } from './shape';
import { labelOf, pickFields } from './shape';

/** Not a JSON:API type of the API: Search gives its matches this type so they are shaped as matches, not as the records they point to. */
export const SEARCH_RESULT_TYPE = 'search_result';

const SIMPLIFIED = [
	'id',
	'entity_type',
	'entity_label',
	'number',
	'shipment_id',
	'container_id',
	'tracking_request_id',
	'scac',
	'status',
	'failed_reason',
	'port_of_lading_name',
	'port_of_discharge_name',
	'containers_count',
	'tracking_stopped',
	'ref_numbers',
	'updated_at',
] as const;

/** "Container" for a `cargo` match; a kind not known here still gets a label, made from its own words. */
function kindLabel(kind: unknown): string | null {
	const entity = entityOfRecordType(kind);
	return entity ? entityTitle(entity) : labelOf(kind);
}

/**
 * The id of each kind of record the match leads to, so the next node maps one field whatever
 * matched: a shipment's own id is its shipment_id, a container's is its container_id.
 */
function ids(flat: IDataObject): IDataObject {
	const entity = entityOfRecordType(flat.entity_type);
	return {
		shipment_id: entity === 'shipment' ? flat.id : (flat.shipment_id ?? null),
		container_id: entity === 'container' ? flat.id : null,
		tracking_request_id: entity === 'trackingRequest' ? flat.id : null,
	};
}

export const searchResultShape: RecordShape = {
	fields: [...SIMPLIFIED, 'type', 'tracking_stopped_reason', 'created_at'],
	simplify: (flat) =>
		pickFields({ ...flat, ...ids(flat), entity_label: kindLabel(flat.entity_type) }, SIMPLIFIED),
	extras: ids,
};
