import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OutputOptions } from '../../shared/output';
import {
	imminentDaysProperty,
	outputList,
	outputProperties,
	readOutputChoice,
} from '../../shared/output';
import { isToolCall, moreMatchNote, toolBoundOf } from '../helpers/forModel';
import { readInclude } from '../helpers/include';
import { limitProperties, readLimit, readLimitChoice } from '../helpers/limit';
import { readContainers } from './containersRead';
import { containerDigest } from './digest';
import { CONTAINER_INCLUDE_OPTIONS, includeProperties } from './fields';
import {
	containersToReadProperty,
	filtersProperty,
	readFilters,
	readsTrackedOnly,
} from './filters';
import { byLastFreeDay, containerMatcher } from './matcher';
import { readBoolean } from '../../shared/helpers/readers/boolean';
import {
	addCustomFieldColumns,
	customFieldColumnsProperty,
	readsCustomFieldColumns,
} from '../helpers/customFieldColumns';

// Imminent Within Days stands beside the filters, shown whatever Output is.
const outputOptions: OutputOptions = { demurrage: true, imminentDaysElsewhere: true };

const properties: INodeProperties[] = [
	...limitProperties,
	...includeProperties(
		'Related records to fetch with each container. Unless the output is Raw (version 1: Simplify off), they are merged into the container.',
	),
	filtersProperty,
	// Beside the filters: the Urgency filter's "imminent" ends where it says.
	imminentDaysProperty(
		{ show: { '@version': [{ _cnd: { gte: 2 } }] } },
		'A last free day at most this many days ahead makes a container’s urgency "imminent", for the Urgency filter and in the output',
	),
	{
		displayName: 'Sort by Last Free Day',
		name: 'sortByLastFreeDay',
		type: 'boolean',
		displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
		default: false,
		description:
			'Whether to return the soonest last free day first; containers without one, or already picked up or returned, come last. With a Limit, the node reads every container and returns the first ones.',
	},
	containersToReadProperty,
	{
		displayName: 'One Digest Item',
		name: 'digest',
		type: 'boolean',
		displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
		default: false,
		description:
			'Whether to return one item for a person to read instead of one item per container: counts per urgency, a summary for a subject line, a text (Slack, plain email) and an HTML table (email) with each container’s number, urgency, last free day, days left, terminal, bill of lading and references, and the containers themselves in `containers`',
	},
	customFieldColumnsProperty({ digest: [true] }),
	...outputProperties('container', outputOptions),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['container'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject[]> {
	const digest = readsDigest.call(this, itemIndex);
	const limit = digest ? undefined : readLimit.call(this, itemIndex);
	const include = readInclude.call(this, itemIndex, CONTAINER_INCLUDE_OPTIONS);
	const choice = readOutputChoice.call(this, itemIndex, outputOptions);
	const filters = {
		...readFilters.call(this, itemIndex, choice.imminentDays),
		imminentDays: choice.imminentDays,
	};
	const now = new Date(choice.now ?? Date.now());
	const keep = containerMatcher(filters, now);
	const sorted =
		choice.nodeVersion >= 2 &&
		readBoolean(
			this.getNode(),
			this.getNodeParameter('sortByLastFreeDay', itemIndex, false),
			'Sort by Last Free Day',
			itemIndex,
		);
	const tracked = readsTrackedOnly.call(this, filters, itemIndex);
	const columns = !digest && readsCustomFieldColumns.call(this, itemIndex, choice);
	const toRead = digest
		? digest.shows === undefined || digest.readsAll
			? undefined
			: digest.shows + 1
		: limit;
	const read = await readContainers.call(
		this,
		filters,
		include,
		sorted ? undefined : toRead,
		keep,
		itemIndex,
		tracked,
	);
	const soonestFirst = sorted ? byLastFreeDay(read.data, now) : read.data;
	if (!digest) {
		const data = sorted && limit !== undefined ? soonestFirst.slice(0, limit) : soonestFirst;
		const items = outputList(choice, data, read.included);
		return columns
			? await addCustomFieldColumns.call(this, 'container', data, items, itemIndex)
			: items;
	}
	// One item, so the router's bound for a tool cannot cut it: the digest keeps the bound itself, and says what it left out.
	const data = digest.shows === undefined ? soonestFirst : soonestFirst.slice(0, digest.shows);
	const rest =
		data.length < soonestFirst.length
			? { more: sorted || digest.readsAll ? soonestFirst.length - data.length : null }
			: undefined;
	const records = outputList(choice, data, read.included);
	const simplified =
		choice.mode === 'simplified'
			? records
			: outputList({ ...choice, mode: 'simplified' }, data, read.included);
	const note =
		rest !== undefined && isToolCall(this.getNode())
			? { note: moreMatchNote(data.length, rest.more) }
			: {};
	return [{ ...containerDigest(simplified, rest), ...note, containers: records }];
}

/**
 * With One Digest Item (version 2): how many containers it shows (the Limit, or as a tool the
 * tool's bound, whatever Return All says; undefined: all), and whether every match is read, so
 * the digest can say how many more there are. Undefined without a digest.
 */
function readsDigest(
	this: IExecuteFunctions,
	itemIndex: number,
): { shows: number | undefined; readsAll: boolean } | undefined {
	if (
		this.getNode().typeVersion < 2 ||
		!readBoolean(
			this.getNode(),
			this.getNodeParameter('digest', itemIndex, false),
			'One Digest Item',
			itemIndex,
		)
	)
		return undefined;
	const choice = readLimitChoice.call(this, itemIndex);
	if (isToolCall(this.getNode()))
		return { shows: toolBoundOf(choice).limit, readsAll: choice.returnAll };
	return choice.returnAll
		? { shows: undefined, readsAll: true }
		: { shows: choice.limit, readsAll: false };
}
