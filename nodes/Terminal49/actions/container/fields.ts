import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/** Related records a container can be fetched with, by the API's include names. */
export const CONTAINER_INCLUDE_OPTIONS: INodePropertyOptions[] = [
	{ name: 'POD Terminal', value: 'pod_terminal' },
	{ name: 'Shipment', value: 'shipment' },
];

/**
 * Include, as Container Get and Get Many share it. Version 1 keeps its empty default and its
 * words; version 2 includes both by default, since they come in the same request and are where
 * a Simplified container's `terminal`, `bill_of_lading` and `ref_numbers` come from.
 */
export function includeProperties(v1Description: string): INodeProperties[] {
	return [
		{
			displayName: 'Include',
			name: 'include',
			type: 'multiOptions',
			displayOptions: { show: { '@version': [1] } },
			options: CONTAINER_INCLUDE_OPTIONS,
			default: [],
			description: v1Description,
		},
		{
			displayName: 'Include',
			name: 'include',
			type: 'multiOptions',
			displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
			options: CONTAINER_INCLUDE_OPTIONS,
			default: ['pod_terminal', 'shipment'],
			description:
				'Related records read in the same request (no extra request): the POD terminal gives `terminal`, the shipment `bill_of_lading`, `ref_numbers` and whether tracking stopped. Without them those fields are null.',
		},
	];
}
