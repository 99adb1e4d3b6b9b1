import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import {
	CUSTOM_FIELD_ENTITIES,
	CUSTOM_FIELD_ENTITY_OPTIONS,
	entityOfDefinitionType,
	readEntityTypeFilter,
} from '../../shared/catalogue/customFieldEntities';
import { DATA_TYPE_OPTIONS } from '../../shared/catalogue/customFieldDataTypes';
import type { JsonApiResource } from '../../shared/jsonapi';
import { terminal49RequestPages } from '../../shared/transport';
import { outputList, outputProperties, readOutputChoice } from '../../shared/output';
import { limitProperties, readLimit } from '../helpers/limit';
import { readOptionalText } from '../../shared/helpers/readers/text';
import { optionMatcher, readOption } from '../../shared/helpers/readers/option';

const properties: INodeProperties[] = [
	...limitProperties,
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		description: 'Sent to the API and also applied by the node. Filters combine with AND.',
		options: [
			{
				displayName: 'Data Type',
				name: 'dataType',
				type: 'options',
				options: DATA_TYPE_OPTIONS,
				default: 'short_text',
				description: 'Keep the fields of this type',
			},
			{
				displayName: 'Display Name Starts With',
				name: 'displayName',
				type: 'string',
				default: '',
				placeholder: 'e.g. Cust',
				description: 'Keep the fields whose display name starts with this text, in any case',
			},
			{
				displayName: 'Record Type',
				name: 'entityType',
				type: 'options',
				options: CUSTOM_FIELD_ENTITY_OPTIONS,
				default: 'trackingRequest',
				description: 'Keep the fields defined for this kind of record',
			},
		],
	},
	...outputProperties('custom_field_definition'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customFieldDefinition'], operation: ['getAll'] } },
	properties,
);

const DATA_TYPE_FILTER_MATCHER = optionMatcher(DATA_TYPE_OPTIONS);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const limit = readLimit.call(this, itemIndex, false);
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const choice = readOutputChoice.call(this, itemIndex);

	const qs: IDataObject = {};
	const checks: Array<(definition: JsonApiResource) => boolean> = [];
	const entity = readEntityTypeFilter(this.getNode(), filters.entityType, itemIndex);
	if (entity !== undefined) {
		qs['filter[entity_type]'] = CUSTOM_FIELD_ENTITIES[entity].definitionType;
		checks.push((d) => entityOfDefinitionType(d.attributes?.entity_type) === entity);
	}
	if (filters.dataType !== undefined && filters.dataType !== '' && filters.dataType !== null) {
		const dataType = readOption(
			this.getNode(),
			DATA_TYPE_FILTER_MATCHER,
			filters.dataType,
			{ parameter: 'Data Type filter', one: 'a data type' },
			itemIndex,
		);
		qs['filter[data_type]'] = dataType;
		checks.push((d) => d.attributes?.data_type === dataType);
	}
	const prefix = readOptionalText(
		this.getNode(),
		filters.displayName,
		'Display Name Starts With',
		itemIndex,
	);
	if (prefix !== undefined) {
		qs['filter[display_name]'] = prefix;
		checks.push((d) =>
			String(d.attributes?.display_name ?? '')
				.toLowerCase()
				.startsWith(prefix.toLowerCase()),
		);
	}

	const { data, included } = await terminal49RequestPages.call(this, {
		path: '/custom_field_definitions',
		qs,
		limit,
		where:
			checks.length > 0 ? (definition) => checks.every((check) => check(definition)) : undefined,
		itemIndex,
	});
	return outputList(choice, data, included);
}
