import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

export const companyNameProperty: INodeProperties = {
	displayName: 'Company Name',
	name: 'companyName',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. Acme Imports',
};

export function companyNameOf(this: IExecuteFunctions, itemIndex: number): string {
	const value = this.getNodeParameter('companyName', itemIndex);
	const name = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
	if (name === '') {
		throw new NodeOperationError(this.getNode(), 'Company Name is empty', {
			description: 'Enter the name of the company, or check that the expression for it gives a value for this item.',
			itemIndex,
		});
	}
	return name;
}
