import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { isObject } from '../../shared/helpers/objects';
import { apiPath, terminal49Request } from '../../shared/transport';
import { containerIdOf, containerLocator } from './locator';

const properties: INodeProperties[] = [
	...containerLocator(
		'The container whose data Terminal49 should fetch again from the carrier, terminal and rail',
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['container'], operation: ['refresh'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = await containerIdOf.call(this, itemIndex);
	// The answer is not a JSON:API document but a message, such as "Started refresh for Shipping line, Terminal, Rail".
	const answer = await terminal49Request.call(this, {
		method: 'PATCH',
		path: apiPath`/containers/${id}/refresh`,
		subject: { label: 'container', id },
		paidFeature: 'Container refresh',
		itemIndex,
	});
	return [{ id, message: isObject(answer) ? (answer.message ?? null) : null }];
}
