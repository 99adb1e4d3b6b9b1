import { createHash } from 'crypto';
import type { IBinaryData, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { Readable } from '../../shared/transport';

/** A file of an input item, measured and hashed, ready to be sent once or more. */
export interface InputFile {
	fileName: string;
	mimeType: string;
	byteSize: number;
	/** Base64 of the binary MD5 of the bytes, as the direct-upload endpoint and Content-MD5 want it. */
	checksum: string;
	/** The bytes: a fresh stream from n8n's binary store, or the buffer when n8n keeps files in memory. */
	open(): Promise<Buffer | Readable>;
}

const DEFAULT_MIME_TYPE = 'application/octet-stream';

/**
 * The binary property of an item, checked before any request: an error names the property and
 * lists the item's binary keys when it is missing, and refuses an empty file.
 */
export function binaryOf(ctx: IExecuteFunctions, itemIndex: number, property: string): IBinaryData {
	const node = ctx.getNode();
	const name = property.trim();
	const keys = Object.keys(ctx.getInputData()[itemIndex]?.binary ?? {});
	if (name === '' || !keys.includes(name)) {
		throw new NodeOperationError(node, `This item has no binary property "${name}"`, {
			description:
				keys.length > 0
					? `Its binary properties are: ${keys.join(', ')}. Put the one that holds the file into "Input Binary Field".`
					: 'It has no binary data at all. Connect a node that outputs a file (Read/Write Files from Disk, an email trigger with attachments, a Form Trigger with a file field, HTTP Request with Response Format "File").',
			itemIndex,
		});
	}
	return ctx.helpers.assertBinaryData(itemIndex, name);
}

async function hashStream(stream: Readable): Promise<{ byteSize: number; checksum: string }> {
	const hash = createHash('md5');
	let byteSize = 0;
	for await (const chunk of stream as AsyncIterable<Buffer>) {
		hash.update(chunk);
		byteSize += chunk.length;
	}
	return { byteSize, checksum: hash.digest('base64') };
}

/**
 * Reads a binary property as a file to upload. When n8n keeps binary data on disk (or in S3) the
 * file is hashed as a stream and streamed again to send it, so it is never whole in memory;
 * in n8n's in-memory mode it is a buffer already.
 */
export async function inputFile(
	ctx: IExecuteFunctions,
	itemIndex: number,
	property: string,
): Promise<InputFile> {
	const name = property.trim();
	const binary = binaryOf(ctx, itemIndex, name);
	const { id } = binary;
	let open: () => Promise<Buffer | Readable>;
	let measured: { byteSize: number; checksum: string };
	if (id) {
		open = async () => await ctx.helpers.getBinaryStream(id);
		measured = await hashStream(await ctx.helpers.getBinaryStream(id));
	} else {
		const buffer = await ctx.helpers.getBinaryDataBuffer(itemIndex, name);
		open = async () => buffer;
		measured = {
			byteSize: buffer.length,
			checksum: createHash('md5').update(buffer).digest('base64'),
		};
	}
	const fileName =
		binary.fileName?.trim() || `${name}${binary.fileExtension ? `.${binary.fileExtension}` : ''}`;
	if (measured.byteSize === 0) {
		throw new NodeOperationError(
			ctx.getNode(),
			`The file "${fileName}" in binary property "${name}" is empty (0 bytes)`,
			{
				description: 'Terminal49 cannot read an empty file. Check the node that produced it.',
				itemIndex,
			},
		);
	}
	return { fileName, mimeType: binary.mimeType?.trim() || DEFAULT_MIME_TYPE, ...measured, open };
}
