import type { IBinaryData, IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeApiError, updateDisplayOptions } from 'n8n-workflow';
import { z } from 'zod';

import { binaryFileName } from '../../shared/helpers/fileNames';
import { nonEmptyText } from '../../shared/helpers/text';
import type { JsonApiDocument } from '../../shared/jsonapi';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import {
	apiPath,
	requestDocument,
	terminal49Request,
	BYTES_PER_MB,
	DEFAULT_DOWNLOAD_TIMEOUT_SECONDS,
	DEFAULT_MAX_FILE_SIZE_MB,
	downloadFromStorage,
	type DownloadLimits,
	LONGEST_TIMER_MS,
} from '../../shared/transport';
import type { ItemsWithBinary } from '../helpers/types';
import { readOutputFileField } from '../helpers/fileField';
import { documentIdOf, documentLocator } from './locator';
import { readNumber } from '../../shared/helpers/readers/number';

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
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Download Timeout (Seconds)',
				name: 'downloadTimeout',
				type: 'number',
				default: DEFAULT_DOWNLOAD_TIMEOUT_SECONDS,
				description:
					'The longest the whole download from the file storage may take, from the request to the last byte. At most about 24.8 days (2,147,483 s): a larger value, such as 99999999 to mean no limit, waits that long.',
			},
			{
				displayName: 'Max File Size (MB)',
				name: 'maxFileSize',
				type: 'number',
				default: DEFAULT_MAX_FILE_SIZE_MB,
				description: 'Larger files are refused rather than stored (1 MB = 1,048,576 bytes)',
			},
		],
	},
	...outputProperties('document'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['document'], operation: ['download'] } },
	properties,
);

const downloadUrlAnswer = z.object({ download_url: z.string().min(1) });

function positiveOption(
	ctx: IExecuteFunctions,
	value: unknown,
	fallback: number,
	field: string,
	itemIndex: number,
): number {
	if (value === undefined || value === null || value === '') return fallback;
	return readNumber(
		ctx.getNode(),
		value,
		{
			parameter: field,
			accepted: 'a number above 0',
			above: 0,
			fix: `Leave it out for the default (${fallback}).`,
		},
		itemIndex,
	);
}

function downloadLimits(ctx: IExecuteFunctions, itemIndex: number): DownloadLimits {
	const options = ctx.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const seconds = positiveOption(
		ctx,
		options.downloadTimeout,
		DEFAULT_DOWNLOAD_TIMEOUT_SECONDS,
		'Download Timeout',
		itemIndex,
	);
	const megabytes = positiveOption(
		ctx,
		options.maxFileSize,
		DEFAULT_MAX_FILE_SIZE_MB,
		'Max File Size',
		itemIndex,
	);
	// A timer cannot wait longer: beyond it, Node fires at once or throws.
	const deadlineMs = Math.min(Math.ceil(seconds * 1000), LONGEST_TIMER_MS);
	return { deadlineMs, maxBytes: Math.floor(megabytes * BYTES_PER_MB) };
}

function documentAttribute(document: JsonApiDocument, name: string): string | undefined {
	const data = document.data;
	if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
	return nonEmptyText(data.attributes?.[name]);
}

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<ItemsWithBinary> {
	const node = this.getNode();
	const id = documentIdOf.call(this, itemIndex);
	const property = readOutputFileField(
		node,
		this.getNodeParameter('binaryPropertyName', itemIndex, 'data'),
		itemIndex,
	);
	const choice = readOutputChoice.call(this, itemIndex);
	const limits = downloadLimits(this, itemIndex);
	const subject = { label: 'document', id };

	const document = await requestDocument.call(this, {
		method: 'GET',
		path: apiPath`/documents/${id}`,
		subject,
		itemIndex,
	});
	const answer = downloadUrlAnswer.safeParse(
		await terminal49Request.call(this, {
			method: 'GET',
			path: apiPath`/documents/${id}/download_url`,
			subject,
			itemIndex,
		}),
	);
	if (!answer.success) {
		throw new NodeApiError(
			node,
			{ message: 'no download_url' },
			{
				message: 'Terminal49 answered without a download URL for the document',
				description: 'This is a fault of the API. Try again later.',
				itemIndex,
			},
		);
	}

	// Whoever mails the account's document address chooses this name: it is made safe first.
	const sentName =
		documentAttribute(document, 'file_name') ?? documentAttribute(document, 'name') ?? '';
	const binary: IBinaryData = await downloadFromStorage(
		this,
		answer.data.download_url,
		limits,
		itemIndex,
		async (download) => {
			const mimeType =
				documentAttribute(document, 'file_content_type') ??
				download.contentType?.split(';')[0].trim();
			return await this.helpers.prepareBinaryData(
				download.stream,
				binaryFileName(sentName, mimeType, id),
				mimeType,
			);
		},
	);
	const [json] = outputDocument(node, choice, document, itemIndex);
	return { items: [{ json, binary: { [property]: binary } }] };
}
