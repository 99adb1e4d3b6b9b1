import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { requestDocument } from '../../shared/transport';
import { companyNameOf, companyNameProperty } from './fields';

const properties: INodeProperties[] = [
	{
		...companyNameProperty,
		description: 'The name of the company (a customer, shipper or consignee)',
	},
	...outputProperties('party'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['party'], operation: ['create'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const companyName = companyNameOf.call(this, itemIndex);
	const choice = readOutputChoice.call(this, itemIndex);
	const document = await requestDocument.call(this, {
		method: 'POST',
		path: '/parties',
		body: { data: { type: 'party', attributes: { company_name: companyName } } },
		itemIndex,
	});
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
