import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { optionMatcher, readOption } from '../../shared/helpers/readers/option';
import { textList } from '../../shared/helpers/readers/list';
import { outputList, outputProperties, readOutputChoice } from '../../shared/output';
import { terminal49RequestPages } from '../../shared/transport';
import { limitProperties, readLimit } from '../helpers/limit';
import { readInclude } from '../helpers/include';
import { DOCUMENT_INCLUDE_OPTIONS, includeProperty } from './fields';
import { LIST_HINT } from '../../shared/helpers/readers/hints';
import { readOptionalText } from '../../shared/helpers/readers/text';
import { isBlank } from '../../shared/helpers/readers/characters';

const SORT_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Added By', value: 'added_by' },
	{ name: 'Added By (Descending)', value: '-added_by' },
	{ name: 'API Default', value: '' },
	{ name: 'Created At (Newest First)', value: '-created_at' },
	{ name: 'Created At (Oldest First)', value: 'created_at' },
	{ name: 'Document Type', value: 'document_type' },
	{ name: 'Document Type (Descending)', value: '-document_type' },
];
const SORT_MATCHER = optionMatcher(SORT_OPTIONS, {
	newest: '-created_at',
	latest: '-created_at',
	oldest: 'created_at',
});

const properties: INodeProperties[] = [
	...limitProperties,
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			{
				displayName: 'Document Type Names or IDs',
				name: 'documentTypes',
				type: 'multiOptions',
				typeOptions: { loadOptionsMethod: 'getDocumentTypes' },
				default: [],
				hint: LIST_HINT,
				description:
					'Keep documents of these types. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			{
				displayName: 'File Name',
				name: 'fileName',
				type: 'string',
				default: '',
				placeholder: 'e.g. invoice',
				description: 'Keep documents whose file name matches this text (full-text match)',
			},
			{
				displayName: 'Reference',
				name: 'reference',
				type: 'string',
				default: '',
				placeholder: 'e.g. MEDU1234567',
				description:
					'Keep documents linked to this reference (a bill of lading, booking or reference number)',
			},
		],
	},
	{
		displayName: 'Sort',
		name: 'sort',
		type: 'options',
		options: SORT_OPTIONS,
		default: '',
		description: 'The order in which the API lists the documents',
	},
	includeProperty([], 'each document'),
	...outputProperties('document'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['document'], operation: ['getAll'] } },
	properties,
);

function readSort(this: IExecuteFunctions, itemIndex: number): string | undefined {
	const given = this.getNodeParameter('sort', itemIndex, '');
	// Nothing chosen is the API's own order, as the option API Default is.
	if (given === undefined || given === null || (typeof given === 'string' && isBlank(given)))
		return undefined;
	const sort = readOption(
		this.getNode(),
		SORT_MATCHER,
		given,
		{ parameter: 'Sort', one: 'a sort order ("-" for descending)' },
		itemIndex,
	);
	return sort === '' ? undefined : sort;
}

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const limit = readLimit.call(this, itemIndex);
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const include = readInclude.call(this, itemIndex, DOCUMENT_INCLUDE_OPTIONS);
	const choice = readOutputChoice.call(this, itemIndex);

	const qs: IDataObject = {};
	const fileName = readOptionalText(node, filters.fileName, 'File Name', itemIndex);
	if (fileName !== undefined) qs['filter[filename]'] = fileName;
	const reference = readOptionalText(node, filters.reference, 'Reference', itemIndex);
	if (reference !== undefined) qs['filter[reference]'] = reference;
	const types = textList(node, filters.documentTypes, 'Document Types', itemIndex);
	if (types.length > 0) qs['filter[document_types]'] = types.join(',');
	const sort = readSort.call(this, itemIndex);
	if (sort) qs.sort = sort;
	if (include.length > 0) qs.include = include.join(',');

	const { data, included } = await terminal49RequestPages.call(this, {
		path: '/documents',
		qs,
		limit,
		itemIndex,
	});
	return outputList(choice, data, included);
}
