import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { requireUuid } from '../../shared/helpers/readers/ids';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath, requestDocument } from '../../shared/transport';

const properties: INodeProperties[] = [
	{
		displayName: 'Email Submission ID',
		name: 'emailSubmissionId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
		description: 'The email submission to get',
		hint: 'After a document event: {{ $json.email_submission.id }}',
	},
	...outputProperties('email_submission'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['emailSubmission'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const id = requireUuid(
		this.getNode(),
		this.getNodeParameter('emailSubmissionId', itemIndex),
		'Email Submission ID',
		itemIndex,
	);
	const choice = readOutputChoice.call(this, itemIndex);
	const document = await requestDocument.call(this, {
		method: 'GET',
		path: apiPath`/email_submissions/${id}`,
		subject: { label: 'email submission', id },
		itemIndex,
	});
	return outputDocument(this.getNode(), choice, document, itemIndex);
}
