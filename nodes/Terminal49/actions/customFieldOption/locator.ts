import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requireUuid } from '../../shared/helpers/readers/ids';

/** The single- or multiple-choice field whose options both option operations read. */
export const choiceDefinitionProperty: INodeProperties = {
	displayName: 'Custom Field Name or ID',
	name: 'definitionId',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getChoiceDefinitions' },
	required: true,
	default: '',
	description:
		'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	hint: 'Only custom fields with options (single or multiple choice) are listed',
};

/** The option the update and delete operations act on, listed for the chosen field. */
export const optionIdProperty: INodeProperties = {
	displayName: 'Option Name or ID',
	name: 'optionId',
	type: 'options',
	typeOptions: {
		loadOptionsMethod: 'getCustomFieldOptions',
		loadOptionsDependsOn: ['definitionId'],
	},
	required: true,
	default: '',
	description:
		'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
};

export function optionIdsOf(
	this: IExecuteFunctions,
	itemIndex: number,
): { definitionId: string; optionId: string } {
	const node = this.getNode();
	return {
		definitionId: requireUuid(
			node,
			this.getNodeParameter('definitionId', itemIndex),
			'Custom Field ID',
			itemIndex,
		),
		optionId: requireUuid(
			node,
			this.getNodeParameter('optionId', itemIndex),
			'Option ID',
			itemIndex,
		),
	};
}
