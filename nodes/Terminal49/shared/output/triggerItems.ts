import type { IDataObject, INodeProperties, IPollFunctions, IWebhookFunctions } from 'n8n-workflow';

import { DEFAULT_IMMINENT_DAYS } from '../catalogue/urgencies';
import { isObject } from '../helpers/objects';
import type { OutputChoice } from './outputChoice';
import {
	OUTPUT_MODE_NAMES,
	outputModeMatcher,
	readImminentDays,
	readOutputMode,
	requireImminentDaysShown,
} from './outputChoice';
import { eventLabel } from './shapes/eventLabel';
import { shapeRecord } from './shapeRecord';

/**
 * Version 2's Output of both triggers. Their items share one shape (the polling trigger speaks as
 * the webhook trigger does): the notification's own fields, each related record under its type
 * name, and `changes` / `lfd` where the event has them.
 */

export const TRIGGER_OUTPUT_MODES = ['simplified', 'allFields', 'raw'] as const;
export type TriggerOutputMode = (typeof TRIGGER_OUTPUT_MODES)[number];
const TRIGGER_OUTPUT_MATCHER = outputModeMatcher(TRIGGER_OUTPUT_MODES);

export function triggerOutputProperties(rawDescription: string): INodeProperties[] {
	return [
		{
			displayName: 'Output',
			name: 'output',
			type: 'options',
			displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
			options: [
				{
					name: OUTPUT_MODE_NAMES.simplified,
					value: 'simplified',
					description:
						'The event and, per related record, the fields an ops user reads; containers with their demurrage view',
				},
				{
					name: OUTPUT_MODE_NAMES.allFields,
					value: 'allFields',
					description:
						'Every field of every related record, flat; containers with their demurrage view',
				},
				{ name: OUTPUT_MODE_NAMES.raw, value: 'raw', description: rawDescription },
			],
			default: 'simplified',
			description: 'How much of each event to return',
		},
		{
			displayName: 'Imminent Within Days',
			name: 'imminentDays',
			type: 'number',
			typeOptions: { minValue: 0 },
			displayOptions: {
				show: { '@version': [{ _cnd: { gte: 2 } }], output: ['simplified', 'allFields'] },
			},
			default: DEFAULT_IMMINENT_DAYS,
			description:
				'A last free day at most this many days ahead makes the container’s demurrage urgency "imminent"',
		},
	];
}

/** The trigger's Output for this run; version 1 maps onto All Fields (Simplify on) or Raw. */
export function readTriggerChoice(
	this: IWebhookFunctions | IPollFunctions,
	simplifyOn: boolean,
): OutputChoice {
	const nodeVersion = this.getNode().typeVersion;
	const now = Date.now();
	if (nodeVersion < 2) {
		return {
			mode: simplifyOn ? 'allFields' : 'raw',
			fields: [],
			nodeVersion,
			imminentDays: DEFAULT_IMMINENT_DAYS,
			now,
		};
	}
	const givenMode = this.getNodeParameter('output', 'simplified');
	const mode = readOutputMode<TriggerOutputMode>(this.getNode(), givenMode, TRIGGER_OUTPUT_MATCHER);
	if (mode !== 'raw') requireImminentDaysShown(this.getNode(), givenMode, mode);
	const imminentDays = readImminentDays(
		this.getNode(),
		this.getNodeParameter('imminentDays', DEFAULT_IMMINENT_DAYS),
	);
	return { mode, fields: [], nodeVersion, imminentDays, now };
}

/** Keys of the item itself, never related records. */
const ENVELOPE = ['event', 'notification_id', 'created_at', 'delivery_status'];

function isTypedRecord(value: unknown): value is IDataObject {
	return isObject(value) && typeof value.type === 'string';
}

function shapeRelated(value: unknown, choice: OutputChoice): unknown {
	if (isTypedRecord(value)) return shapeRecord(value, choice);
	if (Array.isArray(value) && value.every(isTypedRecord))
		return value.map((record) => shapeRecord(record, choice));
	return value;
}

/**
 * A flat trigger item (the shape version 1 gives with Simplify on) in version 2's Simplified or
 * All Fields: every related record shaped by its type, so a container carries `demurrage`.
 * Simplified adds `event_label` beside the event. Fields of records a type's shape already
 * shaped (a document event's) pass through.
 */
export function shapeTriggerItem(
	item: IDataObject,
	choice: OutputChoice,
	passThrough: ReadonlySet<string> = new Set(),
): IDataObject {
	if (choice.mode === 'raw' || choice.nodeVersion < 2) return item;
	const shaped: IDataObject = {};
	for (const key of ENVELOPE) {
		if (Object.prototype.hasOwnProperty.call(item, key)) shaped[key] = item[key];
		if (key === 'event' && choice.mode === 'simplified')
			shaped.event_label = eventLabel(item.event);
	}
	for (const [key, value] of Object.entries(item)) {
		if (ENVELOPE.includes(key)) continue;
		shaped[key] = passThrough.has(key)
			? value
			: (shapeRelated(value, choice) as IDataObject[string]);
	}
	return shaped;
}
