import type { INodeParameterResourceLocator, INodeProperties, INodePropertyMode } from 'n8n-workflow';

import { UUID_EXAMPLE } from './validation';

/** Loose on purpose: surrounding spaces are trimmed before use, so the editor should not flag them. */
const UUID_MODE_REGEX = '^\\s*[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\s*$';

interface UuidLocatorOptions {
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

/** A locator's value; a plain string is what an older or hand-written parameter holds. */
export function locatorValue(locator: INodeParameterResourceLocator | string): unknown {
	return typeof locator === 'object' && locator !== null ? locator.value : locator;
}
