import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeApiError, updateDisplayOptions } from 'n8n-workflow';

import {
	CUSTOM_FIELD_ENTITIES,
	CUSTOM_FIELD_ENTITY_OPTIONS,
	entityOfRecordType,
	readEntityTypeFilter,
} from '../../shared/catalogue/customFieldEntities';
import { requireUuid } from '../../shared/helpers/readers/ids';
import type { JsonApiResource } from '../../shared/jsonapi';
import { relatedIdentifier } from '../../shared/jsonapi';
import { outputList, outputProperties, readOutputChoice } from '../../shared/output';
import { terminal49RequestPages } from '../../shared/transport';
import { limitProperties, readLimit } from '../helpers/limit';

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
				displayName: 'Custom Field Name or ID',
				name: 'definitionId',
				type: 'options',
				typeOptions: { loadOptionsMethod: 'getCustomFieldDefinitions' },
				default: '',
				description:
					'Keep the values of this field. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			{
				displayName: 'Record ID',
				name: 'entityId',
				type: 'string',
				default: '',
				placeholder: 'e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
				description: 'Keep the values on this tracking request, shipment or container',
			},
			{
				displayName: 'Record Type',
				name: 'entityType',
				type: 'options',
				options: CUSTOM_FIELD_ENTITY_OPTIONS,
				default: 'shipment',
				description: 'Keep the values on this kind of record',
			},
		],
	},
	...outputProperties('custom_field'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customField'], operation: ['getAllInAccount'] } },
	properties,
);

/** Every custom field value of the account (`/custom_fields`), filtered by record type, record or field. */
export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const limit = readLimit.call(this, itemIndex, false);
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const choice = readOutputChoice.call(this, itemIndex);

	const qs: IDataObject = {};
	const checks: Array<(value: JsonApiResource) => boolean> = [];
	const entity = readEntityTypeFilter(node, filters.entityType, itemIndex);
	if (entity !== undefined) {
		qs['filter[entity_type]'] = CUSTOM_FIELD_ENTITIES[entity].definitionType;
		checks.push((value) => entityOfRecordType(relatedIdentifier(value, 'entity')?.type) === entity);
	}
	if (filters.entityId !== undefined && filters.entityId !== '') {
		const entityId = requireUuid(node, filters.entityId, 'Record ID', itemIndex);
		qs['filter[entity_id]'] = entityId;
		checks.push((value) => relatedIdentifier(value, 'entity')?.id === entityId);
	}
	if (filters.definitionId !== undefined && filters.definitionId !== '') {
		const definitionId = requireUuid(node, filters.definitionId, 'Custom Field ID', itemIndex);
		qs['filter[definition_id]'] = definitionId;
		checks.push((value) => relatedIdentifier(value, 'definition')?.id === definitionId);
	}
	try {
		const { data, included } = await terminal49RequestPages.call(this, {
			path: '/custom_fields',
			qs,
			limit,
			where: checks.length > 0 ? (value) => checks.every((check) => check(value)) : undefined,
			itemIndex,
		});
		return outputList(choice, data, included);
	} catch (error) {
		throw Object.keys(qs).length === 0 ? withUnfilteredHint(error) : error;
	}
}

/** Terminal49's own recording of this list without a filter is a 500: its error says what avoids it. */
function withUnfilteredHint(error: unknown): unknown {
	if (error instanceof NodeApiError && error.httpCode === '500') {
		error.description = `${error.description ? `${error.description} ` : ''}Terminal49 has answered 500 to the whole account's custom fields with no filter. Set a filter (Record Type, Record ID or Custom Field), or read one record's custom fields with Custom Field → Get Many.`;
	}
	return error;
}
