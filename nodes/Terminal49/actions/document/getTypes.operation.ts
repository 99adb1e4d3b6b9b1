import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fetchDocumentTypes } from '../../shared/lookups/documentTypes';

const properties: INodeProperties[] = [];

export const description = updateDisplayOptions(
	{ show: { resource: ['document'], operation: ['getTypes'] } },
	properties,
);

/** One item per document type of the account: `{code, label}`, the codes the type filters and Update take. */
export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const types = await fetchDocumentTypes.call(this, itemIndex);
	return types.map((type) => ({ code: type.code, label: type.label }));
}
