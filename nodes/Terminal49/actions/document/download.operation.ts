import type { IBinaryData, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, updateDisplayOptions } from 'n8n-workflow';
import { z } from 'zod';

import type { JsonApiDocument } from '../../jsonapi';
import { outputDocument, outputProperties, readOutputChoice } from '../../output';
import { apiPath, terminal49Request } from '../../transport';
import { getFromStorage } from '../../transport/storage';
import type { ItemsWithBinary } from '../types';
import { documentIdOf, documentLocator } from './documentId';

const properties: INodeProperties[] = [
	documentLocator('The document whose file to download'),
	{
		displayName: 'Put Output File in Field',
		name: 'binaryPropertyName',
		type: 'string',
		required: true,
		default: 'data',
		placeholder: 'e.g. data',
		hint: 'The name of the output binary field to put the file in',
	},
	...outputProperties('document'),
];

export const description = updateDisplayOptions({ show: { resource: ['document'], operation: ['download'] } }, properties);

const downloadUrlAnswer = z.object({ download_url: z.string().min(1) });

function documentAttribute(document: JsonApiDocument, name: string): string | undefined {
	const data = document.data;
	if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
	const value = data.attributes?.[name];
	return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<ItemsWithBinary> {
	const node = this.getNode();
	const id = documentIdOf.call(this, itemIndex);
	const property = String(this.getNodeParameter('binaryPropertyName', itemIndex, 'data') ?? '').trim();
	if (property === '') {
		throw new NodeOperationError(node, 'Put Output File in Field is empty', {
			description: 'Name the binary field the file should go in, for example "data".',
			itemIndex,
		});
	}
	const choice = readOutputChoice.call(this, itemIndex);
	const subject = { label: 'document', id };

	const document = (await terminal49Request.call(this, { method: 'GET', path: apiPath`/documents/${id}`, subject, itemIndex })) as JsonApiDocument;
	const answer = downloadUrlAnswer.safeParse(
		await terminal49Request.call(this, { method: 'GET', path: apiPath`/documents/${id}/download_url`, subject, itemIndex }),
	);
	if (!answer.success) {
		throw new NodeApiError(node, { message: 'no download_url' }, {
			message: 'Terminal49 answered without a download URL for the document',
			description: 'This is a fault of the API. Try again later.',
			itemIndex,
		});
	}

	const download = await getFromStorage(this, answer.data.download_url, itemIndex);
	const fileName = documentAttribute(document, 'file_name') ?? documentAttribute(document, 'name') ?? `${id}`;
	const mimeType = documentAttribute(document, 'file_content_type') ?? download.contentType?.split(';')[0].trim();
	const binary: IBinaryData = await this.helpers.prepareBinaryData(download.stream, fileName, mimeType);
	const [json] = outputDocument(node, choice, document, itemIndex);
	return { items: [{ json, binary: { [property]: binary } }] };
}
