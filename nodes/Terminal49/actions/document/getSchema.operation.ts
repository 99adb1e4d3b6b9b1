import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { requireSlug } from '../../shared/helpers/readers/ids';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath, requestDocument } from '../../shared/transport';

const properties: INodeProperties[] = [
	{
		displayName: 'Schema ID',
		name: 'schemaId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. commercial_invoice@2026-03-23',
		description: 'The document type and schema version, joined by @',
		hint: 'After a document event or a Get with Extracted Data: {{ $json.document_type }}@{{ $json.schema_version }}',
	},
	...outputProperties('document_schema'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['document'], operation: ['getSchema'] } },
	properties,
);

/** The JSON Schema that describes the extracted fields of one document type and version. */
export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = requireSlug(
		this.getNode(),
		this.getNodeParameter('schemaId', itemIndex),
		'Schema ID',
		itemIndex,
	);
	const choice = readOutputChoice.call(this, itemIndex);
	const document = await requestDocument.call(this, {
		method: 'GET',
		path: apiPath`/document_schemas/${id}`,
		subject: { label: 'document schema', id },
		itemIndex,
	});
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
