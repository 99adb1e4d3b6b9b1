import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { JsonApiDocument } from '../../shared/jsonapi';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath, terminal49Request } from '../../shared/transport';
import { partyIdOf, partyIdProperty } from './locator';

const properties: INodeProperties[] = [partyIdProperty('The party to get'), ...outputProperties('party')];

export const description = updateDisplayOptions({ show: { resource: ['party'], operation: ['get'] } }, properties);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = partyIdOf.call(this, itemIndex);
	const choice = readOutputChoice.call(this, itemIndex);
	const document = (await terminal49Request.call(this, {
		method: 'GET',
		path: apiPath`/parties/${id}`,
		subject: { label: 'party', id },
		itemIndex,
	})) as JsonApiDocument;
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
