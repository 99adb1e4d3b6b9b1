import type { IExecuteFunctions, INode } from 'n8n-workflow';

import { DEFAULT_IMMINENT_DAYS } from '../catalogue/urgencies';
import type { OptionMatcher } from '../helpers/readers/option';
import { optionMatcher, readOption } from '../helpers/readers/option';
import { readWholeNumber } from '../helpers/readers/number';
import { readBoolean } from '../helpers/readers/boolean';
import { textList } from '../helpers/readers/list';
import { requireShown } from '../helpers/readers/displayRules';
import type { OutputOptions } from './outputOptions';
import { imminentDaysUnderOutput } from './outputOptions';

export const OUTPUT_MODES = ['simplified', 'allFields', 'raw', 'selectedFields'] as const;
export type OutputMode = (typeof OUTPUT_MODES)[number];

/** The Output options' names, shared by the action node and the triggers. */
export const OUTPUT_MODE_NAMES: Readonly<Record<OutputMode, string>> = {
	simplified: 'Simplified',
	allFields: 'All Fields',
	raw: 'Raw',
	selectedFields: 'Selected Fields',
};

/** Output modes as written by people and models: `All Fields`, `all_fields`, `full`. */
export function outputModeMatcher(modes: readonly OutputMode[]): OptionMatcher {
	return optionMatcher(
		modes.map((value) => ({ name: OUTPUT_MODE_NAMES[value], value })),
		{
			simple: 'simplified',
			full: 'allFields',
			all: 'allFields',
			json: 'raw',
			'json api': 'raw',
			selected: 'selectedFields',
		},
	);
}

export const OUTPUT_MODE_MATCHER = outputModeMatcher(OUTPUT_MODES);

/** The Output parameter's mode, or a refusal that says which modes there are. */
export function readOutputMode<M extends OutputMode>(
	node: INode,
	given: unknown,
	matcher: OptionMatcher,
	itemIndex?: number,
): M {
	return readOption(
		node,
		matcher,
		given,
		{ parameter: 'Output', one: 'an output mode' },
		itemIndex,
	) as M;
}

/** Imminent Within Days, as the action node and the triggers read it: a whole number of days, 0 or more. */
export function readImminentDays(node: INode, given: unknown, itemIndex?: number): number {
	return readWholeNumber(
		node,
		given,
		{ parameter: 'Imminent Within Days', accepted: 'a whole number of days, 0 or more', min: 0 },
		itemIndex,
	);
}

/** How one item's records are shaped, read once per item from the node's parameters. */
export interface OutputChoice {
	mode: OutputMode;
	/** Selected Fields only. */
	fields: string[];
	/** The node version the workflow saved: computed fields exist from version 2 on. */
	nodeVersion: number;
	/** A last free day at most this many days ahead is `imminent`. */
	imminentDays: number;
	/** The instant "today" is taken from for days left (read once per item; absent: the clock at shaping). */
	now?: number;
}

/**
 * Version 1 has only Simplify (on: the flat records version 2 calls All Fields; off:
 * raw). Version 2 has Output, Fields and, where a container is shown, Imminent Within Days.
 * `options` are the ones the operation gave `outputProperties`: where they put Imminent Within
 * Days under Output, an Output saved in a spelling that hides it is refused.
 */
export function readOutputChoice(
	this: IExecuteFunctions,
	itemIndex: number,
	options: OutputOptions = {},
): OutputChoice {
	const nodeVersion = this.getNode().typeVersion;
	if (nodeVersion < 2) {
		const simplify = readBoolean(
			this.getNode(),
			this.getNodeParameter('simplify', itemIndex, true),
			'Simplify',
			itemIndex,
		);
		return {
			mode: simplify ? 'allFields' : 'raw',
			fields: [],
			nodeVersion,
			imminentDays: DEFAULT_IMMINENT_DAYS,
			now: Date.now(),
		};
	}
	const givenMode = this.getNodeParameter('output', itemIndex, 'simplified');
	const mode = readOutputMode<OutputMode>(
		this.getNode(),
		givenMode,
		OUTPUT_MODE_MATCHER,
		itemIndex,
	);
	if (mode === 'selectedFields') {
		requireShown(
			this.getNode(),
			'fields',
			'Fields',
			{
				parameter: 'Output',
				given: givenMode,
				shows: '"selectedFields" (Selected Fields chosen from its list)',
			},
			itemIndex,
		);
	}
	const fields =
		mode === 'selectedFields'
			? textList(
					this.getNode(),
					this.getNodeParameter('fields', itemIndex, []),
					'Fields',
					itemIndex,
				)
			: [];
	if (imminentDaysUnderOutput(options) && mode !== 'raw')
		requireImminentDaysShown(this.getNode(), givenMode, mode, itemIndex);
	const imminentDays = imminentDaysOf.call(this, itemIndex);
	return { mode, fields, nodeVersion, imminentDays, now: Date.now() };
}

/** Refuses the run when Output, saved as another spelling of `mode`, hid Imminent Within Days (see requireShown). */
export function requireImminentDaysShown(
	node: INode,
	givenMode: unknown,
	mode: OutputMode,
	itemIndex?: number,
): void {
	requireShown(
		node,
		'imminentDays',
		'Imminent Within Days',
		{
			parameter: 'Output',
			given: givenMode,
			shows: `"${mode}" (${OUTPUT_MODE_NAMES[mode]} chosen from its list)`,
		},
		itemIndex,
	);
}

/** A whole number of days, 0 or more; an expression may give it as text. */
function imminentDaysOf(this: IExecuteFunctions, itemIndex: number): number {
	return readImminentDays(
		this.getNode(),
		this.getNodeParameter('imminentDays', itemIndex, DEFAULT_IMMINENT_DAYS),
		itemIndex,
	);
}
