import type { IDataObject, IExecuteFunctions, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { JsonApiDocument } from '../../shared/jsonapi';
import type { RequestSubject } from '../../shared/transport';
import { requestDocument } from '../../shared/transport';

/** What an Update operation says, before any request, when Update Fields added nothing it can send. */
export function requireUpdateAttributes(
	node: INode,
	attributes: IDataObject,
	itemIndex: number,
	error: { message: string; description: string },
): void {
	if (Object.keys(attributes).length === 0) {
		throw new NodeOperationError(node, error.message, {
			description: error.description,
			itemIndex,
		});
	}
}

/** Sends one record's changed attributes as the JSON:API `PATCH` body `{ data: { type, attributes } }`. */
export async function patchRecord(
	this: IExecuteFunctions,
	request: {
		path: string;
		type: string;
		attributes: IDataObject;
		subject: RequestSubject;
		itemIndex: number;
		secrets?: readonly string[];
	},
): Promise<JsonApiDocument> {
	return await requestDocument.call(this, {
		method: 'PATCH',
		path: request.path,
		body: { data: { type: request.type, attributes: request.attributes } },
		subject: request.subject,
		itemIndex: request.itemIndex,
		secrets: request.secrets,
	});
}
