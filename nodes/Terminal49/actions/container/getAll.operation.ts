import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { flattenResource, indexIncluded } from '../../jsonapi';
import { terminal49RequestPages } from '../../transport';
import { limitProperties, simplifyProperty } from '../common.properties';

const properties: INodeProperties[] = [
	...limitProperties,
	{
		displayName: 'Include',
		name: 'include',
		type: 'multiOptions',
		options: [
			{ name: 'Shipment', value: 'shipment' },
			{ name: 'POD Terminal', value: 'pod_terminal' },
		],
		default: [],
		description: 'Related records to fetch with each container and merge into it',
	},
	simplifyProperty,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['container'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const returnAll = this.getNodeParameter('returnAll', itemIndex) as boolean;
	const limit = returnAll ? undefined : (this.getNodeParameter('limit', itemIndex) as number);
	const include = this.getNodeParameter('include', itemIndex, []) as string[];
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;

	const qs: IDataObject = {};
	if (include.length > 0) qs.include = include.join(',');
	const { data, included } = await terminal49RequestPages.call(this, {
		path: '/containers',
		qs,
		limit,
		itemIndex,
	});
	if (!simplify) return data as unknown as IDataObject[];
	const index = indexIncluded(included);
	return data.map((container) => flattenResource(container, index));
}
