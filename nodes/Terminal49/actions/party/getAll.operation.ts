import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { outputList, outputProperties, readOutputChoice } from '../../shared/output';
import { terminal49RequestPages } from '../../shared/transport';
import { limitProperties, readLimit } from '../helpers/limit';

const properties: INodeProperties[] = [...limitProperties, ...outputProperties('party')];

export const description = updateDisplayOptions(
	{ show: { resource: ['party'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const limit = readLimit.call(this, itemIndex, false);
	const choice = readOutputChoice.call(this, itemIndex);
	const { data, included } = await terminal49RequestPages.call(this, {
		path: '/parties',
		limit,
		itemIndex,
	});
	return outputList(choice, data, included);
}
