/* eslint-disable @n8n/community-nodes/icon-validation, @n8n/community-nodes/missing-paired-item -- test code: runs in Node under jest, never inside n8n, where these rules apply */
import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';

/** Test-only start node: emits the JSON array in its `items` parameter as items. */
export class ItemsSource implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Items Source',
		name: 'itemsSource',
		group: ['input'],
		version: 1,
		description: 'Emits fixed items',
		defaults: { name: 'Items' },
		inputs: ['main'],
		outputs: ['main'],
		properties: [{ displayName: 'Items', name: 'items', type: 'string', default: '[{}]' }],
	} as INodeTypeDescription;

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const items = JSON.parse(this.getNodeParameter('items', 0) as string) as object[];
		return [items.map((json) => ({ json: json as INodeExecutionData['json'] }))];
	}
}
