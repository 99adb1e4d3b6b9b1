import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { CustomFieldEntity } from '../../shared/catalogue/customFieldEntities';
import { DATA_TYPE_OPTIONS } from '../../shared/catalogue/customFieldDataTypes';
import {
	CUSTOM_FIELD_ENTITIES,
	CUSTOM_FIELD_ENTITY_OPTIONS,
} from '../../shared/catalogue/customFieldEntities';
import { optionMatcher, readOption } from '../../shared/helpers/readers/option';
import { refusalError } from '../../shared/helpers/valuesInMessages';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { requestDocument } from '../../shared/transport';
import { editableAttributes, editableFields } from './fields';
import { readOptionalText, readText } from '../../shared/helpers/readers/text';

/** The OpenAPI lets definitions be created for these record types only. */
const CREATABLE_ENTITIES: readonly CustomFieldEntity[] = ['container', 'shipment'];
const CREATABLE_ENTITY_MATCHER = optionMatcher(
	CUSTOM_FIELD_ENTITY_OPTIONS.filter((option) => CREATABLE_ENTITIES.includes(option.value)),
);
const DATA_TYPE_MATCHER = optionMatcher(DATA_TYPE_OPTIONS, {
	text: 'short_text',
	string: 'short_text',
	integer: 'number',
	bool: 'boolean',
});
const API_SLUG = /^[a-z][a-z0-9_]*$/;

const properties: INodeProperties[] = [
	{
		displayName: 'Record Type',
		name: 'entityType',
		type: 'options',
		options: CUSTOM_FIELD_ENTITY_OPTIONS.filter((option) =>
			CREATABLE_ENTITIES.includes(option.value),
		),
		default: 'shipment',
		description: 'The kind of record that gets the field',
	},
	{
		displayName: 'Display Name',
		name: 'displayName',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Customer PO',
	},
	{
		displayName: 'API Slug',
		name: 'apiSlug',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. customer_po',
		description:
			'The name workflows use for the field: lower-case letters, digits and underscores, starting with a letter',
	},
	{
		displayName: 'Data Type',
		name: 'dataType',
		type: 'options',
		options: DATA_TYPE_OPTIONS,
		default: 'short_text',
		description:
			'The kind of value. Single and multiple choice fields get their options with Custom Field Option → Create.',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			...editableFields,
			{
				displayName: 'Reference Type',
				name: 'referenceType',
				type: 'string',
				default: '',
				description:
					'For a Reference field: the kind of record it points to, as Terminal49 names it',
			},
		],
	},
	...outputProperties('custom_field_definition'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customFieldDefinition'], operation: ['create'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const chosen = readOption(
		node,
		CREATABLE_ENTITY_MATCHER,
		this.getNodeParameter('entityType', itemIndex),
		{ parameter: 'Record Type', one: 'a record type that can get new custom fields' },
		itemIndex,
	);
	const entity = CREATABLE_ENTITIES.find(
		(creatable) => creatable === chosen,
	) as (typeof CREATABLE_ENTITIES)[number];
	const apiSlug = readText(
		node,
		this.getNodeParameter('apiSlug', itemIndex),
		'API Slug',
		itemIndex,
	).trim();
	if (!API_SLUG.test(apiSlug)) {
		throw refusalError(
			node,
			{
				parameter: 'API Slug',
				given: apiSlug,
				accepted: 'a valid slug',
				fix: 'Use lower-case letters, digits and underscores, starting with a letter, such as customer_po.',
			},
			itemIndex,
		);
	}
	const dataType = readOption(
		node,
		DATA_TYPE_MATCHER,
		this.getNodeParameter('dataType', itemIndex),
		{ parameter: 'Data Type', one: 'a data type' },
		itemIndex,
	);
	const additional = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const attributes: IDataObject = {
		entity_type: CUSTOM_FIELD_ENTITIES[entity].definitionType,
		api_slug: apiSlug,
		data_type: dataType,
		...editableAttributes.call(
			this,
			{ ...additional, displayName: this.getNodeParameter('displayName', itemIndex) },
			itemIndex,
		),
	};
	const referenceType = readOptionalText(
		node,
		additional.referenceType,
		'Reference Type',
		itemIndex,
	);
	if (referenceType !== undefined) attributes.reference_type = referenceType;
	const choice = readOutputChoice.call(this, itemIndex);
	const document = await requestDocument.call(this, {
		method: 'POST',
		path: '/custom_field_definitions',
		body: { data: { type: 'custom_field_definition', attributes } },
		itemIndex,
	});
	return outputDocument(node, choice, document, itemIndex);
}
