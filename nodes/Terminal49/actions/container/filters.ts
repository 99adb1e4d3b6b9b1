import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';

import type { Urgency } from '../../shared/catalogue/urgencies';
import { URGENCIES, URGENCY_ABOUT } from '../../shared/catalogue/urgencies';
import { readBoolean } from '../../shared/helpers/readers/boolean';
import { readDateValue } from '../../shared/helpers/readers/date';
import { readWholeNumber } from '../../shared/helpers/readers/number';
import { textList } from '../../shared/helpers/readers/list';
import { requireContainerNumber } from '../../shared/helpers/readers/shippingNumbers';
import { requireUuid } from '../../shared/helpers/readers/ids';
import type { OptionMatcher } from '../../shared/helpers/readers/option';
import { optionMatcher, readOption, readOptions } from '../../shared/helpers/readers/option';
import { CONTAINER_STATUS_LABELS } from '../../shared/catalogue/containerStatuses';
import type { ContainersToRead } from '../../shared/catalogue/containersToRead';
import { CONTAINERS_TO_READ } from '../../shared/catalogue/containersToRead';
import type { ContainerFilters } from './matcher';
import { LIST_HINT } from '../../shared/helpers/readers/hints';

/*
 * The vocabulary of Container → Get Many's filters: the Filters and Containers to Read parameters,
 * their options, and how a value from the editor, an expression or a model is read into them.
 */

/** `current_status` values, named as Simplified labels them, so a label read from an answer works as a filter. */
const STATUS_OPTIONS: INodePropertyOptions[] = Object.entries(CONTAINER_STATUS_LABELS)
	.map(([value, label]) => ({ name: titleCase(label), value }))
	.sort((a, b) => a.name.localeCompare(b.name));
const STATUS_MATCHER = optionMatcher(STATUS_OPTIONS);

/** Version 2's Containers to Read: every container, only those still tracked, or the one a filter asks about. */
const CONTAINERS_TO_READ_OPTIONS: INodePropertyOptions[] = [
	{
		name: 'Automatic',
		value: 'auto',
		description:
			'Only containers still tracked when a filter on the LFD, urgency, availability or holds is set (a stopped shipment’s LFD no longer changes); every container otherwise',
	},
	{
		name: `Only ${CONTAINERS_TO_READ.tracked.label}`,
		value: 'tracked' satisfies ContainersToRead,
		description: `${CONTAINERS_TO_READ.tracked.what}: ${CONTAINERS_TO_READ.tracked.cost}`,
	},
	{
		name: CONTAINERS_TO_READ.all.label,
		value: 'all' satisfies ContainersToRead,
		description: `${CONTAINERS_TO_READ.all.what}, its history included: ${CONTAINERS_TO_READ.all.cost}`,
	},
];
const CONTAINERS_TO_READ_MATCHER = optionMatcher(CONTAINERS_TO_READ_OPTIONS);

const URGENCY_OPTIONS: INodePropertyOptions[] = URGENCIES.map((value) => ({
	name: URGENCY_ABOUT[value].label,
	value,
	description: URGENCY_ABOUT[value].description,
}));

/**
 * Urgency as a model or a person asks for it. "Due within N days" with N the imminent window
 * names today and the days up to it; other words name one urgency.
 */
function urgencyMatcher(imminentDays: number): OptionMatcher {
	const within = [
		`due within ${imminentDays} days`,
		`within ${imminentDays} days`,
		`next ${imminentDays} days`,
	];
	if (imminentDays === 1) within.push('due within 1 day', 'within 1 day', 'due tomorrow');
	return optionMatcher(URGENCY_OPTIONS, {
		...Object.fromEntries(within.map((phrase) => [phrase, ['due_today', 'imminent']])),
		'past due': 'overdue',
		late: 'overdue',
		expired: 'overdue',
		'lfd passed': 'overdue',
		today: 'due_today',
		'due soon': 'imminent',
		soon: 'imminent',
		upcoming: 'imminent',
		'on time': 'ok',
		'not due': 'ok',
		'picked up': 'resolved',
		done: 'resolved',
		'no lfd': 'unknown',
		'no last free day': 'unknown',
		stale: 'unknown',
	});
}

function titleCase(label: string): string {
	return label.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase()).replace(/\bFor\b/g, 'for');
}

/** Get Many's Filters parameter. */
export const filtersProperty: INodeProperties = {
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
			hint: LIST_HINT,
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
				'Keep containers whose last free day is at most this many days ahead, overdue ones included (those still to be picked up), as days left shows it. 0 means due today or overdue. (Node version 1 starts at today and leaves overdue containers out.)',
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
		{
			displayName: 'Urgency',
			name: 'urgency',
			type: 'multiOptions',
			displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
			options: URGENCY_OPTIONS,
			default: [],
			description:
				'Keep containers whose demurrage urgency is one of these, judged from the container’s own fields (a stopped tracking shows as unknown only in the output, with the shipment included)',
		},
	],
};

/** Version 2's Containers to Read parameter. */
export const containersToReadProperty: INodeProperties = {
	displayName: 'Containers to Read',
	name: 'containersToRead',
	type: 'options',
	displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
	options: CONTAINERS_TO_READ_OPTIONS,
	default: 'auto',
	description:
		'Which containers are read and filtered. A large account is mostly history: reading only the shipments still tracked costs a fraction of the requests. Container Numbers are looked up whatever this says.',
};

/** A boolean filter added to Filters, read as every boolean is (`""` and null refused, never no filter); undefined when it was not added. */
function booleanFilter(
	this: IExecuteFunctions,
	value: unknown,
	label: string,
	itemIndex: number,
): boolean | undefined {
	if (value === undefined) return undefined;
	return readBoolean(this.getNode(), value, label, itemIndex);
}

/** The Filters parameter as the matcher takes it; a value that is not one of a filter's is refused with the filter's name. */
export function readFilters(
	this: IExecuteFunctions,
	itemIndex: number,
	imminentDays: number,
): ContainerFilters {
	const raw = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const filters: ContainerFilters = {};
	const node = this.getNode();

	// An expression or a model may hand over "available, grounded" or a label where the editor gives a list of values.
	const status = readOptions(
		node,
		STATUS_MATCHER,
		raw.status,
		{ parameter: 'Status filter', one: 'a container status' },
		itemIndex,
	);
	if (status.length > 0) filters.status = status;
	const availableForPickup = booleanFilter.call(
		this,
		raw.availableForPickup,
		'Available for Pickup',
		itemIndex,
	);
	if (availableForPickup !== undefined) filters.availableForPickup = availableForPickup;
	const hasHolds = booleanFilter.call(this, raw.hasHolds, 'Has Holds', itemIndex);
	if (hasHolds !== undefined) filters.hasHolds = hasHolds;
	if (raw.numbers !== undefined && raw.numbers !== '') {
		const numbers = textList(node, raw.numbers, 'Container Numbers filter', itemIndex).map(
			(number) => requireContainerNumber(node, number, 'Container Numbers filter', itemIndex),
		);
		if (numbers.length > 0) filters.numbers = [...new Set(numbers)];
	}
	if (raw.shipmentId !== undefined && raw.shipmentId !== '') {
		filters.shipmentId = requireUuid(node, raw.shipmentId, 'Shipment ID filter', itemIndex);
	}
	if (raw.lfdWithinDays !== undefined && raw.lfdWithinDays !== '') {
		filters.lfdWithinDays = readWholeNumber(
			node,
			raw.lfdWithinDays,
			{ parameter: 'LFD Within Days', accepted: 'a whole number of days, 0 or more', min: 0 },
			itemIndex,
		);
		if (this.getNode().typeVersion >= 2) filters.lfdWithinIncludesOverdue = true;
	}
	if (raw.lfdBefore !== undefined && raw.lfdBefore !== '' && raw.lfdBefore !== null) {
		filters.lfdBefore = readDateValue(node, raw.lfdBefore, 'LFD Before', itemIndex);
	}
	if (this.getNode().typeVersion >= 2) {
		const matcher = urgencyMatcher(imminentDays);
		const urgency = readOptions(
			node,
			matcher,
			raw.urgency,
			{
				parameter: 'Urgency filter',
				one: 'an urgency',
				note: `; "due within ${imminentDays} days" means due_today and imminent`,
				fix: `Imminent means a last free day at most ${imminentDays} days ahead (Imminent Within Days). For another window, use the LFD Within Days filter.`,
			},
			itemIndex,
		);
		if (urgency.length > 0) filters.urgency = urgency as Urgency[];
	}
	return filters;
}

/** The filters a demurrage question sets: with one of them, Automatic reads only the containers still tracked. */
const DEMURRAGE_FILTERS = [
	'lfdWithinDays',
	'lfdBefore',
	'urgency',
	'availableForPickup',
	'hasHolds',
] as const;

/** Whether version 2's Containers to Read, read as every option is, asks for the containers still tracked (version 1 reads every one). */
export function readsTrackedOnly(
	this: IExecuteFunctions,
	filters: ContainerFilters,
	itemIndex: number,
): boolean {
	if (this.getNode().typeVersion < 2) return false;
	const given = this.getNodeParameter('containersToRead', itemIndex, 'auto');
	const choice = readOption(
		this.getNode(),
		CONTAINERS_TO_READ_MATCHER,
		given,
		{ parameter: 'Containers to Read', one: 'which containers to read' },
		itemIndex,
	);
	if (choice === 'tracked') return true;
	if (choice === 'all') return false;
	return DEMURRAGE_FILTERS.some((name) => filters[name] !== undefined);
}
