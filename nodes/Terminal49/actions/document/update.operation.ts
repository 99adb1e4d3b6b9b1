import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { jsonParse, NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath } from '../../shared/transport';
import { patchRecord, requireUpdateAttributes } from '../helpers/updateRecord';
import { documentIdOf, documentLocator } from './locator';
import { readRequiredText } from '../../shared/helpers/readers/text';

const properties: INodeProperties[] = [
	documentLocator('The document to correct'),
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Document Type Name or ID',
				name: 'documentType',
				type: 'options',
				typeOptions: { loadOptionsMethod: 'getDocumentTypes' },
				default: '',
				description:
					'Overrides the type Terminal49 classified the document as. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			{
				displayName: 'Extracted Data (JSON)',
				name: 'extractedData',
				type: 'json',
				default: '{}',
				description:
					'Corrected extracted fields as a JSON object, for example {"bill_of_lading_number": "MEDU1234567"}. null clears the manual values.',
			},
		],
	},
	...outputProperties('document'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['document'], operation: ['update'] } },
	properties,
);

/** The JSON field as typed, or an object from an expression; only an object or null is accepted. */
function readExtractedData(
	this: IExecuteFunctions,
	value: unknown,
	itemIndex: number,
): IDataObject | null {
	let parsed: unknown = value;
	if (typeof value === 'string') {
		try {
			parsed = jsonParse(value);
		} catch {
			parsed = undefined;
		}
	}
	if (parsed === null) return null;
	if (typeof parsed !== 'object' || parsed === undefined || Array.isArray(parsed)) {
		throw new NodeOperationError(this.getNode(), 'Extracted Data must be a JSON object (or null)', {
			description: 'For example {"bill_of_lading_number": "MEDU1234567"}.',
			itemIndex,
		});
	}
	return parsed as IDataObject;
}

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const id = documentIdOf.call(this, itemIndex);
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const choice = readOutputChoice.call(this, itemIndex);

	const attributes: IDataObject = {};
	if ('documentType' in fields) {
		attributes.document_type_manual = readRequiredText(
			node,
			fields.documentType,
			{
				parameter: 'Document Type',
				accepted: 'a document type',
				fix: 'Choose a type, or remove the field from Update Fields. Document → Get Types lists the codes.',
			},
			itemIndex,
		);
	}
	if ('extractedData' in fields)
		attributes.extracted_data_manual = readExtractedData.call(
			this,
			fields.extractedData,
			itemIndex,
		);
	requireUpdateAttributes(node, attributes, itemIndex, {
		message: 'Nothing to update: no field was added',
		description: 'Under Update Fields, add Document Type or Extracted Data.',
	});

	const document = await patchRecord.call(this, {
		path: apiPath`/documents/${id}`,
		type: 'document',
		attributes,
		subject: { label: 'document', id },
		itemIndex,
	});
	return outputDocument(node, choice, document, itemIndex);
}
