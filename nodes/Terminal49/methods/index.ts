import type { ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from 'n8n-workflow';

import { searchShipments } from './listSearch';
import {
	getChoiceDefinitions,
	getCustomFieldDefinitions,
	getCustomFieldOptions,
	getCustomFieldSlugs,
} from './loadOptions';

export const loadOptions: Record<string, (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>> = {
	getChoiceDefinitions,
	getCustomFieldDefinitions,
	getCustomFieldOptions,
	getCustomFieldSlugs,
};

export const listSearch: Record<
	string,
	(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) => Promise<INodeListSearchResult>
> = {
	searchShipments,
};
