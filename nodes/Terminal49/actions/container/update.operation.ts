import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import { textList } from '../../helpers/lists';
import type { JsonApiDocument } from '../../jsonapi';
import { outputDocument, outputProperties, readOutputChoice } from '../../output';
import { apiPath, terminal49Request } from '../../transport';
import { containerIdOf, containerIdProperties } from './containerId';

const properties: INodeProperties[] = [
	...containerIdProperties('The container to change'),
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Reference Numbers',
				name: 'refNumbers',
				type: 'string',
				default: '',
				placeholder: 'e.g. PO-1234, SO-987',
				description: 'Replaces the container’s reference numbers: comma-separated text or a list. Leave empty to remove them all.',
			},
		],
	},
	...outputProperties('container', { demurrage: true }),
];

export const description = updateDisplayOptions({ show: { resource: ['container'], operation: ['update'] } }, properties);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const id = await containerIdOf.call(this, itemIndex);
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const attributes: IDataObject = {};
	if (fields.refNumbers !== undefined) attributes.ref_numbers = textList(node, fields.refNumbers, 'Reference Numbers', itemIndex);
	if (Object.keys(attributes).length === 0) {
		throw new NodeOperationError(node, 'Nothing to update: add a field under Update Fields', {
			description: 'Add Reference Numbers with the new list.',
			itemIndex,
		});
	}
	const choice = readOutputChoice.call(this, itemIndex);
	const document = (await terminal49Request.call(this, {
		method: 'PATCH',
		path: apiPath`/containers/${id}`,
		body: { data: { type: 'container', attributes } },
		subject: { label: 'container', id },
		itemIndex,
	})) as JsonApiDocument;
	return outputDocument(node, choice, document, itemIndex);
}
