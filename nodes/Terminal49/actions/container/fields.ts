import type { INodePropertyOptions } from 'n8n-workflow';

/** Related records a container can be fetched with, by the API's include names. */
export const CONTAINER_INCLUDE_OPTIONS: INodePropertyOptions[] = [
	{ name: 'POD Terminal', value: 'pod_terminal' },
	{ name: 'Shipment', value: 'shipment' },
];
