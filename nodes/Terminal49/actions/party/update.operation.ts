import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath } from '../../shared/transport';
import { patchRecord } from '../helpers/updateRecord';
import { companyNameOf, companyNameProperty } from './fields';
import { partyIdOf, partyIdProperty } from './locator';

const properties: INodeProperties[] = [
	partyIdProperty('The party to rename'),
	{ ...companyNameProperty, description: 'The new name of the company' },
	...outputProperties('party'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['party'], operation: ['update'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = partyIdOf.call(this, itemIndex);
	const companyName = companyNameOf.call(this, itemIndex);
	const choice = readOutputChoice.call(this, itemIndex);
	const document = await patchRecord.call(this, {
		path: apiPath`/parties/${id}`,
		type: 'party',
		attributes: { company_name: companyName },
		subject: { label: 'party', id },
		itemIndex,
	});
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
