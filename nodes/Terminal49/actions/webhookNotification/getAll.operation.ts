import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { EVENT_MATCHER, EVENT_OPTIONS } from '../../shared/catalogue/events';
import { optionMatcher, readOptions } from '../../shared/helpers/readers/option';
import { MOMENT_HINT, optionalMoment } from '../helpers/moments';
import type { JsonApiResource } from '../../shared/jsonapi';
import { terminal49RequestPages } from '../../shared/transport';
import { outputList, outputProperties, readOutputChoice } from '../../shared/output';
import { limitProperties, readLimit } from '../helpers/limit';
import { eventsParameter } from '../helpers/events';
import { readBoolean } from '../../shared/helpers/readers/boolean';

const DELIVERY_STATUS_OPTIONS: INodePropertyOptions[] = [
	{
		name: 'Failed',
		value: 'failed',
		description: 'Your endpoint did not accept it after every retry',
	},
	{ name: 'Pending', value: 'pending', description: 'Not delivered yet, or still being retried' },
	{ name: 'Succeeded', value: 'succeeded' },
];
const DELIVERY_STATUS_MATCHER = optionMatcher(DELIVERY_STATUS_OPTIONS, {
	delivered: 'succeeded',
	success: 'succeeded',
	failure: 'failed',
});

const properties: INodeProperties[] = [
	...limitProperties,
	{
		displayName: 'Include Reference Object',
		name: 'includeReferenceObject',
		type: 'boolean',
		default: false,
		description:
			'Whether to fetch what each notification is about (its transport event, tracking request, estimated event or container update) with it. Unless the output is Raw (version 1: Simplify off), it is merged into "reference_object".',
	},
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		description:
			'The Terminal49 API has no filters for notifications, so the node applies these to the pages it reads: with a Limit it reads on until that many match or the list ends. Filters combine with AND.',
		options: [
			{
				displayName: 'Created After',
				name: 'createdAfter',
				type: 'dateTime',
				default: '',
				description: 'Keep notifications created after this moment',
				hint: MOMENT_HINT,
			},
			{
				displayName: 'Delivery Status',
				name: 'deliveryStatus',
				type: 'multiOptions',
				options: DELIVERY_STATUS_OPTIONS,
				default: [],
				description: 'Keep notifications whose delivery status is one of these',
			},
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				options: EVENT_OPTIONS,
				default: [],
				description: 'Keep notifications of these events',
			},
		],
	},
	...outputProperties('webhook_notification'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhookNotification'], operation: ['getAll'] } },
	properties,
);

function readFilter(
	this: IExecuteFunctions,
	itemIndex: number,
): ((notification: JsonApiResource) => boolean) | undefined {
	const raw = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const node = this.getNode();
	const checks: Array<(attributes: IDataObject) => boolean> = [];

	const statuses = readOptions(
		node,
		DELIVERY_STATUS_MATCHER,
		raw.deliveryStatus,
		{ parameter: 'Delivery Status filter', one: 'a delivery status' },
		itemIndex,
	);
	if (statuses.length > 0) checks.push((a) => statuses.includes(String(a.delivery_status)));

	const events = readOptions(
		node,
		EVENT_MATCHER,
		raw.events,
		eventsParameter('Events filter'),
		itemIndex,
	);
	if (events.length > 0) checks.push((a) => events.includes(String(a.event)));

	const createdAfter = optionalMoment.call(this, raw.createdAfter, 'Created After', itemIndex);
	if (createdAfter !== undefined) {
		const after = Date.parse(createdAfter);
		checks.push((a) => Date.parse(String(a.created_at)) > after);
	}

	if (checks.length === 0) return undefined;
	return (notification) => checks.every((check) => check(notification.attributes ?? {}));
}

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const limit = readLimit.call(this, itemIndex, false);
	const includeReference = readBoolean(
		this.getNode(),
		this.getNodeParameter('includeReferenceObject', itemIndex, false),
		'Include Reference Object',
		itemIndex,
	);
	const choice = readOutputChoice.call(this, itemIndex);
	const keep = readFilter.call(this, itemIndex);

	// Never `include=webhook`: the webhook record carries its signing secret.
	const { data, included } = await terminal49RequestPages.call(this, {
		path: '/webhook_notifications',
		qs: includeReference ? { include: 'reference_object' } : {},
		limit,
		where: keep,
		itemIndex,
	});
	return outputList(choice, data, included);
}
