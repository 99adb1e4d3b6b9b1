/* eslint-disable @n8n/community-nodes/icon-validation -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';

/** One file of a test item: its binary property, name, MIME type and bytes (base64). */
export interface TestFile {
	property: string;
	fileName?: string;
	mimeType?: string;
	base64: string;
}

/**
 * Test-only node: gives each input item the files listed for it in `files` (a JSON array, one
 * list of files per item), stored through n8n's own `prepareBinaryData` as a trigger would.
 */
export class BinarySource implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Binary Source',
		name: 'binarySource',
		group: ['input'],
		version: 1,
		description: 'Adds fixed files to items',
		defaults: { name: 'Files' },
		inputs: ['main'],
		outputs: ['main'],
		properties: [{ displayName: 'Files', name: 'files', type: 'string', default: '[]' }],
	} as INodeTypeDescription;

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const filesPerItem = JSON.parse(this.getNodeParameter('files', 0) as string) as TestFile[][];
		const output: INodeExecutionData[] = [];
		for (const [index, item] of this.getInputData().entries()) {
			const files = filesPerItem[index] ?? [];
			const binary: INodeExecutionData['binary'] = {};
			for (const file of files) {
				binary[file.property] = await this.helpers.prepareBinaryData(
					Buffer.from(file.base64, 'base64'),
					file.fileName,
					file.mimeType,
				);
			}
			output.push({
				json: item.json,
				binary: files.length > 0 ? binary : undefined,
				pairedItem: { item: index },
			});
		}
		return [output];
	}
}
