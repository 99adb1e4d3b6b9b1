import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath, requestDocument } from '../../shared/transport';
import { readInclude } from '../helpers/include';
import { DOCUMENT_INCLUDE_OPTIONS, includeProperty } from './fields';
import { documentIdOf, documentLocator } from './locator';

const properties: INodeProperties[] = [
	documentLocator('The document to get'),
	includeProperty(['email_submission', 'last_document_representation'], 'the document'),
	...outputProperties('document'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['document'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = documentIdOf.call(this, itemIndex);
	const include = readInclude.call(this, itemIndex, DOCUMENT_INCLUDE_OPTIONS);
	const choice = readOutputChoice.call(this, itemIndex);
	const document = await requestDocument.call(this, {
		method: 'GET',
		path: apiPath`/documents/${id}`,
		qs: include.length > 0 ? { include: include.join(',') } : undefined,
		subject: { label: 'document', id },
		itemIndex,
	});
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
