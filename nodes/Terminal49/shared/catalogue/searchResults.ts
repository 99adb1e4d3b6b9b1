import { CUSTOM_FIELD_ENTITIES, entityOfRecordType } from './customFieldEntities';

/** A search match as far as its kind goes. A JSON:API resource is one; the catalogue stands beside jsonapi/ and names none of its types. */
export interface SearchMatch {
	type: string;
	attributes?: Readonly<Record<string, unknown>>;
}

/**
 * What a `/search` match points to: `cargo` (a container), `shipment` or `tracking_request`.
 * The live API sends every match as `type: "search_result"` with the kind in
 * `attributes.entity_type`; the OpenAPI puts the kind in `type`. Both are read, so neither a
 * recording nor a future fix of either document breaks a search. Lower case; `container` is
 * read as `cargo`, the API's own word.
 */
export function searchResultKind(resource: SearchMatch): string | undefined {
	const entityType = resource.attributes?.entity_type;
	const kind =
		typeof entityType === 'string' && entityType !== ''
			? entityType
			: resource.type !== 'search_result'
				? resource.type
				: undefined;
	if (typeof kind !== 'string' || kind === '') return undefined;
	const lower = kind.toLowerCase();
	const entity = entityOfRecordType(lower);
	return entity ? CUSTOM_FIELD_ENTITIES[entity].recordTypes[0] : lower;
}
