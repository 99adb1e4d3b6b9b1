import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiPath, terminal49RequestPages } from '../../shared/transport';
import { outputList, outputProperties, readOutputChoice } from '../../shared/output';
import { containerIdOf, containerLocator } from './locator';

const properties: INodeProperties[] = [
	...containerLocator('The container whose carrier-reported milestones to list'),
	...outputProperties('raw_event', {
		simplifyDescription:
			'Whether to return one flat record per event instead of the API’s JSON:API resources',
	}),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['container'], operation: ['getRawEvents'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = await containerIdOf.call(this, itemIndex);
	const choice = readOutputChoice.call(this, itemIndex);

	const { data, included } = await terminal49RequestPages.call(this, {
		path: apiPath`/containers/${id}/raw_events`,
		itemIndex,
	});
	return outputList(choice, data, included);
}
