import fc from 'fast-check';

import { searchResultKind } from '../../../nodes/Terminal49/shared/catalogue/searchResults';
import type { JsonApiResource } from '../../../nodes/Terminal49/shared/jsonapi';

describe('searchResultKind', () => {
	it.each([
		[
			'the live spelling: search_result, kind in entity_type',
			{ id: 'a', type: 'search_result', attributes: { entity_type: 'cargo' } },
			'cargo',
		],
		['the OpenAPI spelling: the kind in type', { id: 'a', type: 'shipment' }, 'shipment'],
		[
			'both agreeing',
			{ id: 'a', type: 'tracking_request', attributes: { entity_type: 'tracking_request' } },
			'tracking_request',
		],
		[
			'"container" read as the API’s own "cargo"',
			{ id: 'a', type: 'search_result', attributes: { entity_type: 'Container' } },
			'cargo',
		],
		[
			'a kind not known today passes through',
			{ id: 'a', type: 'search_result', attributes: { entity_type: 'vessel' } },
			'vessel',
		],
		[
			'search_result without entity_type has no kind',
			{ id: 'a', type: 'search_result', attributes: {} },
			undefined,
		],
		[
			'entity_type not text: the type decides',
			{ id: 'a', type: 'cargo', attributes: { entity_type: 7 } },
			'cargo',
		],
	])('%s', (_, resource, kind) => {
		expect(searchResultKind(resource as JsonApiResource)).toBe(kind);
	});

	it('never throws, whatever a result holds', () => {
		fc.assert(
			fc.property(fc.string(), fc.anything(), (type, attributes) => {
				const kind = searchResultKind({ id: 'x', type, attributes } as JsonApiResource);
				expect(kind === undefined || typeof kind === 'string').toBe(true);
			}),
		);
	});
});
