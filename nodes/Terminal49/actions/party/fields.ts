import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readRequiredText } from '../../shared/helpers/readers/text';

export const companyNameProperty: INodeProperties = {
	displayName: 'Company Name',
	name: 'companyName',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. Acme Imports',
};

export function companyNameOf(this: IExecuteFunctions, itemIndex: number): string {
	return readRequiredText(
		this.getNode(),
		this.getNodeParameter('companyName', itemIndex),
		{
			parameter: 'Company Name',
			accepted: 'a company’s name',
			fix: 'Enter the name of the company, or check that the expression for it gives a value for this item.',
		},
		itemIndex,
	);
}
