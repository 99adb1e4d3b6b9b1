import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { requireUuidOrLocode } from './referenceIds';
import { requireUuid } from '../../shared/helpers/readers/ids';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath, requestDocument } from '../../shared/transport';
import type { OperationExecute } from './types';

interface ReferenceGet {
	/** The node's resource value, e.g. 'port'. */
	resource: string;
	/** The JSON:API type of the record, for the output shape. */
	recordType: string;
	/** Lower case, as in a sentence: 'metro area'. */
	noun: string;
	/** The collection in the API's path, e.g. 'ports'. */
	collection: string;
	parameter: { name: string; displayName: string; hint?: string };
	/** Ports and metro areas also answer to their UN/LOCODE. */
	acceptsLocode: boolean;
}

/**
 * The Get of a read-only reference record (port, terminal, metro area): one id parameter, one
 * request, the output module. They differ only in path and labels, so one factory builds them.
 */
export function referenceGet(options: ReferenceGet): {
	description: INodeProperties[];
	execute: OperationExecute;
} {
	const { parameter, noun } = options;
	const properties: INodeProperties[] = [
		{
			displayName: parameter.displayName,
			name: parameter.name,
			type: 'string',
			required: true,
			default: '',
			placeholder: options.acceptsLocode
				? 'e.g. USLAX or 3fa85f64-5717-4562-b3fc-2c963f66afa6'
				: 'e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
			description: options.acceptsLocode
				? `The ${noun} to get: Terminal49’s ID or its UN/LOCODE`
				: `The ${noun} to get: Terminal49’s ID`,
			hint: parameter.hint,
		},
		...outputProperties(options.recordType),
	];
	const description = updateDisplayOptions(
		{ show: { resource: [options.resource], operation: ['get'] } },
		properties,
	);

	async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
		const node = this.getNode();
		const raw = this.getNodeParameter(parameter.name, itemIndex);
		const key = options.acceptsLocode
			? requireUuidOrLocode(node, raw, parameter.displayName, itemIndex)
			: requireUuid(node, raw, parameter.displayName, itemIndex);
		const choice = readOutputChoice.call(this, itemIndex);
		const document = await requestDocument.call(this, {
			method: 'GET',
			path: apiPath`/${options.collection}/${key}`,
			subject: { label: noun, id: key },
			itemIndex,
		});
		return outputDocument(node, choice, document, itemIndex);
	}
	return { description, execute };
}

/** The operation dropdown of a resource whose only operation is Get. */
export function getOnlyOperation(resource: string, noun: string, about: string): INodeProperties {
	return {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [resource] } },
		options: [{ name: 'Get', value: 'get', description: about, action: `Get a ${noun}` }],
		default: 'get',
	};
}
