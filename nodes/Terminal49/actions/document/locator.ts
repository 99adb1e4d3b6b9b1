import type {
	IExecuteFunctions,
	INodeParameterResourceLocator,
	INodeProperties,
} from 'n8n-workflow';

import { locatorValue, uuidLocator } from '../helpers/locator';
import { requireUuid } from '../../shared/helpers/readers/ids';

/** The Document parameter every single-document operation shares: From List or By ID. */
export function documentLocator(description: string): INodeProperties {
	return uuidLocator({
		displayName: 'Document',
		name: 'documentId',
		description,
		noun: 'document',
		searchListMethod: 'searchDocuments',
		searchesBy: 'part of a file name',
	});
}

export function documentIdOf(this: IExecuteFunctions, itemIndex: number): string {
	const locator = this.getNodeParameter('documentId', itemIndex) as
		| INodeParameterResourceLocator
		| string;
	return requireUuid(this.getNode(), locatorValue(locator), 'Document ID', itemIndex);
}
