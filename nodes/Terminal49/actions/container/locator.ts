import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { numberedLocator, readLocator } from '../helpers/locator';
import { idByNumber } from '../helpers/lookup';
import { checkContainerNumber, requireContainerNumber } from '../../shared/helpers/shippingNumbers';
import { isUuid, requireUuid } from '../../shared/helpers/validation';

/**
 * The Container parameter of the single-container operations, named `containerId` in both
 * versions (a public contract). Version 1: the ID as text, as its saved workflows hold it.
 * Version 2: From List, By Number (ISO 6346, looked up once per execution), By ID.
 */
export function containerLocator(description: string): INodeProperties[] {
	return [
		{
			displayName: 'Container ID',
			name: 'containerId',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
			description,
			hint: 'Terminal49’s ID of the container, for example {{ $json.container.id }} after a trigger, not its number',
			displayOptions: { show: { '@version': [1] } },
		},
		{
			...numberedLocator({
				displayName: 'Container',
				name: 'containerId',
				description,
				noun: 'container',
				searchListMethod: 'searchContainers',
				searchesBy: 'a container number or part of one',
				numberPlaceholder: 'e.g. MSKU2431002',
				numberHint: 'The container number (ISO 6346: 4 letters, 7 digits), as on the paperwork; spaces and dashes are fine',
			}),
			displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
		},
	];
}

/** The container's Terminal49 id, whichever mode holds it. */
export async function containerIdOf(this: IExecuteFunctions, itemIndex: number): Promise<string> {
	const node = this.getNode();
	const { mode, value } = readLocator(this.getNodeParameter('containerId', itemIndex));
	if (mode === 'number') {
		const number = requireContainerNumber(node, value, 'Container Number', itemIndex);
		return await idByNumber.call(this, 'container', number, itemIndex);
	}
	// A container number where the ID belongs is the commonest slip; say which mode takes it.
	if (node.typeVersion >= 2 && typeof value === 'string' && !isUuid(value.trim()) && checkContainerNumber(value).valid) {
		throw new NodeOperationError(node, `"${value.trim()}" is a container number, not a Terminal49 ID`, {
			description: 'Switch Container to "Number" (the mode beside the field), or pick the container "From List".',
			itemIndex,
		});
	}
	return requireUuid(node, value, 'Container ID', itemIndex, node.typeVersion >= 2 ? 'container number' : undefined);
}
