import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { fetchDocumentTypes } from '../shared/lookups/documentTypes';

/** The document types of the account, for the Document Type dropdowns. */
export async function getDocumentTypes(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const types = await fetchDocumentTypes.call(this);
	return types
		.map((type) => ({ name: type.label || type.code, value: type.code, description: type.code }))
		.sort((a, b) => a.name.localeCompare(b.name));
}
