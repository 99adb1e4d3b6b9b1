import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { outputList, outputProperties, readOutputChoice } from '../../shared/output';
import { terminal49RequestPages } from '../../shared/transport';
import { limitProperties, readLimit } from '../helpers/limit';
import { webhookWithoutSecret } from './fields';

const properties: INodeProperties[] = [...limitProperties, ...outputProperties('webhook')];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const limit = readLimit.call(this, itemIndex, false);
	const choice = readOutputChoice.call(this, itemIndex);
	const { data, included } = await terminal49RequestPages.call(this, {
		path: '/webhooks',
		limit,
		itemIndex,
	});
	return outputList(choice, data.map(webhookWithoutSecret), included);
}
