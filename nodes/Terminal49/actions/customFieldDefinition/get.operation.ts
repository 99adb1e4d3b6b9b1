import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { hasOptions } from '../../shared/catalogue/customFieldDataTypes';
import { fetchOptions } from '../../shared/customFields/definitions';
import { apiPath, requestDocument } from '../../shared/transport';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { definitionIdOf, definitionIdProperty } from './locator';
import { readBoolean } from '../../shared/helpers/readers/boolean';

const properties: INodeProperties[] = [
	definitionIdProperty,
	{
		displayName: 'Include Options',
		name: 'includeOptions',
		type: 'boolean',
		default: false,
		description:
			'Whether to add the options of a single- or multiple-choice field, in their display order (one more request for such a field). Unless the output is Raw (version 1: Simplify off), they are listed in its "options" field.',
	},
	...outputProperties('custom_field_definition', {
		simplifyDescription:
			'Whether to return one flat record (api_slug, display_name, data_type, entity_type, …) instead of the API’s JSON:API document',
	}),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['customFieldDefinition'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const id = definitionIdOf.call(this, itemIndex);
	const includeOptions = readBoolean(
		this.getNode(),
		this.getNodeParameter('includeOptions', itemIndex, false),
		'Include Options',
		itemIndex,
	);
	const choice = readOutputChoice.call(this, itemIndex);

	const document = await requestDocument.call(this, {
		method: 'GET',
		path: apiPath`/custom_field_definitions/${id}`,
		subject: { label: 'custom field definition', id },
		itemIndex,
	});
	const data = document.data;
	const dataType = data && !Array.isArray(data) ? data.attributes?.data_type : undefined;
	// Only choice fields have options; asking for the others' would be a wasted request.
	const options =
		includeOptions && hasOptions(dataType)
			? (await fetchOptions.call(this, id, itemIndex)).map(
					({ id: optionId, label, value, position }) => ({
						id: optionId,
						type: 'custom_field_option',
						label,
						value,
						position,
					}),
				)
			: [];
	const [record] = outputDocument(node, choice, document, itemIndex);
	return [includeOptions ? { ...record, options } : record];
}
