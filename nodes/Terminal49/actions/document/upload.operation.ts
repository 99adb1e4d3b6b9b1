import type { IDataObject, IExecuteFunctions, INode, INodeProperties } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, updateDisplayOptions } from 'n8n-workflow';
import { z } from 'zod';

import type { JsonApiDocument } from '../../shared/jsonapi';
import { readOptionalText, readText } from '../../shared/helpers/readers/text';
import type { OutputChoice } from '../../shared/output';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import {
	apiPath,
	requestDocument,
	terminal49Request,
	apiErrorsOf,
	putToStorage,
} from '../../shared/transport';
import { inputFile } from './inputFile';

export const DIRECT_UPLOADS_PATH = '/rails/active_storage/direct_uploads';

const properties: INodeProperties[] = [
	{
		displayName: 'Input Binary Field',
		name: 'binaryPropertyName',
		type: 'string',
		required: true,
		default: 'data',
		placeholder: 'e.g. data',
		hint: 'The name of the input binary field containing the file to be uploaded',
		description:
			'An email trigger names attachments attachment_0, attachment_1, …; a Form Trigger names a file field after the field',
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Document Name',
				name: 'name',
				type: 'string',
				default: '',
				placeholder: 'e.g. BL MEDU1234567',
				description: 'The name the document gets in Terminal49. Empty: the file name.',
			},
		],
	},
	...outputProperties('document'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['document'], operation: ['upload'] } },
	properties,
);

/**
 * Version 2: a file sent before is the document Terminal49 already has, read with what its
 * extraction found (`extracted` in Simplified), so a workflow goes on with it as with a new
 * upload's extraction event, which Terminal49 does not send again. `duplicate: true` says so.
 */
async function existingDocument(
	this: IExecuteFunctions,
	seen: IDataObject,
	choice: OutputChoice,
	itemIndex: number,
): Promise<IDataObject[]> {
	const id = String(seen.id);
	let document: JsonApiDocument;
	try {
		document = await requestDocument.call(this, {
			method: 'GET',
			path: apiPath`/documents/${id}`,
			qs: { include: 'last_document_representation' },
			subject: { label: 'document', id },
			itemIndex,
		});
	} catch (error) {
		throw duplicateUnread(error, id, typeof seen.name === 'string' ? seen.name : undefined);
	}
	return outputDocument(this.getNode(), choice, document, itemIndex).map((record) => ({
		...record,
		duplicate: true,
	}));
}

/**
 * The failure to read the document a duplicate upload matched. The user gave a file, not an id:
 * the error says the file was a duplicate, names the existing document, and what to do, keeping
 * the API's own words and status.
 */
function duplicateUnread(error: unknown, id: string, name: string | undefined): unknown {
	if (!(error instanceof NodeApiError || error instanceof NodeOperationError)) return error;
	const named = `document ${id}${name ? ` ("${name}")` : ''}`;
	const notFound = error instanceof NodeApiError && error.httpCode === '404';
	error.message = `The file is a duplicate of ${named}, which Terminal49 already has, but reading that document failed: ${error.message}`;
	error.description = [
		`No new document was created: Terminal49 keeps one document per file.`,
		notFound
			? `Terminal49 named ${named} as the existing one but does not show it to this API key (it may have been deleted or belong to another account). Look for it in Terminal49's Documents; to upload the file anew, delete that document there first.`
			: `Read it with Document → Get, By ID ${id}, once Terminal49 answers, or run this node again.`,
	].join(' ');
	return error;
}

/** Rails' answer to a direct-upload request, as the guide shows it; only what the flow needs is required. */
const directUploadAnswer = z.object({
	signed_id: z.string().min(1),
	checksum: z.string().optional(),
	direct_upload: z.object({
		url: z.string().min(1),
		headers: z.record(z.string()).catch({}),
	}),
});

/** The 409 answer's meta: which document already has these bytes. */
const duplicateMeta = z.object({
	existing_document_id: z.string().min(1),
	existing_document_name: z.string().nullish(),
});

function duplicateOf(error: unknown): z.infer<typeof duplicateMeta> | undefined {
	if (!(error instanceof NodeApiError) || error.httpCode !== '409') return undefined;
	for (const entry of apiErrorsOf(error.errorResponse)) {
		const meta =
			(entry as { code?: unknown; meta?: unknown }).code === 'duplicate_document'
				? duplicateMeta.safeParse((entry as { meta?: unknown }).meta)
				: undefined;
		if (meta?.success) return meta.data;
	}
	return undefined;
}

/** The failure of POST /documents, saying that the blob itself did reach storage and under which signed id. */
function withUploadedBlob(
	node: INode,
	error: unknown,
	signedId: string,
	itemIndex: number,
): NodeApiError | NodeOperationError {
	const uploaded = `The file was uploaded to Terminal49's storage (signed id ${signedId}), but no document was created from it.`;
	if (error instanceof NodeApiError || error instanceof NodeOperationError) {
		error.description = [uploaded, error.description].filter(Boolean).join(' ');
		return error;
	}
	return new NodeOperationError(node, error as Error, { description: uploaded, itemIndex });
}

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const property = readText(
		node,
		this.getNodeParameter('binaryPropertyName', itemIndex, 'data'),
		'Input Binary Field',
		itemIndex,
	);
	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const givenName = readOptionalText(node, options.name, 'Document Name', itemIndex);
	const choice = readOutputChoice.call(this, itemIndex);
	const file = await inputFile(this, itemIndex, property);
	const name = givenName ?? file.fileName;

	const answer = await terminal49Request.call(this, {
		method: 'POST',
		base: 'host',
		path: DIRECT_UPLOADS_PATH,
		body: {
			blob: {
				filename: file.fileName,
				content_type: file.mimeType,
				byte_size: file.byteSize,
				checksum: file.checksum,
			},
		},
		itemIndex,
	});
	const parsed = directUploadAnswer.safeParse(answer);
	if (!parsed.success) {
		throw new NodeApiError(
			node,
			{ message: 'unexpected direct-upload answer' },
			{
				message: 'Terminal49 answered the upload request without an upload URL and signed id',
				description: 'This is a fault of the API. Nothing was uploaded; try again later.',
				itemIndex,
			},
		);
	}
	const blob = parsed.data;
	if (blob.checksum !== undefined && blob.checksum !== file.checksum) {
		throw new NodeOperationError(
			node,
			`Checksum mismatch: Terminal49 registered the file with MD5 ${blob.checksum}, but its bytes have ${file.checksum}`,
			{
				description:
					'Nothing was uploaded. Run the node again; if it persists, the file is being changed while it is read.',
				itemIndex,
			},
		);
	}

	await putToStorage(this, {
		url: blob.direct_upload.url,
		headers: blob.direct_upload.headers,
		body: await file.open(),
		byteSize: file.byteSize,
		itemIndex,
	});

	let created: JsonApiDocument;
	try {
		created = await requestDocument.call(this, {
			method: 'POST',
			path: '/documents',
			body: { data: { type: 'document', attributes: { name, attached_document: blob.signed_id } } },
			itemIndex,
		});
	} catch (error) {
		const duplicate = duplicateOf(error);
		if (duplicate) {
			const seen = {
				id: duplicate.existing_document_id,
				name: duplicate.existing_document_name ?? null,
				duplicate: true,
			};
			return node.typeVersion >= 2
				? await existingDocument.call(this, seen, choice, itemIndex)
				: [seen];
		}
		throw withUploadedBlob(node, error, blob.signed_id, itemIndex);
	}
	try {
		return outputDocument(node, choice, created, itemIndex).map((record) => ({
			...record,
			duplicate: false,
		}));
	} catch (error) {
		// A 2xx without the document: the blob is stored all the same, and can be attached by its signed id.
		throw withUploadedBlob(node, error, blob.signed_id, itemIndex);
	}
}
