import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resourceProperties } from './actions/resources';
import { route } from './actions/router';
import { operationSubtitle } from './shared/helpers/subtitle';
import { listSearch, loadOptions, resourceMapping } from './methods';

// One main input and output, named by n8n's enum as the community rules ask.
const mainConnection = [NodeConnectionTypes.Main];

export class Terminal49 implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Terminal49',
		name: 'terminal49',
		icon: { light: 'file:terminal49.svg', dark: 'file:terminal49.dark.svg' },
		group: ['transform'],
		version: [1, 2],
		defaultVersion: 2,
		subtitle: operationSubtitle(resourceProperties),
		description:
			'Track ocean containers and shipments with Terminal49: last free days, holds, custom fields, documents and tracking requests',
		defaults: { name: 'Terminal49' },
		usableAsTool: true,
		inputs: mainConnection,
		outputs: mainConnection,
		credentials: [{ name: 'terminal49Api', required: true }],
		properties: resourceProperties,
	};

	methods = { loadOptions, listSearch, resourceMapping };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route.call(this);
	}
}
