import type { INodeProperties } from 'n8n-workflow';

import * as container from './container/Container.resource';
import type { ResourceModule } from './types';

/** Values are a public contract: saved workflows store them. */
export const resources: Record<string, ResourceModule> = {
	container,
};

export const resourceProperties: INodeProperties[] = [
	{
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: [{ name: 'Container', value: 'container' }],
		default: 'container',
	},
	...Object.values(resources).flatMap((resource) => resource.description),
];
