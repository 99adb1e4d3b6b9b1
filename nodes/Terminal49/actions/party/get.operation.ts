import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath, requestDocument } from '../../shared/transport';
import { partyIdOf, partyIdProperty } from './locator';

const properties: INodeProperties[] = [
	partyIdProperty('The party to get'),
	...outputProperties('party'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['party'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = partyIdOf.call(this, itemIndex);
	const choice = readOutputChoice.call(this, itemIndex);
	const document = await requestDocument.call(this, {
		method: 'GET',
		path: apiPath`/parties/${id}`,
		subject: { label: 'party', id },
		itemIndex,
	});
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
