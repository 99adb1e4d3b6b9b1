import type { IExecuteFunctions, INodePropertyOptions } from 'n8n-workflow';

import { optionMatcher, readOptions } from '../../shared/helpers/readers/option';

/**
 * Include, the related records to fetch: a list as the editor saves it, or as an expression or a
 * model gives it (text, labels, any case), read as every option list is, or refused by name before
 * any request.
 */
export function readInclude(
	this: IExecuteFunctions,
	itemIndex: number,
	options: readonly INodePropertyOptions[],
): string[] {
	const matcher = optionMatcher(options);
	return readOptions(
		this.getNode(),
		matcher,
		this.getNodeParameter('include', itemIndex, []),
		{ parameter: 'Include', one: 'a record it can include' },
		itemIndex,
	);
}
