import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requireUuid } from '../../shared/helpers/readers/ids';

export function partyIdProperty(description: string): INodeProperties {
	return {
		displayName: 'Party ID',
		name: 'partyId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
		description,
		hint: 'Get Many lists the parties of the account with their IDs',
	};
}

export function partyIdOf(this: IExecuteFunctions, itemIndex: number): string {
	return requireUuid(
		this.getNode(),
		this.getNodeParameter('partyId', itemIndex),
		'Party ID',
		itemIndex,
	);
}
