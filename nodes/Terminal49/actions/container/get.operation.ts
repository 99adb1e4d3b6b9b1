import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiPath, requestRecord } from '../../shared/transport';
import type { OutputOptions } from '../../shared/output';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { readInclude } from '../helpers/include';
import { CONTAINER_INCLUDE_OPTIONS, includeProperties } from './fields';
import { containerIdOf, containerLocator } from './locator';

const outputOptions: OutputOptions = {
	demurrage: true,
	simplifyDescription:
		'Whether to return one flat record (attributes at the top level, related records merged in) instead of the API’s JSON:API document',
};

const properties: INodeProperties[] = [
	...containerLocator('The container to get'),
	...includeProperties(
		'Related records to fetch with the container. Unless the output is Raw (version 1: Simplify off), they are merged into it.',
	),
	...outputProperties('container', outputOptions),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['container'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = await containerIdOf.call(this, itemIndex);
	const include = readInclude.call(this, itemIndex, CONTAINER_INCLUDE_OPTIONS);
	const choice = readOutputChoice.call(this, itemIndex, outputOptions);

	const { document } = await requestRecord.call(
		this,
		{
			method: 'GET',
			path: apiPath`/containers/${id}`,
			qs: include.length > 0 ? { include: include.join(',') } : undefined,
			subject: { label: 'container', id },
			itemIndex,
		},
		{ type: 'container', id },
	);
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
