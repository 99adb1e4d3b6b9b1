import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { withContainersLeftOut } from '../../shared/lookups/containersById';
import { apiPath, requestRecord } from '../../shared/transport';
import type { OutputOptions } from '../../shared/output';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { shipmentIdOf, shipmentLocator } from './locator';
import { readBoolean } from '../../shared/helpers/readers/boolean';

const outputOptions: OutputOptions = {
	demurrage: true,
	simplifyDescription:
		'Whether to return one flat record (attributes at the top level, containers merged in) instead of the API’s JSON:API document',
};

const properties: INodeProperties[] = [
	...shipmentLocator('The shipment to get'),
	{
		displayName: 'Include Containers',
		name: 'includeContainers',
		type: 'boolean',
		default: true,
		description:
			'Whether to fetch the shipment’s containers with it. Unless the output is Raw (version 1: Simplify off), they are listed in its "containers" field.',
	},
	...outputProperties('shipment', outputOptions),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['shipment'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = await shipmentIdOf.call(this, itemIndex);
	const includeContainers = readBoolean(
		this.getNode(),
		this.getNodeParameter('includeContainers', itemIndex, true),
		'Include Containers',
		itemIndex,
	);
	const choice = readOutputChoice.call(this, itemIndex, outputOptions);

	const { document } = await requestRecord.call(
		this,
		{
			method: 'GET',
			path: apiPath`/shipments/${id}`,
			qs: includeContainers ? { include: 'containers' } : undefined,
			subject: { label: 'shipment', id },
			itemIndex,
		},
		{ type: 'shipment', id },
	);
	if (includeContainers && document.data && !Array.isArray(document.data)) {
		document.included = await withContainersLeftOut.call(
			this,
			[document.data],
			document.included ?? [],
			itemIndex,
		);
	}
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
