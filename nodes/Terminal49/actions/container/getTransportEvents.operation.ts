import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { apiPath, terminal49RequestPages } from '../../shared/transport';
import { outputList, outputProperties, readOutputChoice } from '../../shared/output';
import { containerIdOf, containerLocator } from './locator';

const properties: INodeProperties[] = [
	...containerLocator('The container whose milestones to list'),
	...outputProperties('transport_event', {
		simplifyDescription:
			'Whether to return one flat record per event, with its location (port or metro area) and terminal merged in, instead of the API’s JSON:API resources',
	}),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['container'], operation: ['getTransportEvents'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = await containerIdOf.call(this, itemIndex);
	const choice = readOutputChoice.call(this, itemIndex);

	const { data, included } = await terminal49RequestPages.call(this, {
		path: apiPath`/containers/${id}/transport_events`,
		qs: choice.mode === 'raw' ? {} : { include: 'location,terminal' },
		itemIndex,
	});
	return outputList(choice, data, included);
}
