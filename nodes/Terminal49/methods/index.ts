import type {
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
	ResourceMapperFields,
} from 'n8n-workflow';

import { getDocumentTypes } from './documentTypes';
import { getCustomFieldColumns } from './resourceMapping';
import {
	searchContainers,
	searchDocuments,
	searchShipments,
	searchShippingLines,
	searchTrackingRequests,
} from './listSearch';
import {
	getChoiceDefinitions,
	getContainerFieldSlugs,
	getCustomFieldDefinitions,
	getCustomFieldOptions,
	getCustomFieldSlugs,
	getShipmentFieldSlugs,
	getShippingLineScacs,
	getShippingLines,
} from './loadOptions';

export const loadOptions: Record<
	string,
	(this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>
> = {
	getChoiceDefinitions,
	getContainerFieldSlugs,
	getCustomFieldDefinitions,
	getCustomFieldOptions,
	getCustomFieldSlugs,
	getDocumentTypes,
	getShipmentFieldSlugs,
	getShippingLineScacs,
	getShippingLines,
};

export const listSearch: Record<
	string,
	(
		this: ILoadOptionsFunctions,
		filter?: string,
		paginationToken?: string,
	) => Promise<INodeListSearchResult>
> = {
	searchContainers,
	searchDocuments,
	searchShipments,
	searchShippingLines,
	searchTrackingRequests,
};

export const resourceMapping: Record<
	string,
	(this: ILoadOptionsFunctions) => Promise<ResourceMapperFields>
> = {
	getCustomFieldColumns,
};
