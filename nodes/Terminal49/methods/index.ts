import type { ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from 'n8n-workflow';

import { getDocumentTypes } from './documentTypes';
import { searchContainers, searchDocuments, searchShipments, searchShippingLines, searchTrackingRequests } from './listSearch';
import {
	getChoiceDefinitions,
	getCustomFieldDefinitions,
	getCustomFieldOptions,
	getCustomFieldSlugs,
	getShippingLineScacs,
	getShippingLines,
} from './loadOptions';

export const loadOptions: Record<string, (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>> = {
	getChoiceDefinitions,
	getCustomFieldDefinitions,
	getCustomFieldOptions,
	getCustomFieldSlugs,
	getDocumentTypes,
	getShippingLineScacs,
	getShippingLines,
};

export const listSearch: Record<
	string,
	(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) => Promise<INodeListSearchResult>
> = {
	searchContainers,
	searchDocuments,
	searchShipments,
	searchShippingLines,
	searchTrackingRequests,
};
