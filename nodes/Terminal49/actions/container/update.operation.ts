import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { textList } from '../../shared/helpers/readers/list';
import type { OutputOptions } from '../../shared/output';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { apiPath } from '../../shared/transport';
import { patchRecord, requireUpdateAttributes } from '../helpers/updateRecord';
import { containerIdOf, containerLocator } from './locator';
import { LIST_HINT } from '../../shared/helpers/readers/hints';

const outputOptions: OutputOptions = { demurrage: true };

const properties: INodeProperties[] = [
	...containerLocator('The container to change'),
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
				hint: LIST_HINT,
				description:
					'Replaces the container’s reference numbers: comma-separated text or a list. Leave empty to remove them all.',
			},
		],
	},
	...outputProperties('container', outputOptions),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['container'], operation: ['update'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const node = this.getNode();
	const id = await containerIdOf.call(this, itemIndex);
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const attributes: IDataObject = {};
	if (fields.refNumbers !== undefined)
		attributes.ref_numbers = textList(node, fields.refNumbers, 'Reference Numbers', itemIndex);
	requireUpdateAttributes(node, attributes, itemIndex, {
		message: 'Nothing to update: add a field under Update Fields',
		description: 'Add Reference Numbers with the new list.',
	});
	const choice = readOutputChoice.call(this, itemIndex, outputOptions);
	const document = await patchRecord.call(this, {
		path: apiPath`/containers/${id}`,
		type: 'container',
		attributes,
		subject: { label: 'container', id },
		itemIndex,
	});
	return outputDocument(node, choice, document, itemIndex);
}
