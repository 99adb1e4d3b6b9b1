import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requireUuid } from '../../helpers/validation';

/** The Container ID parameter of the single-container operations. */
export function containerIdProperty(description: string): INodeProperties {
	return {
		displayName: 'Container ID',
		name: 'containerId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
		description,
		hint: 'Terminal49’s ID of the container, for example {{ $json.container.id }} after a trigger, not its number',
	};
}

export function containerIdOf(this: IExecuteFunctions, itemIndex: number): string {
	return requireUuid(this.getNode(), this.getNodeParameter('containerId', itemIndex), 'Container ID', itemIndex);
}
