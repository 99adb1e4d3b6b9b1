import type { INodeProperties } from 'n8n-workflow';

import * as container from './container/Container.resource';
import * as customField from './customField/CustomField.resource';
import * as customFieldDefinition from './customFieldDefinition/CustomFieldDefinition.resource';
import * as customFieldOption from './customFieldOption/CustomFieldOption.resource';
import * as document from './document/Document.resource';
import * as emailSubmission from './emailSubmission/EmailSubmission.resource';
import * as metroArea from './metroArea/MetroArea.resource';
import * as party from './party/Party.resource';
import * as port from './port/Port.resource';
import * as search from './search/Search.resource';
import * as shipment from './shipment/Shipment.resource';
import * as shippingLine from './shippingLine/ShippingLine.resource';
import * as terminal from './terminal/Terminal.resource';
import * as trackingRequest from './trackingRequest/TrackingRequest.resource';
import type { ResourceModule } from './helpers/types';
import * as vessel from './vessel/Vessel.resource';
import * as webhook from './webhook/Webhook.resource';
import * as webhookNotification from './webhookNotification/WebhookNotification.resource';

/**
 * Every resource of the node by its parameter value. Values are a public contract: saved
 * workflows store them. A new resource is a folder in the same pattern, one entry here and one
 * option below.
 */
export const resources: Record<string, ResourceModule> = {
	container,
	customField,
	customFieldDefinition,
	customFieldOption,
	document,
	emailSubmission,
	metroArea,
	party,
	port,
	search,
	shipment,
	shippingLine,
	terminal,
	trackingRequest,
	vessel,
	webhook,
	webhookNotification,
};

/**
 * A property's display rule with its resource and operation checked first. n8n reads a rule's
 * conditions in order and shows the property as soon as one of them depends on a parameter
 * holding an expression. Several operations share a parameter name (Record Type is `entityType`
 * in Custom Field, Custom Field Definition and version 1's Search), so an expression in one
 * operation's Record Type showed another resource's required record parameters, and n8n refused
 * the run for them ("Parameter Shipment is required") before the node ran.
 */
function ownOperationFirst(property: INodeProperties): INodeProperties {
	const show = property.displayOptions?.show;
	if (show === undefined) return property;
	const { resource, operation, ...rest } = show;
	const first = {
		...(resource === undefined ? {} : { resource }),
		...(operation === undefined ? {} : { operation }),
	};
	return {
		...property,
		displayOptions: { ...property.displayOptions, show: { ...first, ...rest } },
	};
}

export const resourceProperties: INodeProperties[] = [
	{
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Container', value: 'container' },
			{ name: 'Custom Field', value: 'customField' },
			{ name: 'Custom Field Definition', value: 'customFieldDefinition' },
			{ name: 'Custom Field Option', value: 'customFieldOption' },
			{ name: 'Document', value: 'document' },
			{ name: 'Email Submission', value: 'emailSubmission' },
			{ name: 'Metro Area', value: 'metroArea' },
			{ name: 'Party', value: 'party' },
			{ name: 'Port', value: 'port' },
			{ name: 'Search', value: 'search' },
			{ name: 'Shipment', value: 'shipment' },
			{ name: 'Shipping Line', value: 'shippingLine' },
			{ name: 'Terminal', value: 'terminal' },
			{ name: 'Tracking Request', value: 'trackingRequest' },
			{ name: 'Vessel', value: 'vessel' },
			{ name: 'Webhook', value: 'webhook' },
			{ name: 'Webhook Notification', value: 'webhookNotification' },
		],
		default: 'container',
	},
	...Object.values(resources)
		.flatMap((resource) => resource.description)
		.map(ownOperationFirst),
];

/** An operation as the editor names it: "Container → Get". */
export function operationName(resource: string, operation: string): string {
	const resourceOption = resourceProperties[0].options?.find(
		(option) => 'value' in option && option.value === resource,
	);
	const operationOption = resources[resource]?.description
		.filter((property) => property.name === 'operation')
		.flatMap((property) => property.options ?? [])
		.find((option) => 'value' in option && option.value === operation);
	return `${resourceOption?.name ?? resource} → ${operationOption?.name ?? operation}`;
}
