/**
 * Shared by the document tests: files put on items by n8n's own binary helpers, then the
 * Terminal49 node run over them through the engine against the mock (API and storage origin).
 */
import { createHash } from 'crypto';

import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { BinarySource, type TestFile } from '../../harness/BinarySource.node';
import type { NodeRun } from '../../harness/engine';
import { registerNodeType, runWorkflow } from '../../harness/engine';
import { documentUuid } from '../../mock/documents/store';
import type { MockContext } from '../setup';

/** Documents of the mock's seed: a bill of lading, an invoice and a photo. */
export const BL_ID = documentUuid('document', 1);
export const INVOICE_ID = documentUuid('document', 2);
export const PHOTO_ID = documentUuid('document', 3);

export const BINARY_SOURCE_TYPE = 'test.binarySource';
registerNodeType(BINARY_SOURCE_TYPE, new BinarySource());

export function pdfFile(text: string, options: Partial<Omit<TestFile, 'base64'>> = {}): TestFile {
	return {
		property: options.property ?? 'data',
		fileName: options.fileName ?? 'bill of lading.pdf',
		mimeType: options.mimeType ?? 'application/pdf',
		base64: Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`).toString('base64'),
	};
}

export function md5Base64(file: TestFile): string {
	return createHash('md5').update(Buffer.from(file.base64, 'base64')).digest('base64');
}

/** Runs the Terminal49 node on items carrying `filesPerItem` (one list of files per item). */
export async function runOnFiles(
	api: MockContext,
	filesPerItem: TestFile[][],
	parameters: INodeParameters,
	options: { continueOnFail?: boolean; typeVersion?: number; inputItems?: IDataObject[] } = {},
): Promise<NodeRun & { status: string }> {
	const result = await runWorkflow({
		credentials: api.credentials,
		inputItems: options.inputItems ?? filesPerItem.map(() => ({})),
		nodes: [
			{ type: BINARY_SOURCE_TYPE, parameters: { files: JSON.stringify(filesPerItem) } },
			{ parameters, continueOnFail: options.continueOnFail, typeVersion: options.typeVersion },
		],
	});
	return { ...result.nodes['Node 2'], status: result.status };
}
