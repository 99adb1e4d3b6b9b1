import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiPath, terminal49RequestPages } from '../../transport';
import { simplifyProperty } from '../common.properties';
import { listRecords } from '../output';
import { containerIdOf, containerIdProperties } from './containerId';

const properties: INodeProperties[] = [
	...containerIdProperties('The container whose milestones to list'),
	{
		...simplifyProperty,
		description:
			'Whether to return one flat record per event, with its location (port or metro area) and terminal merged in, instead of the API’s JSON:API resources',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['container'], operation: ['getTransportEvents'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = await containerIdOf.call(this, itemIndex);
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;

	const { data, included } = await terminal49RequestPages.call(this, {
		path: apiPath`/containers/${id}/transport_events`,
		qs: simplify ? { include: 'location,terminal' } : {},
		itemIndex,
	});
	return listRecords(data, included, simplify);
}
