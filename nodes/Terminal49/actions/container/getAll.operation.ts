import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import type { ContainerFilters } from '../../helpers/containerFilters';
import { containerMatcher } from '../../helpers/containerFilters';
import { dateParameter } from '../../helpers/dates';
import { textList } from '../../helpers/lists';
import { requireContainerNumber } from '../../helpers/shippingNumbers';
import { requireUuid, truncate } from '../../helpers/validation';
import type { JsonApiResource } from '../../jsonapi';
import { terminal49RequestPages } from '../../transport';
import { outputList, outputProperties, readOutputChoice } from '../../output';
import { limitProperties } from '../common.properties';

/** `current_status` values, as the API lists them for containers. */
const STATUS_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Available', value: 'available' },
	{ name: 'Awaiting Inland Transfer', value: 'awaiting_inland_transfer' },
	{ name: 'Delivered', value: 'delivered' },
	{ name: 'Dropped', value: 'dropped' },
	{ name: 'Empty Returned', value: 'empty_returned' },
	{ name: 'Grounded', value: 'grounded' },
	{ name: 'Loaded', value: 'loaded' },
	{ name: 'New', value: 'new' },
	{ name: 'Not Available', value: 'not_available' },
	{ name: 'Off Dock', value: 'off_dock' },
	{ name: 'On Rail', value: 'on_rail' },
	{ name: 'On Ship', value: 'on_ship' },
	{ name: 'Picked Up', value: 'picked_up' },
];
const CONTAINER_STATUSES = STATUS_OPTIONS.map((option) => String(option.value));

const properties: INodeProperties[] = [
	...limitProperties,
	{
		displayName: 'Include',
		name: 'include',
		type: 'multiOptions',
		options: [
			{ name: 'POD Terminal', value: 'pod_terminal' },
			{ name: 'Shipment', value: 'shipment' },
		],
		default: [],
		description:
			'Related records to fetch with each container. With Simplify on, they are merged into the container.',
	},
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		description:
			'The Terminal49 API ignores filters on containers except the number, so the node applies the others to the pages it reads: with a Limit it reads on until that many containers match or the list ends. Filters combine with AND.',
		options: [
			{
				displayName: 'Available for Pickup',
				name: 'availableForPickup',
				type: 'boolean',
				default: true,
				description:
					'Whether to keep only containers the terminal reports as available (on) or as not available (off). Containers whose availability is unknown match neither.',
			},
			{
				displayName: 'Container Numbers',
				name: 'numbers',
				type: 'string',
				default: '',
				placeholder: 'e.g. MSKU2431002, MSCU2432484',
				description:
					'Keep only containers with one of these numbers, separated by commas (or a list from an expression). Each is checked (ISO 6346) and looked up with the API’s number filter: one request per number.',
			},
			{
				displayName: 'Has Holds',
				name: 'hasHolds',
				type: 'boolean',
				default: true,
				description:
					'Whether to keep only containers with at least one hold in force at the POD terminal (on), or only those with none (off). Holds the terminal reports as pending don’t count.',
			},
			{
				displayName: 'LFD Before',
				name: 'lfdBefore',
				type: 'dateTime',
				default: '',
				description:
					'Keep containers whose last free day is before this date (the date itself excluded), comparing calendar dates in the port’s time zone',
			},
			{
				displayName: 'LFD Within Days',
				name: 'lfdWithinDays',
				type: 'number',
				typeOptions: { minValue: 0 },
				default: 3,
				description:
					'Keep containers whose last free day is from today up to this many days ahead, in the time zone of the port of discharge (UTC when unknown). 0 means today only.',
			},
			{
				displayName: 'Shipment ID',
				name: 'shipmentId',
				type: 'string',
				default: '',
				placeholder: 'e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
				description: 'Keep only the containers of this shipment',
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'multiOptions',
				options: STATUS_OPTIONS,
				default: [],
				description: 'Keep containers whose current status is one of these',
			},
		],
	},
	...outputProperties('container', { demurrage: true }),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['container'], operation: ['getAll'] } },
	properties,
);

function booleanFilter(
	this: IExecuteFunctions,
	value: unknown,
	label: string,
	itemIndex: number,
): boolean | undefined {
	if (value === undefined || value === '' || value === null) return undefined;
	if (typeof value === 'boolean') return value;
	const text = String(value).trim().toLowerCase();
	if (text === 'true') return true;
	if (text === 'false') return false;
	throw new NodeOperationError(this.getNode(), `${label} must be true or false, not "${String(value)}"`, { itemIndex });
}

function readFilters(this: IExecuteFunctions, itemIndex: number): ContainerFilters {
	const raw = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const filters: ContainerFilters = {};
	const node = this.getNode();

	// An expression may hand over "available, grounded" or "true" where the editor would give a list or a boolean.
	const status = typeof raw.status === 'string' ? raw.status.split(',') : raw.status;
	if (Array.isArray(status)) {
		const chosen = status.map((s) => String(s).trim()).filter((s) => s !== '');
		const unknown = chosen.filter((s) => !CONTAINER_STATUSES.includes(s));
		if (unknown.length > 0) {
			throw new NodeOperationError(node, `Status filter: ${unknown.map((s) => `"${s}"`).join(', ')} ${unknown.length === 1 ? 'is not a container status' : 'are not container statuses'}`, {
				description: `Allowed: ${CONTAINER_STATUSES.join(', ')}.`,
				itemIndex,
			});
		}
		if (chosen.length > 0) filters.status = chosen;
	}
	const availableForPickup = booleanFilter.call(this, raw.availableForPickup, 'Available for Pickup', itemIndex);
	if (availableForPickup !== undefined) filters.availableForPickup = availableForPickup;
	const hasHolds = booleanFilter.call(this, raw.hasHolds, 'Has Holds', itemIndex);
	if (hasHolds !== undefined) filters.hasHolds = hasHolds;
	if (raw.numbers !== undefined && raw.numbers !== '') {
		const numbers = textList(node, raw.numbers, 'Container Numbers filter', itemIndex).map((number) =>
			requireContainerNumber(node, number, 'Container Numbers filter', itemIndex),
		);
		if (numbers.length > 0) filters.numbers = [...new Set(numbers)];
	}
	if (raw.shipmentId !== undefined && raw.shipmentId !== '') {
		filters.shipmentId = requireUuid(node, raw.shipmentId, 'Shipment ID filter', itemIndex);
	}
	if (raw.lfdWithinDays !== undefined && raw.lfdWithinDays !== '') {
		const days = Number(raw.lfdWithinDays);
		if (!Number.isInteger(days) || days < 0) {
			throw new NodeOperationError(node, `LFD Within Days must be a whole number of days, 0 or more, not "${String(raw.lfdWithinDays)}"`, {
				itemIndex,
			});
		}
		filters.lfdWithinDays = days;
	}
	if (raw.lfdBefore !== undefined && raw.lfdBefore !== '' && raw.lfdBefore !== null) {
		const date = dateParameter(raw.lfdBefore);
		if (date === undefined) {
			throw new NodeOperationError(node, `LFD Before must be a date, not ${JSON.stringify(truncate(String(raw.lfdBefore)))}`, {
				description: 'Pick a date, or give a real day as YYYY-MM-DD, for example {{ $today.plus(7, "days").toISODate() }}.',
				itemIndex,
			});
		}
		filters.lfdBefore = date;
	}
	return filters;
}

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const returnAll = this.getNodeParameter('returnAll', itemIndex) as boolean;
	const limit = returnAll ? undefined : (this.getNodeParameter('limit', itemIndex) as number);
	const include = this.getNodeParameter('include', itemIndex, []) as string[];
	const choice = readOutputChoice.call(this, itemIndex);
	const filters = readFilters.call(this, itemIndex);
	const keep = containerMatcher(filters, new Date());

	const qs: IDataObject = {};
	if (include.length > 0) qs.include = include.join(',');
	if (!filters.numbers) {
		const { data, included } = await terminal49RequestPages.call(this, { path: '/containers', qs, limit, keep, itemIndex });
		return outputList(choice, data, included);
	}
	// filter[number] takes one number (the OpenAPI's example); the other filters still apply here.
	const data: JsonApiResource[] = [];
	const included: JsonApiResource[] = [];
	const seen = new Set<string>();
	for (const number of filters.numbers) {
		if (limit !== undefined && data.length >= limit) break;
		const page = await terminal49RequestPages.call(this, {
			path: '/containers',
			qs: { ...qs, 'filter[number]': number },
			limit: limit === undefined ? undefined : limit - data.length,
			keep,
			itemIndex,
		});
		for (const container of page.data) {
			if (seen.has(container.id)) continue;
			seen.add(container.id);
			data.push(container);
		}
		included.push(...page.included);
	}
	return outputList(choice, data, included);
}
