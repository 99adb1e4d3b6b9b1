import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { JsonApiResource } from '../../shared/jsonapi';
import { isIdentifier } from '../../shared/jsonapi';
import { outputList, outputProperties, rawResources, readOutputChoice } from '../../shared/output';
import { optionMatcher, readOption } from '../../shared/helpers/readers/option';
import { searchResultKind } from '../../shared/catalogue/searchResults';
import { SEARCH_RESULT_TYPE } from '../../shared/output/shapes/search_result';
import { requestDocument } from '../../shared/transport';
import { readRequiredText } from '../../shared/helpers/readers/text';

/** The kinds of result, as `attributes.entity_type` (the live API) or `type` (the OpenAPI) spell them, and All. */
const RESULT_TYPE_OPTIONS: INodePropertyOptions[] = [
	{ name: 'All', value: 'all', description: 'Shipments, containers and tracking requests' },
	{ name: 'Container', value: 'cargo', description: 'Only containers ("cargo" in the API)' },
	{ name: 'Shipment', value: 'shipment', description: 'Only shipments' },
	{
		name: 'Tracking Request',
		value: 'tracking_request',
		description: 'Only tracking requests not yet linked to a shipment',
	},
];
const RESULT_TYPE_MATCHER = optionMatcher(RESULT_TYPE_OPTIONS, {
	any: 'all',
	everything: 'all',
	containers: 'cargo',
	shipments: 'shipment',
	'tracking requests': 'tracking_request',
});

const properties: INodeProperties[] = [
	{
		displayName: 'Query',
		name: 'query',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. MSKU2431002',
		description:
			'A bill of lading, booking, container or reference number, or part of one. Terminal49 returns up to 25 matches: shipments first, then containers, then tracking requests.',
	},
	// Version 1 named it entityType, as Custom Field's Record Type is named: a value from an expression
	// there shows every parameter that depends on Record Type, so n8n reported the custom-field record missing.
	{
		displayName: 'Result Type',
		name: 'entityType',
		type: 'options',
		displayOptions: { show: { '@version': [1] } },
		options: RESULT_TYPE_OPTIONS,
		default: 'all',
		description: 'Which kind of match to keep',
	},
	{
		displayName: 'Result Type',
		name: 'resultType',
		type: 'options',
		displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
		options: RESULT_TYPE_OPTIONS,
		default: 'all',
		description: 'Which kind of match to keep',
	},
	...outputProperties(SEARCH_RESULT_TYPE, {
		simplifyDescription:
			'Whether to return one flat record per match (entity_type, number, shipment_id, …) instead of the API’s resources',
	}),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['search'], operation: ['search'] } },
	properties,
);

function isResult(value: unknown): value is JsonApiResource {
	return isIdentifier(value);
}

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const query = readRequiredText(
		node,
		this.getNodeParameter('query', itemIndex, ''),
		{
			parameter: 'Query',
			accepted: 'a bill of lading, booking, container or reference number',
			fix: 'Enter a bill of lading, booking, container or reference number, or check that the expression for it gives a value for this item.',
		},
		itemIndex,
	);
	const givenType = this.getNodeParameter(
		node.typeVersion >= 2 ? 'resultType' : 'entityType',
		itemIndex,
		'all',
	) as unknown;
	const entityType = readOption(
		node,
		RESULT_TYPE_MATCHER,
		givenType,
		{ parameter: 'Result Type', one: 'a kind of result' },
		itemIndex,
	);
	const choice = readOutputChoice.call(this, itemIndex);

	const document = await requestDocument.call(this, {
		method: 'GET',
		path: '/search',
		qs: { query },
		itemIndex,
	});
	const results = (Array.isArray(document.data) ? document.data : [])
		.filter(isResult)
		.filter((result) => entityType === 'all' || searchResultKind(result) === entityType);
	if (choice.mode === 'raw') return rawResources(results);
	// A match's kind (shipment, cargo, tracking_request, or one not known today) is its entity_type, whichever spelling
	// carried it; the record is shaped as a search result, not as the record it points to.
	return outputList(
		choice,
		results.map((result) => ({
			...result,
			type: SEARCH_RESULT_TYPE,
			attributes: {
				...result.attributes,
				entity_type: searchResultKind(result) ?? result.attributes?.entity_type ?? null,
			},
		})),
		[],
	);
}
