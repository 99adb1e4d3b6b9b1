import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { optionMatcher, readOption } from '../../shared/helpers/readers/option';
import { readDateTimeAsWritten } from '../../shared/helpers/readers/date';
import { terminal49RequestPages } from '../../shared/transport';
import { outputList, outputProperties, readOutputChoice } from '../../shared/output';
import { MOMENT_HINT, optionalMoment } from '../helpers/moments';
import { limitProperties, readLimit } from '../helpers/limit';
import { readBoolean } from '../../shared/helpers/readers/boolean';
import { isUnset, readOptionalText } from '../../shared/helpers/readers/text';
import { asciiUpperCase } from '../../shared/helpers/readers/characters';
import {
	addCustomFieldColumns,
	customFieldColumnsProperty,
	readsCustomFieldColumns,
} from '../helpers/customFieldColumns';

/** The filters the API offers on /tracking_requests, by parameter name. */
const DATE_FILTERS: Record<string, string> = {
	createdAfter: 'filter[created_at][start]',
	createdBefore: 'filter[created_at][end]',
	updatedAfter: 'filter[updated_at][start]',
	updatedBefore: 'filter[updated_at][end]',
};
const STATUS_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Created', value: 'created', description: 'The shipment was found and is tracked' },
	{ name: 'Failed', value: 'failed', description: 'It could not be tracked; see failed_reason' },
	{ name: 'Pending', value: 'pending', description: 'Terminal49 is still looking for it' },
];
const STATUS_MATCHER = optionMatcher(STATUS_OPTIONS, {
	succeeded: 'created',
	tracked: 'created',
	tracking: 'created',
	searching: 'pending',
});

const dateFilter = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'dateTime',
	default: '',
	description,
	hint: `${MOMENT_HINT} (version 1: sent as written)`,
});

const properties: INodeProperties[] = [
	...limitProperties,
	{
		displayName: 'Include Shipment',
		name: 'includeShipment',
		type: 'boolean',
		default: false,
		description:
			'Whether to fetch the shipment each request found with it. Unless the output is Raw (version 1: Simplify off), it is merged into "tracked_object".',
	},
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		description: 'Sent to the API, which applies them. Filters combine with AND.',
		options: [
			{
				displayName: 'Carrier Name or ID',
				name: 'scac',
				type: 'options',
				typeOptions: { loadOptionsMethod: 'getShippingLineScacs' },
				default: '',
				description:
					'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
				hint: 'Keeps requests made with this carrier. With an expression, give its SCAC, such as MSCU.',
			},
			dateFilter('Created After', 'createdAfter', 'Keep requests created after this moment'),
			dateFilter('Created Before', 'createdBefore', 'Keep requests created before this moment'),
			{
				displayName: 'Request Number',
				name: 'requestNumber',
				type: 'string',
				default: '',
				placeholder: 'e.g. MEDUFR030802',
				description: 'Keep requests for this whole number',
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: STATUS_OPTIONS,
				default: 'pending',
				description: 'Keep requests with this status',
			},
			dateFilter('Updated After', 'updatedAfter', 'Keep requests updated after this moment'),
			dateFilter('Updated Before', 'updatedBefore', 'Keep requests updated before this moment'),
		],
	},
	customFieldColumnsProperty(),
	...outputProperties('tracking_request'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['trackingRequest'], operation: ['getAll'] } },
	properties,
);

function readFilters(this: IExecuteFunctions, itemIndex: number): IDataObject {
	const raw = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const node = this.getNode();
	const qs: IDataObject = {};
	const requestNumber = readOptionalText(
		node,
		raw.requestNumber,
		'Request Number filter',
		itemIndex,
	);
	if (requestNumber !== undefined) qs['filter[request_number]'] = requestNumber;
	const scac = readOptionalText(node, raw.scac, 'Carrier filter', itemIndex);
	if (scac !== undefined) qs['filter[scac]'] = asciiUpperCase(scac);
	if (!isUnset(raw.status)) {
		qs['filter[status]'] = readOption(
			node,
			STATUS_MATCHER,
			raw.status,
			{ parameter: 'Status filter', one: 'a status the API filters by' },
			itemIndex,
		);
	}
	for (const [name, parameter] of Object.entries(DATE_FILTERS)) {
		const value = raw[name];
		if (value === undefined || value === null || value === '') continue;
		const label = name.replace(/[A-Z]/, (c) => ` ${c}`).replace(/^\w/, (c) => c.toUpperCase());
		if (node.typeVersion >= 2) {
			qs[parameter] = optionalMoment.call(this, value, label, itemIndex);
			continue;
		}
		// Version 1 sends a moment without an offset as written, for the API to read.
		qs[parameter] = readDateTimeAsWritten(node, value, label, itemIndex);
	}
	return qs;
}

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const limit = readLimit.call(this, itemIndex, false);
	const includeShipment = readBoolean(
		this.getNode(),
		this.getNodeParameter('includeShipment', itemIndex, false),
		'Include Shipment',
		itemIndex,
	);
	const choice = readOutputChoice.call(this, itemIndex);
	const columns = readsCustomFieldColumns.call(this, itemIndex, choice);
	const qs = readFilters.call(this, itemIndex);
	if (includeShipment) qs.include = 'tracked_object';

	const { data, included } = await terminal49RequestPages.call(this, {
		path: '/tracking_requests',
		qs,
		limit,
		itemIndex,
	});
	const items = outputList(choice, data, included);
	return columns
		? await addCustomFieldColumns.call(this, 'trackingRequest', data, items, itemIndex)
		: items;
}
