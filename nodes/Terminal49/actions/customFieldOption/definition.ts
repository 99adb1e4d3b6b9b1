import type { INodeProperties } from 'n8n-workflow';

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
