import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requireUuid } from '../../shared/helpers/readers/ids';

/** The definition the get, update and delete operations act on, from the account's list. */
export const definitionIdProperty: INodeProperties = {
	displayName: 'Custom Field Name or ID',
	name: 'definitionId',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getCustomFieldDefinitions' },
	required: true,
	default: '',
	description:
		'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
};

export function definitionIdOf(this: IExecuteFunctions, itemIndex: number): string {
	return requireUuid(
		this.getNode(),
		this.getNodeParameter('definitionId', itemIndex),
		'Custom Field ID',
		itemIndex,
	);
}
