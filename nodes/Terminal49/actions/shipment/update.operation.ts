import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { textList } from '../../shared/helpers/readers/list';
import { apiPath } from '../../shared/transport';
import { patchRecord, requireUpdateAttributes } from '../helpers/updateRecord';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { shipmentIdOf, shipmentLocator } from './locator';
import { LIST_HINT } from '../../shared/helpers/readers/hints';

const properties: INodeProperties[] = [
	...shipmentLocator('The shipment to update'),
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		description:
			'Each field you add replaces the shipment’s whole list; added but left empty, it clears the list',
		options: [
			{
				displayName: 'Reference Numbers',
				name: 'refNumbers',
				type: 'string',
				default: '',
				placeholder: 'e.g. PO-4411, INV-2024-118',
				hint: LIST_HINT,
				description:
					'The shipment’s reference numbers, separated by commas (or a list from an expression)',
			},
			{
				displayName: 'Tags',
				name: 'tags',
				type: 'string',
				default: '',
				placeholder: 'e.g. priority, west-coast',
				hint: LIST_HINT,
				description:
					'The shipment’s tags, separated by commas (or a list from an expression). A tag given twice is kept once.',
			},
		],
	},
	...outputProperties('shipment', { v1AlwaysFlat: true }),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['shipment'], operation: ['update'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const choice = readOutputChoice.call(this, itemIndex);
	const node = this.getNode();
	const id = await shipmentIdOf.call(this, itemIndex);
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;

	const attributes: IDataObject = {};
	if ('refNumbers' in fields)
		attributes.ref_numbers = textList(node, fields.refNumbers, 'Reference Numbers', itemIndex);
	if ('tags' in fields) attributes.tags = textList(node, fields.tags, 'Tags', itemIndex);
	requireUpdateAttributes(node, attributes, itemIndex, {
		message: 'Nothing to update: no field was added',
		description: 'Under Update Fields, add Reference Numbers or Tags.',
	});

	const document = await patchRecord.call(this, {
		path: apiPath`/shipments/${id}`,
		type: 'shipment',
		attributes,
		subject: { label: 'shipment', id },
		itemIndex,
	});
	return outputDocument(node, choice, document, itemIndex);
}
