import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import {
	CONTAINER_BY_NUMBER,
	numberedLocator,
	readLocator,
	refuseContainerNumberAsId,
} from '../helpers/locator';
import { idByNumber } from '../helpers/lookup';
import { requireContainerNumber } from '../../shared/helpers/readers/shippingNumbers';
import { requireUuid } from '../../shared/helpers/readers/ids';

/**
 * The Container parameter of the single-container operations, named `containerId` in both
 * versions (a public contract). Version 1: the ID as text, as its saved workflows hold it.
 * Version 2: Number (ISO 6346, looked up once per execution; the default), From List, By ID.
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
			...numberedLocator({ ...CONTAINER_BY_NUMBER, name: 'containerId', description }),
			displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
		},
	];
}

/** The container's Terminal49 id, whichever mode holds it, and the container number it was given by (the Number mode). */
export async function containerOf(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<{ id: string; number?: string }> {
	const node = this.getNode();
	const { mode, value } = readLocator(this.getNodeParameter('containerId', itemIndex));
	if (mode === 'number') {
		const number = requireContainerNumber(node, value, 'Container Number', itemIndex);
		return { id: await idByNumber.call(this, 'container', number, itemIndex), number };
	}
	refuseContainerNumberAsId(node, value, 'Container', itemIndex);
	return {
		id: requireUuid(node, value, 'Container ID', itemIndex, {
			byNumber: node.typeVersion >= 2 ? 'container number' : undefined,
		}),
	};
}

/** The container's Terminal49 id, whichever mode holds it. */
export async function containerIdOf(this: IExecuteFunctions, itemIndex: number): Promise<string> {
	return (await containerOf.call(this, itemIndex)).id;
}
