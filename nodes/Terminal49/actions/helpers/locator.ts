import type {
	INode,
	INodeParameterResourceLocator,
	INodeProperties,
	INodePropertyMode,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { isObject } from '../../shared/helpers/objects';
import { checkContainerNumber } from '../../shared/helpers/readers/shippingNumbers';
import { isUuid, UUID_EXAMPLE } from '../../shared/helpers/readers/ids';

/** Loose on purpose: surrounding spaces are trimmed before use, so the editor should not flag them. */
const UUID_MODE_REGEX =
	'^\\s*[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\s*$';

export interface UuidLocatorOptions {
	displayName: string;
	name: string;
	description: string;
	/** Lower case, as it reads in a sentence: 'shipment', 'tracking request'. */
	noun: string;
	searchListMethod: string;
	/** What the search box matches, e.g. 'a whole request number'. */
	searchesBy: string;
	/** Modes offered after From List and By ID. */
	modes?: INodePropertyMode[];
}

/** A resource locator for a Terminal49 record (a UUID): From List, By ID, then any further modes. */
export function uuidLocator(options: UuidLocatorOptions): INodeProperties {
	const { noun } = options;
	return {
		displayName: options.displayName,
		name: options.name,
		type: 'resourceLocator',
		default: { mode: 'id', value: '' },
		required: true,
		description: options.description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: `Select a ${noun}...`,
				typeOptions: { searchListMethod: options.searchListMethod, searchable: true },
				hint: `To search, type ${options.searchesBy}`,
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: `e.g. ${UUID_EXAMPLE}`,
				validation: [
					{
						type: 'regex',
						properties: {
							regex: UUID_MODE_REGEX,
							errorMessage: `Not a ${noun} ID: Terminal49 IDs look like ${UUID_EXAMPLE}`,
						},
					},
				],
			},
			...(options.modes ?? []),
		],
	};
}

/** How a record found by its number is named and looked for, wherever a parameter finds one. */
export type NumberedRecord = Pick<
	UuidLocatorOptions,
	'displayName' | 'noun' | 'searchListMethod' | 'searchesBy'
> & {
	numberPlaceholder: string;
	numberHint: string;
};

export const TRACKING_REQUEST_BY_NUMBER: NumberedRecord = {
	displayName: 'Tracking Request',
	noun: 'tracking request',
	searchListMethod: 'searchTrackingRequests',
	searchesBy: 'a whole request number',
	numberPlaceholder: 'e.g. MEDUFR030802',
	numberHint: 'The whole bill of lading, booking or container number the request was made with',
};

export const SHIPMENT_BY_NUMBER: NumberedRecord = {
	displayName: 'Shipment',
	noun: 'shipment',
	searchListMethod: 'searchShipments',
	searchesBy: 'a whole bill of lading or booking number',
	numberPlaceholder: 'e.g. MEDUQ1234567',
	numberHint: 'The whole bill of lading or booking number the shipment was tracked by',
};

export const CONTAINER_BY_NUMBER: NumberedRecord = {
	displayName: 'Container',
	noun: 'container',
	searchListMethod: 'searchContainers',
	searchesBy: 'a container number or part of one',
	numberPlaceholder: 'e.g. MSKU2431002',
	numberHint:
		'The container number (ISO 6346: 4 letters, 7 digits), as on the paperwork; spaces and dashes are fine',
};

/** A locator's value; a plain string is what an older or hand-written parameter holds. */
export function locatorValue(locator: INodeParameterResourceLocator | string): unknown {
	return typeof locator === 'object' && locator !== null ? locator.value : locator;
}

/**
 * Version 2's locator: Number first and chosen (labelled so, not "By Number", because n8n's mode
 * selector cuts longer labels), then From List and By ID, then any further modes. n8n's guidelines
 * put From List first, but the people who use these nodes type a container, BL or booking number
 * from the paperwork or a spreadsheet; the list stays one click away. Version 1 keeps its own
 * parameter, so what it saved reads as before. Number is free text, checked when the node runs: a
 * check digit is beyond a regex.
 */
export function numberedLocator(
	options: UuidLocatorOptions & { numberPlaceholder: string; numberHint: string },
): INodeProperties {
	const base = uuidLocator(options);
	const [list, id, ...rest] = base.modes ?? [];
	// The editor checks By ID as it is typed: a number typed there is told where it belongs.
	const idForNumbers: INodePropertyMode = {
		...id,
		validation: [
			{
				type: 'regex',
				properties: {
					regex: UUID_MODE_REGEX,
					errorMessage: `Not a ${options.noun} ID (Terminal49 IDs look like ${UUID_EXAMPLE}): for a number, choose "Number" in the list on the left`,
				},
			},
		],
	};
	return {
		...base,
		default: { mode: 'number', value: '' },
		modes: [
			{
				displayName: 'Number',
				name: 'number',
				type: 'string',
				placeholder: options.numberPlaceholder,
				hint: options.numberHint,
			},
			list,
			idForNumbers,
			...rest,
		],
	};
}

/** The mode and value of a locator; a plain string (version 1, or an expression for the whole parameter) counts as By ID. */
export function readLocator(locator: unknown): { mode: string; value: unknown } {
	if (isObject(locator) && 'value' in locator) {
		const { mode, value } = locator;
		return { mode: typeof mode === 'string' ? mode : 'id', value };
	}
	return { mode: 'id', value: locator };
}

/**
 * A container number where a Terminal49 ID belongs is the commonest slip (version 2): the error
 * itself says so and which mode takes it, rather than that the value is not an ID. `parameter`
 * names the field as the editor shows it ("Container", "Record").
 */
export function refuseContainerNumberAsId(
	node: INode,
	value: unknown,
	parameter: string,
	itemIndex: number,
): void {
	if (
		node.typeVersion < 2 ||
		typeof value !== 'string' ||
		isUuid(value.trim()) ||
		!checkContainerNumber(value).valid
	)
		return;
	throw new NodeOperationError(
		node,
		`"${value.trim()}" is a container number, not a Terminal49 ID: switch ${parameter} to "Number"`,
		{
			description: `Choose "Number" in the mode list beside ${parameter} (it now says "By ID"), or pick the container "From List".`,
			itemIndex,
		},
	);
}
