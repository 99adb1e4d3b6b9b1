import type { INodeProperties } from 'n8n-workflow';

import { DEFAULT_IMMINENT_DAYS } from '../catalogue/urgencies';
import { OUTPUT_MODE_NAMES } from './outputChoice';
import type { OutputOptions } from './outputOptions';
import { imminentDaysUnderOutput } from './outputOptions';
import { shapeOf } from './registry';

export const simplifyProperty: INodeProperties = {
	displayName: 'Simplify',
	name: 'simplify',
	type: 'boolean',
	default: true,
	description:
		'Whether to return flat records (attributes at the top level, related records merged in) instead of the raw JSON:API resources',
};

function fieldLabel(name: string): string {
	return name
		.split(/[_.]/)
		.filter((word) => word !== '')
		.map((word) => word.charAt(0).toUpperCase() + word.slice(1))
		.join(' ');
}

/** Imminent Within Days (version 2), shown where `displayOptions` say. */
export function imminentDaysProperty(
	displayOptions: INodeProperties['displayOptions'],
	description: string,
): INodeProperties {
	return {
		displayName: 'Imminent Within Days',
		name: 'imminentDays',
		type: 'number',
		typeOptions: { minValue: 0 },
		displayOptions,
		default: DEFAULT_IMMINENT_DAYS,
		description,
	};
}

/**
 * The output parameters of an operation that returns records of `recordType`: version 1's
 * Simplify (its description may be the operation's own), version 2's Output and Fields, and
 * Imminent Within Days where the records are containers (unless the operation places it itself,
 * `imminentDaysElsewhere`, as Get Many does beside its filters). `v1AlwaysFlat` for operations
 * whose version 1 always returned the flat record, and so had no Simplify.
 */
export function outputProperties(
	recordType: string,
	options: OutputOptions = {},
): INodeProperties[] {
	const v1: INodeProperties = {
		...simplifyProperty,
		...(options.simplifyDescription ? { description: options.simplifyDescription } : {}),
		displayOptions: { show: { '@version': [1] } },
	};
	const fieldNames = [...shapeOf(recordType).fields].sort();
	const v2: INodeProperties[] = [
		{
			displayName: 'Output',
			name: 'output',
			type: 'options',
			displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
			options: [
				{
					name: OUTPUT_MODE_NAMES.simplified,
					value: 'simplified',
					description: 'The fields an ops user reads, flat, with readable labels beside codes',
				},
				{
					name: OUTPUT_MODE_NAMES.allFields,
					value: 'allFields',
					description: 'Every attribute, flat, with related records merged in',
				},
				{
					name: OUTPUT_MODE_NAMES.raw,
					value: 'raw',
					description: 'The API’s JSON:API answer as received',
				},
				{
					name: OUTPUT_MODE_NAMES.selectedFields,
					value: 'selectedFields',
					description: 'Only the fields you pick',
				},
			],
			default: 'simplified',
			description: 'How much of each record to return',
		},
		{
			displayName: 'Fields',
			name: 'fields',
			type: 'multiOptions',
			displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }], output: ['selectedFields'] } },
			options: fieldNames.map((name) => ({ name: fieldLabel(name), value: name })),
			default: [],
			description: 'The fields to return (the ID always comes along)',
		},
	];
	if (imminentDaysUnderOutput(options)) {
		v2.push(
			imminentDaysProperty(
				{
					show: {
						'@version': [{ _cnd: { gte: 2 } }],
						output: ['simplified', 'allFields', 'selectedFields'],
					},
				},
				'A last free day at most this many days ahead makes a container’s demurrage urgency "imminent"',
			),
		);
	}
	// An operation that always flattened in version 1 (a write's answer) had no Simplify to keep.
	return options.v1AlwaysFlat === true ? v2 : [v1, ...v2];
}
