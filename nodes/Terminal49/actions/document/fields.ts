import type { INodeProperties } from 'n8n-workflow';

/** Related records a document can be fetched with, by the API's include names. */
export const DOCUMENT_INCLUDE_OPTIONS = [
	{
		name: 'Email Submission',
		value: 'email_submission',
		description: 'The email the document came with, if any',
	},
	{
		name: 'Extracted Data',
		value: 'last_document_representation',
		description: 'What extraction read from the document, with its schema version',
	},
	{ name: 'Shipments', value: 'shipments', description: 'The shipments the document is linked to' },
];

export function includeProperty(defaults: string[], noun: string): INodeProperties {
	return {
		displayName: 'Include',
		name: 'include',
		type: 'multiOptions',
		options: DOCUMENT_INCLUDE_OPTIONS,
		default: [...defaults],
		description: `Related records to fetch with ${noun}. Simplified output shows the email’s subject and sender and the extracted fields; All Fields merges them in whole.`,
	};
}
