import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { withContainersLeftOut } from '../../shared/lookups/containersById';
import { readBoolean } from '../../shared/helpers/readers/boolean';
import { terminal49RequestPages } from '../../shared/transport';
import type { OutputOptions } from '../../shared/output';
import { outputList, outputProperties, readOutputChoice } from '../../shared/output';
import { limitProperties, readLimit } from '../helpers/limit';
import { readOptionalText } from '../../shared/helpers/readers/text';
import {
	addCustomFieldColumns,
	customFieldColumnsProperty,
	readsCustomFieldColumns,
} from '../helpers/customFieldColumns';

const outputOptions: OutputOptions = { demurrage: true };

const properties: INodeProperties[] = [
	...limitProperties,
	{
		displayName: 'Include Containers',
		name: 'includeContainers',
		type: 'boolean',
		default: false,
		description:
			'Whether to fetch each shipment’s containers with it (larger pages, same number of requests). Unless the output is Raw (version 1: Simplify off), they are listed in its "containers" field.',
	},
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		description: 'Sent to the API, which applies them. Filters combine with AND.',
		options: [
			{
				displayName: 'Request Number',
				name: 'number',
				type: 'string',
				default: '',
				placeholder: 'e.g. MEDUFR030802',
				description:
					'Keep the shipments tracked by this whole bill of lading or booking number (the number the tracking request was made with). Container numbers do not match.',
			},
			{
				displayName: 'Tracking Stopped',
				name: 'trackingStopped',
				type: 'boolean',
				default: false,
				description:
					'Whether to keep only shipments Terminal49 no longer tracks (on), or only those still tracked (off)',
			},
		],
	},
	customFieldColumnsProperty(),
	...outputProperties('shipment', outputOptions),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['shipment'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const limit = readLimit.call(this, itemIndex, false);
	const node = this.getNode();
	const includeContainers = readBoolean(
		node,
		this.getNodeParameter('includeContainers', itemIndex, false),
		'Include Containers',
		itemIndex,
	);
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const choice = readOutputChoice.call(this, itemIndex, outputOptions);
	const columns = readsCustomFieldColumns.call(this, itemIndex, choice);

	const qs: IDataObject = {};
	if (includeContainers) qs.include = 'containers';
	const number = readOptionalText(node, filters.number, 'Request Number filter', itemIndex);
	if (number !== undefined) qs.number = number;
	if (filters.trackingStopped !== undefined) {
		qs['filter[tracking_stopped]'] = readBoolean(
			node,
			filters.trackingStopped,
			'Tracking Stopped',
			itemIndex,
		);
	}

	const { data, included } = await terminal49RequestPages.call(this, {
		path: '/shipments',
		qs,
		limit,
		itemIndex,
	});
	const items = outputList(
		choice,
		data,
		includeContainers
			? await withContainersLeftOut.call(this, data, included, itemIndex)
			: included,
	);
	return columns
		? await addCustomFieldColumns.call(this, 'shipment', data, items, itemIndex)
		: items;
}
