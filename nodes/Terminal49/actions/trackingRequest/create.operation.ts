import type { IDataObject, IExecuteFunctions, INode, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { readOption } from '../../shared/helpers/readers/option';
import { textList } from '../../shared/helpers/readers/list';
import {
	requireContainerNumber,
	requireShippingNumber,
} from '../../shared/helpers/readers/shippingNumbers';
import { requireUuid } from '../../shared/helpers/readers/ids';
import { readRequiredText, readText } from '../../shared/helpers/readers/text';
import { requireScac } from '../helpers/referenceIds';
import { requestDocument } from '../../shared/transport';
import { outputDocument, outputProperties, readOutputChoice } from '../../shared/output';
import { inferScac } from './carrierPrediction';
import { initialCustomFieldsProperty, readInitialCustomFields } from './initialCustomFields';
import {
	AUTO_DETECT,
	AUTO_DETECT_BY_TERMINAL49,
	REQUEST_TYPE_MATCHER,
	REQUEST_TYPE_OPTIONS,
} from '../../shared/catalogue/trackingRequestTypes';
import { LIST_HINT } from '../../shared/helpers/readers/hints';

/** Additional fields both versions offer; version 2 adds the customer. */
const shipmentLabelFields: INodeProperties[] = [
	{
		displayName: 'Reference Numbers',
		name: 'refNumbers',
		type: 'string',
		default: '',
		placeholder: 'e.g. PO-4411, INV-2024-118',
		hint: LIST_HINT,
		description:
			'Reference numbers to give the shipment once it is found, separated by commas (or a list from an expression)',
	},
	{
		displayName: 'Shipment Tags',
		name: 'shipmentTags',
		type: 'string',
		default: '',
		placeholder: 'e.g. priority, west-coast',
		hint: LIST_HINT,
		description:
			'Tags to give the shipment once it is found, separated by commas (or a list from an expression)',
	},
];

const properties: INodeProperties[] = [
	{
		displayName: 'Request Type',
		name: 'requestType',
		type: 'options',
		options: REQUEST_TYPE_OPTIONS,
		default: 'bill_of_lading',
		description: 'The kind of number to track. Container numbers are in beta at Terminal49.',
	},
	{
		displayName: 'Request Number',
		name: 'requestNumber',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. MEDUFR030802',
		description: 'The bill of lading, booking or container number, as the carrier writes it',
	},
	{
		displayName: 'Carrier Name or ID',
		name: 'scac',
		type: 'options',
		typeOptions: {
			loadOptionsMethod: 'getShippingLines',
			loadOptionsDependsOn: ['requestType'],
		},
		default: AUTO_DETECT,
		description:
			'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
		hint: 'Auto-Detect asks Terminal49 which carrier the number belongs to first: one extra request per item. Auto-Detect (by Terminal49) leaves it to Terminal49 after the request is created. With an expression, give the carrier’s SCAC, such as MAEU.',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: { show: { '@version': [1] } },
		options: [...shipmentLabelFields],
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
		options: [
			{
				displayName: 'Customer (Party ID)',
				name: 'customerId',
				type: 'string',
				default: '',
				placeholder: 'e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
				description: 'The party the shipment is for; Party → Get Many lists them with their IDs',
			},
			...shipmentLabelFields,
		],
	},
	initialCustomFieldsProperty,
	...outputProperties('tracking_request', { v1AlwaysFlat: true }),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['trackingRequest'], operation: ['create'] } },
	properties,
);

/** Version 2 checks the number before sending it: a container number by ISO 6346, the others trimmed and upper-cased. */
function checkedNumberOf(
	node: INode,
	requestType: string,
	requestNumber: string,
	itemIndex: number,
): string {
	return requestType === 'container'
		? requireContainerNumber(node, requestNumber, 'Request Number', itemIndex)
		: requireShippingNumber(node, requestNumber, 'Request Number', itemIndex);
}

/** Carrier: Auto-Detect, Auto-Detect (by Terminal49), or a SCAC (four letters, any case, around spaces), upper-cased. */
function readCarrier(node: INode, given: unknown, itemIndex: number): string {
	const text = readText(
		node,
		given,
		{ parameter: 'Carrier', accepted: 'Auto-Detect or a carrier’s SCAC' },
		itemIndex,
	).trim();
	if (text === '' || text === AUTO_DETECT) return AUTO_DETECT;
	if (text === AUTO_DETECT_BY_TERMINAL49) return text;
	return requireScac(node, text, 'Carrier', itemIndex);
}

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const choice = readOutputChoice.call(this, itemIndex);
	const node = this.getNode();
	const givenType = this.getNodeParameter('requestType', itemIndex) as unknown;
	const requestType = readOption(
		node,
		REQUEST_TYPE_MATCHER,
		givenType,
		{ parameter: 'Request Type', one: 'a request type' },
		itemIndex,
	);
	const requestNumber = readRequiredText(
		node,
		this.getNodeParameter('requestNumber', itemIndex, ''),
		{
			parameter: 'Request Number',
			accepted: 'a bill of lading, booking or container number',
			fix: 'Enter the bill of lading, booking or container number, or check that the expression for it gives a value for this item.',
		},
		itemIndex,
	);
	const carrier = readCarrier(
		node,
		this.getNodeParameter('scac', itemIndex, AUTO_DETECT),
		itemIndex,
	);
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const attributes: IDataObject = { request_type: requestType, request_number: requestNumber };
	if ('refNumbers' in fields)
		attributes.ref_numbers = textList(node, fields.refNumbers, 'Reference Numbers', itemIndex);
	if ('shipmentTags' in fields)
		attributes.shipment_tags = textList(node, fields.shipmentTags, 'Shipment Tags', itemIndex);

	const data: IDataObject = { type: 'tracking_request', attributes };
	const checkedNumber =
		node.typeVersion >= 2
			? checkedNumberOf(node, requestType, requestNumber, itemIndex)
			: undefined;
	if (checkedNumber !== undefined) {
		attributes.request_number = checkedNumber;
		const initial = await readInitialCustomFields.call(this, itemIndex);
		if (initial) attributes.initial_custom_fields = initial;
		if (fields.customerId !== undefined && fields.customerId !== '') {
			data.relationships = {
				customer: {
					data: {
						type: 'party',
						id: requireUuid(node, fields.customerId, 'Customer (Party ID)', itemIndex),
					},
				},
			};
		}
	}

	if (carrier === AUTO_DETECT_BY_TERMINAL49) attributes.auto_detect_vocc_scac = true;
	else
		attributes.scac =
			carrier === AUTO_DETECT
				? await inferScac.call(this, checkedNumber ?? requestNumber, itemIndex)
				: carrier;

	// A POST: the transport never sends it twice after a failure that leaves its fate unknown.
	const document = await requestDocument.call(this, {
		method: 'POST',
		path: '/tracking_requests',
		body: { data },
		itemIndex,
	});
	return outputDocument(node, choice, document, itemIndex);
}
