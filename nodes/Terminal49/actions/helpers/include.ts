import type { IExecuteFunctions, INodePropertyOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { allowedText, optionMatcher, quotedList } from '../../shared/helpers/optionMatcher';

/**
 * Include, the related records to fetch: a list as the editor saves it, or as an expression or a
 * model gives it (text, labels, any case), read as every option list is, or refused by name before
 * any request.
 */
export function readInclude(this: IExecuteFunctions, itemIndex: number, options: readonly INodePropertyOptions[]): string[] {
	const matcher = optionMatcher(options);
	const { values, unknown } = matcher.many(this.getNodeParameter('include', itemIndex, []));
	if (unknown.length > 0) {
		throw new NodeOperationError(this.getNode(), `Include: ${quotedList(unknown)} ${unknown.length === 1 ? 'is not a record it can include' : 'are not records it can include'}. ${allowedText(matcher)}`, {
			itemIndex,
		});
	}
	return values;
}
